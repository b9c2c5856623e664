import { defineCall } from "./call"
import { documentsRule } from "./callRules"
import { pageOf } from "../schemas/common"
import {
  DocumentPdfQuery,
  DocumentsZipQuery,
  ElectricityInvoice,
  ElectricityInvoiceFileQuery,
  ElectricityInvoicePageQuery,
  FuelDocumentPage,
  InvoicePageQuery,
} from "../schemas/invoices"

export const documents = defineCall({
  id: "documents",
  method: "GET",
  path: "/documents/{customerId}",
  query: InvoicePageQuery,
  response: FuelDocumentPage,
  ...documentsRule,
  summary: "Fuel invoices, paged and filtered (the unpaid list: onlyNotPaid, MV_KO,MV_VL,VA_1, size 1000)",
})

export const documentPdf = defineCall({
  id: "documentPdf",
  method: "GET",
  path: "/documents/pdf",
  query: DocumentPdfQuery,
  response: "binary",
  access: "user",
  summary: "PDF of one fuel document",
})

export const documentXml = defineCall({
  id: "documentXml",
  method: "GET",
  path: "/documents/xml",
  query: DocumentPdfQuery,
  response: "binary",
  access: "user",
  pathChosen: true,
  summary:
    "E-invoice of one fuel document: EN 16931 in UBL 2.1 (a credit invoice as a CreditNote), application/xml; following Peppol BIS Billing 3.0 when the buyer is a business (has a registry code), plain EN 16931 for a private person",
})

export const documentsZip = defineCall({
  id: "documentsZip",
  method: "GET",
  path: "/documents/zip",
  query: DocumentsZipQuery,
  response: "binary",
  access: "user",
  summary: "Zip archive of the given documents (documentIds, a comma list) as PDFs, or with format=XML as e-invoices",
})

export const electricityInvoices = defineCall({
  id: "electricityInvoices",
  method: "GET",
  path: "/electricity/invoices/customer/{customerId}",
  query: ElectricityInvoicePageQuery,
  response: pageOf(ElectricityInvoice),
  ...documentsRule,
  summary: "Electricity invoices, paged and sorted",
})

export const electricityInvoiceFile = defineCall({
  id: "electricityInvoiceFile",
  method: "GET",
  path: "/electricity/invoices/{id}/file",
  query: ElectricityInvoiceFileQuery,
  response: "binary",
  access: "user",
  summary:
    "File of one electricity invoice, in the downloadAs format: PDF (default) or XML (the EN 16931 UBL 2.1 e-invoice, Peppol BIS Billing 3.0 for a business buyer)",
})
