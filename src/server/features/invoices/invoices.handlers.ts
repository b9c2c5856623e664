import type { invoicesCalls } from "../../../core/api"
import { pdfResponse, safeName, zipResponse } from "../../documents/files"
import { electricityInvoicePdf, fuelDocumentPdf } from "../../documents/invoicePdf"
import type { Handler } from "../../http/bindCall"
import { valueOrRefusal } from "./invoices.errors"
import {
  documentPage,
  electricityInvoiceFile as invoiceFile,
  electricityInvoicePage,
  fuelDocumentFile,
  fuelDocumentFiles,
} from "./invoices.service"

/** GET /documents/{customerId}: filter, count, sums, sort and page, all in SQL, in one prepared statement. */
export const documents: Handler<typeof invoicesCalls.documents> = async ({ deps, params, query }) =>
  valueOrRefusal(await documentPage(deps.db, params.customerId, query))

/** GET /documents/pdf: one document as a real PDF, for a reader of its customer. */
export const documentPdf: Handler<typeof invoicesCalls.documentPdf> = async ({ deps, query, user }) => {
  const { doc, customer } = valueOrRefusal(await fuelDocumentFile(deps.db, user.userId, query.documentRemoteId))
  return pdfResponse(await fuelDocumentPdf(doc, customer), `${safeName(doc.documentNumber)}.pdf`)
}

/** GET /documents/zip: a zip of the documents' PDFs, streamed while they are generated. */
export const documentsZip: Handler<typeof invoicesCalls.documentsZip> = async ({ deps, query, user }) => {
  const files = valueOrRefusal(await fuelDocumentFiles(deps.db, user.userId, query.documentIds))
  return zipResponse(
    files.map(({ doc, customer }) => ({ name: `${safeName(doc.documentNumber)}.pdf`, bytes: () => fuelDocumentPdf(doc, customer) })),
    "arved.zip",
  )
}

/** GET /electricity/invoices/customer/{customerId}: paged and sorted in SQL. */
export const electricityInvoices: Handler<typeof invoicesCalls.electricityInvoices> = async ({ deps, params, query }) =>
  valueOrRefusal(await electricityInvoicePage(deps.db, params.customerId, query))

/** GET /electricity/invoices/{id}/file: the invoice as PDF (the one format offered). */
export const electricityInvoiceFile: Handler<typeof invoicesCalls.electricityInvoiceFile> = async ({ deps, params, query, user }) => {
  const { invoice, customer } = valueOrRefusal(await invoiceFile(deps.db, user.userId, params.id, query.downloadAs))
  return pdfResponse(await electricityInvoicePdf(invoice, customer), `${safeName(invoice.invoiceNumber)}.pdf`)
}
