/**
 * One HTML page per portal route (dist/portal/<route>/index.html, which the server's static
 * handler finds before the SPA fallback): index.html plus a `modulepreload` of every chunk the
 * route's page needs beyond what index.html loads already, so the page's code arrives in
 * parallel with the entry instead of after it (a waterfall of three round trips otherwise).
 * The chunks come from Vite's manifest (`build.manifest`), which is removed afterwards.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ROUTE_PRELOADS_ID, type RoutePreloadEntry } from "../../src/core/http/earlyRefreshScript"

export interface ManifestChunk {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}
export type Manifest = Readonly<Record<string, ManifestChunk>>

/** Route path → page module (`pages/InvoicesPage.tsx`), read from the source of src/portal/app/routePages.ts. */
export function routePages(pagesSource: string): Record<string, string> {
  const modules = new Map(
    [...pagesSource.matchAll(/const (\w+) = routePage\(\(\) => import\("\.\.\/pages\/(\w+)"\)\)/g)].map((m) => [
      m[1]!,
      `pages/${m[2]}.tsx`,
    ]),
  )
  const table = pagesSource.slice(pagesSource.indexOf("export const routePages"))
  const entries = [...table.matchAll(/^\s+"([^"]+)": (\w+),$/gm)]
  if (entries.length === 0 || modules.size === 0)
    throw new Error("routePages: the page map of src/portal/app/routePages.ts was not understood")
  const pages: Record<string, string> = {}
  for (const [, path, page] of entries) {
    const module = modules.get(page!)
    if (!module) throw new Error(`routePages: ${path} names ${page}, which is no lazy page`)
    // A path with a parameter has no folder of its own; it keeps the SPA fallback.
    if (!path!.includes(":")) pages[path!] = module
  }
  return pages
}

/** Route paths the table marks `public: true` (the sign-in page and the like: no signed-in code preloaded). */
export function publicRoutes(routesSource: string): Set<string> {
  const table = routesSource.slice(routesSource.indexOf("export const routes"))
  return new Set([...table.matchAll(/\{ path: "([^"]+)"[^\n]*?public: true[^\n]*?\}/g)].map((m) => m[1]!))
}

/** The signed-in part of the portal (src/portal/app/SignedInApp.tsx): every page but a public one needs it at once. */
export const SIGNED_IN_APP = "app/SignedInApp.tsx"

/**
 * The HTTP client's chunk (ofetch, which core/http/ofetchTransport.ts imports on first use): a signed-in
 * page starts it as soon as its entry runs (main.tsx `preloadOfetch`), which on the slow profile was a
 * round trip after the entry's 100 kB, on the page's way to its first paint (issue 31).
 */
export const HTTP_CLIENT_CHUNK = /(^|\/)node_modules\/ofetch\//

/** The manifest's key of the chunk whose source matches `source` (a dynamic entry such as the HTTP client). */
export function chunkKey(manifest: Manifest, source: RegExp): string {
  const key = Object.keys(manifest).find((k) => source.test(k))
  if (!key) throw new Error(`routePages: no chunk of ${source} in Vite's manifest`)
  return key
}

/** Files (`assets/x.js`) a page module loads statically: its chunk and every chunk it imports, transitively. */
export function chunksOf(manifest: Manifest, module: string): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(module)
  return [...seen]
}

/**
 * The route's data preloads as the page's inline script reads them (core/http/earlyRefresh.ts): a JSON
 * data block, which the browser never runs (so the CSP needs no hash for it); `<` escaped.
 */
export const preloadsBlock = (entries: ReadonlyArray<RoutePreloadEntry>): string =>
  entries.length
    ? `    <script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(entries).replace(/</g, "\\u003c")}</script>\n`
    : ""

/** index.html with a modulepreload of each chunk it does not load already, after its own preloads, and the route's data preloads. */
export function pageHtml(indexHtml: string, chunks: ReadonlyArray<string>, preloads: ReadonlyArray<RoutePreloadEntry> = []): string {
  const links = chunks.filter((f) => !indexHtml.includes(`"/${f}"`)).map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`)
  links.push(preloadsBlock(preloads))
  if (links.join("") === "") return indexHtml
  const at = indexHtml.indexOf("  </head>")
  if (at < 0) throw new Error("routePages: index.html has no </head>")
  return indexHtml.slice(0, at) + links.join("") + indexHtml.slice(at)
}

/**
 * `preloads`: route path → its data preloads (src/portal/app/routes.ts `preload` through
 * routePreloadEntry: each one's path and the rules its customer must pass), written into the route's page.
 */
export function writeRoutePages(
  portalDir: string,
  routesFile: string,
  pagesFile: string,
  preloads: Readonly<Record<string, ReadonlyArray<RoutePreloadEntry>>> = {},
): string[] {
  const manifestFile = join(portalDir, ".vite", "manifest.json")
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest
  const indexHtml = readFileSync(join(portalDir, "index.html"), "utf8")
  const written: string[] = []
  const source = readFileSync(routesFile, "utf8")
  const open = publicRoutes(source)
  if (!manifest[SIGNED_IN_APP]) throw new Error(`routePages: ${SIGNED_IN_APP} is not in Vite's manifest`)
  const httpClient = chunkKey(manifest, HTTP_CLIENT_CHUNK)
  for (const [path, module] of Object.entries(routePages(readFileSync(pagesFile, "utf8")))) {
    if (!manifest[module]) throw new Error(`routePages: ${module} (${path}) is not in Vite's manifest`)
    const dir = join(portalDir, path)
    mkdirSync(dir, { recursive: true })
    const chunks = open.has(path)
      ? chunksOf(manifest, module)
      : [...new Set([...chunksOf(manifest, SIGNED_IN_APP), ...chunksOf(manifest, httpClient), ...chunksOf(manifest, module)])]
    writeFileSync(join(dir, "index.html"), pageHtml(indexHtml, chunks, preloads[path] ?? []))
    written.push(path)
  }
  // The manifest names every source file: it is the build's, not the site's.
  rmSync(join(portalDir, ".vite"), { recursive: true, force: true })
  return written
}
