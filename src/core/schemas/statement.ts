import { EXPORT_LINE_COLUMNS } from "./statement.export"
import * as Schema from "effect/Schema"
import { IsoDate, Opt, PageFromString, pageSizeFromString, SortDirection } from "./common"
import { DocumentTypeList } from "./invoices"

/**
 * Sales invoice line (statement row), spec part 2 §3. `price` is the unit price and
 * `productAmountSum` the line's sum, both with VAT (what the card paid); the VAT of a line is
 * worked out from its document date (core/rules/vat.ts).
 */
export const InvoiceLine = Schema.Struct({
  remoteDocumentId: Schema.String,
  documentId: Schema.Number,
  documentNumber: Schema.String,
  documentDateCreated: Schema.String,
  locationName: Opt(Schema.String),
  remoteCardId: Opt(Schema.String),
  cardName: Opt(Schema.String),
  vehicleNumber: Opt(Schema.String),
  vehicleMileage: Opt(Schema.Number),
  productName: Schema.String,
  price: Schema.Number,
  productQuantity: Schema.Number,
  productAmountSum: Schema.Number,
})
export type InvoiceLine = typeof InvoiceLine.Type

/** Sums of the filtered lines. */
export const LineSum = Schema.Struct({
  sum: Schema.Number,
  sumWithoutVat: Schema.Number,
  vatSum: Schema.Number,
})
export type LineSum = typeof LineSum.Type

/** Sort fields of the lines (the spec names none: one per sortable column of the table). */
export const InvoiceLineSortFields = [
  "DOCUMENT_DATE_CREATED",
  "DOCUMENT_NUMBER",
  "LOCATION_NAME",
  "REMOTE_CARD_ID",
  "CARD_NAME",
  "VEHICLE_NUMBER",
  "PRODUCT_NAME",
  "PRODUCT_QUANTITY",
  "PRODUCT_AMOUNT_SUM",
] as const
export const InvoiceLineSortField = Schema.Literals(InvoiceLineSortFields)
export type InvoiceLineSortField = typeof InvoiceLineSortField.Type

/** A filter value typed or chosen in the form: a card number, a name, a station or a registration number. */
const FilterText = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/**
 * The export asks for every filtered line at once (page 0, size = total): a page may be this large,
 * which covers a year of a fleet of 100 000 lines and keeps one request bounded.
 */
export const MAX_LINE_PAGE_SIZE = 200_000

/** Filters of the lines, as query values (types default to LV_5,LV_5A,LV_5E). */
const lineFilterFields = {
  types: Schema.optionalKey(DocumentTypeList),
  documentDateCreatedStart: Schema.optionalKey(IsoDate),
  documentDateCreatedEnd: Schema.optionalKey(IsoDate),
  limitToCard: Schema.optionalKey(FilterText),
  limitToLocation: Schema.optionalKey(FilterText),
  limitToCardName: Schema.optionalKey(FilterText),
  vehicleNumber: Schema.optionalKey(FilterText),
}

export const InvoiceLineSumQuery = Schema.Struct(lineFilterFields)
export type InvoiceLineSumQuery = typeof InvoiceLineSumQuery.Type

/** Page request of the lines plus the filters (the export asks page 0, size = total). */
export const InvoiceLinePageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_LINE_PAGE_SIZE)),
  sortField: Schema.optionalKey(InvoiceLineSortField),
  sortDirection: Schema.optionalKey(SortDirection),
  ...lineFilterFields,
})
export type InvoiceLinePageQuery = typeof InvoiceLinePageQuery.Type

/** The document file of a line: its remoteDocumentId. */
export const LineDocumentFileQuery = Schema.Struct({ remoteDocumentId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) })
export type LineDocumentFileQuery = typeof LineDocumentFileQuery.Type

/** The zip of the selected lines' documents: distinct documentIds, a comma list of integers. */
export const LineDocumentsZipQuery = Schema.Struct({
  documentIds: Schema.String.check(Schema.isPattern(/^[0-9]{1,10}(,[0-9]{1,10})*$/)),
})
export type LineDocumentsZipQuery = typeof LineDocumentsZipQuery.Type

export { decodeExportedLines, EXPORT_LINE_COLUMNS, type ExportedLines, type ExportLine } from "./statement.export"

/** The export's columns are InvoiceLine's fields (checked here: statement.export.ts stays free of this module and its Effect). */
export const EXPORT_COLUMNS_ARE_LINE_FIELDS: ReadonlyArray<keyof InvoiceLine> = EXPORT_LINE_COLUMNS
