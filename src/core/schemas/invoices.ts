import * as Schema from "effect/Schema"
import { BooleanFromString, IsoDate, MAX_PAGE_SIZE, Opt, PageFromString, pageSizeFromString, SortDirection, pageOf } from "./common"

/** Fuel document types as the documents carry them (spec part 1 §3). */
export const FuelDocumentTypes = ["LV.5", "LV.5A", "LV.5E", "LV.K", "VA.1", "MV.KO", "MV.VF", "MV.VL"] as const
export const FuelDocumentType = Schema.Literals(FuelDocumentTypes)
export type FuelDocumentType = typeof FuelDocumentType.Type

/** The same types as requests write them, with underscores (only these six are used in requests). */
export const DocumentTypeRequests = ["MV_KO", "MV_VL", "VA_1", "LV_5", "LV_5A", "LV_5E"] as const
export const DocumentTypeRequest = Schema.Literals(DocumentTypeRequests)
export type DocumentTypeRequest = typeof DocumentTypeRequest.Type

/** Request form of a document type, e.g. "MV.KO" → "MV_KO". */
export const documentTypeToRequest = (t: FuelDocumentType): string => t.replace(".", "_")

/** Default types of the fuel invoice list and of the unpaid list (MV_KO, MV_VL multi bill; VA_1 aggregate bill). */
export const DefaultInvoiceTypes: ReadonlyArray<DocumentTypeRequest> = ["MV_KO", "MV_VL", "VA_1"]
/** Default types of the sales invoice lines (part 2 §7). */
export const DefaultLineTypes: ReadonlyArray<DocumentTypeRequest> = ["LV_5", "LV_5A", "LV_5E"]

/** A comma list of request document types, e.g. "MV_KO,MV_VL,VA_1". */
export const DocumentTypeList = Schema.String.check(
  Schema.isPattern(/^(MV_KO|MV_VL|VA_1|LV_5A|LV_5E|LV_5)(,(MV_KO|MV_VL|VA_1|LV_5A|LV_5E|LV_5))*$/),
)

/** Fuel document (invoice), spec part 1 §3. */
export const FuelDocument = Schema.Struct({
  remoteDocumentId: Schema.String,
  documentNumber: Schema.String,
  documentType: FuelDocumentType,
  documentDateCreated: Schema.String,
  paymentDeadlineDate: Opt(Schema.String),
  totalAmount: Schema.Number,
  paymentAmount: Schema.Number,
  paid: Schema.Boolean,
  remoteFactoring: Opt(Schema.Boolean),
  printForm: Opt(Schema.String),
})
export type FuelDocument = typeof FuelDocument.Type

/**
 * A page of fuel documents. Besides the page, the sums over every document that matches the
 * filter (not only this page): optional, as the retailer's API may leave them out.
 */
export const FuelDocumentPage = Schema.Struct({
  ...pageOf(FuelDocument).fields,
  totalAmountSum: Opt(Schema.Number),
  unpaidAmountSum: Opt(Schema.Number),
})
export type FuelDocumentPage = typeof FuelDocumentPage.Type

/** Largest page the server gives (the unpaid list asks for 1000). */
export const MaxPageSize = MAX_PAGE_SIZE

export const FuelDocumentSortFields = [
  "REMOTE_DOCUMENT_ID",
  "DOCUMENT_NUMBER",
  "DOCUMENT_TYPE",
  "DOCUMENT_DATE_CREATED",
  "PAYMENT_DEADLINE_DATE",
  "TOTAL_AMOUNT",
  "IS_PAID",
] as const
export const FuelDocumentSortField = Schema.Literals(FuelDocumentSortFields)
export type FuelDocumentSortField = typeof FuelDocumentSortField.Type

/**
 * Invoice page request as query values (string-encoded): page is 0-based, types a comma list,
 * dates YYYY-MM-DD.
 */
export const InvoicePageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString()),
  sortField: Schema.optionalKey(FuelDocumentSortField),
  sortDirection: Schema.optionalKey(SortDirection),
  types: Schema.optionalKey(DocumentTypeList),
  onlyNotPaid: Schema.optionalKey(BooleanFromString),
  documentDateCreatedStart: Schema.optionalKey(IsoDate),
  documentDateCreatedEnd: Schema.optionalKey(IsoDate),
})
export type InvoicePageQuery = typeof InvoicePageQuery.Type

/** GET /documents/pdf */
export const DocumentPdfQuery = Schema.Struct({ documentRemoteId: Schema.String })
export type DocumentPdfQuery = typeof DocumentPdfQuery.Type

/** The formats a document is downloaded in: its PDF, or its e-invoice (EN 16931 UBL 2.1; Peppol BIS Billing 3.0 for a business buyer). */
export const DocumentFormats = ["PDF", "XML"] as const
export type DocumentFormat = (typeof DocumentFormats)[number]

/** GET /documents/zip: documentIds is a comma list; format PDF (default) or XML (the e-invoices). */
export const DocumentsZipQuery = Schema.Struct({
  documentIds: Schema.String.check(Schema.isPattern(/^[^,]+(,[^,]+)*$/)),
  format: Schema.optionalKey(Schema.Literals(DocumentFormats)),
})
export type DocumentsZipQuery = typeof DocumentsZipQuery.Type

/** Electricity invoice, spec part 1 §3. */
export const ElectricityInvoice = Schema.Struct({
  id: Schema.Number,
  invoiceNumber: Schema.String,
  dateIssued: Schema.String,
  dateDue: Opt(Schema.String),
  amountIncludingVat: Schema.Number,
  amountExcludingVat: Schema.Number,
  totalConsumption: Opt(Schema.Number),
  totalProduction: Opt(Schema.Number),
  consumptionAveragePrice: Opt(Schema.Number),
  productionAveragePrice: Opt(Schema.Number),
  /** Paid so far (beyond the spec's fields): paid, unpaid or overdue shows as for fuel invoices. */
  amountPaid: Schema.optionalKey(Schema.Number),
})
export type ElectricityInvoice = typeof ElectricityInvoice.Type

export const ElectricityInvoiceSortFields = [
  "ID",
  "INVOICE_NUMBER",
  "DATE_ISSUED",
  "DATE_DUE",
  "AMOUNT_INCLUDING_VAT",
  "AMOUNT_EXCLUDING_VAT",
] as const
export const ElectricityInvoiceSortField = Schema.Literals(ElectricityInvoiceSortFields)
export type ElectricityInvoiceSortField = typeof ElectricityInvoiceSortField.Type

/** Page request of the electricity invoices, as query values. */
export const ElectricityInvoicePageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString()),
  sortField: Schema.optionalKey(ElectricityInvoiceSortField),
  sortDirection: Schema.optionalKey(SortDirection),
  /** Beyond the spec: only invoices with something left to pay (the payment's list). */
  onlyNotPaid: Schema.optionalKey(BooleanFromString),
})
export type ElectricityInvoicePageQuery = typeof ElectricityInvoicePageQuery.Type

/** GET /electricity/invoices/{id}/file: the wanted format (values not shown in the spec; e.g. PDF). */
export const ElectricityInvoiceFileQuery = Schema.Struct({ downloadAs: Schema.optionalKey(Schema.String) })
export type ElectricityInvoiceFileQuery = typeof ElectricityInvoiceFileQuery.Type
