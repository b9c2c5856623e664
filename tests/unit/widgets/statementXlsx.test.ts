import { describe, expect, it } from "vitest"
import { crc32 as zlibCrc32 } from "node:zlib"
import { strFromU8, unzipSync } from "fflate"
import type { ExportLine } from "../../../src/core/schemas/statement"
import { buildXlsx } from "../../../src/widgets/statement/export/buildFiles"
import type { ExportRequest } from "../../../src/widgets/statement/export/exportProtocol"
import { columnName, crc32, writeXlsx, XlsxStyle } from "../../../src/widgets/statement/export/xlsx"

const read = async (blob: Blob) => {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))
}
/** The shared strings in order. */
const sharedStrings = (sst: string) => [...sst.matchAll(/<si><t xml:space="preserve">(.*?)<\/t><\/si>/g)].map((m) => m[1])

describe("the statement's XLSX writer", () => {
  it("CRC-32 of every length agrees with zlib's", () => {
    const bytes = new Uint8Array(1031).map((_, i) => (i * 7919) & 255)
    for (let n = 0; n <= bytes.length; n += n < 16 ? 1 : 97) expect(crc32(bytes.subarray(0, n))).toBe(zlibCrc32(bytes.subarray(0, n)) >>> 0)
  })

  it("column names: A … Z, AA, AZ, BA", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"])
  })

  it("a zip of the workbook parts; strings shared once and escaped, numbers as numbers, styles, empty cells kept in place", async () => {
    const blob = await writeXlsx({
      name: "Väljavõte: a/b [1]",
      widths: [10, 20],
      rows: [
        [{ value: "Pealkiri & <co>", style: XlsxStyle.bold }],
        [],
        ["Tartu", 1.5, null, { value: 12.34, style: XlsxStyle.money }],
        ["Tartu", null, "Пярну"],
      ],
    })
    expect(blob.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    const parts = await read(blob)
    expect(Object.keys(parts).sort()).toEqual(
      [
        "[Content_Types].xml",
        "_rels/.rels",
        "xl/_rels/workbook.xml.rels",
        "xl/sharedStrings.xml",
        "xl/styles.xml",
        "xl/workbook.xml",
        "xl/worksheets/sheet1.xml",
      ].sort(),
    )
    // Characters a sheet name may not hold are replaced.
    expect(parts["xl/workbook.xml"]).toContain('<sheet name="Väljavõte  a b  1 " sheetId="1" r:id="rId1"/>')
    expect(sharedStrings(parts["xl/sharedStrings.xml"]!)).toEqual(["Pealkiri &amp; &lt;co&gt;", "Tartu", "Пярну"])
    const sheet = parts["xl/worksheets/sheet1.xml"]!
    expect(sheet).toContain('<dimension ref="A1:D4"/>')
    expect(sheet).toContain('<col min="2" max="2" width="20" customWidth="1"/>')
    expect(sheet).toContain(
      '<sheetData><row r="1"><c s="1" t="s"><v>0</v></c></row><row r="2"></row><row r="3"><c t="s"><v>1</v></c><c><v>1.5</v></c><c/><c s="2"><v>12.34</v></c></row><row r="4"><c t="s"><v>1</v></c><c/><c t="s"><v>2</v></c></row></sheetData>',
    )
    expect(parts["xl/styles.xml"]).toContain('<numFmt numFmtId="164" formatCode="#,##0.00"/>')
  })

  it("the statement's file: title and header rows, the column row, a row per line (product names in the export's language), the totals", async () => {
    const line = (n: number, location: string | null, product: string): ExportLine => [
      `R-${n}`,
      n,
      `LA-${n}`,
      "2026-03-31",
      location,
      "7000000200002",
      "Auto",
      null,
      null,
      product,
      1.619,
      10.5,
      17,
    ]
    const request: ExportRequest = {
      kind: "xlsx",
      url: "",
      token: null,
      total: 2,
      locale: "en",
      columns: ["Date", "Document", "Location", "Card", "Name", "Vehicle", "Mileage", "Product", "Quantity", "Price", "Sum"],
      header: [
        ["Customer", "Näidis Logistika OÜ"],
        ["Period", "01.03.2026 – 31.03.2026"],
        ["Card", "All"],
        ["Name", "All"],
        ["Location", "All"],
      ],
      title: "Statement",
      totalLabel: "Total",
      pageLabel: "",
      sums: { sum: 34, sumWithoutVat: 27.42, vatSum: 6.58 },
      sumLabels: { sum: "Sum", sumWithoutVat: "Without VAT", vatSum: "VAT" },
    }
    const progress: number[] = []
    const parts = await read(
      await buildXlsx(request, [line(1, "Tartu, Riia 140", "Diislikütus"), line(2, null, "Bensiin 95")], (d) => progress.push(d)),
    )
    const sheet = parts["xl/worksheets/sheet1.xml"]!
    expect((sheet.match(/<row /g) ?? []).length).toBe(1 + 5 + 1 + 1 + 2 + 3)
    const strings = sharedStrings(parts["xl/sharedStrings.xml"]!)
    const row = (r: number) => new RegExp(`<row r="${r}">(.*?)</row>`).exec(sheet)![1]!
    const cellsOf = (r: number) =>
      [...row(r).matchAll(/<c(?: s="(\d)")?( t="s")?(?:\/>|><v>(.*?)<\/v><\/c>)/g)].map((m) =>
        m[3] === undefined ? null : m[2] ? strings[Number(m[3])] : Number(m[3]),
      )
    expect(cellsOf(1)).toEqual(["Statement"])
    expect(cellsOf(2)).toEqual(["Customer", "Näidis Logistika OÜ"])
    expect(cellsOf(8)).toEqual(request.columns)
    expect(cellsOf(9)).toEqual(["31.03.2026", "LA-1", "Tartu, Riia 140", "7000000200002", "Auto", null, null, "Diesel", 10.5, 1.619, 17])
    expect(cellsOf(10)).toEqual(["31.03.2026", "LA-2", null, "7000000200002", "Auto", null, null, "Petrol 95", 10.5, 1.619, 17])
    expect(cellsOf(11)).toEqual(["Total", ...Array(9).fill(null), 34])
    expect(cellsOf(13)).toEqual(["VAT", ...Array(9).fill(null), 6.58])
    // The sum's cells are money (#,##0.00), the price 0.000, the total bold money.
    expect(row(9)).toContain('<c s="3"><v>1.619</v></c><c s="2"><v>17</v></c>')
    expect(row(11)).toContain('<c s="4"><v>34</v></c>')
    expect(progress.at(-1)).toBe(2)
  })
})
