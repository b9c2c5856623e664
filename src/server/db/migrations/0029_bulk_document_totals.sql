-- A faster first start (issue 29): the fuel documents' totals kept per statement, not per row. The row trigger of
-- 0004/0018 made two upserts for every document written; the demo seed's 3 400 documents of one INSERT … SELECT
-- were 6 800 upserts. Now each INSERT, UPDATE or DELETE statement adds its documents (+1) and takes away the old
-- ones (-1) per customer, type, day and unpaid flag in one upsert per totals table, in the same transaction, as
-- document_lines' totals do (0015). An UPDATE moves only the documents whose counted columns changed: one that
-- rewrote the lines' JSON or the factoring flag writes no totals at all (the row trigger moved every document out
-- and back in).
DROP TRIGGER fuel_documents_totals ON fuel_documents;
--> statement-breakpoint
DROP FUNCTION fuel_document_totals_apply();
--> statement-breakpoint
CREATE FUNCTION fuel_document_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_documents'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_documents'
    -- An UPDATE moves only the documents whose counted columns changed (the same key with other values).
    ELSE format('SELECT -1 AS sign, o.* FROM old_documents o WHERE NOT EXISTS (SELECT FROM new_documents n WHERE %1$s)
      UNION ALL SELECT 1, n.* FROM new_documents n WHERE NOT EXISTS (SELECT FROM old_documents o WHERE %1$s)',
      'n.remote_document_id = o.remote_document_id AND (n.customer_id, n.document_type, n.document_date_created, n.total_amount, n.payment_amount)
        IS NOT DISTINCT FROM (o.customer_id, o.document_type, o.document_date_created, o.total_amount, o.payment_amount)')
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO fuel_document_day_totals AS t (customer_id, document_type, day, unpaid, document_count, total_amount, payment_amount)
    SELECT d.customer_id, d.document_type, d.document_date_created, d.total_amount - d.payment_amount > 0,
      sum(d.sign), sum(d.sign * d.total_amount), sum(d.sign * d.payment_amount)
    FROM (%s) AS d
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (customer_id, document_type, day, unpaid) DO UPDATE SET
      document_count = t.document_count + EXCLUDED.document_count,
      total_amount = t.total_amount + EXCLUDED.total_amount,
      payment_amount = t.payment_amount + EXCLUDED.payment_amount
  $q$, source);
  EXECUTE format($q$
    INSERT INTO fuel_document_type_totals AS t (customer_id, document_type, unpaid, document_count, total_amount, payment_amount)
    SELECT d.customer_id, d.document_type, d.total_amount - d.payment_amount > 0,
      sum(d.sign), sum(d.sign * d.total_amount), sum(d.sign * d.payment_amount)
    FROM (%s) AS d
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, document_type, unpaid) DO UPDATE SET
      document_count = t.document_count + EXCLUDED.document_count,
      total_amount = t.total_amount + EXCLUDED.total_amount,
      payment_amount = t.payment_amount + EXCLUDED.payment_amount
  $q$, source);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fuel_documents_totals_insert AFTER INSERT ON fuel_documents
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION fuel_document_totals_apply();
--> statement-breakpoint
CREATE TRIGGER fuel_documents_totals_update AFTER UPDATE ON fuel_documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION fuel_document_totals_apply();
--> statement-breakpoint
CREATE TRIGGER fuel_documents_totals_delete AFTER DELETE ON fuel_documents
  REFERENCING OLD TABLE AS old_documents FOR EACH STATEMENT EXECUTE FUNCTION fuel_document_totals_apply();
--> statement-breakpoint
-- The statement's line totals the same way (0021's function otherwise): an UPDATE moves only the lines whose counted
-- columns changed (the seed's purchase times moved each of 5 000 lines out and back in: 60 000 upserts of zero).
CREATE OR REPLACE FUNCTION document_line_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_lines'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_lines'
    ELSE format('SELECT -1 AS sign, o.* FROM old_lines o WHERE NOT EXISTS (SELECT FROM new_lines n WHERE %1$s)
      UNION ALL SELECT 1, n.* FROM new_lines n WHERE NOT EXISTS (SELECT FROM old_lines o WHERE %1$s)',
      'n.id = o.id AND (n.customer_id, n.document_type, n.document_date, n.remote_card_id, n.location_name, n.card_name,
        n.vehicle_number, n.product_name, n.amount, n.vat_amount) IS NOT DISTINCT FROM (o.customer_id, o.document_type,
        o.document_date, o.remote_card_id, o.location_name, o.card_name, o.vehicle_number, o.product_name, o.amount, o.vat_amount)')
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO document_line_day_totals AS t (customer_id, dimension, value, period, document_date, document_type, line_count, amount, vat_amount)
    SELECT l.customer_id, d.dimension, d.value, p.period, p.day, l.document_type, sum(l.sign), sum(l.sign * l.amount), sum(l.sign * l.vat_amount)
    FROM (%s) AS l
    CROSS JOIN LATERAL (VALUES ('ALL', ''), ('CARD', l.remote_card_id), ('LOCATION', l.location_name),
                               ('CARD_NAME', l.card_name), ('VEHICLE', l.vehicle_number), ('PRODUCT', l.product_name)) AS d(dimension, value)
    CROSS JOIN LATERAL (VALUES ('DAY', l.document_date), ('MONTH', l.document_date - (extract(day FROM l.document_date)::int - 1))) AS p(period, day)
    WHERE d.value IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (customer_id, dimension, value, period, document_date, document_type) DO UPDATE SET
      line_count = t.line_count + EXCLUDED.line_count,
      amount = t.amount + EXCLUDED.amount,
      vat_amount = t.vat_amount + EXCLUDED.vat_amount
  $q$, source);
  RETURN NULL;
END
$$;
