import type { invoicesCalls } from "../../../core/api"
import { pdfResponse, safeName, zipResponse } from "../../documents/files"
import { electricityInvoicePdf, fuelDocumentPdf } from "../../documents/invoicePdf"
import { eInvoiceXml, electricityEInvoice, fuelDocumentEInvoice, xmlResponse } from "../../documents/invoiceUbl"
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
  const { doc, customer } = valueOrRefusal(await fuelDocumentFile(deps.db, user, query.documentRemoteId))
  return pdfResponse(await fuelDocumentPdf(doc, customer), `${safeName(doc.documentNumber)}.pdf`)
}

/** GET /documents/xml: one document as its e-invoice (UBL 2.1), for a reader of its customer. */
export const documentXml: Handler<typeof invoicesCalls.documentXml> = async ({ deps, query, user }) => {
  const { doc, customer } = valueOrRefusal(await fuelDocumentFile(deps.db, user, query.documentRemoteId))
  return xmlResponse(eInvoiceXml(fuelDocumentEInvoice(doc, customer)), `${safeName(doc.documentNumber)}.xml`)
}

const utf8 = new TextEncoder()

/** GET /documents/zip: a zip of the documents' PDFs (or, format=XML, their e-invoices), streamed while they are generated. */
export const documentsZip: Handler<typeof invoicesCalls.documentsZip> = async ({ deps, query, user }) => {
  const files = valueOrRefusal(await fuelDocumentFiles(deps.db, user, query.documentIds))
  const xml = query.format === "XML"
  return zipResponse(
    files.map(({ doc, customer }) => ({
      name: `${safeName(doc.documentNumber)}.${xml ? "xml" : "pdf"}`,
      bytes: async () => (xml ? utf8.encode(eInvoiceXml(fuelDocumentEInvoice(doc, customer))) : fuelDocumentPdf(doc, customer)),
    })),
    xml ? "e-arved.zip" : "arved.zip",
  )
}

/** GET /electricity/invoices/customer/{customerId}: paged and sorted in SQL. */
export const electricityInvoices: Handler<typeof invoicesCalls.electricityInvoices> = async ({ deps, params, query }) =>
  valueOrRefusal(await electricityInvoicePage(deps.db, params.customerId, query))

/** GET /electricity/invoices/{id}/file: the invoice as PDF, or (downloadAs=XML) as its e-invoice. */
export const electricityInvoiceFile: Handler<typeof invoicesCalls.electricityInvoiceFile> = async ({ deps, params, query, user }) => {
  const { invoice, customer } = valueOrRefusal(await invoiceFile(deps.db, user, params.id, query.downloadAs))
  if (query.downloadAs?.toUpperCase() === "XML")
    return xmlResponse(eInvoiceXml(electricityEInvoice(invoice, customer)), `${safeName(invoice.invoiceNumber)}.xml`)
  return pdfResponse(await electricityInvoicePdf(invoice, customer), `${safeName(invoice.invoiceNumber)}.pdf`)
}
