import { MAX_ZIP_DOCUMENTS, STATEMENT_PAGE_SIZE } from "../../../core/rules/statement"
import { DefaultLineTypes } from "../../../core/schemas/invoices"
import type { InvoiceLinePageQuery, InvoiceLineSumQuery } from "../../../core/schemas/statement"
import type { Db } from "../../db/client"
import { pdfCustomers } from "../../db/queries/pdfCustomers"
import type { PdfCustomer } from "../../documents/invoicePdf"
import { invalid, type StatementAnswer } from "./statement.problems"
import { lineDocuments, type LineFilter, type LinePageRequest } from "./statement.service"

/** The statement's requests: the lines' filter, and the documents of the lines' files. */

type LineDocument = Awaited<ReturnType<typeof lineDocuments>>[number]

/** The page a lines request asks: page 0 of STATEMENT_PAGE_SIZE, newest first, unless it says otherwise. */
export const linePageOf = (query: InvoiceLinePageQuery): LinePageRequest => ({
  page: query.page ?? 0,
  size: query.size ?? STATEMENT_PAGE_SIZE,
  sortField: query.sortField ?? "DOCUMENT_DATE_CREATED",
  sortDirection: query.sortDirection ?? "DESC",
})

/** The filter of a request: types default to LV_5, LV_5A, LV_5E; an end before the start is refused. */
export function lineFilterOf(customerId: number, query: InvoiceLineSumQuery): StatementAnswer<LineFilter> {
  const start = query.documentDateCreatedStart
  const end = query.documentDateCreatedEnd
  if (start && end && end < start)
    return { problem: invalid("documentDateCreatedEnd", "documentDateCreatedEnd is before documentDateCreatedStart") }
  const types = query.types ? query.types.split(",") : DefaultLineTypes
  return {
    value: {
      customerId,
      types: types.map((t) => t.replace("_", ".")),
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
      ...(query.limitToCard !== undefined ? { card: query.limitToCard } : {}),
      ...(query.limitToLocation !== undefined ? { location: query.limitToLocation } : {}),
      ...(query.limitToCardName !== undefined ? { cardName: query.limitToCardName } : {}),
      ...(query.vehicleNumber !== undefined ? { vehicle: query.vehicleNumber } : {}),
    },
  }
}

/** A line's document of the customer with the customer as the PDF prints it. */
export async function lineDocumentFile(
  db: Db,
  customerId: number,
  remoteDocumentId: string,
): Promise<StatementAnswer<{ doc: LineDocument; customer: PdfCustomer }>> {
  const [doc] = await lineDocuments(db, customerId, { remoteDocumentId })
  if (!doc) return { problem: { kind: "DOCUMENT_NOT_FOUND" } }
  const customer = (await pdfCustomers(db, [doc.customerId])).get(doc.customerId)!
  return { value: { doc, customer } }
}

/** The distinct documents of the selected lines (ids comma-separated), all the customer's, in the order asked. */
export async function lineDocumentFiles(
  db: Db,
  customerId: number,
  documentIds: string,
): Promise<StatementAnswer<{ docs: LineDocument[]; customer: PdfCustomer }>> {
  const ids = [...new Set(documentIds.split(",").map(Number))]
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647))
    return { problem: invalid("documentIds", "Expected document ids") }
  if (ids.length > MAX_ZIP_DOCUMENTS) return { problem: invalid("documentIds", `At most ${MAX_ZIP_DOCUMENTS} documents in one archive`) }
  const docs = await lineDocuments(db, customerId, { documentIds: ids })
  if (docs.length !== ids.length) return { problem: { kind: "SOME_DOCUMENTS_NOT_OWN" } }
  const customer = (await pdfCustomers(db, [customerId])).get(customerId)!
  const byId = new Map(docs.map((d) => [d.documentId, d]))
  return { value: { docs: ids.map((id) => byId.get(id)!), customer } }
}
