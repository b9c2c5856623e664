CREATE TABLE "fuel_document_type_totals" (
	"customer_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"unpaid" boolean NOT NULL,
	"document_count" integer NOT NULL,
	"total_amount" numeric(16, 2) NOT NULL,
	"payment_amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "fuel_document_type_totals_customer_id_document_type_unpaid_pk" PRIMARY KEY("customer_id","document_type","unpaid")
);
--> statement-breakpoint
-- The same trigger function keeps both totals: a document's amounts move between day rows and between type rows.
CREATE OR REPLACE FUNCTION fuel_document_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    INSERT INTO fuel_document_day_totals AS t (customer_id, document_type, day, unpaid, document_count, total_amount, payment_amount)
    VALUES (OLD.customer_id, OLD.document_type, OLD.document_date_created, OLD.total_amount - OLD.payment_amount > 0, -1, -OLD.total_amount, -OLD.payment_amount)
    ON CONFLICT (customer_id, document_type, day, unpaid) DO UPDATE SET
      document_count = t.document_count + EXCLUDED.document_count,
      total_amount = t.total_amount + EXCLUDED.total_amount,
      payment_amount = t.payment_amount + EXCLUDED.payment_amount;
    INSERT INTO fuel_document_type_totals AS t (customer_id, document_type, unpaid, document_count, total_amount, payment_amount)
    VALUES (OLD.customer_id, OLD.document_type, OLD.total_amount - OLD.payment_amount > 0, -1, -OLD.total_amount, -OLD.payment_amount)
    ON CONFLICT (customer_id, document_type, unpaid) DO UPDATE SET
      document_count = t.document_count + EXCLUDED.document_count,
      total_amount = t.total_amount + EXCLUDED.total_amount,
      payment_amount = t.payment_amount + EXCLUDED.payment_amount;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO fuel_document_day_totals AS t (customer_id, document_type, day, unpaid, document_count, total_amount, payment_amount)
    VALUES (NEW.customer_id, NEW.document_type, NEW.document_date_created, NEW.total_amount - NEW.payment_amount > 0, 1, NEW.total_amount, NEW.payment_amount)
    ON CONFLICT (customer_id, document_type, day, unpaid) DO UPDATE SET
      document_count = t.document_count + EXCLUDED.document_count,
      total_amount = t.total_amount + EXCLUDED.total_amount,
      payment_amount = t.payment_amount + EXCLUDED.payment_amount;
    INSERT INTO fuel_document_type_totals AS t (customer_id, document_type, unpaid, document_count, total_amount, payment_amount)
    VALUES (NEW.customer_id, NEW.document_type, NEW.total_amount - NEW.payment_amount > 0, 1, NEW.total_amount, NEW.payment_amount)
    ON CONFLICT (customer_id, document_type, unpaid) DO UPDATE SET
      document_count = t.document_count + EXCLUDED.document_count,
      total_amount = t.total_amount + EXCLUDED.total_amount,
      payment_amount = t.payment_amount + EXCLUDED.payment_amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Documents that exist already.
INSERT INTO fuel_document_type_totals (customer_id, document_type, unpaid, document_count, total_amount, payment_amount)
SELECT customer_id, document_type, total_amount - payment_amount > 0, count(*), sum(total_amount), sum(payment_amount)
FROM fuel_documents
GROUP BY 1, 2, 3;
