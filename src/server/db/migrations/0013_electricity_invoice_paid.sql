ALTER TABLE "electricity_invoices" ADD COLUMN "amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Invoices that were there before the column are taken as paid (the demo seeds its unpaid ones anew on a fresh database).
UPDATE "electricity_invoices" SET "amount_paid" = "amount_including_vat";
