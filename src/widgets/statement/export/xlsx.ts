import { deflateSync } from "fflate"

/**
 * A small XLSX writer for the statement's export: one sheet of strings and numbers, a few cell
 * styles, column widths. An XLSX is a zip of XML parts; this writes the sheet's XML as text with
 * every string in the shared-strings table once (a fleet's station, card and product names repeat
 * on 100 000 lines) and zips it with the browser's own deflate (CompressionStream "deflate-raw", about
 * ten times fflate's speed; fflate where it is missing). write-excel-file took over ten seconds for
 * 90 000 lines (an object per cell, a style lookup each).
 */

/** The styles a cell may have (their index in styles.xml's cellXfs). */
export const XlsxStyle = { plain: 0, bold: 1, money: 2, price: 3, moneyBold: 4 } as const
export type XlsxStyle = (typeof XlsxStyle)[keyof typeof XlsxStyle]

/** A cell: nothing, a string, a number, or either with a style. */
export type XlsxCell = null | string | number | { readonly value: string | number; readonly style: XlsxStyle }

/** Writes the cells of one row, left to right (a column skipped stays empty). */
export interface XlsxRowWriter {
  text(value: string, style?: XlsxStyle): void
  number(value: number, style?: XlsxStyle): void
  empty(): void
}

export interface XlsxSheet {
  /** At most 31 characters, none of \ / ? * [ ] : (they are replaced). */
  readonly name: string
  /** Column widths in characters. */
  readonly widths: ReadonlyArray<number>
  /** Rows as cells (the header and totals), or a count and a writer for each (the lines, with no cell arrays in between). */
  readonly rows:
    | ReadonlyArray<ReadonlyArray<XlsxCell>>
    | { readonly count: number; readonly write: (index: number, row: XlsxRowWriter) => void }
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "",
  )

/** A, B, …, Z, AA, … */
export const columnName = (index: number): string => {
  let name = ""
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="0.000"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`

const workbook = (name: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`

/** Rows between progress reports. */
const CHUNK = 5000

/**
 * The sheet's XML written straight into bytes (it is ASCII but for the shared strings, which are
 * a part of their own): no string per cell or row to collect later, so 90 000 lines make almost no
 * garbage. Grows by doubling.
 */
class AsciiBytes {
  buf = new Uint8Array(1 << 20)
  length = 0
  private room(k: number) {
    if (this.length + k <= this.buf.length) return
    let size = this.buf.length * 2
    while (size < this.length + k) size *= 2
    const next = new Uint8Array(size)
    next.set(this.buf.subarray(0, this.length))
    this.buf = next
  }
  ascii(s: string) {
    this.room(s.length)
    const b = this.buf
    let n = this.length
    for (let i = 0; i < s.length; i++) b[n++] = s.charCodeAt(i)
    this.length = n
  }
  /** A non-negative integer in decimal. */
  int(v: number) {
    if (v < 10) {
      this.room(1)
      this.buf[this.length++] = 48 + v
      return
    }
    this.ascii(String(v))
  }
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.length)
  }
}

/** Every string of the sheet once, by its index in the shared-strings part. */
class SharedStrings {
  private readonly indexes = new Map<string, number>()
  private readonly list: string[] = []
  index(s: string): number {
    let i = this.indexes.get(s)
    if (i === undefined) {
      i = this.list.length
      this.indexes.set(s, i)
      this.list.push(s)
    }
    return i
  }
  xml(): string {
    const n = this.list.length
    const sst: string[] = [
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${n}" uniqueCount="${n}">`,
    ]
    for (const s of this.list) sst.push(`<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
    sst.push("</sst>")
    return sst.join("")
  }
}

/**
 * The cells of a row written into the sheet's bytes. Cells carry no reference (r="B7"): it is
 * optional, and a cell follows the one before it; an empty one is <c/>.
 */
const cellWriter = (out: AsciiBytes, strings: SharedStrings): XlsxRowWriter => {
  const open = (s: XlsxStyle | undefined) => {
    if (s) {
      out.ascii('<c s="')
      out.int(s)
      out.ascii('"')
    } else out.ascii("<c")
  }
  return {
    text(value, s) {
      open(s)
      out.ascii(' t="s"><v>')
      out.int(strings.index(value))
      out.ascii("</v></c>")
    },
    number(value, s) {
      if (!Number.isFinite(value)) return out.ascii("<c/>")
      open(s)
      out.ascii("><v>")
      out.ascii(String(value))
      out.ascii("</v></c>")
    },
    empty() {
      out.ascii("<c/>")
    },
  }
}

/**
 * The XLSX file of one sheet. `progress(done)` is told after each chunk of rows; the zip is the
 * last step.
 */
export async function writeXlsx(sheet: XlsxSheet, progress: (rowsDone: number) => void = () => {}): Promise<Blob> {
  const strings = new SharedStrings()
  const source = sheet.rows
  const count = "count" in source ? source.count : source.length
  const width = "count" in source ? sheet.widths.length : source.reduce((m, r) => Math.max(m, r.length), sheet.widths.length)
  const out = new AsciiBytes()
  const cols = sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")
  out.ascii(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
      `<dimension ref="A1:${columnName(Math.max(0, width - 1))}${Math.max(1, count)}"/>` +
      (cols ? `<cols>${cols}</cols>` : "") +
      "<sheetData>",
  )
  const writer = cellWriter(out, strings)
  const writeCell = (cell: XlsxCell): void => {
    if (cell === null) {
      writer.empty()
      return
    }
    const value = typeof cell === "object" ? cell.value : cell
    const s = typeof cell === "object" ? cell.style : undefined
    if (typeof value === "number") writer.number(value, s)
    else writer.text(value, s)
  }
  for (let r = 0; r < count; r++) {
    out.ascii('<row r="')
    out.int(r + 1)
    out.ascii('">')
    if ("count" in source) source.write(r, writer)
    else {
      const cells = source[r]!
      // Trailing empties need no cell.
      let last = cells.length
      while (last > 0 && cells[last - 1] === null) last--
      for (let c = 0; c < last; c++) writeCell(cells[c]!)
    }
    out.ascii("</row>")
    if ((r + 1) % CHUNK === 0) progress(r + 1)
  }
  out.ascii("</sheetData></worksheet>")
  progress(count)
  const name = sheet.name.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Sheet1"
  return zip([
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", ROOT_RELS],
    ["xl/workbook.xml", workbook(name)],
    ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
    ["xl/styles.xml", STYLES],
    ["xl/sharedStrings.xml", strings.xml()],
    ["xl/worksheets/sheet1.xml", out.bytes()],
  ])
}

// ---------- zip ----------

/** CRC-32 tables for four bytes a step ("slicing by 4"): about three times the plain table's speed. */
const CRC_TABLES = (() => {
  const t = new Int32Array(4 * 256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n]!
    for (let k = 1; k < 4; k++) {
      c = t[c & 0xff]! ^ (c >>> 8)
      t[k * 256 + n] = c
    }
  }
  return t
})()

/** CRC-32 of the zip format. */
export function crc32(bytes: Uint8Array): number {
  const t = CRC_TABLES
  let c = -1
  let i = 0
  const end4 = bytes.length - (bytes.length % 4)
  for (; i < end4; i += 4) {
    c ^= bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)
    c = t[768 + (c & 0xff)]! ^ t[512 + ((c >>> 8) & 0xff)]! ^ t[256 + ((c >>> 16) & 0xff)]! ^ t[c >>> 24]!
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ -1) >>> 0
}

/** Raw deflate: the platform's CompressionStream where it has "deflate-raw", else fflate (level 1). */
async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === "function") {
    try {
      const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw" as CompressionFormat))
      return new Uint8Array(await new Response(stream).arrayBuffer())
    } catch {
      // "deflate-raw" unknown here: fflate below.
    }
  }
  return deflateSync(bytes, { level: 1 })
}

/** A zip of text files, each deflated (no zip64: an export stays far below 4 GB). */
async function zip(files: ReadonlyArray<readonly [string, string | Uint8Array]>): Promise<Blob> {
  const encoder = new TextEncoder()
  const out: BlobPart[] = []
  const central: Uint8Array[] = []
  let offset = 0
  // 1980-01-01 00:00 in DOS time: a file's time is not part of the export.
  const dosTime = 0
  const dosDate = (0 << 9) | (1 << 5) | 1
  for (const [name, text] of files) {
    const nameBytes = encoder.encode(name)
    const raw = typeof text === "string" ? encoder.encode(text) : text
    const crc = crc32(raw)
    const data = await deflateRaw(raw)
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(6, 0x0800, true) // UTF-8 names
    local.setUint16(8, 8, true) // deflate
    local.setUint16(10, dosTime, true)
    local.setUint16(12, dosDate, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, data.byteLength, true)
    local.setUint32(22, raw.byteLength, true)
    local.setUint16(26, nameBytes.byteLength, true)
    local.setUint16(28, 0, true)
    out.push(local.buffer, nameBytes as BlobPart, data as BlobPart)
    const entry = new DataView(new ArrayBuffer(46))
    entry.setUint32(0, 0x02014b50, true)
    entry.setUint16(4, 20, true)
    entry.setUint16(6, 20, true)
    entry.setUint16(8, 0x0800, true)
    entry.setUint16(10, 8, true)
    entry.setUint16(12, dosTime, true)
    entry.setUint16(14, dosDate, true)
    entry.setUint32(16, crc, true)
    entry.setUint32(20, data.byteLength, true)
    entry.setUint32(24, raw.byteLength, true)
    entry.setUint16(28, nameBytes.byteLength, true)
    entry.setUint32(42, offset, true)
    central.push(new Uint8Array(entry.buffer), nameBytes)
    offset += 30 + nameBytes.byteLength + data.byteLength
  }
  const centralSize = central.reduce((n, b) => n + b.byteLength, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, files.length, true)
  end.setUint16(10, files.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  return new Blob([...out, ...(central as BlobPart[]), end.buffer], {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  })
}
