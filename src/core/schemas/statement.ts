import * as Schema from "effect/Schema"
import { IsoDate, Opt, PageFromString, pageSizeFromString, SortDirection } from "./common"
import { DocumentTypeList } from "./invoices"

/** Sales invoice line (statement row), spec part 2 §3. */
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

/** Filters of the lines, as query values (types default to LV_5,LV_5A,LV_5E). */
const lineFilterFields = {
  types: Schema.optionalKey(DocumentTypeList),
  documentDateCreatedStart: Schema.optionalKey(IsoDate),
  documentDateCreatedEnd: Schema.optionalKey(IsoDate),
  limitToCard: Schema.optionalKey(Schema.String),
  limitToLocation: Schema.optionalKey(Schema.String),
  limitToCardName: Schema.optionalKey(Schema.String),
  vehicleNumber: Schema.optionalKey(Schema.String),
}

export const InvoiceLineSumQuery = Schema.Struct(lineFilterFields)
export type InvoiceLineSumQuery = typeof InvoiceLineSumQuery.Type

/** Page request of the lines plus the filters (the export asks page 0, size = total). */
export const InvoiceLinePageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString()),
  sortField: Schema.optionalKey(Schema.String),
  sortDirection: Schema.optionalKey(SortDirection),
  ...lineFilterFields,
})
export type InvoiceLinePageQuery = typeof InvoiceLinePageQuery.Type
