import { sql } from "drizzle-orm"
import type { Db } from "../../db/client"
import { rowsOf } from "./spending.service"

/** The van whose tank is 90 L: its card's larger fills are TANK anomalies. */
export const DEMO_SMALL_TANK = { vehicle: "741 JKL", litres: 90 }
/** The vehicle whose card is for business hours only: its weekend and evening purchases are HOURS anomalies. */
export const DEMO_BUSINESS_HOURS_VEHICLE = "369 IJK"
/** Days of the month on which a second station's purchase is moved to another card 25 minutes later (SPEED). */
const SPEED_DAYS = [4, 14, 24]

/**
 * The anomalies' demo data, written once (when no line of the customer has a purchase time yet), in one transaction:
 * each line's time at the pump (07:00–16:59 by its document); the fleet's vehicles take diesel, so their petrol
 * purchases become diesel except every seventh document's (FUEL); one van's tank is 90 L (TANK); on the 4th, 14th
 * and 24th the day's first vehicle card also buys 25 minutes later in another town (SPEED); one card is marked
 * "business hours only" and its purchases of every third day are made at 21:40 (HOURS; the card buys every 3–4 days, so by date). Line amounts are left alone: the
 * statement's totals (kept by triggers) and the month's sums stay as they were.
 */
export async function seedAnomalies(db: Db, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = rowsOf(
      await tx.execute(sql`select 1 as done from document_lines where customer_id = ${customerId} and purchased_at is not null limit 1`),
    )
    if (done) return
    // Its set-based UPDATEs without JIT, as db/bulk.ts's statements.
    await tx.execute(sql`set local jit = off`)
    await tx.execute(sql`
      update document_lines set purchased_at = (document_date + make_interval(mins => 420 + (document_id * 37) % 600)) at time zone 'Europe/Tallinn'
      where customer_id = ${customerId}`)
    await tx.execute(sql`
      with changed as (
        update document_lines set product_name = 'Diislikütus'
        where customer_id = ${customerId} and vehicle_number is not null and product_name = 'Bensiin 95' and document_id % 7 <> 0
        returning remote_document_id)
      update fuel_documents set lines = jsonb_set(lines, '{0,product}', '"Diislikütus"')
      where remote_document_id in (select remote_document_id from changed)`)
    const [hours] = rowsOf(
      await tx.execute(sql`
        select remote_card_id from document_lines where customer_id = ${customerId} and vehicle_number = ${DEMO_BUSINESS_HOURS_VEHICLE}
        group by 1 order by count(*) desc limit 1`),
    )
    await tx.execute(sql`
      with firsts as (
        select distinct on (document_date) document_date, document_id, remote_card_id, card_name, vehicle_number, location_name, purchased_at
        from document_lines
        where customer_id = ${customerId} and line_no = 1 and vehicle_number is not null
          and extract(day from document_date)::int = any(${`{${SPEED_DAYS.join(",")}}`}::int[])
          and vehicle_number <> ${DEMO_BUSINESS_HOURS_VEHICLE}
        order by document_date, document_id),
      seconds as (
        select distinct on (l.document_date) l.document_id, f.remote_card_id, f.card_name, f.vehicle_number, f.purchased_at + interval '25 minutes' as at
        from document_lines l join firsts f on f.document_date = l.document_date
        where l.customer_id = ${customerId} and l.line_no = 1 and l.document_id <> f.document_id
          and split_part(l.location_name, ',', 1) <> split_part(f.location_name, ',', 1)
        order by l.document_date, l.document_id)
      update document_lines d set remote_card_id = s.remote_card_id, card_name = s.card_name, vehicle_number = s.vehicle_number, purchased_at = s.at
      from seconds s where d.customer_id = ${customerId} and d.document_id = s.document_id`)
    await tx.execute(sql`
      update vehicles set tank_capacity_litres = ${DEMO_SMALL_TANK.litres}
      where customer_id = ${customerId} and registration_number = ${DEMO_SMALL_TANK.vehicle}`)
    if (!hours) return
    await tx.execute(sql`
      insert into spending_business_hours_cards (customer_id, remote_card_id) values (${customerId}, ${String(hours.remote_card_id)})
      on conflict do nothing`)
    await tx.execute(sql`
      update document_lines set purchased_at = (document_date + interval '21 hours 40 minutes') at time zone 'Europe/Tallinn'
      where customer_id = ${customerId} and remote_card_id = ${String(hours.remote_card_id)} and (document_date - date '2000-01-01') % 3 = 0`)
  })
}
