import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { tallinnDay, VAT_RATES, vatRateOn } from "../../../core/rules/vat"
import { DefaultLineTypes } from "../../../core/schemas/invoices"
import type { InvoiceLine, InvoiceLineSortField, LineSum } from "../../../core/schemas/statement"
import type { SortDirection } from "../../../core/schemas/common"
import type { Db } from "../../db/client"
import { fuelDocuments } from "../invoices/invoices.tables"
import { documentLineDayTotals as totals, documentLines as lines, type LineTotalDimension, type LineTotalPeriod } from "./statement.tables"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

/** The document types whose lines make the statement, dotted as documents carry them. */
export const LINE_DOCUMENT_TYPES: ReadonlyArray<string> = DefaultLineTypes.map((t) => t.replace("_", "."))

/**
 * The VAT rate in force on a day, as SQL, from the dated VAT table of core (the one table the
 * forms, the PDFs and the seeds all read): `case when day >= '2025-07-01' then 0.24 … end`.
 */
export function vatRateSql(day: SQL | AnyPgColumn): SQL {
  const newestFirst = [...VAT_RATES].sort((a, b) => (a.from < b.from ? 1 : -1))
  // The oldest rate has no start (its "0000-01-01" is no date to PostgreSQL): it is the `else`.
  const oldest = newestFirst.pop()!
  const whens = newestFirst.map((r) => sql`when ${day} >= ${r.from}::date then ${String(r.rate)}::numeric`)
  return sql`(case ${sql.join(whens, sql` `)} else ${String(oldest.rate)}::numeric end)`
}

/** The VAT inside an amount with VAT, rounded to cents, at the rate of `day`. */
export const vatOfSql = (amount: SQL | AnyPgColumn, day: SQL | AnyPgColumn): SQL => {
  const rate = vatRateSql(day)
  return sql`round(${amount} * ${rate} / (1 + ${rate}), 2)`
}

/** What the lines are filtered by (already checked by the route). */
export interface LineFilter {
  readonly customerId: number
  /** Dotted (LV.5). */
  readonly types: ReadonlyArray<string>
  readonly start?: string
  readonly end?: string
  readonly card?: string
  readonly location?: string
  readonly cardName?: string
  readonly vehicle?: string
}

const whereOf = (f: LineFilter): SQL =>
  and(
    eq(lines.customerId, f.customerId),
    inArray(lines.documentType, [...new Set(f.types)]),
    f.start ? gte(lines.documentDate, f.start) : undefined,
    f.end ? lte(lines.documentDate, f.end) : undefined,
    f.card !== undefined ? eq(lines.remoteCardId, f.card) : undefined,
    f.location !== undefined ? eq(lines.locationName, f.location) : undefined,
    f.cardName !== undefined ? eq(lines.cardName, f.cardName) : undefined,
    f.vehicle !== undefined ? eq(lines.vehicleNumber, f.vehicle) : undefined,
  )!

/** Order of each sort field; the date and the line id keep equal values in a stable order (the indexes' order). */
const sortColumns: Record<InvoiceLineSortField, ReadonlyArray<AnyPgColumn>> = {
  DOCUMENT_DATE_CREATED: [lines.documentDate, lines.id],
  DOCUMENT_NUMBER: [lines.documentNumber, lines.id],
  LOCATION_NAME: [lines.locationName, lines.documentDate, lines.id],
  REMOTE_CARD_ID: [lines.remoteCardId, lines.documentDate, lines.id],
  CARD_NAME: [lines.cardName, lines.documentDate, lines.id],
  VEHICLE_NUMBER: [lines.vehicleNumber, lines.documentDate, lines.id],
  PRODUCT_NAME: [lines.productName, lines.documentDate, lines.id],
  PRODUCT_QUANTITY: [lines.quantity, lines.id],
  PRODUCT_AMOUNT_SUM: [lines.amount, lines.id],
}

export interface LinePageRequest {
  readonly page: number
  readonly size: number
  readonly sortField: InvoiceLineSortField
  readonly sortDirection: SortDirection
}

/**
 * The day totals that answer a filter, when it has at most one of card, station, card name and
 * vehicle (the form's usual case): ALL, or that filter's dimension and value. Two or more of them
 * are answered from the lines (their index on the first narrows to a few thousand at most).
 */
function totalsKey(f: LineFilter): { dimension: LineTotalDimension; value: string } | undefined {
  const set: Array<{ dimension: LineTotalDimension; value: string }> = []
  if (f.card !== undefined) set.push({ dimension: "CARD", value: f.card })
  if (f.location !== undefined) set.push({ dimension: "LOCATION", value: f.location })
  if (f.cardName !== undefined) set.push({ dimension: "CARD_NAME", value: f.cardName })
  if (f.vehicle !== undefined) set.push({ dimension: "VEHICLE", value: f.vehicle })
  if (set.length > 1) return undefined
  return set[0] ?? { dimension: "ALL", value: "" }
}

/** Day arithmetic on YYYY-MM-DD (calendar days, no time zone). */
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`
const firstOfNextMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** A range of totals rows of one period kind: `from` ≤ document_date < `until` (either end open). */
export interface TotalsRange {
  readonly period: LineTotalPeriod
  readonly from?: string
  readonly until?: string
}

/**
 * The totals rows that make up the days `start`..`end` (both included, either may be open): the
 * MONTH rows of the whole months inside, and the DAY rows of the days before the first and after the
 * last whole month. A range inside one month is its DAY rows.
 */
export function totalsRanges(start: string | undefined, end: string | undefined): TotalsRange[] {
  const monthsFrom = start === undefined ? undefined : start.endsWith("-01") ? start : firstOfNextMonth(start)
  const monthsUntil = end === undefined ? undefined : nextDay(end).endsWith("-01") ? nextDay(end) : firstOfMonth(end)
  if (monthsFrom !== undefined && monthsUntil !== undefined && monthsFrom >= monthsUntil) {
    return [{ period: "DAY", ...(start !== undefined ? { from: start } : {}), ...(end !== undefined ? { until: nextDay(end) } : {}) }]
  }
  const ranges: TotalsRange[] = [
    {
      period: "MONTH",
      ...(monthsFrom !== undefined ? { from: monthsFrom } : {}),
      ...(monthsUntil !== undefined ? { until: monthsUntil } : {}),
    },
  ]
  if (start !== undefined && monthsFrom !== undefined && start < monthsFrom) ranges.push({ period: "DAY", from: start, until: monthsFrom })
  if (end !== undefined && monthsUntil !== undefined && monthsUntil <= end)
    ranges.push({ period: "DAY", from: monthsUntil, until: nextDay(end) })
  return ranges
}

/**
 * Count, sum and VAT from the totals of `key` over the filter's days and types: one index range per
 * part of `totalsRanges` (UNION ALL, so each is a short scan of the primary key).
 */
function totalsAggregate(f: LineFilter, key: { dimension: LineTotalDimension; value: string }): SQL {
  const types = [...new Set(f.types)]
  const parts = totalsRanges(f.start, f.end).map(
    (r) =>
      sql`select ${totals.lineCount} as n, ${totals.amount} as a, ${totals.vatAmount} as v from ${totals} where ${and(
        eq(totals.customerId, f.customerId),
        eq(totals.dimension, key.dimension),
        eq(totals.value, key.value),
        eq(totals.period, r.period),
        r.from !== undefined ? gte(totals.documentDate, r.from) : undefined,
        r.until !== undefined ? lt(totals.documentDate, r.until) : undefined,
        inArray(totals.documentType, types),
      )}`,
  )
  return sql`select coalesce(sum(n), 0)::int as count, sum(a)::text as amount, sum(v)::text as vat from (${sql.join(parts, sql` union all `)}) as parts`
}

interface LineAggregate {
  readonly count: number
  readonly amount: string | null
  readonly vat: string | null
}

/**
 * Count, sum and VAT of the filtered lines, by SQL: from the day totals the write path keeps (one
 * row per day and type of the filter's value), or from the lines when the filter combines several
 * values. Both are exact and current: the totals change in the lines' own transaction.
 */
async function aggregate(db: Db, filter: LineFilter): Promise<LineAggregate> {
  const key = totalsKey(filter)
  if (key) {
    const result = (await db.execute(totalsAggregate(filter, key))) as unknown as {
      rows: Array<{ count: number; amount: string | null; vat: string | null }>
    }
    const row = result.rows[0]
    return { count: Number(row?.count ?? 0), amount: row?.amount ?? null, vat: row?.vat ?? null }
  }
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string | null>`sum(${lines.amount})::text`,
      vat: sql<string | null>`sum(${lines.vatAmount})::text`,
    })
    .from(lines)
    .where(whereOf(filter))
  return { count: Number(row?.count ?? 0), amount: row?.amount ?? null, vat: row?.vat ?? null }
}

/** One page of the filtered lines, sorted and paged in SQL, and their count (from the day totals where they answer). */
export async function listLines(db: Db, filter: LineFilter, request: LinePageRequest) {
  const where = whereOf(filter)
  const dir = request.sortDirection === "ASC" ? asc : desc
  const [rows, aggregated] = await Promise.all([
    db
      .select(lineColumns)
      .from(lines)
      .where(where)
      .orderBy(...sortColumns[request.sortField].map((c) => dir(c)))
      .limit(request.size)
      .offset(request.page * request.size),
    aggregate(db, filter),
  ])
  const content: InvoiceLine[] = rows
  return { content, number: request.page, size: request.size, totalElements: aggregated.count }
}

/**
 * Every line of a page request for the export as one JSON text made by PostgreSQL (json_agg of one
 * array per line in EXPORT_LINE_COLUMNS order, sorted like the page): one value crosses from the
 * database instead of 100 000 row objects, and nothing is encoded field by field.
 */
export async function exportLines(
  db: Db,
  filter: LineFilter,
  request: LinePageRequest,
): Promise<{ rowsJson: string; totalElements: number }> {
  const direction = request.sortDirection === "ASC" ? sql`asc` : sql`desc`
  const order = sql.join(
    sortColumns[request.sortField].map((c) => sql`${c} ${direction}`),
    sql`, `,
  )
  const [result, aggregated] = await Promise.all([
    db.execute(sql`
      select coalesce(json_agg(json_build_array(remote_document_id, document_id, document_number, document_date, location_name, remote_card_id,
          card_name, vehicle_number, vehicle_mileage, product_name, price, quantity, amount) order by rn), '[]')::text as rows
      from (
        select ${lines}.*, row_number() over (order by ${order}) as rn from ${lines}
        where ${whereOf(filter)} order by ${order} limit ${request.size} offset ${request.page * request.size}
      ) as page`),
    aggregate(db, filter),
  ])
  const rowsJson = (result as unknown as { rows: Array<{ rows: string }> }).rows[0]?.rows ?? "[]"
  return { rowsJson, totalElements: aggregated.count }
}

/** The columns of an answered line (spec part 2 §3). */
const lineColumns = {
  remoteDocumentId: lines.remoteDocumentId,
  documentId: lines.documentId,
  documentNumber: lines.documentNumber,
  documentDateCreated: lines.documentDate,
  locationName: lines.locationName,
  remoteCardId: lines.remoteCardId,
  cardName: lines.cardName,
  vehicleNumber: lines.vehicleNumber,
  vehicleMileage: lines.vehicleMileage,
  productName: lines.productName,
  price: lines.price,
  productQuantity: lines.quantity,
  productAmountSum: lines.amount,
}

/** Sums of the filtered lines, aggregated by the database (each line's VAT was worked out by its date on writing). */
export async function sumLines(db: Db, filter: LineFilter): Promise<LineSum> {
  const row = await aggregate(db, filter)
  const cents = Math.round(Number(row.amount ?? 0) * 100)
  const vatCents = Math.round(Number(row.vat ?? 0) * 100)
  return { sum: cents / 100, sumWithoutVat: (cents - vatCents) / 100, vatSum: vatCents / 100 }
}

/**
 * The distinct values of a column of the customer's lines, in order: a "loose index scan" that
 * jumps from value to value along the column's index (a handful of probes, not 100 000 rows).
 */
async function distinctValues(db: Db, customerId: number, column: "vehicle_number" | "location_name"): Promise<string[]> {
  const col = sql.raw(column)
  const result: unknown = await db.execute(sql`
    with recursive v(value) as (
      (select ${col} from document_lines where customer_id = ${customerId} and ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from document_lines where customer_id = ${customerId} and ${col} > v.value order by ${col} limit 1)
      from v where v.value is not null
    )
    select value from v where value is not null`)
  // Both drivers answer { rows }.
  const rows = (result as { rows: Array<{ value: string | null }> }).rows
  return rows.flatMap((r) => (r.value === null ? [] : [r.value]))
}

/** Vehicle numbers of the customer's lines (the vehicle filter shows only when there are any). */
export const vehicleNumbersOf = (db: Db, customerId: number) => distinctValues(db, customerId, "vehicle_number")

/** Stations where the customer's cards were used: the location filter's choices, paged. */
export async function stationsOf(db: Db, customerId: number, page: number, size: number) {
  const names = await distinctValues(db, customerId, "location_name")
  return {
    content: names.slice(page * size, page * size + size).map((nameEt) => ({ nameEt })),
    number: page,
    size,
    totalElements: names.length,
  }
}

/** The customer's statement documents (LV.5, LV.5A, LV.5E) among these ids, for the file and the zip. */
export async function lineDocuments(
  db: Db,
  customerId: number,
  where: { documentIds: ReadonlyArray<number> } | { remoteDocumentId: string },
) {
  return db
    .select()
    .from(fuelDocuments)
    .where(
      and(
        eq(fuelDocuments.customerId, customerId),
        inArray(fuelDocuments.documentType, [...LINE_DOCUMENT_TYPES]),
        "documentIds" in where
          ? inArray(fuelDocuments.documentId, [...where.documentIds])
          : eq(fuelDocuments.remoteDocumentId, where.remoteDocumentId),
      ),
    )
}

/** A card transaction document to record with its lines (what the back office sends). */
export interface RecordedDocument {
  readonly customerId: number
  readonly remoteDocumentId: string
  readonly documentNumber: string
  /** Dotted: LV.5, LV.5A or LV.5E. */
  readonly documentType: string
  /** When the transaction happened: its document date is this instant's day in Tallinn. */
  readonly createdAt: Date
  readonly lines: ReadonlyArray<{
    readonly locationName: string | null
    readonly remoteCardId: string | null
    readonly cardName: string | null
    readonly vehicleNumber: string | null
    readonly vehicleMileage: number | null
    readonly productName: string
    /** Unit price with VAT. */
    readonly price: number
    readonly quantity: number
    /** The line's sum with VAT. */
    readonly amount: number
  }>
}

/**
 * Records a statement document and its lines in one transaction: the document date is the Tallinn
 * day of `createdAt` (23:59 on the 31st is the 31st, 00:00 on the 1st the 1st, whatever UTC says),
 * each line's VAT is worked out by SQL at the rate of that day, and the day totals follow by the
 * table's triggers in the same transaction.
 */
export async function recordDocumentLines(db: Db, doc: RecordedDocument): Promise<{ documentId: number; documentDate: string }> {
  const day = tallinnDay(doc.createdAt)
  return db.transaction(async (tx) => {
    const total = doc.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100
    const [created] = await tx
      .insert(fuelDocuments)
      .values({
        remoteDocumentId: doc.remoteDocumentId,
        customerId: doc.customerId,
        documentNumber: doc.documentNumber,
        documentType: doc.documentType,
        documentDateCreated: day,
        paymentDeadlineDate: day,
        totalAmount: total,
        paymentAmount: total,
        paid: true,
        printForm: "PDF",
        referenceNumber: doc.remoteDocumentId.replace(/\D/g, "").padStart(7, "0").slice(-20),
        lines: doc.lines.map((l) => ({
          product: l.productName,
          quantity: l.quantity,
          unit: "l",
          unitPrice: Math.round((l.price / (1 + vatRateOn(day))) * 1000) / 1000,
        })),
      })
      .returning({ documentId: fuelDocuments.documentId })
    await tx.insert(lines).values(
      doc.lines.map((l, i) => ({
        customerId: doc.customerId,
        documentId: created!.documentId,
        lineNo: i + 1,
        remoteDocumentId: doc.remoteDocumentId,
        documentNumber: doc.documentNumber,
        documentType: doc.documentType,
        documentDate: day,
        locationName: l.locationName,
        remoteCardId: l.remoteCardId,
        cardName: l.cardName,
        vehicleNumber: l.vehicleNumber,
        vehicleMileage: l.vehicleMileage,
        productName: l.productName,
        price: l.price,
        quantity: l.quantity,
        amount: l.amount,
        vatAmount: sql`${vatOfSql(sql`${String(l.amount)}::numeric`, sql`${day}::date`)}` as unknown as number,
      })),
    )
    const invoice = {
      documentId: doc.remoteDocumentId,
      documentNumber: doc.documentNumber,
      documentType: doc.documentType,
      totalAmount: total,
    }
    await emitWebhookEvent(tx, doc.customerId, "invoice.created", { ...invoice, documentDate: day }, doc.createdAt)
    return { documentId: created!.documentId, documentDate: day }
  })
}
