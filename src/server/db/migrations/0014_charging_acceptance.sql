ALTER TABLE "charging_agreements" ADD COLUMN "start_date" text;--> statement-breakpoint
ALTER TABLE "charging_agreements" ADD COLUMN "acceptance" jsonb;--> statement-breakpoint
ALTER TABLE "charging_agreements" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charging_agreements" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "charging_agreements" ADD CONSTRAINT "charging_agreements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;