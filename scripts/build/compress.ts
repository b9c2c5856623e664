/**
 * Build-time compression: a `.br` and a `.gz` beside every text asset of the given folders, so the
 * server sends them by content negotiation (src/server/static.ts) without compressing per request.
 * A variant that would not be smaller is not written (the server then sends the file itself).
 *
 * Fast first starts (issue 29: 45 s of compression): the files are compressed in parallel on zlib's
 * thread pool, and each variant is kept in a cache by its content's hash, so a rebuild compresses only
 * the files whose content changed (vite's unchanged chunks keep their bytes).
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { COMPRESSIBLE_TYPES } from "../../src/server/static"

/** Text assets worth compressing: the ones the server negotiates (images, fonts and wasm are compressed already or rarely sent). */
const COMPRESSIBLE = COMPRESSIBLE_TYPES
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
/**
 * Brotli's quality 10, not 11 (issue 29, a first start's compression): over dist/ (148 files, 9.6 MB) quality 11 took
 * 54 s of CPU and quality 10 22 s (one thread, load 12 on 2 cores) for 1.4 % more bytes (2 673 → 2 711 kB; the
 * portal's entry 100.4 → 102.2 kB). bench/sizes.ts still weighs its br lines at 11; its wire table reads these files.
 */
export const BROTLI_QUALITY = 10
/** Where variants of earlier builds are kept, by content hash (git-ignored; safe to delete). */
export const COMPRESS_CACHE = join(".cache", "ise-compress")

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))

export interface Compressed {
  readonly file: string
  readonly bytes: number
  readonly br?: number
  readonly gz?: number
  /** Both variants came from the cache. */
  readonly cached: boolean
}

/** One variant of `body`: from the cache when the same content was compressed before, else made and kept. */
async function variant(cache: string | null, hash: string, kind: "br" | "gz", make: () => Promise<Buffer>): Promise<[Buffer, boolean]> {
  const cached = cache ? join(cache, `${hash}.${kind}`) : null
  if (cached && existsSync(cached)) return [readFileSync(cached), true]
  const made = await make()
  if (cached) writeFileSync(cached, made)
  return [made, false]
}

async function compressFile(file: string, cache: string | null): Promise<Compressed> {
  const body = readFileSync(file)
  const hash = createHash("sha256").update(body).digest("hex")
  const [[br, brCached], [gzBody, gzCached]] = await Promise.all([
    variant(cache, hash, "br", () =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ),
    variant(cache, hash, "gz", () => gz(body, { level: 9 })),
  ])
  const entry: { file: string; bytes: number; br?: number; gz?: number; cached: boolean } = {
    file,
    bytes: body.length,
    cached: brCached && gzCached,
  }
  if (br.length < body.length) {
    writeFileSync(`${file}.br`, br)
    entry.br = br.length
  }
  if (gzBody.length < body.length) {
    writeFileSync(`${file}.gz`, gzBody)
    entry.gz = gzBody.length
  }
  return entry
}

/** Compresses `dir`'s text assets; `cache` null compresses everything afresh. */
export async function compressFolder(dir: string, cache: string | null = COMPRESS_CACHE): Promise<Compressed[]> {
  // Variants of an earlier build go first (their file may be gone or changed); all are made again below.
  for (const file of filesUnder(dir)) if (file.endsWith(".br") || file.endsWith(".gz")) rmSync(file)
  if (cache) mkdirSync(cache, { recursive: true })
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()))
  // zlib's thread pool runs them side by side (as many at once as it has threads).
  return Promise.all(files.map((file) => compressFile(file, cache)))
}
