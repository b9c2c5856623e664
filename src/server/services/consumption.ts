import { and, asc, eq, sql } from "drizzle-orm"
import { lastYearOf, type DayRange } from "../../core/rules/consumption"
import type { MeasurementData, Resolution } from "../../core/schemas/electricity"
import type { Db } from "../db/client"
import { meteringPoints } from "../db/tables/electricity"

/** Whether the point is this customer's. */
export async function ownsPoint(db: Db, customerId: number, pointId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meteringPoints.id })
    .from(meteringPoints)
    .where(and(eq(meteringPoints.id, pointId), eq(meteringPoints.customerId, customerId)))
  return Boolean(row)
}

// Postgres date_trunc units and the wall-time format of a point's `time` per resolution.
const unit: Record<Resolution, string> = { HOUR: "hour", DAY: "day", MONTH: "month" }
const format: Record<Resolution, string> = { HOUR: 'YYYY-MM-DD"T"HH24:00', DAY: "YYYY-MM-DD", MONTH: "YYYY-MM" }

/** The instants of a day range in Europe/Tallinn: from the first day's midnight to the midnight after the last day. */
const bounds = (range: DayRange) => ({
  from: sql`(${range.start}::date::timestamp at time zone 'Europe/Tallinn')`,
  to: sql`((${range.end}::date + 1)::timestamp at time zone 'Europe/Tallinn')`,
})

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000)
const rowsOf = (result: unknown): ReadonlyArray<Record<string, unknown>> =>
  (Array.isArray(result) ? result : (result as { rows: ReadonlyArray<Record<string, unknown>> }).rows) as ReadonlyArray<Record<string, unknown>>

/**
 * Consumption and production of a point over a range of days, summed by the database per hour, day or
 * month of Tallinn's wall time, with the sums of the period and of the same days a year earlier.
 */
export async function measurementData(db: Db, pointId: number, range: DayRange, resolution: Resolution): Promise<MeasurementData> {
  const now = bounds(range)
  const last = bounds(lastYearOf(range))
  const bucket = sql.raw(`'${unit[resolution]}'`)
  const fmt = sql.raw(`'${format[resolution]}'`)
  const [points, stats, until] = await Promise.all([
    db.execute(sql`
      select to_char(date_trunc(${bucket}, at at time zone 'Europe/Tallinn'), ${fmt}) as time,
        sum(consumption_kwh) as consumption, sum(production_kwh) as production
      from measurements
      where point_id = ${pointId} and at >= ${now.from} and at < ${now.to}
      group by 1 order by 1`),
    // The period's sums are the points' sums; only last year's days are read again.
    db.execute(sql`
      select sum(consumption_kwh) as last_consumption, sum(production_kwh) as last_production
      from measurements
      where point_id = ${pointId} and at >= ${last.from} and at < ${last.to}`),
    db.execute(sql`select max(at) + interval '1 hour' as until from measurements where point_id = ${pointId}`),
  ])
  const s = rowsOf(stats)[0] ?? {}
  const u = rowsOf(until)[0]?.until
  const list = rowsOf(points).map((r) => ({ time: String(r.time), consumptionKwh: num(r.consumption), productionKwh: num(r.production) }))
  const total = (key: "consumptionKwh" | "productionKwh") => (list.length ? num(list.reduce((a, p) => a + (p[key] ?? 0), 0)) : null)
  return {
    resolution,
    startDate: range.start,
    points: list,
    statistics: {
      consumptionForPeriodKwh: total("consumptionKwh"),
      productionForPeriodKwh: total("productionKwh"),
      lastYearConsumptionForPeriodKwh: num(s.last_consumption),
      lastYearProductionForPeriodKwh: num(s.last_production),
    },
    dataUntil: u ? new Date(u as string | Date).toISOString() : null,
  }
}
