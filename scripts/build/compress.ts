/**
 * Build-time compression: a `.br` and a `.gz` beside every text asset of the given folders, so the
 * server sends them by content negotiation (src/server/static.ts) without compressing per request.
 * A variant that would not be smaller is not written (the server then sends the file itself).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { COMPRESSIBLE_TYPES } from "../../src/server/static"

/** Text assets worth compressing: the ones the server negotiates (images, fonts and wasm are compressed already or rarely sent). */
const COMPRESSIBLE = COMPRESSIBLE_TYPES

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))

export interface Compressed {
  readonly file: string
  readonly bytes: number
  readonly br?: number
  readonly gz?: number
}

export function compressFolder(dir: string): Compressed[] {
  const out: Compressed[] = []
  // Variants of an earlier build go first (their file may be gone or changed); all are made again below.
  for (const file of filesUnder(dir)) if (file.endsWith(".br") || file.endsWith(".gz")) rmSync(file)
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue
    const body = readFileSync(file)
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    const gz = gzipSync(body, { level: 9 })
    const entry: { file: string; bytes: number; br?: number; gz?: number } = { file, bytes: body.length }
    if (br.length < body.length) {
      writeFileSync(`${file}.br`, br)
      entry.br = br.length
    }
    if (gz.length < body.length) {
      writeFileSync(`${file}.gz`, gz)
      entry.gz = gz.length
    }
    out.push(entry)
  }
  return out
}
