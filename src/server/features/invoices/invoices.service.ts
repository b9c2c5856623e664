import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { documents as documentsCall } from "../../../core/api/invoices.calls"
import { mayUse, type CustomerKind } from "../../../core/rules/access"
import {
  DefaultInvoiceTypes,
  MaxPageSize,
  type ElectricityInvoice,
  type ElectricityInvoicePageQuery,
  type FuelDocument,
  type FuelDocumentPage,
  type InvoicePageQuery,
  type ElectricityInvoiceSortField,
  type FuelDocumentSortField,
} from "../../../core/schemas/invoices"
import type { Db } from "../../db/client"
import { preparedOnce } from "../../db/prepared"
import { contactsOf } from "../../db/queries/contacts"
import { pdfCustomers } from "../../db/queries/pdfCustomers"
import type { PdfCustomer } from "../../documents/invoicePdf"
import { invalid, type InvoicesAnswer } from "./invoices.problems"
import {
  electricityInvoices as electricityTable,
  fuelDocumentDayTotals as dayTotals,
  fuelDocumentTypeTotals as typeTotals,
  fuelDocuments,
} from "./invoices.tables"

interface ElectricityInvoicePage {
  readonly content: ElectricityInvoice[]
  readonly number: number
  readonly size: number
  readonly totalElements: number
}

/** Fuel documents and electricity invoices: the lists (filtered, summed, sorted and paged in SQL) and the files' documents. */

const DEFAULT_PAGE_SIZE = 20

function paging(query: { page?: number; size?: number }): InvoicesAnswer<{ page: number; size: number }> {
  const page = query.page ?? 0
  const size = query.size ?? DEFAULT_PAGE_SIZE
  if (page < 0) return { problem: invalid("page", "page is 0-based and cannot be negative") }
  if (size < 1 || size > MaxPageSize) return { problem: invalid("size", `size must be between 1 and ${MaxPageSize}`) }
  return { value: { page, size } }
}

const fuelSortColumns: Record<FuelDocumentSortField, AnyPgColumn> = {
  REMOTE_DOCUMENT_ID: fuelDocuments.remoteDocumentId,
  DOCUMENT_NUMBER: fuelDocuments.documentNumber,
  DOCUMENT_TYPE: fuelDocuments.documentType,
  DOCUMENT_DATE_CREATED: fuelDocuments.documentDateCreated,
  PAYMENT_DEADLINE_DATE: fuelDocuments.paymentDeadlineDate,
  TOTAL_AMOUNT: fuelDocuments.totalAmount,
  IS_PAID: fuelDocuments.paid,
}

/** The page's field of each sort column (for ordering the joined rows again). */
const fuelSortKeys = {
  REMOTE_DOCUMENT_ID: "remoteDocumentId",
  DOCUMENT_NUMBER: "documentNumber",
  DOCUMENT_TYPE: "documentType",
  DOCUMENT_DATE_CREATED: "documentDateCreated",
  PAYMENT_DEADLINE_DATE: "paymentDeadlineDate",
  TOTAL_AMOUNT: "totalAmount",
  IS_PAID: "paid",
} as const satisfies Record<FuelDocumentSortField, string>

const toDotted = (t: string) => t.replace("_", ".")

interface ListShape {
  readonly sortField: FuelDocumentSortField
  readonly ascending: boolean
  readonly onlyNotPaid: boolean
  readonly start: boolean
  readonly end: boolean
}

/**
 * The list's one statement for a shape (sort, direction, which filters): the totals' single row joined
 * with the page's rows (none: one row of nulls), so count, sums and page come in one round trip. The
 * totals come from the trigger-kept rows: per type without a date filter (a handful of rows), per day
 * with one (a few hundred). Customer, types, dates, limit and offset are placeholders.
 */
function listStatement(db: Db, shape: ListShape) {
  const key = `docs_${shape.sortField}_${shape.ascending ? "a" : "d"}${shape.onlyNotPaid ? "u" : ""}${shape.start ? "s" : ""}${shape.end ? "e" : ""}`
  return preparedOnce(db, key, (name, db) => {
    const dir = shape.ascending ? asc : desc
    const customerId = sql.placeholder("customerId")
    const types = sql.placeholder("types")
    const dated = shape.start || shape.end
    const totalsFrom = dated ? dayTotals : typeTotals
    const totals = db
      .select({
        count: sql<string | null>`sum(${totalsFrom.documentCount})`.as("count"),
        total: sql<string | null>`sum(${totalsFrom.totalAmount})`.as("total"),
        unpaid: sql<string | null>`sum(${totalsFrom.totalAmount}) - sum(${totalsFrom.paymentAmount})`.as("unpaid"),
      })
      .from(totalsFrom)
      .where(
        and(
          eq(totalsFrom.customerId, customerId),
          sql`${totalsFrom.documentType} = any(${types})`,
          shape.onlyNotPaid ? eq(totalsFrom.unpaid, true) : undefined,
          shape.start ? gte(dayTotals.day, sql.placeholder("start")) : undefined,
          shape.end ? lte(dayTotals.day, sql.placeholder("end")) : undefined,
        ),
      )
      .as("totals")
    const pageRows = db
      .select({
        remoteDocumentId: fuelDocuments.remoteDocumentId,
        documentNumber: fuelDocuments.documentNumber,
        documentType: fuelDocuments.documentType,
        documentDateCreated: fuelDocuments.documentDateCreated,
        paymentDeadlineDate: fuelDocuments.paymentDeadlineDate,
        totalAmount: fuelDocuments.totalAmount,
        paymentAmount: fuelDocuments.paymentAmount,
        paid: fuelDocuments.paid,
        remoteFactoring: fuelDocuments.remoteFactoring,
        printForm: fuelDocuments.printForm,
      })
      .from(fuelDocuments)
      .where(
        and(
          eq(fuelDocuments.customerId, customerId),
          sql`${fuelDocuments.documentType} = any(${types})`,
          shape.onlyNotPaid ? sql`${fuelDocuments.totalAmount} - ${fuelDocuments.paymentAmount} > 0` : undefined,
          shape.start ? gte(fuelDocuments.documentDateCreated, sql.placeholder("start")) : undefined,
          shape.end ? lte(fuelDocuments.documentDateCreated, sql.placeholder("end")) : undefined,
        ),
      )
      .orderBy(dir(fuelSortColumns[shape.sortField]), dir(fuelDocuments.remoteDocumentId))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .as("page")
    // The page comes as one JSON array built by the database: the driver parses one value instead of 20
    // rows of 10 fields, and drizzle maps 4 fields instead of 200 (its per-field mapping was a sixth of
    // the request's CPU). The keys are the answer's field names; dates arrive as YYYY-MM-DD, amounts as numbers.
    const fields = Object.keys(pageRows._.selectedFields) as Array<keyof typeof pageRows._.selectedFields>
    const document = sql.join(
      fields.map((key) => sql`${sql.raw(`'${key}'`)}, ${pageRows[key]}`),
      sql`, `,
    )
    const order = sql.join([dir(pageRows[fuelSortKeys[shape.sortField]]), dir(pageRows.remoteDocumentId)], sql`, `)
    return db
      .select({
        count: totals.count,
        total: totals.total,
        unpaid: totals.unpaid,
        content: sql<
          FuelDocument[]
        >`coalesce((select json_agg(json_build_object(${document}) order by ${order}) from ${pageRows}), '[]'::json)`,
      })
      .from(totals)
      .prepare(name)
  })
}

/** The customer's fuel documents: filter, count, sums, sort and page, all in SQL, in one prepared statement. */
export async function documentPage(db: Db, customerId: number, query: InvoicePageQuery): Promise<InvoicesAnswer<FuelDocumentPage>> {
  const paged = paging(query)
  if ("problem" in paged) return paged
  const { page, size } = paged.value
  const types = [...new Set((query.types ? query.types.split(",") : DefaultInvoiceTypes).map(toDotted))]
  const start = query.documentDateCreatedStart
  const end = query.documentDateCreatedEnd
  if (start && end && end < start)
    return { problem: invalid("documentDateCreatedEnd", "documentDateCreatedEnd is before documentDateCreatedStart") }
  const shape: ListShape = {
    sortField: query.sortField ?? "DOCUMENT_DATE_CREATED",
    ascending: (query.sortDirection ?? "DESC") === "ASC",
    onlyNotPaid: !!query.onlyNotPaid,
    start: !!start,
    end: !!end,
  }
  const rows = await listStatement(db, shape).execute({
    customerId,
    types,
    limit: size,
    offset: page * size,
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  })
  const sums = rows[0]
  return {
    value: {
      content: sums?.content ?? [],
      number: page,
      size,
      totalElements: Number(sums?.count ?? 0),
      totalAmountSum: Number(sums?.total ?? 0),
      unpaidAmountSum: Number(sums?.unpaid ?? 0),
    },
  }
}

type FuelDocumentRow = typeof fuelDocuments.$inferSelect
type ElectricityInvoiceRow = typeof electricityTable.$inferSelect

const loadFuelDocuments = (db: Db, ids: ReadonlyArray<string>) =>
  db
    .select()
    .from(fuelDocuments)
    .where(inArray(fuelDocuments.remoteDocumentId, [...ids]))

/** Who reads a document file: a person (by their contacts), or an API key (its one customer). */
export interface DocumentReader {
  readonly userId: number
  readonly apiKey?: { readonly customerId: number; readonly kind: CustomerKind }
}

/**
 * Whether the user may read the documents of all these customers: the user is a contact whom `mayUse`
 * lets list them. File calls carry no customerId in the path, so they check each document's customer.
 */

async function mayReadAll(db: Db, reader: DocumentReader, customerIds: ReadonlyArray<number>): Promise<boolean> {
  // An API key reads only its own customer's documents, with its own roles.
  const key = reader.apiKey
  if (key) return mayUse(key.kind, documentsCall) && customerIds.every((id) => id === key.customerId)
  const userId = reader.userId
  const found = await contactsOf(db, userId, customerIds)
  const allowed = new Set(found.filter((f) => mayUse(f.kind, documentsCall)).map((f) => f.contact.customerId))
  return customerIds.every((id) => allowed.has(id))
}

/** One fuel document with its customer as the PDF prints it, for a reader of its customer. */
export async function fuelDocumentFile(
  db: Db,
  reader: DocumentReader,
  remoteDocumentId: string,
): Promise<InvoicesAnswer<{ doc: FuelDocumentRow; customer: PdfCustomer }>> {
  const [doc] = await loadFuelDocuments(db, [remoteDocumentId])
  if (!doc) return { problem: { kind: "DOCUMENT_NOT_FOUND" } }
  // Another customer's document answers as an unknown one: ids do not tell what exists (docs/security.md).
  if (!(await mayReadAll(db, reader, [doc.customerId]))) return { problem: { kind: "DOCUMENT_NOT_FOUND" } }
  const customer = (await pdfCustomers(db, [doc.customerId])).get(doc.customerId)!
  return { value: { doc, customer } }
}

/** A zip holds at most this many documents (one request must stay bounded). */
export const MAX_ZIP_DOCUMENTS = 200

/** The documents of a zip (ids comma-separated, each once, in the order asked) with their customers, for a reader of them all. */
export async function fuelDocumentFiles(
  db: Db,
  reader: DocumentReader,
  documentIds: string,
): Promise<InvoicesAnswer<Array<{ doc: FuelDocumentRow; customer: PdfCustomer }>>> {
  const ids = [
    ...new Set(
      documentIds
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
  if (ids.length > MAX_ZIP_DOCUMENTS) return { problem: invalid("documentIds", `At most ${MAX_ZIP_DOCUMENTS} documents in one archive`) }
  const docs = await loadFuelDocuments(db, ids)
  if (docs.length !== ids.length) return { problem: { kind: "SOME_DOCUMENTS_MISSING" } }
  const customerIds = docs.map((d) => d.customerId)
  if (!(await mayReadAll(db, reader, customerIds))) return { problem: { kind: "DOCUMENT_NOT_FOUND" } }
  const customers = await pdfCustomers(db, customerIds)
  const byId = new Map(docs.map((d) => [d.remoteDocumentId, d]))
  return {
    value: ids.map((id) => {
      const doc = byId.get(id)!
      return { doc, customer: customers.get(doc.customerId)! }
    }),
  }
}

const electricitySortColumns: Record<ElectricityInvoiceSortField, AnyPgColumn> = {
  ID: electricityTable.id,
  INVOICE_NUMBER: electricityTable.invoiceNumber,
  DATE_ISSUED: electricityTable.dateIssued,
  DATE_DUE: electricityTable.dateDue,
  AMOUNT_INCLUDING_VAT: electricityTable.amountIncludingVat,
  AMOUNT_EXCLUDING_VAT: electricityTable.amountExcludingVat,
}

/** The customer's electricity invoices, paged and sorted in SQL. */
export async function electricityInvoicePage(
  db: Db,
  customerId: number,
  query: ElectricityInvoicePageQuery,
): Promise<InvoicesAnswer<ElectricityInvoicePage>> {
  const paged = paging(query)
  if ("problem" in paged) return paged
  const { page, size } = paged.value
  const where = and(
    eq(electricityTable.customerId, customerId),
    query.onlyNotPaid ? sql`${electricityTable.amountIncludingVat} - ${electricityTable.amountPaid} > 0` : undefined,
  )
  const dir = (query.sortDirection ?? "DESC") === "ASC" ? asc : desc
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: electricityTable.id,
        invoiceNumber: electricityTable.invoiceNumber,
        dateIssued: electricityTable.dateIssued,
        dateDue: electricityTable.dateDue,
        amountIncludingVat: electricityTable.amountIncludingVat,
        amountExcludingVat: electricityTable.amountExcludingVat,
        totalConsumption: electricityTable.totalConsumption,
        totalProduction: electricityTable.totalProduction,
        consumptionAveragePrice: electricityTable.consumptionAveragePrice,
        productionAveragePrice: electricityTable.productionAveragePrice,
        amountPaid: electricityTable.amountPaid,
      })
      .from(electricityTable)
      .where(where)
      .orderBy(dir(electricitySortColumns[query.sortField ?? "DATE_ISSUED"]), dir(electricityTable.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: sql<number>`count(*)::int` }).from(electricityTable).where(where),
  ])
  return { value: { content: rows, number: page, size, totalElements: Number(count?.n ?? 0) } }
}

/** An electricity invoice with its customer as its PDF or e-invoice names it, for a reader of its customer. */
export async function electricityInvoiceFile(
  db: Db,
  reader: DocumentReader,
  id: number,
  downloadAs: string | undefined,
): Promise<InvoicesAnswer<{ invoice: ElectricityInvoiceRow; customer: PdfCustomer }>> {
  const format = (downloadAs ?? "PDF").toUpperCase()
  if (format !== "PDF" && format !== "XML") return { problem: invalid("downloadAs", "PDF or XML (the e-invoice) is offered") }
  const [invoice] = await db.select().from(electricityTable).where(eq(electricityTable.id, id))
  if (!invoice) return { problem: { kind: "INVOICE_NOT_FOUND" } }
  if (!(await mayReadAll(db, reader, [invoice.customerId]))) return { problem: { kind: "DOCUMENT_NOT_FOUND" } }
  const customer = (await pdfCustomers(db, [invoice.customerId])).get(invoice.customerId)!
  return { value: { invoice, customer } }
}
