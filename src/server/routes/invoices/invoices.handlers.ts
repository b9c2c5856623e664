import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import type { invoicesCalls } from "../../../core/api"
import { DefaultInvoiceTypes, MaxPageSize, type ElectricityInvoiceSortField, type FuelDocumentSortField } from "../../../core/schemas/invoices"
import { electricityInvoices as electricityTable, fuelDocumentDayTotals as totalsTable, fuelDocuments } from "../../db/tables/invoices"
import type { Handler } from "../../http/bindCall"
import { badRequest, notFound } from "../../http/errors"
import { pdfResponse, safeName, zipResponse } from "../../documents/files"
import { electricityInvoicePdf, fuelDocumentPdf } from "../../documents/invoicePdf"
import { assertMayRead, pdfCustomers } from "./invoices.queries"

const DEFAULT_PAGE_SIZE = 20
/** A zip holds at most this many documents (one request must stay bounded). */
export const MAX_ZIP_DOCUMENTS = 200


function paging(query: { page?: number; size?: number }) {
  const page = query.page ?? 0
  const size = query.size ?? DEFAULT_PAGE_SIZE
  if (page < 0) throw badRequest("page", "page is 0-based and cannot be negative")
  if (size < 1 || size > MaxPageSize) throw badRequest("size", `size must be between 1 and ${MaxPageSize}`)
  return { page, size }
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

/** GET /documents/{customerId}: filter, count, sums, sort and page, all in SQL. */
export const documents: Handler<typeof invoicesCalls.documents> = async ({ deps, params, query }) => {
  const { page, size } = paging(query)
  const types = (query.types ? query.types.split(",") : DefaultInvoiceTypes).map(toDotted)
  const start = query.documentDateCreatedStart
  const end = query.documentDateCreatedEnd
  if (start && end && end < start) throw badRequest("documentDateCreatedEnd", "documentDateCreatedEnd is before documentDateCreatedStart")

  const where = and(
    eq(fuelDocuments.customerId, params.customerId),
    inArray(fuelDocuments.documentType, [...new Set(types)]),
    query.onlyNotPaid ? sql`${fuelDocuments.totalAmount} - ${fuelDocuments.paymentAmount} > 0` : undefined,
    start ? gte(fuelDocuments.documentDateCreated, start) : undefined,
    end ? lte(fuelDocuments.documentDateCreated, end) : undefined,
  )
  const column = fuelSortColumns[query.sortField ?? "DOCUMENT_DATE_CREATED"]
  const dir = (query.sortDirection ?? "DESC") === "ASC" ? asc : desc
  const order: SQL[] = [dir(column), dir(fuelDocuments.remoteDocumentId)]

  // Count and sums over every match from the trigger-kept day totals (a few hundred rows, not every document).
  const totals = deps.db
    .select({
      count: sql<string | null>`sum(${totalsTable.documentCount})`.as("count"),
      total: sql<string | null>`sum(${totalsTable.totalAmount})`.as("total"),
      unpaid: sql<string | null>`sum(${totalsTable.totalAmount}) - sum(${totalsTable.paymentAmount})`.as("unpaid"),
    })
    .from(totalsTable)
    .where(
      and(
        eq(totalsTable.customerId, params.customerId),
        inArray(totalsTable.documentType, [...new Set(types)]),
        query.onlyNotPaid ? eq(totalsTable.unpaid, true) : undefined,
        start ? gte(totalsTable.day, start) : undefined,
        end ? lte(totalsTable.day, end) : undefined,
      ),
    )
    .as("totals")
  const pageRows = deps.db
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
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size)
    .as("page")
  // One statement, one round trip: the totals' single row, joined with the page's rows (none: one row of nulls).
  const rows = await deps.db
    .select({
      count: totals.count,
      total: totals.total,
      unpaid: totals.unpaid,
      document: {
        remoteDocumentId: pageRows.remoteDocumentId,
        documentNumber: pageRows.documentNumber,
        documentType: pageRows.documentType,
        documentDateCreated: pageRows.documentDateCreated,
        paymentDeadlineDate: pageRows.paymentDeadlineDate,
        totalAmount: pageRows.totalAmount,
        paymentAmount: pageRows.paymentAmount,
        paid: pageRows.paid,
        remoteFactoring: pageRows.remoteFactoring,
        printForm: pageRows.printForm,
      },
    })
    .from(totals)
    .leftJoinLateral(pageRows, sql`true`)
    // The join keeps the page's order in practice; SQL promises it only with the order restated.
    .orderBy(dir(pageRows[fuelSortKeys[query.sortField ?? "DOCUMENT_DATE_CREATED"]]), dir(pageRows.remoteDocumentId))
  const sums = rows[0]
  return {
    content: rows.flatMap(({ document: r }) => (r && r.remoteDocumentId !== null ? [{ ...r, documentType: r.documentType as any }] : [])),
    number: page,
    size,
    totalElements: Number(sums?.count ?? 0),
    totalAmountSum: Number(sums?.total ?? 0),
    unpaidAmountSum: Number(sums?.unpaid ?? 0),
  }
}

async function loadFuelDocuments(deps: { db: import("../../db/client").Db }, ids: ReadonlyArray<string>) {
  return deps.db.select().from(fuelDocuments).where(inArray(fuelDocuments.remoteDocumentId, [...ids]))
}

/** GET /documents/pdf: one document as a real PDF, for a reader of its customer. */
export const documentPdf: Handler<typeof invoicesCalls.documentPdf> = async ({ deps, query, user }) => {
  const [doc] = await loadFuelDocuments(deps, [query.documentRemoteId])
  if (!doc) throw notFound("No such document")
  await assertMayRead(deps.db, user.userId, [doc.customerId])
  const customer = (await pdfCustomers(deps.db, [doc.customerId])).get(doc.customerId)!
  return pdfResponse(await fuelDocumentPdf(doc, customer), `${safeName(doc.documentNumber)}.pdf`)
}

/** GET /documents/zip: a zip of the documents' PDFs, streamed while they are generated. */
export const documentsZip: Handler<typeof invoicesCalls.documentsZip> = async ({ deps, query, user }) => {
  const ids = [...new Set(query.documentIds.split(",").map((s) => s.trim()).filter(Boolean))]
  if (ids.length > MAX_ZIP_DOCUMENTS) throw badRequest("documentIds", `At most ${MAX_ZIP_DOCUMENTS} documents in one archive`)
  const docs = await loadFuelDocuments(deps, ids)
  if (docs.length !== ids.length) throw notFound("Some documents do not exist")
  await assertMayRead(deps.db, user.userId, docs.map((d) => d.customerId))
  const customers = await pdfCustomers(deps.db, docs.map((d) => d.customerId))
  const byId = new Map(docs.map((d) => [d.remoteDocumentId, d]))
  return zipResponse(
    ids.map((id) => {
      const doc = byId.get(id)!
      return { name: `${safeName(doc.documentNumber)}.pdf`, bytes: () => fuelDocumentPdf(doc, customers.get(doc.customerId)!) }
    }),
    "arved.zip",
  )
}

const electricitySortColumns: Record<ElectricityInvoiceSortField, AnyPgColumn> = {
  ID: electricityTable.id,
  INVOICE_NUMBER: electricityTable.invoiceNumber,
  DATE_ISSUED: electricityTable.dateIssued,
  DATE_DUE: electricityTable.dateDue,
  AMOUNT_INCLUDING_VAT: electricityTable.amountIncludingVat,
  AMOUNT_EXCLUDING_VAT: electricityTable.amountExcludingVat,
}

/** GET /electricity/invoices/customer/{customerId}: paged and sorted in SQL. */
export const electricityInvoices: Handler<typeof invoicesCalls.electricityInvoices> = async ({ deps, params, query }) => {
  const { page, size } = paging(query)
  const where = eq(electricityTable.customerId, params.customerId)
  const dir = (query.sortDirection ?? "DESC") === "ASC" ? asc : desc
  const [rows, [count]] = await Promise.all([
    deps.db
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
    deps.db.select({ n: sql<number>`count(*)::int` }).from(electricityTable).where(where),
  ])
  return { content: rows, number: page, size, totalElements: Number(count?.n ?? 0) }
}

/** GET /electricity/invoices/{id}/file: the invoice as PDF (the one format offered). */
export const electricityInvoiceFile: Handler<typeof invoicesCalls.electricityInvoiceFile> = async ({ deps, params, query, user }) => {
  const format = (query.downloadAs ?? "PDF").toUpperCase()
  if (format !== "PDF") throw badRequest("downloadAs", "Only PDF is offered")
  const [inv] = await deps.db.select().from(electricityTable).where(eq(electricityTable.id, params.id))
  if (!inv) throw notFound("No such invoice")
  await assertMayRead(deps.db, user.userId, [inv.customerId])
  const customer = (await pdfCustomers(deps.db, [inv.customerId])).get(inv.customerId)!
  return pdfResponse(await electricityInvoicePdf(inv, customer), `${safeName(inv.invoiceNumber)}.pdf`)
}
