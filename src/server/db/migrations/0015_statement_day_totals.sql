CREATE TABLE "document_line_day_totals" (
	"customer_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"period" text NOT NULL,
	"document_date" date NOT NULL,
	"document_type" text NOT NULL,
	"line_count" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"vat_amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "document_line_day_totals_pk" PRIMARY KEY("customer_id","dimension","value","period","document_date","document_type")
);

--> statement-breakpoint
-- Keeps document_line_day_totals in step with document_lines: each INSERT, UPDATE or DELETE statement
-- adds its lines (+1) and takes away the old ones (-1) per customer, filter value, day, month and type,
-- in the same transaction, one upsert per statement (a seed's 100 000 lines are one statement).
CREATE OR REPLACE FUNCTION document_line_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_lines'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_lines'
    ELSE 'SELECT -1 AS sign, * FROM old_lines UNION ALL SELECT 1, * FROM new_lines'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO document_line_day_totals AS t (customer_id, dimension, value, period, document_date, document_type, line_count, amount, vat_amount)
    SELECT l.customer_id, d.dimension, d.value, p.period, p.day, l.document_type, sum(l.sign), sum(l.sign * l.amount), sum(l.sign * l.vat_amount)
    FROM (%s) AS l
    CROSS JOIN LATERAL (VALUES ('ALL', ''), ('CARD', l.remote_card_id), ('LOCATION', l.location_name),
                               ('CARD_NAME', l.card_name), ('VEHICLE', l.vehicle_number)) AS d(dimension, value)
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
--> statement-breakpoint
CREATE TRIGGER document_lines_totals_insert AFTER INSERT ON document_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION document_line_totals_apply();
--> statement-breakpoint
CREATE TRIGGER document_lines_totals_update AFTER UPDATE ON document_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION document_line_totals_apply();
--> statement-breakpoint
CREATE TRIGGER document_lines_totals_delete AFTER DELETE ON document_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION document_line_totals_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_line_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE document_line_day_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_lines_totals_truncate AFTER TRUNCATE ON document_lines
  FOR EACH STATEMENT EXECUTE FUNCTION document_line_totals_truncate();
--> statement-breakpoint
-- Lines that exist already (a database migrated from 0014).
INSERT INTO document_line_day_totals (customer_id, dimension, value, period, document_date, document_type, line_count, amount, vat_amount)
SELECT l.customer_id, d.dimension, d.value, p.period, p.day, l.document_type, count(*), sum(l.amount), sum(l.vat_amount)
FROM document_lines AS l
CROSS JOIN LATERAL (VALUES ('ALL', ''), ('CARD', l.remote_card_id), ('LOCATION', l.location_name),
                           ('CARD_NAME', l.card_name), ('VEHICLE', l.vehicle_number)) AS d(dimension, value)
CROSS JOIN LATERAL (VALUES ('DAY', l.document_date), ('MONTH', l.document_date - (extract(day FROM l.document_date)::int - 1))) AS p(period, day)
WHERE d.value IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
