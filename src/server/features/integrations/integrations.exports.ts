import type { ExportFormat } from "../../../core/schemas/integrations"

type Cell = string | number | boolean | null | undefined

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; empty for no value. */
const csvField = (value: Cell): string => {
  if (value === null || value === undefined) return ""
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export interface ExportPage {
  readonly columns: ReadonlyArray<string>
  /** Each row's values in the columns' order. */
  readonly rows: ReadonlyArray<ReadonlyArray<Cell>>
  readonly page: number
  readonly size: number
  readonly totalElements: number
}

/**
 * A page of a machine export: JSON `{ page, size, totalElements, columns, rows }` with each row an object
 * of the columns (absent values null), or CSV (UTF-8, comma, CRLF) with the columns as its header row.
 * Both carry X-Total-Count; no cache keeps them.
 */
export function exportResponse(format: ExportFormat | undefined, name: string, page: ExportPage): Response {
  const headers: Record<string, string> = { "cache-control": "private, no-store", "x-total-count": String(page.totalElements) }
  if (format === "csv") {
    const lines = [page.columns.join(","), ...page.rows.map((row) => row.map(csvField).join(","))]
    return new Response(`${lines.join("\r\n")}\r\n`, {
      headers: {
        ...headers,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}-${page.page}.csv"`,
      },
    })
  }
  const rows = page.rows.map((row) => Object.fromEntries(page.columns.map((column, i) => [column, row[i] ?? null])))
  const body = { page: page.page, size: page.size, totalElements: page.totalElements, columns: page.columns, rows }
  return new Response(JSON.stringify(body), { headers: { ...headers, "content-type": "application/json; charset=utf-8" } })
}
