import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { VAT_RATES } from "../../core/rules/vat"
import { DefaultLineTypes } from "../../core/schemas/invoices"
import type { InvoiceLine, InvoiceLineSortField, LineSum } from "../../core/schemas/statement"
import type { SortDirection } from "../../core/schemas/common"
import type { Db } from "../db/client"
import { fuelDocuments } from "../db/tables/invoices"
import { documentLines as lines } from "../db/tables/statement"

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

/** One page of the filtered lines and their count, sorted and paged in SQL. */
export async function listLines(db: Db, filter: LineFilter, request: LinePageRequest) {
  const where = whereOf(filter)
  const dir = request.sortDirection === "ASC" ? asc : desc
  const [rows, [count]] = await Promise.all([
    db
      .select({
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
      })
      .from(lines)
      .where(where)
      .orderBy(...sortColumns[request.sortField].map((c) => dir(c)))
      .limit(request.size)
      .offset(request.page * request.size),
    db.select({ n: sql<number>`count(*)::int` }).from(lines).where(where),
  ])
  const content: InvoiceLine[] = rows
  return { content, number: request.page, size: request.size, totalElements: Number(count?.n ?? 0) }
}

/** Sums of the filtered lines, aggregated by the database (each line's VAT was worked out by its date on writing). */
export async function sumLines(db: Db, filter: LineFilter): Promise<LineSum> {
  const [row] = await db
    .select({
      sum: sql<string | null>`sum(${lines.amount})`,
      vat: sql<string | null>`sum(${lines.vatAmount})`,
    })
    .from(lines)
    .where(whereOf(filter))
  const cents = Math.round(Number(row?.sum ?? 0) * 100)
  const vatCents = Math.round(Number(row?.vat ?? 0) * 100)
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
export async function lineDocuments(db: Db, customerId: number, where: { documentIds: ReadonlyArray<number> } | { remoteDocumentId: string }) {
  return db
    .select()
    .from(fuelDocuments)
    .where(
      and(
        eq(fuelDocuments.customerId, customerId),
        inArray(fuelDocuments.documentType, [...LINE_DOCUMENT_TYPES]),
        "documentIds" in where ? inArray(fuelDocuments.documentId, [...where.documentIds]) : eq(fuelDocuments.remoteDocumentId, where.remoteDocumentId),
      ),
    )
}
