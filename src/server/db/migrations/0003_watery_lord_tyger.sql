CREATE TABLE "fuel_document_day_totals" (
	"customer_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"day" date NOT NULL,
	"unpaid" boolean NOT NULL,
	"document_count" integer NOT NULL,
	"total_amount" numeric(16, 2) NOT NULL,
	"payment_amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "fuel_document_day_totals_customer_id_document_type_day_unpaid_pk" PRIMARY KEY("customer_id","document_type","day","unpaid")
);
--> statement-breakpoint
DROP INDEX "fuel_documents_customer_date";--> statement-breakpoint
CREATE INDEX "fuel_documents_customer_date_id" ON "fuel_documents" USING btree ("customer_id","document_date_created","remote_document_id");--> statement-breakpoint
CREATE INDEX "fuel_documents_customer_total_id" ON "fuel_documents" USING btree ("customer_id","total_amount","remote_document_id");--> statement-breakpoint
CREATE INDEX "fuel_documents_customer_deadline_id" ON "fuel_documents" USING btree ("customer_id","payment_deadline_date","remote_document_id");--> statement-breakpoint
CREATE INDEX "fuel_documents_customer_number_id" ON "fuel_documents" USING btree ("customer_id","document_number","remote_document_id");--> statement-breakpoint
CREATE INDEX "fuel_documents_customer_paid_id" ON "fuel_documents" USING btree ("customer_id","paid","remote_document_id");--> statement-breakpoint
CREATE INDEX "fuel_documents_customer_type_id" ON "fuel_documents" USING btree ("customer_id","document_type","remote_document_id");