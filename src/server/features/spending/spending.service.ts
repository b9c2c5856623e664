import { sql } from "drizzle-orm"
import { ANY_FUEL_PATTERN, addMonths, shownAmount, spendingMonths } from "../../../core/rules/spending"
import type {
  PointSpending,
  SiteSpending,
  SpendingBreakdown,
  SpendingBreakdownKind,
  SpendingCategory,
  SpendingMonth,
  SpendingSummary,
} from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import { preparedOnce } from "../../db/prepared"
import { dayCost } from "../consumption/consumption.service"
import { LINE_DOCUMENT_TYPES } from "../statement/statement.service"
import type { LineTotalDimension } from "../statement/statement.tables"

/** How the customer sees the figures: which categories its roles show, and whether with VAT. */
export interface SpendingView {
  readonly customerId: number
  readonly categories: ReadonlyArray<SpendingCategory>
  readonly includesVat: boolean
}

type Row = Record<string, unknown>
export const rowsOf = (result: unknown): ReadonlyArray<Row> =>
  (Array.isArray(result) ? result : (result as { rows: ReadonlyArray<Row> }).rows) as ReadonlyArray<Row>

const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
const lineTypes = sql`array[${sql.join(
  LINE_DOCUMENT_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}]::text[]`

const customer = sql.placeholder("customerId")
const fromDay = sql`${sql.placeholder("from")}::date`
const untilDay = sql`${sql.placeholder("until")}::date`

/** Card purchases per month and kind (fuel or other) from the statement's MONTH totals of the PRODUCT dimension: a row per product and month. */
const cardMonths = sql`
  select (case when value ~* ${ANY_FUEL_PATTERN} then 'FUEL' else 'OTHER' end) as category, to_char(document_date, 'YYYY-MM') as month,
    sum(amount) as amount, sum(vat_amount) as vat
  from document_line_day_totals
  where customer_id = ${customer} and dimension = 'PRODUCT' and period = 'MONTH'
    and document_date >= ${fromDay} and document_date < ${untilDay} and document_type = any(${lineTypes})
  group by 1, 2`

/**
 * Electricity per month: each point's month rounded to cents as the consumption page shows it (Σ of the day
 * totals' cost, the formula of core/rules/consumption.cost.ts), then summed over the customer's points.
 */
const electricityMonths = (withVat: boolean) => sql`
  select 'ELECTRICITY' as category, month, sum(cost) as amount, null::numeric as vat from (
    select t.point_id, to_char(t.day, 'YYYY-MM') as month, round(sum(${dayCost(withVat)}), 2) as cost
    from measurement_day_totals t join metering_points p on p.id = t.point_id
    where p.customer_id = ${customer} and t.day >= ${fromDay} and t.day < ${untilDay}
    group by 1, 2) as points
  where cost is not null
  group by 2`

/** Charging per month. */
const chargingMonths = sql`
  select 'CHARGING' as category, to_char(session_date, 'YYYY-MM') as month, sum(cost) as amount, sum(vat_amount) as vat
  from charging_sessions
  where customer_id = ${customer} and session_date >= ${fromDay} and session_date < ${untilDay}
  group by 2`

interface SourceRow {
  readonly category: SpendingCategory
  readonly month: string
  readonly amount: string | number | null
  readonly vat: string | number | null
}

/**
 * The months' sums of the sources a view shows, in one prepared statement per shape (which sources, VAT mode):
 * one round trip, planned once per connection (db/prepared.ts). Rows: category, month, amount, VAT.
 */
function sourcesStatement(db: Db, view: SpendingView) {
  const shows = (c: SpendingCategory) => view.categories.includes(c)
  const cards = shows("FUEL") || shows("OTHER")
  const [electricity, charging] = [shows("ELECTRICITY"), shows("CHARGING")]
  const key = `spending_months_${cards ? "c" : ""}${electricity ? (view.includesVat ? "ev" : "e") : ""}${charging ? "g" : ""}`
  const parts = [
    cards ? cardMonths : undefined,
    electricity ? electricityMonths(view.includesVat) : undefined,
    charging ? chargingMonths : undefined,
  ]
  const union = parts.filter((p) => p !== undefined)
  if (union.length === 0) return undefined
  return preparedOnce(db, key, (name, on) =>
    on
      .select({
        category: sql<SpendingCategory>`s.category`,
        month: sql<string>`s.month`,
        amount: sql<string | null>`s.amount`,
        vat: sql<string | null>`s.vat`,
      })
      .from(sql`(${sql.join(union, sql` union all `)}) as s`)
      .prepare(name),
  )
}

/** The 13 months ending with `month`, each category the view shows summed by the database (null for one it does not show). */
export async function spendingSummary(db: Db, view: SpendingView, month: string): Promise<SpendingSummary> {
  const months = await spendingOfMonths(db, view, spendingMonths(month))
  return { month, includesVat: view.includesVat, categories: [...view.categories], months }
}

/** Consecutive months (oldest first), each category the view shows summed by the database (null for one it does not show). */
export async function spendingOfMonths(db: Db, view: SpendingView, months: ReadonlyArray<string>): Promise<SpendingMonth[]> {
  const from = `${months[0]}-01`
  const until = `${addMonths(months.at(-1)!, 1)}-01`
  const shows = (c: SpendingCategory) => view.categories.includes(c)
  const statement = sourcesStatement(db, view)
  const rows: ReadonlyArray<SourceRow> = statement ? await statement.execute({ customerId: view.customerId, from, until }) : []
  const amountOf = (m: string, category: SpendingCategory) => {
    const hit = rows.filter((r) => r.month === m && r.category === category)
    return shownAmount(
      hit.reduce((a, r) => a + n(r.amount), 0),
      // The electricity rows are in the view's VAT mode already (their VAT null).
      hit.reduce((a, r) => a + n(r.vat), 0),
      view.includesVat,
    )
  }
  return months.map((m) => ({
    month: m,
    FUEL: shows("FUEL") ? amountOf(m, "FUEL") : null,
    OTHER: shows("OTHER") ? amountOf(m, "OTHER") : null,
    ELECTRICITY: shows("ELECTRICITY") ? amountOf(m, "ELECTRICITY") : null,
    CHARGING: shows("CHARGING") ? amountOf(m, "CHARGING") : null,
  }))
}

const dimensionOf: Record<SpendingBreakdownKind, LineTotalDimension> = { CARD: "CARD", VEHICLE: "VEHICLE", DRIVER: "CARD_NAME" }

/** The month's rows of one dimension of the statement's totals, summed per value: one prepared statement per dimension. */
const breakdownStatement = (db: Db, dimension: LineTotalDimension) =>
  preparedOnce(db, `spending_breakdown_${dimension}`, (name, on) =>
    on
      .select({
        // One JSON array built by the database: the driver parses one value, not a row per card.
        rows: sql<ReadonlyArray<{ key: string; count: number; amount: number; vat: number }> | null>`json_agg(json_build_object(
          'key', value, 'count', count, 'amount', amount, 'vat', vat))`,
      })
      .from(sql`(select value, sum(line_count)::int as count, sum(amount) as amount, sum(vat_amount) as vat
        from document_line_day_totals
        where customer_id = ${customer} and dimension = ${dimension} and period = 'MONTH'
          and document_date = ${sql.placeholder("month")}::date and document_type = any(${lineTypes})
        group by value having sum(line_count) > 0) as v`)
      .prepare(name),
  )

/** The month's card purchases per card, vehicle or card name: the MONTH rows of that dimension of the statement's totals (their partial index). */
export async function spendingBreakdown(db: Db, view: SpendingView, month: string, by: SpendingBreakdownKind): Promise<SpendingBreakdown> {
  const [answer] = await breakdownStatement(db, dimensionOf[by]).execute({ customerId: view.customerId, month: `${month}-01` })
  const rows = typeof answer?.rows === "string" ? (JSON.parse(answer.rows) as typeof answer.rows) : answer?.rows
  const items = (rows ?? [])
    .map((r) => ({ key: String(r.key), count: n(r.count), amount: shownAmount(n(r.amount), n(r.vat), view.includesVat) }))
    .sort((a, b) => b.amount - a.amount || a.key.localeCompare(b.key))
  return { month, includesVat: view.includesVat, by, items }
}

/** The month's electricity per metering point of the customer (a point without measurements: null). */
export async function spendingPoints(db: Db, view: SpendingView, month: string): Promise<PointSpending> {
  const until = `${addMonths(month, 1)}-01`
  const rows = rowsOf(
    await db.execute(sql`
      select p.id, p.eic, p.address, round(sum(${dayCost(view.includesVat)}), 2) as amount, sum(t.consumption_kwh) as kwh
      from metering_points p
      left join measurement_day_totals t on t.point_id = p.id and t.day >= ${`${month}-01`}::date and t.day < ${until}::date
      where p.customer_id = ${view.customerId}
      group by p.id order by p.id`),
  )
  const orNull = (v: unknown, digits: number) => (v === null || v === undefined ? null : Math.round(Number(v) * digits) / digits)
  return {
    month,
    includesVat: view.includesVat,
    items: rows.map((r) => ({
      pointId: n(r.id),
      eic: String(r.eic),
      address: String(r.address),
      amount: orNull(r.amount, 100),
      kwh: orNull(r.kwh, 1000),
    })),
  }
}

/** The month's charging per site, largest first. */
export async function spendingSites(db: Db, view: SpendingView, month: string): Promise<SiteSpending> {
  const until = `${addMonths(month, 1)}-01`
  const rows = rowsOf(
    await db.execute(sql`
      select site_name as site, count(*)::int as count, sum(kwh) as kwh, sum(cost) as amount, sum(vat_amount) as vat
      from charging_sessions
      where customer_id = ${view.customerId} and session_date >= ${`${month}-01`}::date and session_date < ${until}::date
      group by 1`),
  )
  const items = rows
    .map((r) => ({
      site: String(r.site),
      count: n(r.count),
      kwh: Math.round(n(r.kwh) * 1000) / 1000,
      amount: shownAmount(n(r.amount), n(r.vat), view.includesVat),
    }))
    .sort((a, b) => b.amount - a.amount || a.site.localeCompare(b.site))
  return { month, includesVat: view.includesVat, items }
}
