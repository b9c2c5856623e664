import { createHash } from "node:crypto"
import { readFile, stat } from "node:fs/promises"
import { extname, resolve, sep } from "node:path"
import type { Context, Env, Hono } from "hono"
import { etagMatches } from "./http/etag"
import { acceptedEncodings, SUFFIX, type Encoding } from "./http/encodings"
import { isPortalPath } from "../core/rules/portalPaths"
import { versionedFile, WIDGET_MODULES_DIR, WIDGETS_VERSION } from "./widgetsManifest"
import type { FirstViewRenderer } from "../core/http/firstView"
import { withFirstView } from "./firstView"

export { etagMatches, acceptedEncodings }

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
}

export interface StaticOptions {
  /** URL prefix the folder is served under ("" for the root). */
  readonly prefix: string
  /** Serve this file (relative to root) for paths that do not look like files: an SPA's index.html. */
  readonly spaFallback?: string
  /** Whether the SPA has a page at a path: the fallback answers 200 there and 404 elsewhere (its not-found page). */
  readonly spaKnows?: (path: string) => boolean
  /** Cache-Control for a file, by its path relative to root. */
  readonly cacheControl?: (relativePath: string) => string
  /** The file (relative to root) a path names, when it is not the path itself; undefined: 404. */
  readonly mapPath?: (relativePath: string) => string | undefined
  /** Headers of every answer of this folder (e.g. CORS for files other origins load). */
  readonly headers?: Readonly<Record<string, string>>
}

/** The path under `prefix`, percent-decoded (routes such as /väljavõte arrive encoded); undefined if malformed. */
function relativePath(c: Context, prefix: string): string | undefined {
  try {
    const path = decodeURIComponent(new URL(c.req.url).pathname)
    return path.startsWith(prefix) ? path.slice(prefix.length) : undefined
  } catch {
    return undefined
  }
}

async function fileAt(root: string, rel: string): Promise<string | undefined> {
  const full = resolve(root, `.${rel.startsWith("/") ? rel : `/${rel}`}`)
  if (full !== root && !full.startsWith(root + sep)) return undefined // no ../ escapes
  const info = await stat(full).catch(() => undefined)
  if (info?.isFile()) return full
  if (info?.isDirectory()) {
    const index = resolve(full, "index.html")
    if ((await stat(index).catch(() => undefined))?.isFile()) return index
  }
  return undefined
}

/**
 * Text files the build stores precompressed beside themselves (`x.js.br`, `x.js.gz`, made by
 * scripts/build/compress.ts); their answers vary by Accept-Encoding.
 */
export const COMPRESSIBLE_TYPES = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map", ".xml"])

/** ETags by file, kept while the file's size and time stay (a rebuild writes new files). */
const etags = new Map<string, { readonly key: string; readonly etag: string }>()
const etagOf = (file: string, body: Uint8Array, size: number, mtimeMs: number): string => {
  const key = `${size}:${mtimeMs}`
  const known = etags.get(file)
  if (known?.key === key) return known.etag
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`
  etags.set(file, { key, etag })
  return etag
}

/** The precompressed variant of `file` for the best coding the client takes; a variant older than its file is stale and skipped. */
async function variantOf(file: string, accepted: ReadonlyArray<Encoding>) {
  const original = await stat(file)
  for (const encoding of accepted) {
    if (encoding === "identity") return { path: file, encoding, info: original }
    const path = file + SUFFIX[encoding]
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile() && info.mtimeMs >= original.mtimeMs) return { path, encoding, info }
  }
  // Nothing acceptable (identity refused, no variant): the file itself rather than a 406.
  return { path: file, encoding: "identity" as const, info: original }
}

/**
 * Serves a folder; answers 404 (or the SPA fallback for non-file paths) when a file is missing.
 * A text file goes out precompressed when the client accepts br or gzip (`Vary: Accept-Encoding`);
 * every answer has a strong ETag per coding, and a matching If-None-Match gets a 304 without body.
 */
export function serveFolder(rootDir: string, options: StaticOptions) {
  const root = resolve(rootDir)
  const cacheControl = options.cacheControl ?? (() => "no-cache")
  return async (c: Context) => {
    const asked = relativePath(c, options.prefix)
    if (asked === undefined || asked.includes("\0")) return c.json({ code: "VALIDATION", field: "path", message: "Not a valid path" }, 400)
    const rel = options.mapPath ? options.mapPath(asked) : asked
    if (rel === undefined) return c.json({ code: "NOT_FOUND", message: "No such file" }, 404)
    let file = await fileAt(root, rel)
    let served = rel
    let status: 200 | 404 = 200
    const looksLikeFile = extname(rel.split("/").pop() ?? "") !== ""
    if (!file && options.spaFallback && !looksLikeFile) {
      file = await fileAt(root, options.spaFallback)
      served = options.spaFallback
      if (options.spaKnows && !options.spaKnows(rel)) status = 404
    }
    if (!file) return c.json({ code: "NOT_FOUND", message: "No such file" }, 404)
    const ext = extname(file).toLowerCase()
    const compressible = COMPRESSIBLE_TYPES.has(ext)
    const variant = await variantOf(file, compressible ? acceptedEncodings(c.req.header("accept-encoding")) : ["identity"])
    const body = new Uint8Array(await readFile(variant.path))
    const headers: Record<string, string> = {
      ...options.headers,
      "cache-control": cacheControl(served.replace(/^\//, "")),
      etag: etagOf(variant.path, body, variant.info.size, variant.info.mtimeMs),
    }
    if (compressible) headers.vary = "Accept-Encoding"
    if (status === 200 && etagMatches(c.req.header("if-none-match"), headers.etag!)) return c.body(null, 304, headers)
    headers["content-type"] = types[ext] ?? "application/octet-stream"
    if (variant.encoding !== "identity") headers["content-encoding"] = variant.encoding
    return c.body(body, status, headers)
  }
}

/**
 * Vite names built assets with a content hash: those may be cached for a year. The HTML (and so
 * the names of the current assets) is asked again each time, cheaply: a 304 by its ETag.
 */
const IMMUTABLE = "public, max-age=31536000, immutable"
export const portalCacheControl = (rel: string): string => (rel.startsWith("assets/") ? IMMUTABLE : "no-cache")

/**
 * The widget files are loaded by other origins' pages: as module scripts (always in CORS mode) and
 * as `<script integrity crossorigin>`, whose bytes a browser checks only when it may read them. They
 * hold no one's data: readable by every origin, and embeddable (Cross-Origin-Resource-Policy).
 */
export const WIDGET_CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
  "timing-allow-origin": "*",
}

/** The built folders one process serves beside the API: the widget scripts, the examples and the portal (an SPA). */
export function mountStatic<E extends Env>(
  app: Hono<E>,
  folders: { readonly portal: string; readonly widgets: string; readonly examples?: string },
  /** Renders a signed-in page's first view into its HTML (firstView.ts); without it, every page is the built file. */
  firstView?: FirstViewRenderer,
): void {
  // Versioned addresses (widgets-manifest.json): a name carries its content's hash, so cached for a year.
  app.get(
    `/widgets/${WIDGETS_VERSION}/*`,
    serveFolder(folders.widgets, {
      prefix: `/widgets/${WIDGETS_VERSION}`,
      headers: WIDGET_CORS_HEADERS,
      mapPath: (rel) => versionedFile(folders.widgets, rel),
      cacheControl: () => IMMUTABLE,
    }),
  )
  // The widget loader scripts keep their names across releases: no-cache, revalidated by ETag. The
  // elements' modules (and their runtime) carry their content's hash in their names: cached for a year.
  app.get(
    "/widgets/*",
    serveFolder(folders.widgets, {
      prefix: "/widgets",
      headers: WIDGET_CORS_HEADERS,
      cacheControl: (rel) => (rel.startsWith(`${WIDGET_MODULES_DIR}/`) ? IMMUTABLE : "no-cache"),
    }),
  )
  // The examples (demo pages of the elements) are served in demo mode only.
  if (folders.examples) app.get("/examples/*", serveFolder(folders.examples, { prefix: "/examples" }))
  const builtPage = serveFolder(folders.portal, {
    prefix: "",
    spaFallback: "index.html",
    spaKnows: isPortalPath,
    cacheControl: portalCacheControl,
  })
  const portal = firstView
    ? withFirstView({ app: app as unknown as Hono, renderer: firstView, portalRoot: resolve(folders.portal), builtPage })
    : builtPage
  // Unknown /v1 paths stay API 404s (JSON), not the portal's index.html.
  app.get("*", (c) => (c.req.path.startsWith("/v1/") ? c.notFound() : portal(c)))
}
