/**
 * The export's lean answer (`GET /documents/{customerId}/rows/export`, the same query as the lines:
 * page 0, size = total): the page fields, the column names, and each line as an array in that column
 * order instead of an object, so 100 000 lines are one JSON.parse and a loop, not 100 000 objects
 * decoded field by field. The server writes it with PostgreSQL's json_agg and gzips it.
 * A module of its own without Effect: the export worker checks the lines with it alone (issue 30).
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
] as const

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
