CREATE TABLE "spending_anomaly_months" (
	"customer_id" integer NOT NULL,
	"month" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spending_anomaly_months_pk" PRIMARY KEY("customer_id","month")
);
--> statement-breakpoint
ALTER TABLE "spending_anomalies" ADD COLUMN "month" text;--> statement-breakpoint
ALTER TABLE "spending_anomalies" ADD COLUMN "found" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "spending_anomalies" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "spending_anomaly_months" ADD CONSTRAINT "spending_anomaly_months_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spending_anomalies_found" ON "spending_anomalies" USING btree ("customer_id","month") WHERE "spending_anomalies"."found";--> statement-breakpoint
CREATE INDEX "document_line_day_totals_months" ON "document_line_day_totals" USING btree ("customer_id","dimension","document_date") WHERE "document_line_day_totals"."period" = 'MONTH';--> statement-breakpoint
-- The anomalies of a month are kept (spending_anomalies' found rows, spending_anomaly_months) until what they are
-- found from changes: a written line forgets its month and the next day's (SPEED pairs a month's first purchase with
-- the day before); a vehicle or a business-hours card every month of its customer; a station every month. Each
-- customer's forgetting takes the transaction lock (28028, customer) that spending.anomalies.ts takes while it
-- finds a month, so a month found from lines older than a write is never kept after it.
CREATE OR REPLACE FUNCTION spending_anomaly_lines_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT customer_id, document_date FROM new_lines'
    WHEN 'DELETE' THEN 'SELECT customer_id, document_date FROM old_lines'
    ELSE 'SELECT customer_id, document_date FROM old_lines UNION ALL SELECT customer_id, document_date FROM new_lines'
  END;
  c record;
BEGIN
  FOR c IN EXECUTE format('SELECT DISTINCT customer_id FROM (%s) AS l ORDER BY 1', source) LOOP
    PERFORM pg_advisory_xact_lock(28028, c.customer_id);
  END LOOP;
  EXECUTE format($q$
    DELETE FROM spending_anomaly_months AS m
    USING (SELECT DISTINCT l.customer_id, to_char(x.day, 'YYYY-MM') AS month
           FROM (%s) AS l CROSS JOIN LATERAL (VALUES (l.document_date), (l.document_date + 1)) AS x(day)) AS w
    WHERE m.customer_id = w.customer_id AND m.month = w.month
  $q$, source);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_lines_anomalies_insert AFTER INSERT ON document_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_lines_forget();
--> statement-breakpoint
CREATE TRIGGER document_lines_anomalies_update AFTER UPDATE ON document_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_lines_forget();
--> statement-breakpoint
CREATE TRIGGER document_lines_anomalies_delete AFTER DELETE ON document_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_lines_forget();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spending_anomaly_customers_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT customer_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT customer_id FROM old_rows'
    ELSE 'SELECT customer_id FROM old_rows UNION SELECT customer_id FROM new_rows'
  END;
  c record;
BEGIN
  FOR c IN EXECUTE format('SELECT DISTINCT customer_id FROM (%s) AS r ORDER BY 1', source) LOOP
    PERFORM pg_advisory_xact_lock(28028, c.customer_id);
    DELETE FROM spending_anomaly_months WHERE customer_id = c.customer_id;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicles_anomalies_insert AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_customers_forget();
--> statement-breakpoint
CREATE TRIGGER vehicles_anomalies_update AFTER UPDATE ON vehicles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_customers_forget();
--> statement-breakpoint
CREATE TRIGGER vehicles_anomalies_delete AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_customers_forget();
--> statement-breakpoint
CREATE TRIGGER business_hours_anomalies_insert AFTER INSERT ON spending_business_hours_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_customers_forget();
--> statement-breakpoint
CREATE TRIGGER business_hours_anomalies_update AFTER UPDATE ON spending_business_hours_cards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_customers_forget();
--> statement-breakpoint
CREATE TRIGGER business_hours_anomalies_delete AFTER DELETE ON spending_business_hours_cards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_customers_forget();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spending_anomaly_all_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM spending_anomaly_months;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER petrol_stations_anomalies AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON petrol_stations
  FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_all_forget();
--> statement-breakpoint
CREATE TRIGGER document_lines_anomalies_truncate AFTER TRUNCATE ON document_lines
  FOR EACH STATEMENT EXECUTE FUNCTION spending_anomaly_all_forget();
