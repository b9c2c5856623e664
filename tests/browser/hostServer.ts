/**
 * A retailer's site for the browser tests: the example pages (examples/) served from a second
 * origin, as another site would copy them: the element scripts and the API named by the portal's
 * address, and the pages' CSP (`default-src 'self'`) naming the portal too. Started by
 * playwright.config.ts on HOST_PORT; reached as http://127.0.0.1:HOST_PORT (listed in EMBED_ORIGINS)
 * and as http://localhost:HOST_PORT (a different origin, not listed).
 */
import { readFile } from "node:fs/promises"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"

const port = Number(process.env.HOST_PORT)
const portal = process.env.PORTAL_ORIGIN ?? ""
const root = join(import.meta.dirname, "..", "..", "examples")
const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" }

/** The page as another site would write it: absolute addresses of the portal's scripts and API. */
export const asOtherSite = (html: string, portalOrigin: string): string =>
  html
    .replace(/(src|href)="\/widgets\//g, `$1="${portalOrigin}/widgets/`)
    .replace(/api-base="\/v1"/g, `api-base="${portalOrigin}/v1"`)
    .replace(
      /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)/g,
      (_, head: string, policy: string) => head + policy.replaceAll("'self'", `'self' ${portalOrigin}`),
    )

createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "")
  try {
    const file = join(root, path.replace(/^\/examples\//, "/"))
    const body = await readFile(file, "utf8")
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" })
    res.end(extname(file) === ".html" ? asOtherSite(body, portal) : body)
  } catch {
    res.writeHead(404).end("Not found")
  }
}).listen(port, "0.0.0.0", () => console.log(`host pages on ${port}`))
