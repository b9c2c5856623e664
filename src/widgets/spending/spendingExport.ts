import type { Locale } from "../../core/schemas/common"
import type { SpendingSummary } from "../../core/schemas/spending"
import { saveBlob } from "../ui/saveBlob"
import type { SpendingT } from "./spending.messages"

/** The table of the 13 months: a header, then a row per month (newest first) with each category and the total. */
export function spendingTable(data: SpendingSummary, t: SpendingT): { header: string[]; rows: Array<[string, ...number[]]> } {
  const header = [t("spend.month"), ...data.categories.map((c) => t(`spend.category.${c}`)), t("spend.total")]
  const rows = [...data.months].reverse().map((m): [string, ...number[]] => {
    const values = data.categories.map((c) => m[c] ?? 0)
    return [m.month, ...values, Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100]
  })
  return { header, rows }
}

/** CSV as the consumption's: semicolons, the locale's decimal sign, a BOM for spreadsheets. */
export function spendingCsv(data: SpendingSummary, locale: Locale, t: SpendingT): string {
  const { header, rows } = spendingTable(data, t)
  const money = (v: number) => (locale === "en" ? v.toFixed(2) : v.toFixed(2).replace(".", ","))
  const lines = rows.map(([month, ...values]) => [month, ...values.map(money)].join(";"))
  return `\ufeff${[header.join(";"), ...lines].join("\r\n")}\r\n`
}

/** Downloads the 13 months as CSV, or as XLSX with the statement export's writer (loaded on the click). */
export async function downloadSpending(data: SpendingSummary, kind: "csv" | "xlsx", locale: Locale, t: SpendingT): Promise<void> {
  const name = `kulud-${data.month}.${kind}`
  if (kind === "csv") {
    saveBlob(new Blob([spendingCsv(data, locale, t)], { type: "text/csv;charset=utf-8" }), name)
    return
  }
  const { writeXlsx, XlsxStyle } = await import("../statement")
  const { header, rows } = spendingTable(data, t)
  const blob = await writeXlsx({
    name: t("spend.chart"),
    widths: header.map((_, i) => (i === 0 ? 12 : 18)),
    rows: [
      header.map((h) => ({ value: h, style: XlsxStyle.bold })),
      ...rows.map(([month, ...values]) => [month, ...values.map((v) => ({ value: v, style: XlsxStyle.money }))]),
    ],
  })
  saveBlob(blob, name)
}
