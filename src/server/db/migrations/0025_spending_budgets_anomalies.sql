CREATE TABLE "spending_anomalies" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"line_id" integer NOT NULL,
	"alerted_at" timestamp with time zone,
	"explained_at" timestamp with time zone,
	"explained_by_user_id" integer,
	CONSTRAINT "spending_anomalies_pk" PRIMARY KEY("customer_id","kind","line_id")
);
--> statement-breakpoint
CREATE TABLE "spending_budget_alerts" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"month" text NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spending_budget_alerts_pk" PRIMARY KEY("customer_id","kind","key","month","threshold")
);
--> statement-breakpoint
CREATE TABLE "spending_budgets" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"locale" text NOT NULL,
	"set_by_user_id" integer,
	CONSTRAINT "spending_budgets_pk" PRIMARY KEY("customer_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "spending_business_hours_cards" (
	"customer_id" integer NOT NULL,
	"remote_card_id" text NOT NULL,
	CONSTRAINT "spending_business_hours_cards_pk" PRIMARY KEY("customer_id","remote_card_id")
);
--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "purchased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spending_anomalies" ADD CONSTRAINT "spending_anomalies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_anomalies" ADD CONSTRAINT "spending_anomalies_explained_by_user_id_users_id_fk" FOREIGN KEY ("explained_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_budget_alerts" ADD CONSTRAINT "spending_budget_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_budgets" ADD CONSTRAINT "spending_budgets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_budgets" ADD CONSTRAINT "spending_budgets_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_business_hours_cards" ADD CONSTRAINT "spending_business_hours_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;