import { eq, sql } from "drizzle-orm"
import { tallinnDay } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { runBulk } from "../../db/bulk"
import { vatOfSql } from "../statement/statement.service"
import { seedAnomalies } from "./spending.seed.anomalies"
import { chargingSessions } from "./spending.tables"

/** Näidis Logistika OÜ (seed.ts demoIds). */
const NAIDIS = 2

/** The sites of the company's charging agreement (agreements.seed.ts) and a public one. */
export const demoChargingSites: ReadonlyArray<string> = ["Sadama 1 parkla A", "Sadama 1 parkla B", "Sadama 1 garaaž", "Tööstuse 14 hoov"]

/** Days of charging the demo has, up to today. */
const CHARGING_DAYS = 730

/**
 * Näidis Logistika OÜ's vehicles: every registration number of its statement lines, diesel with a 400-litre
 * tank (its trucks); spending.seed.anomalies.ts sets the anomalies' vehicle apart.
 */
async function seedVehicles(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`
    insert into vehicles (customer_id, registration_number, fuel_type, tank_capacity_litres)
    select distinct ${customerId}::int, vehicle_number, 'DIESEL', 400 from document_lines
    where customer_id = ${customerId} and vehicle_number is not null
    on conflict do nothing`)
}

/**
 * Two years of charging for the company, in one INSERT … SELECT: one to three sessions a day at the four
 * sites, 7.4 or 22 kW for 20 to 180 minutes, 0.35–0.38 €/kWh with VAT, with the VAT of the session's day.
 * A customer that has sessions is left alone.
 */
async function seedChargingSessions(db: Db, customerId: number, today: string): Promise<void> {
  const [any] = await db
    .select({ id: chargingSessions.id })
    .from(chargingSessions)
    .where(eq(chargingSessions.customerId, customerId))
    .limit(1)
  if (any) return
  const sites = JSON.stringify(demoChargingSites)
  await runBulk(
    db,
    sql`
    with gen as (
      select i, k,
        ((${today}::date - i)::timestamp + make_interval(hours => 7 + k * 3 + i % 4, mins => (i * 13) % 60)) at time zone 'Europe/Tallinn' as started_at,
        20 + (i * k * 37) % 160 as minutes,
        (case when (i + k) % 3 = 0 then 22.0 else 7.4 end) as kw,
        (0.35 + (i % 4) * 0.01)::numeric(10, 4) as price,
        ${sites}::jsonb ->> ((i + k) % ${demoChargingSites.length}::int) as site
      from generate_series(0, ${CHARGING_DAYS - 1}::int) as i
      cross join lateral generate_series(1, 1 + (i % 2) + (i % 5 = 0)::int) as k
    ),
    priced as (
      select gen.*, round(kw * minutes / 60.0 * 0.9, 3) as kwh, (started_at at time zone 'Europe/Tallinn')::date as day from gen
    )
    insert into charging_sessions (customer_id, site_name, connector, started_at, ended_at, session_date, kwh, price_per_kwh, cost, vat_amount, rfid_card, vehicle_number)
    select ${customerId}::int, site, (case when kw > 20 then 'DC-' else 'AC-' end) || (1 + (i + k) % 2), started_at,
      started_at + make_interval(mins => minutes), day, kwh, price, round(kwh * price, 2),
      ${vatOfSql(sql`round(kwh * price, 2)`, sql`day`)},
      'RFID-' || lpad((1 + (i * k) % 6)::text, 4, '0'), (array['EV 101', 'EV 202', 'EV 303'])[1 + (i + k) % 3]
    from priced
    order by started_at`,
  )
}

/** The spending view's demo data: the company's vehicles (after the statement's lines), its charging sessions and the anomalies' data. */
export async function seedSpending(db: Db, today: string = tallinnDay(new Date())): Promise<void> {
  await seedVehicles(db, NAIDIS)
  await seedChargingSessions(db, NAIDIS, today)
  await seedAnomalies(db, NAIDIS)
}
