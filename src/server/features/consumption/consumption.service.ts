import { and, asc, eq, sql } from "drizzle-orm"
import {
  checkMeasurementRange,
  lastYearOf,
  resolutionFor,
  withOffset,
  type DayRange,
  type MeasurementRangeProblem,
} from "../../../core/rules/consumption"
import {
  DEMO_GRID_DAY_TARIFF_CENTS_KWH,
  DEMO_GRID_NIGHT_TARIFF_CENTS_KWH,
  DEMO_PACKAGE_MARGIN_CENTS_KWH,
  GRID_DAY_FROM_HOUR,
  GRID_DAY_TO_HOUR,
  hoursInTallinnMonth,
  projectMonthCost,
  vatSteps,
} from "../../../core/rules/consumption.cost"
import { tallinnDay } from "../../../core/rules/vat"
import type { CustomerMeteringPoints } from "../../../core/schemas/electricityAgreement"
import type { MeasurementData, Resolution } from "../../../core/schemas/consumption"
import type { Db } from "../../db/client"
import { meteringPoints } from "./consumption.tables"

/** Why the consumption service refuses a request; consumption.errors.ts maps each to its HTTP answer. */
export type ConsumptionProblem =
  | { readonly kind: "RANGE"; readonly problem: MeasurementRangeProblem }
  | { readonly kind: "POINT_NOT_FOUND" }

/**
 * GET /electricity/measurements/{customerId}/{pointId}: the range checked for the asked resolution (MONTH
 * when none) and again for the one chosen; another customer's point is unknown here.
 */
export async function measurementsOf(
  db: Db,
  customerId: number,
  pointId: number,
  query: { readonly from: string; readonly to: string; readonly resolution?: Resolution },
  options: { readonly withVat: boolean },
): Promise<{ readonly kind: "OK"; readonly data: MeasurementData } | ConsumptionProblem> {
  const { from, to } = query
  const problem = checkMeasurementRange(from, to, query.resolution ?? "MONTH")
  if (problem) return { kind: "RANGE", problem }
  const resolution = query.resolution ?? resolutionFor({ start: from, end: to })
  const again = checkMeasurementRange(from, to, resolution)
  if (again) return { kind: "RANGE", problem: again }
  if (!(await ownsPoint(db, customerId, pointId))) return { kind: "POINT_NOT_FOUND" }
  return { kind: "OK", data: await measurementData(db, pointId, { start: from, end: to }, resolution, options) }
}

/** The customer's metering points (spec §7 "Get customer metering points"); the customer's EIC is not kept here. */
export async function customerMeteringPoints(db: Db, customerId: number): Promise<CustomerMeteringPoints> {
  const rows = await db.select().from(meteringPoints).where(eq(meteringPoints.customerId, customerId)).orderBy(asc(meteringPoints.id))
  return {
    customerEic: null,
    meteringPoints: rows.map((r) => ({ id: r.id, eic: r.eic, address: r.address, type: r.type, productionCapacity: r.productionCapacity })),
  }
}

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

/**
 * The cost of a measurement row `m` joined to its hour's spot price `s`, in euros, with VAT or (companies)
 * without: the formula of core/rules/consumption.cost.ts (hourCostEuros) with its constants, for the
 * database to sum. An hour without a spot price has no cost (null, left out of the sum).
 */
const local = sql`(m.at at time zone 'Europe/Tallinn')`
// Newest rate first; the oldest (from "0000-01-01", not a date PostgreSQL reads) is the else.
const [oldestVat, ...laterVat] = vatSteps()
const vatCase = sql`(case ${sql.join(
  [...laterVat].reverse().map((step) => sql`when ${local}::date >= ${step.from}::date then ${step.rate}::numeric`),
  sql` `,
)} else ${oldestVat!.rate}::numeric end)`
const tariffCase = sql`(case when extract(isodow from ${local}) <= 5 and extract(hour from ${local}) >= ${GRID_DAY_FROM_HOUR} and extract(hour from ${local}) < ${GRID_DAY_TO_HOUR} then ${DEMO_GRID_DAY_TARIFF_CENTS_KWH}::numeric else ${DEMO_GRID_NIGHT_TARIFF_CENTS_KWH}::numeric end)`
const hourCost = (withVat: boolean) =>
  sql`(m.consumption_kwh * (s.price_eur_mwh / 10 + ${DEMO_PACKAGE_MARGIN_CENTS_KWH}::numeric + ${tariffCase}) * ${withVat ? sql`(1 + ${vatCase})` : sql`1`} / 100)`

/**
 * The same cost summed over a day row `t` of measurement_day_totals (the day's VAT rate applies to all its
 * hours): Σ kWh × (spot / 10 + margin + tariff) × (1 + VAT) / 100 with the sums the triggers keep. Null
 * for a day without a priced hour, as hourCost is null for each of its hours.
 */
const dayVatCase = sql`(case ${sql.join(
  [...laterVat].reverse().map((step) => sql`when t.day >= ${step.from}::date then ${step.rate}::numeric`),
  sql` `,
)} else ${oldestVat!.rate}::numeric end)`
export const dayCost = (withVat: boolean) => sql`(case when t.priced_hours > 0 then (t.spot_kwh_eur_mwh / 10
  + ${DEMO_PACKAGE_MARGIN_CENTS_KWH}::numeric * (t.priced_day_tariff_kwh + t.priced_night_tariff_kwh)
  + ${DEMO_GRID_DAY_TARIFF_CENTS_KWH}::numeric * t.priced_day_tariff_kwh
  + ${DEMO_GRID_NIGHT_TARIFF_CENTS_KWH}::numeric * t.priced_night_tariff_kwh) * ${withVat ? sql`(1 + ${dayVatCase})` : sql`1`} / 100 end)`

const money = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100)
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000)
const rowsOf = (result: unknown): ReadonlyArray<Record<string, unknown>> =>
  (Array.isArray(result) ? result : (result as { rows: ReadonlyArray<Record<string, unknown>> }).rows) as ReadonlyArray<
    Record<string, unknown>
  >

/**
 * The points of the period: DAY and MONTH sum the trigger-kept day totals (migration 0017); HOUR reads the
 * hours themselves, one point per instant (the autumn day has two 03:00 hours, the spring day none), with
 * the wall time and the offset from UTC at that instant in minutes.
 */
function pointsQuery(pointId: number, range: DayRange, resolution: Resolution, withVat: boolean) {
  const now = bounds(range)
  const bucket = sql.raw(`'${unit[resolution]}'`)
  const fmt = sql.raw(`'${format[resolution]}'`)
  return resolution === "HOUR"
    ? sql`
      select to_char(h at time zone 'Europe/Tallinn', ${fmt}) as time,
        (extract(epoch from (h at time zone 'Europe/Tallinn') - (h at time zone 'UTC')) / 60)::int as offset_minutes,
        sum(m.consumption_kwh) as consumption, sum(m.production_kwh) as production, sum(${hourCost(withVat)}) as cost
      from measurements m left join spot_prices s on s.at = m.at
      cross join lateral (select date_trunc('hour', m.at) as h) b
      where m.point_id = ${pointId} and m.at >= ${now.from} and m.at < ${now.to}
      group by h order by h`
    : sql`
      select to_char(date_trunc(${bucket}, t.day::timestamp), ${fmt}) as time,
        sum(t.consumption_kwh) as consumption, sum(t.production_kwh) as production, sum(${dayCost(withVat)}) as cost
      from measurement_day_totals t
      where t.point_id = ${pointId} and t.day >= ${range.start}::date and t.day <= ${range.end}::date
      group by 1 order by 1`
}

/** The current month's cost so far and its projection to the month's end, from the month's day totals (`m`). */
function monthToDateOf(month: string, m: Record<string, unknown> | undefined): Pick<MeasurementData, "monthToDate"> {
  if (!m) return {}
  const measuredHours = Number(m.hours ?? 0)
  const projected = projectMonthCost(Number(m.cost ?? 0), measuredHours, hoursInTallinnMonth(month))
  if (projected === null) return {}
  return {
    monthToDate: {
      month,
      costEuros: money(m.cost ?? 0)!,
      projectedCostEuros: money(projected)!,
      measuredHours,
      hoursInMonth: hoursInTallinnMonth(month),
    },
  }
}

/**
 * Consumption and production of a point over a range of days, summed by the database per hour (an instant
 * with its offset), day or month of Tallinn's wall time, with the sums of the period and of the same days a year earlier.
 */
export async function measurementData(
  db: Db,
  pointId: number,
  range: DayRange,
  resolution: Resolution,
  options: { readonly withVat: boolean },
): Promise<MeasurementData> {
  const { withVat } = options
  const today = tallinnDay(new Date())
  const month = today.slice(0, 7)
  // The month-to-date projection, when the period shows the current month.
  const showsThisMonth = range.start.slice(0, 7) <= month && range.end >= `${month}-01`
  const lastYear = lastYearOf(range)
  const [points, stats, until, thisMonth] = await Promise.all([
    db.execute(pointsQuery(pointId, range, resolution, withVat)),
    // The period's sums are the points' sums; only last year's days are read again.
    db.execute(sql`
      select sum(consumption_kwh) as last_consumption, sum(production_kwh) as last_production
      from measurement_day_totals
      where point_id = ${pointId} and day >= ${lastYear.start}::date and day <= ${lastYear.end}::date`),
    db.execute(sql`select max(at) + interval '1 hour' as until from measurements where point_id = ${pointId}`),
    showsThisMonth
      ? db.execute(sql`
          select sum(${dayCost(withVat)}) as cost, sum(t.hours) as hours
          from measurement_day_totals t
          where t.point_id = ${pointId} and t.day >= ${`${month}-01`}::date`)
      : Promise.resolve(null),
  ])
  const s = rowsOf(stats)[0] ?? {}
  const u = rowsOf(until)[0]?.until
  const list = rowsOf(points).map((r) => ({
    time: r.offset_minutes == null ? String(r.time) : withOffset(String(r.time), Number(r.offset_minutes)),
    consumptionKwh: num(r.consumption),
    productionKwh: num(r.production),
    costEuros: money(r.cost),
  }))
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
    costsIncludeVat: withVat,
    ...monthToDateOf(month, thisMonth ? rowsOf(thisMonth)[0] : undefined),
  }
}
