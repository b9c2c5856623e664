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

/**
 * The export's lean answer (`GET /documents/{customerId}/rows/export`, the same query as the lines:
 * page 0, size = total): the page fields, the column names, and each line as an array in that column
 * order instead of an object, so 100 000 lines are one JSON.parse and a loop, not 100 000 objects
 * decoded field by field. The server writes it with PostgreSQL's json_agg and gzips it.
 */
export const EXPORT_LINE_COLUMNS = [
  "remoteDocumentId",
  "documentId",
  "documentNumber",
  "documentDateCreated",
  "locationName",
  "remoteCardId",
  "cardName",
  "vehicleNumber",
  "vehicleMileage",
  "productName",
  "price",
  "productQuantity",
  "productAmountSum",
] as const satisfies ReadonlyArray<keyof InvoiceLine>

/** One exported line: the InvoiceLine fields in EXPORT_LINE_COLUMNS order (absent values are null). */
export type ExportLine = readonly [
  remoteDocumentId: string,
  documentId: number,
  documentNumber: string,
  documentDateCreated: string,
  locationName: string | null,
  remoteCardId: string | null,
  cardName: string | null,
  vehicleNumber: string | null,
  vehicleMileage: number | null,
  productName: string,
  price: number,
  productQuantity: number,
  productAmountSum: number,
]

export interface ExportedLines {
  readonly number: number
  readonly size: number
  readonly totalElements: number
  readonly columns: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ExportLine>
}

const COLUMN_KINDS: ReadonlyArray<"string" | "number" | "string?" | "number?"> = [
  "string",
  "number",
  "string",
  "string",
  "string?",
  "string?",
  "string?",
  "string?",
  "number?",
  "string",
  "number",
  "number",
  "number",
]

/**
 * Checks a parsed export answer in one pass (the shape and every cell's type, as the lines' schema
 * would, without building 100 000 objects): the lines, or an error naming the first bad place.
 */
export function decodeExportedLines(input: unknown): ExportedLines {
  const fail = (where: string): never => {
    throw new Error(`Unexpected export answer at ${where}`)
  }
  if (typeof input !== "object" || input === null) return fail("root")
  const o = input as Record<string, unknown>
  for (const k of ["number", "size", "totalElements"] as const) if (typeof o[k] !== "number") fail(k)
  const columns = o.columns
  if (!Array.isArray(columns) || columns.length !== EXPORT_LINE_COLUMNS.length || columns.some((c, i) => c !== EXPORT_LINE_COLUMNS[i]))
    fail("columns")
  const rows = o.rows
  if (!Array.isArray(rows)) return fail("rows")
  const n = COLUMN_KINDS.length
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i]
    if (!Array.isArray(row) || row.length !== n) fail(`rows.${i}`)
    const cells = row as unknown[]
    for (let j = 0; j < n; j++) {
      const v = cells[j]
      const kind = COLUMN_KINDS[j]!
      const ok =
        kind === "string"
          ? typeof v === "string"
          : kind === "number"
            ? typeof v === "number"
            : kind === "string?"
              ? v === null || typeof v === "string"
              : v === null || typeof v === "number"
      if (!ok) fail(`rows.${i}.${EXPORT_LINE_COLUMNS[j]}`)
    }
  }
  return input as unknown as ExportedLines
}
