import { productName } from "../../../core/i18n/productNames"
import type { Locale } from "../../../core/schemas/common"
import type { ExportLine } from "../../../core/schemas/statement.export"
import { rgbOf, themeProperties as theme } from "../../element/theme"
import type { ExportRequest } from "./exportProtocol"
import { writeXlsx, XlsxStyle, type XlsxCell, type XlsxRowWriter } from "./xlsx"

/** DD.MM.YYYY of a YYYY-MM-DD… date. */
const estonianDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/** The table's cells of one exported line, in column order (numbers stay numbers for the spreadsheet; product names in the export's language). */
export const lineCells = (l: ExportLine, locale: Locale): Array<string | number | null> => [
  estonianDate(l[3]),
  l[2],
  l[4],
  l[5],
  l[6],
  l[7],
  l[8],
  productName(l[9], locale),
  l[11],
  l[10],
  l[12],
]

/** Columns of the export, as `lineCells` fills them. */
export const EXPORT_COLUMN_KEYS = [
  "date",
  "document",
  "location",
  "card",
  "cardName",
  "vehicle",
  "mileage",
  "product",
  "quantity",
  "price",
  "sum",
] as const

const CHUNK = 5000

/** Runs `each` over the lines in chunks, reporting progress between chunks. */
function chunked<T>(lines: ReadonlyArray<ExportLine>, each: (l: ExportLine) => T, progress: (done: number) => void): T[] {
  const out: T[] = new Array(lines.length)
  for (let i = 0; i < lines.length; i += CHUNK) {
    const end = Math.min(lines.length, i + CHUNK)
    for (let j = i; j < end; j++) out[j] = each(lines[j]!)
    progress(end)
  }
  return out
}

/** Writes cells through a row writer (the header and totals rows). */
const writeCells = (cells: ReadonlyArray<XlsxCell>, w: XlsxRowWriter) => {
  for (const cell of cells) {
    if (cell === null) w.empty()
    else if (typeof cell === "object") typeof cell.value === "number" ? w.number(cell.value, cell.style) : w.text(cell.value, cell.style)
    else typeof cell === "number" ? w.number(cell) : w.text(cell)
  }
}

/** The XLSX: header rows (title, customer, period, card, name, location), the table, and the totals row. */
export function buildXlsx(request: ExportRequest, lines: ReadonlyArray<ExportLine>, progress: (done: number) => void): Promise<Blob> {
  const bold = (value: string): XlsxCell => ({ value, style: XlsxStyle.bold })
  const money = (value: number): XlsxCell => ({ value, style: XlsxStyle.money })
  const head: XlsxCell[][] = [
    [bold(request.title)],
    ...request.header.map(([label, value]) => [bold(label), value]),
    [],
    request.columns.map(bold),
  ]
  const n = request.columns.length
  const blanks = (): null[] => Array.from({ length: n - 2 }, () => null)
  const totals: XlsxCell[][] = [
    [bold(request.totalLabel), ...blanks(), { value: request.sums.sum, style: XlsxStyle.moneyBold }],
    [bold(request.sumLabels.sumWithoutVat), ...blanks(), money(request.sums.sumWithoutVat)],
    [bold(request.sumLabels.vatSum), ...blanks(), money(request.sums.vatSum)],
  ]
  const locale = request.locale
  const names = new Map<string, string>()
  const product = (name: string) => {
    let shown = names.get(name)
    if (shown === undefined) names.set(name, (shown = productName(name, locale)))
    return shown
  }
  const text = (w: XlsxRowWriter, v: string | null) => (v === null ? w.empty() : w.text(v))
  const count = head.length + lines.length + totals.length
  return writeXlsx(
    {
      name: request.title,
      widths: [11, 16, 26, 15, 24, 10, 10, 22, 10, 9, 12],
      rows: {
        count,
        write(i, w) {
          if (i < head.length) return writeCells(head[i]!, w)
          const l = lines[i - head.length]
          if (!l) return writeCells(totals[i - head.length - lines.length]!, w)
          // The cells of lineCells, written straight into the sheet (no array per line).
          w.text(estonianDate(l[3]))
          w.text(l[2])
          text(w, l[4])
          text(w, l[5])
          text(w, l[6])
          text(w, l[7])
          l[8] === null ? w.empty() : w.number(l[8])
          w.text(product(l[9]))
          w.number(l[11])
          w.number(l[10], XlsxStyle.price)
          w.number(l[12], XlsxStyle.money)
        },
      },
    },
    (done) => progress(Math.min(lines.length, Math.max(0, done - head.length))),
  )
}

const money = (locale: string, n: number) =>
  new Intl.NumberFormat(locale === "et" ? "et-EE" : locale === "ru" ? "ru-RU" : "en-GB", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n)
const number = (locale: string, n: number, decimals: number) =>
  new Intl.NumberFormat(locale === "et" ? "et-EE" : locale === "ru" ? "ru-RU" : "en-GB", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(n)

/** The PDF: landscape A4, the header, the table, and the totals row; the DejaVu font when given (Cyrillic). */
export async function buildPdf(
  request: ExportRequest,
  lines: ReadonlyArray<ExportLine>,
  progress: (done: number) => void,
  font?: ArrayBuffer,
): Promise<Blob> {
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
  for (const [i, [label, value]] of request.header.entries()) doc.text(`${label}: ${value}`, 10, 19 + i * 4.5)
  const locale = request.locale
  const body = chunked(
    lines,
    (l) => {
      const c = lineCells(l, locale)
      return [
        c[0],
        c[1],
        c[2] ?? "—",
        c[3] ?? "—",
        c[4] ?? "—",
        c[5] ?? "—",
        c[6] == null ? "—" : number(locale, c[6] as number, 0),
        c[7],
        number(locale, c[8] as number, 2),
        number(locale, c[9] as number, 3),
        money(locale, c[10] as number),
      ]
    },
    progress,
  )
  const n = request.columns.length
  const sumRow = (label: string, value: number) => [
    { content: label, colSpan: n - 1, styles: { halign: "right" as const } },
    money(locale, value),
  ]
  autoTable(doc, {
    startY: 19 + request.header.length * 4.5 + 2,
    head: [[...request.columns]],
    body: body as string[][],
    foot: [
      sumRow(request.totalLabel, request.sums.sum),
      sumRow(request.sumLabels.sumWithoutVat, request.sums.sumWithoutVat),
      sumRow(request.sumLabels.vatSum, request.sums.vatSum),
    ],
    showFoot: "lastPage",
    styles: { font: fontName, fontStyle: "normal", fontSize: 7, cellPadding: 1 },
    headStyles: { font: fontName, fontStyle: "normal", fillColor: rgbOf(theme.brand) },
    footStyles: { font: fontName, fontStyle: "normal", fillColor: rgbOf(theme.brandSoft), textColor: rgbOf(theme.text) },
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
