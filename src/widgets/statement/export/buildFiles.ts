import { productName } from "../../../core/i18n/productNames"
import type { Locale } from "../../../core/schemas/common"
import type { InvoiceLine } from "../../../core/schemas/statement"
import type { ExportRequest } from "./exportProtocol"

/** The table's cells of one line, in column order (numbers stay numbers for the spreadsheet; product names in the export's language). */
export const lineCells = (l: InvoiceLine, locale: Locale): Array<string | number | null> => [
  l.documentDateCreated.slice(0, 10).split("-").reverse().join("."),
  l.documentNumber,
  l.locationName ?? null,
  l.remoteCardId ?? null,
  l.cardName ?? null,
  l.vehicleNumber ?? null,
  l.vehicleMileage ?? null,
  productName(l.productName, locale),
  l.productQuantity,
  l.price,
  l.productAmountSum,
]

/** Columns of the export, as `lineCells` fills them. */
export const EXPORT_COLUMN_KEYS = ["date", "document", "location", "card", "cardName", "vehicle", "mileage", "product", "quantity", "price", "sum"] as const

const CHUNK = 5000

/** Runs `each` over the lines in chunks, reporting progress between chunks. */
async function chunked<T>(lines: ReadonlyArray<InvoiceLine>, each: (l: InvoiceLine) => T, progress: (done: number) => void): Promise<T[]> {
  const out: T[] = new Array(lines.length)
  for (let i = 0; i < lines.length; i += CHUNK) {
    const end = Math.min(lines.length, i + CHUNK)
    for (let j = i; j < end; j++) out[j] = each(lines[j]!)
    progress(end)
    await Promise.resolve()
  }
  return out
}

/** The XLSX: header rows (title, customer, period, card, name, location), the table, and the totals row. */
export async function buildXlsx(request: ExportRequest, lines: ReadonlyArray<InvoiceLine>, progress: (done: number) => void): Promise<Blob> {
  const { default: writeXlsxFile } = await import("write-excel-file/universal")
  const bold = (value: string) => ({ value, fontWeight: "bold" as const })
  const money = (value: number) => ({ value, type: Number, format: "#,##0.00" })
  const head = [[bold(request.title)], ...request.header.map(([label, value]) => [bold(label), value]), []]
  const body = await chunked(
    lines,
    (l) => {
      const cells = lineCells(l, request.locale)
      return cells.map((value, i) => (value === null ? null : i === 10 ? money(value as number) : i === 9 ? { value, type: Number, format: "0.000" } : value))
    },
    progress,
  )
  const n = request.columns.length
  const totals = [
    bold(request.totalLabel),
    ...Array.from({ length: n - 2 }, () => null),
    { ...money(request.sums.sum), fontWeight: "bold" as const },
  ]
  const vatRows = [
    [bold(request.sumLabels.sumWithoutVat), ...Array.from({ length: n - 2 }, () => null), money(request.sums.sumWithoutVat)],
    [bold(request.sumLabels.vatSum), ...Array.from({ length: n - 2 }, () => null), money(request.sums.vatSum)],
  ]
  const data = [...head, request.columns.map(bold), ...body, totals, ...vatRows]
  const widths = [11, 16, 26, 15, 24, 10, 10, 22, 10, 9, 12]
  return writeXlsxFile(data as never, { columns: widths.map((width) => ({ width })), sheet: request.title.slice(0, 31) }).toBlob()
}

const money = (locale: string, n: number) =>
  new Intl.NumberFormat(locale === "et" ? "et-EE" : locale === "ru" ? "ru-RU" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)
const number = (locale: string, n: number, decimals: number) =>
  new Intl.NumberFormat(locale === "et" ? "et-EE" : locale === "ru" ? "ru-RU" : "en-GB", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n)

/** The PDF: landscape A4, the header, the table, and the totals row; the DejaVu font when given (Cyrillic). */
export async function buildPdf(request: ExportRequest, lines: ReadonlyArray<InvoiceLine>, progress: (done: number) => void, font?: ArrayBuffer): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import("jspdf"), import("jspdf-autotable")])
  const doc = new jsPDF({ orientation: "landscape", unit: "mm", format: "a4", compress: true })
  let fontName = "helvetica"
  if (font) {
    let binary = ""
    const bytes = new Uint8Array(font)
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    doc.addFileToVFS("DejaVuSansCondensed.ttf", btoa(binary))
    doc.addFont("DejaVuSansCondensed.ttf", "DejaVu", "normal")
    fontName = "DejaVu"
  }
  doc.setFont(fontName, "normal")
  doc.setProperties({ title: request.title })
  doc.setFontSize(14)
  doc.text(request.title, 10, 12)
  doc.setFontSize(9)
  request.header.forEach(([label, value], i) => doc.text(`${label}: ${value}`, 10, 19 + i * 4.5))
  const locale = request.locale
  const body = await chunked(
    lines,
    (l) => {
      const c = lineCells(l, locale)
      return [c[0], c[1], c[2] ?? "—", c[3] ?? "—", c[4] ?? "—", c[5] ?? "—", c[6] == null ? "—" : number(locale, c[6] as number, 0), c[7], number(locale, c[8] as number, 2), number(locale, c[9] as number, 3), money(locale, c[10] as number)]
    },
    progress,
  )
  const n = request.columns.length
  const sumRow = (label: string, value: number) => [{ content: label, colSpan: n - 1, styles: { halign: "right" as const } }, money(locale, value)]
  autoTable(doc, {
    startY: 19 + request.header.length * 4.5 + 2,
    head: [[...request.columns]],
    body: body as string[][],
    foot: [sumRow(request.totalLabel, request.sums.sum), sumRow(request.sumLabels.sumWithoutVat, request.sums.sumWithoutVat), sumRow(request.sumLabels.vatSum, request.sums.vatSum)],
    showFoot: "lastPage",
    styles: { font: fontName, fontStyle: "normal", fontSize: 7, cellPadding: 1 },
    headStyles: { font: fontName, fontStyle: "normal", fillColor: [11, 110, 79] },
    footStyles: { font: fontName, fontStyle: "normal", fillColor: [227, 242, 236], textColor: [28, 36, 48] },
    columnStyles: { 6: { halign: "right" }, 8: { halign: "right" }, 9: { halign: "right" }, 10: { halign: "right" } },
    margin: { left: 10, right: 10 },
  })
  const pages = doc.getNumberOfPages()
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p)
    doc.setFontSize(7)
    doc.text(request.pageLabel.replace("{page}", String(p)).replace("{pages}", String(pages)), 287, 205, { align: "right" })
  }
  return doc.output("blob")
}
