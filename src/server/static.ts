import { readFile, stat } from "node:fs/promises"
import { extname, resolve, sep } from "node:path"
import type { Context } from "hono"

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
  /** Cache-Control for a file, by its path relative to root. */
  readonly cacheControl?: (relativePath: string) => string
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
  const full = resolve(root, "." + (rel.startsWith("/") ? rel : "/" + rel))
  if (full !== root && !full.startsWith(root + sep)) return undefined // no ../ escapes
  const info = await stat(full).catch(() => undefined)
  if (info?.isFile()) return full
  if (info?.isDirectory()) {
    const index = resolve(full, "index.html")
    if ((await stat(index).catch(() => undefined))?.isFile()) return index
  }
  return undefined
}

/** Serves a folder; answers 404 (or the SPA fallback for non-file paths) when a file is missing. */
export function serveFolder(rootDir: string, options: StaticOptions) {
  const root = resolve(rootDir)
  const cacheControl = options.cacheControl ?? (() => "no-cache")
  return async (c: Context) => {
    const rel = relativePath(c, options.prefix)
    if (rel === undefined || rel.includes("\0")) return c.text("Bad path", 400)
    let file = await fileAt(root, rel)
    let served = rel
    const looksLikeFile = extname(rel.split("/").pop() ?? "") !== ""
    if (!file && options.spaFallback && !looksLikeFile) {
      file = await fileAt(root, options.spaFallback)
      served = options.spaFallback
    }
    if (!file) return c.text("Not found", 404)
    const body = await readFile(file)
    return c.body(new Uint8Array(body), 200, {
      "content-type": types[extname(file).toLowerCase()] ?? "application/octet-stream",
      "cache-control": cacheControl(served.replace(/^\//, "")),
    })
  }
}

/** Vite names built assets with a content hash: those may be cached for a year. */
export const portalCacheControl = (rel: string): string =>
  rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache"
