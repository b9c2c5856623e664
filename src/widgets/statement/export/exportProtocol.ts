/** Messages between the page and the export worker. */

export type ExportKind = "xlsx" | "pdf"

/** Everything the worker needs: where to fetch the lines, and the texts and header of the file. */
export interface ExportRequest {
  readonly kind: ExportKind
  /** The lines call's address: page 0, size = total, the page's filters and sort. */
  readonly url: string
  readonly token: string | null
  readonly total: number
  readonly locale: "et" | "en" | "ru"
  /** Column titles in table order. */
  readonly columns: ReadonlyArray<string>
  /** The header: [label, value] pairs (customer, period, card, name, location). */
  readonly header: ReadonlyArray<readonly [string, string]>
  readonly title: string
  readonly totalLabel: string
  readonly pageLabel: string
  /** The totals row's sums (from the sums call, so the file shows what the page shows). */
  readonly sums: { readonly sum: number; readonly sumWithoutVat: number; readonly vatSum: number }
  readonly sumLabels: { readonly sum: string; readonly sumWithoutVat: string; readonly vatSum: string }
  /** The TTF embedded in the PDF (Cyrillic and Estonian letters), fetched by the worker. */
  readonly fontUrl?: string
}

export type ExportMessage =
  | { readonly type: "progress"; readonly stage: "fetch" | "write"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly blob: Blob; readonly rows: number; readonly timings: ExportTimings }
  | { readonly type: "error"; readonly message: string; readonly status?: number }

/** Where an export's time went, in ms (the page marks them as the user timing "ise-statement-export"). */
export interface ExportTimings {
  readonly fetch: number
  readonly parse: number
  readonly write: number
}
