-- Keeps fuel_document_day_totals in step with fuel_documents: every insert, update or delete of a
-- document moves its amounts between (customer, type, day, unpaid) rows in the same transaction.
CREATE OR REPLACE FUNCTION fuel_document_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    INSERT INTO fuel_document_day_totals AS t (customer_id, document_type, day, unpaid, document_count, total_amount, payment_amount)
    VALUES (OLD.customer_id, OLD.document_type, OLD.document_date_created, OLD.total_amount - OLD.payment_amount > 0, -1, -OLD.total_amount, -OLD.payment_amount)
    ON CONFLICT (customer_id, document_type, day, unpaid) DO UPDATE SET
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
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fuel_documents_totals AFTER INSERT OR UPDATE OR DELETE ON fuel_documents
  FOR EACH ROW EXECUTE FUNCTION fuel_document_totals_apply();
--> statement-breakpoint
-- Documents that exist already (a database migrated from 0003).
INSERT INTO fuel_document_day_totals (customer_id, document_type, day, unpaid, document_count, total_amount, payment_amount)
SELECT customer_id, document_type, document_date_created, total_amount - payment_amount > 0, count(*), sum(total_amount), sum(payment_amount)
FROM fuel_documents
GROUP BY 1, 2, 3, 4;
