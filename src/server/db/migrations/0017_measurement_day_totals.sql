CREATE TABLE "measurement_day_totals" (
	"point_id" integer NOT NULL,
	"day" date NOT NULL,
	"hours" integer NOT NULL,
	"consumption_kwh" numeric NOT NULL,
	"production_kwh" numeric NOT NULL,
	"priced_hours" integer NOT NULL,
	"priced_day_tariff_kwh" numeric NOT NULL,
	"priced_night_tariff_kwh" numeric NOT NULL,
	"spot_kwh_eur_mwh" numeric NOT NULL,
	CONSTRAINT "measurement_day_totals_point_id_day_pk" PRIMARY KEY("point_id","day")
);

--> statement-breakpoint
-- The day totals of the (point, Tallinn day) pairs in `keys` (rows with point_id and at) recomputed from
-- measurements and spot_prices as they are now in this transaction: deleted, then summed again (a day
-- left without measurements has no row). A grid day-tariff hour is a weekday hour from 7 to 22, Tallinn
-- time (GRID_DAY_FROM_HOUR, GRID_DAY_TO_HOUR in core/rules/electricityCost.ts).
-- The two statements as text: a transition table is visible only in its trigger's own function, which runs them.
CREATE OR REPLACE FUNCTION measurement_day_totals_statements(keys text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[format($q$
    DELETE FROM measurement_day_totals t
    USING (SELECT DISTINCT point_id, (at AT TIME ZONE 'Europe/Tallinn')::date AS day FROM (%s) AS r) AS k
    WHERE t.point_id = k.point_id AND t.day = k.day
  $q$, keys), format($q$
    INSERT INTO measurement_day_totals (point_id, day, hours, consumption_kwh, production_kwh, priced_hours,
      priced_day_tariff_kwh, priced_night_tariff_kwh, spot_kwh_eur_mwh)
    SELECT m.point_id, k.day, count(*), sum(m.consumption_kwh), sum(m.production_kwh), count(s.at),
      coalesce(sum(m.consumption_kwh) FILTER (WHERE s.at IS NOT NULL AND g.day_tariff), 0),
      coalesce(sum(m.consumption_kwh) FILTER (WHERE s.at IS NOT NULL AND NOT g.day_tariff), 0),
      coalesce(sum(m.consumption_kwh * s.price_eur_mwh), 0)
    FROM (SELECT DISTINCT point_id, (at AT TIME ZONE 'Europe/Tallinn')::date AS day FROM (%s) AS r) AS k
    JOIN measurements m ON m.point_id = k.point_id
      AND m.at >= (k.day::timestamp AT TIME ZONE 'Europe/Tallinn') AND m.at < ((k.day + 1)::timestamp AT TIME ZONE 'Europe/Tallinn')
    LEFT JOIN spot_prices s ON s.at = m.at
    CROSS JOIN LATERAL (SELECT m.at AT TIME ZONE 'Europe/Tallinn' AS local) l
    CROSS JOIN LATERAL (SELECT extract(isodow FROM l.local) <= 5 AND extract(hour FROM l.local) >= 7
      AND extract(hour FROM l.local) < 22 AS day_tariff) g
    GROUP BY m.point_id, k.day
  $q$, keys)]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION measurement_day_totals_recompute(keys text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY measurement_day_totals_statements(keys) LOOP
    EXECUTE statement;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Each statement on measurements recomputes the days of its rows; on spot_prices, the days of every point
-- measured in its hours. One recomputation per statement (a seed's year of hours is one statement).
CREATE OR REPLACE FUNCTION measurement_day_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows'
  END;
  keys text := CASE TG_TABLE_NAME
    WHEN 'measurements' THEN format('SELECT point_id, at FROM (%s) AS c', changed)
    ELSE format('SELECT m.point_id, m.at FROM (%s) AS c JOIN measurements m ON m.at = c.at', changed)
  END;
  statement text;
BEGIN
  FOREACH statement IN ARRAY measurement_day_totals_statements(keys) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER measurements_day_totals_insert AFTER INSERT ON measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER measurements_day_totals_update AFTER UPDATE ON measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER measurements_day_totals_delete AFTER DELETE ON measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER spot_prices_day_totals_insert AFTER INSERT ON spot_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER spot_prices_day_totals_update AFTER UPDATE ON spot_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_apply();
--> statement-breakpoint
CREATE TRIGGER spot_prices_day_totals_delete AFTER DELETE ON spot_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION measurement_day_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'measurements' THEN
    TRUNCATE measurement_day_totals;
  ELSE
    PERFORM measurement_day_totals_recompute('SELECT point_id, at FROM measurements');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER measurements_day_totals_truncate AFTER TRUNCATE ON measurements
  FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_truncate();
--> statement-breakpoint
CREATE TRIGGER spot_prices_day_totals_truncate AFTER TRUNCATE ON spot_prices
  FOR EACH STATEMENT EXECUTE FUNCTION measurement_day_totals_truncate();
--> statement-breakpoint
-- Measurements that exist already (a database migrated from 0016).
SELECT measurement_day_totals_recompute('SELECT point_id, at FROM measurements');
