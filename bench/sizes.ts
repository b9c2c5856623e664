/**
 * What `npm run bench` weighs in the build (dist/): the gzip -9 size of each route's code and of each
 * element script against its budget (one table, SIZE_LINES), and each route's first visit as the
 * server's static handler sends it (bytes on the wire in br, gzip and uncompressed).
 */
import { elementFiles } from "../scripts/build/elements"
import { get as httpGet } from "node:http"
import type { AddressInfo } from "node:net"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { mountStatic } from "../src/server/static"
import type { Budget } from "./budget"
import { moduleSizeLines } from "./moduleSizes"

export const PORTAL = "dist/portal"
export const ASSETS = join(PORTAL, "assets")
export const WIDGETS = "dist/widgets"
const KB = 1000

// ---------- the build's module graph ----------

/** Files named by `import … from "./x.js"` / `import"./x.js"` in a minified chunk (same folder). */
const staticImports = (file: string): string[] =>
  [...readFileSync(join(ASSETS, file), "utf8").matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!)

/** What index.html loads itself: the entry's JS, CSS and modulepreloads. */
const entryFiles = (): string[] =>
  [
    ...readFileSync(join(PORTAL, "index.html"), "utf8").matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]!)

/** `start` and its static imports, leaving out what is `loaded` already. */
function closure(start: ReadonlyArray<string>, loaded: ReadonlyArray<string> = []): string[] {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f) || loaded.includes(f)) return
    seen.add(f)
    if (f.endsWith(".js")) staticImports(f).forEach(visit)
  }
  start.forEach(visit)
  return [...seen].sort()
}

const chunk = (prefix: string): string => {
  const file = readdirSync(ASSETS).find((f) => f.startsWith(`${prefix}-`) && f.endsWith(".js"))
  if (!file) throw new Error(`no ${prefix}-*.js in ${ASSETS}`)
  return file
}

/** Pages a visitor opens: they load without the signed-in part of the portal. */
const PUBLIC_PAGES = new Set(["LoginPage"])

/** What every signed-in page loads besides the entry: the SignedInApp chunk (session queries, header). */
const signedInFiles = (): string[] => [chunk("SignedInApp")]

/** The entry's JS + CSS + modulepreloads, the signed-in part, the lazy page chunk, and every static import of those. */
export function routeFiles(pageChunk: string): string[] {
  const page = readdirSync(ASSETS).filter((f) => f.startsWith(`${pageChunk}-`) && (f.endsWith(".js") || f.endsWith(".css")))
  if (!page.some((f) => f.endsWith(".js"))) throw new Error(`no ${pageChunk}-*.js in ${ASSETS}`)
  return closure([...entryFiles(), ...(PUBLIC_PAGES.has(pageChunk) ? [] : signedInFiles()), ...page])
}

/** A route's files beyond the shared entry and the signed-in part (and what they import statically). */
const routeOwnFiles = (pageChunk: string): string[] => closure(routeFiles(pageChunk), closure([...entryFiles(), ...signedInFiles()]))

/** A lazy chunk and what it imports beyond what the route already loaded (e.g. react-pdf for the PDF preview). */
const lazyChunkFiles = (prefix: string, loaded: ReadonlyArray<string>): string[] => closure([chunk(prefix)], loaded)

/** The chunk whose code contains `text` (e.g. the one that imports leafletMap lazily). */
const chunkContaining = (text: string): string => {
  const file = readdirSync(ASSETS).find((f) => f.endsWith(".js") && readFileSync(join(ASSETS, f), "utf8").includes(text))
  if (!file) throw new Error(`no chunk contains ${text}`)
  return file
}

// ---------- the table ----------

const asset = (files: ReadonlyArray<string>) => files.map((f) => join(ASSETS, f))

/**
 * One line of the size table: the files it weighs (paths under dist/), and its budget: at most
 * `kB` of gzip -9, or at most `files` files (a library that must not be there). No budget: printed only.
 */
export interface SizeLine {
  readonly name: string
  readonly files: () => string[]
  readonly budget?: { readonly kB: number } | { readonly files: number }
  /** The coding the kB budget counts: gzip -9 unless "br" (brotli at quality 11; the build stores quality 10, about 1.5 % more, scripts/build/compress.ts). */
  readonly coding?: "br"
}

/** Own JS+CSS of a portal route beside the shared entry (the feature issues' ≤ 200 kB, heavy libraries only when used). */
const ownRoute = (path: string, page: string, kB = 200): SizeLine => ({
  name: `${path} JS+CSS gzip beside the shared entry`,
  files: () => asset(routeOwnFiles(page)),
  budget: { kB },
})
/** A whole portal route: entry, page chunk and their static imports. */
const wholeRoute = (path: string, page: string, kB?: number): SizeLine => ({
  name: `${path} JS+CSS gzip`,
  files: () => asset(routeFiles(page)),
  ...(kB == null ? {} : { budget: { kB } }),
})
/** A self-contained element script (dist/widgets/<name>.js). */
const element = (name: string, kB: number): SizeLine => ({
  name: `${name} gzip`,
  files: () => [join(WIDGETS, `${name}.js`)],
  budget: { kB },
})

/**
 * An element script's budget. Signed-in element scripts (preact/compat, queries, modals, texts in three
 * languages) were 72–78 kB; the token provider, native bridge and adopted stylesheets of issue 30 and the
 * role-aware texts of issue 25 brought some to 79–82, and jotai 2 (jotai 3 declares Node ≥ 22.12, so `npm ci`
 * warned on Node 20) adds 1.3 kB: 84 still catches e.g. React in place of preact/compat (130 kB). Elements
 * that carry a whole screen have their own figure. Issue 30's shared runtime is what brings them down.
 * ofetch (the owner's transport, with ufo and destr) is 3.6 kB gzip of each signed-in one-file script: the
 * whole-screen figures below include it (issue 29 removed it for its size; it was put back, the design card
 * names it). The shared-runtime modules carry it once.
 */
const DEFAULT_ELEMENT_BUDGET_KB = 84
const ELEMENT_BUDGET_KB: Readonly<Record<string, number>> = {
  // 43.3 kB before issue 30; the native bridge, constructable stylesheets and the upgrade of early
  // properties add about 2 kB (45.2). Issue 30's ≤ 30 kB br is a line of the element modules below.
  "ise-fuel-prices": 46,
  // The whole of /kaardid: list and card views, five modals, the limits warning.
  "ise-cards": 87,
  // The list, the detail and the three-step order / quote dialog with its rules.
  "ise-sale-orders": 96,
  // The wizard's confirm step for one offer (86.5 kB when it came, most of it the wizard's catalog in three
  // languages); its contract preview is the browser's PDF viewer, not pdf.js.
  "ise-electricity-offer": 91,
  // The whole new/edit form and its save poll.
  "ise-dispensing-orders": 92,
  "ise-statement": 90,
  // preact, the map and leaflet (with its stylesheet) in one script.
  "ise-station-map": 100,
  // preact, the view, its table and lightweight-charts in one script (149 kB with the costs of issue 14).
  "ise-consumption-chart": 150,
}

/** Every size the bench weighs, with its budget. */
export const SIZE_LINES: ReadonlyArray<SizeLine> = [
  wholeRoute("/login", "LoginPage", 130),
  wholeRoute("/esileht", "FrontPage", 180),
  wholeRoute("/arved", "InvoicesPage", 200),
  wholeRoute("/tellimused", "SaleOrdersPage"),
  // Opening a preview loads PdfPreviewModal's chunk, react-pdf (PdfPages) and, separately, the pdf.js worker.
  {
    name: "PDF preview chunk gzip (without worker)",
    files: () => {
      const loaded = routeFiles("InvoicesPage")
      return asset([...new Set([...lazyChunkFiles("PdfPreviewModal", loaded), ...lazyChunkFiles("PdfPages", loaded)])].sort())
    },
    budget: { kB: 220 },
  },
  { name: "pdf.js worker gzip", files: () => asset(readdirSync(ASSETS).filter((f) => f.startsWith("pdf.worker") && f.endsWith(".mjs"))) },
  // Issue 30: the statement export's worker (XLSX writer, jsPDF with autotable, without jsPDF's HTML/SVG extras).
  {
    name: "statement export worker, br",
    files: () => asset(readdirSync(ASSETS).filter((f) => f.startsWith("statementExport.worker") && f.endsWith(".js"))),
    budget: { kB: 120 },
    coding: "br",
  },
  // Issue 10: /kaardid.
  ownRoute("/kaardid", "CardsPage"),
  ownRoute("/tellimused", "SaleOrdersPage"),
  // Issue 14: /laadimine/leping.
  ownRoute("/laadimine/leping", "ChargingAgreementPage"),
  // The terminal (issue 12) and the statement (issue 11, whose export worker, XLSX writer, jsPDF and
  // font load only when an export starts).
  ownRoute("/laoseis", "StockPage"),
  ownRoute("/broneeringud", "BookingsPage"),
  ownRoute("/mahutid", "TanksPage"),
  ownRoute("/väljastuskorraldused", "DispensingOrdersPage"),
  ownRoute("/väljavõte", "StatementPage"),
  // Issue 15.
  ownRoute("/profiil", "ProfilePage"),
  ownRoute("/registreeri", "RegistrationPage"),
  // "Leia tankla": the map modal, StationMap and leaflet (43 kB alone) load when it opens, never with /esileht.
  {
    name: "station map chunk gzip (modal + leaflet, on opening)",
    files: () => {
      const loaded = routeFiles("FrontPage")
      return asset(closure([chunkContaining("leafletMap-"), chunk("leafletMap")], loaded))
    },
    budget: { kB: 80 },
  },
  {
    name: "leaflet files in /esileht's chunks",
    files: () => asset(routeFiles("FrontPage").filter((f) => readFileSync(join(ASSETS, f), "utf8").includes("leaflet-pane"))),
    budget: { files: 0 },
  },
  // Issue 14: /elektritarbimine; lightweight-charts (about 50 kB) loads when the chart first draws, never with /esileht.
  ownRoute("/elektritarbimine", "ConsumptionPage"),
  {
    name: "/elektritarbimine chart chunk gzip (lightweight-charts, on first draw)",
    files: () => asset(lazyChunkFiles("lightweight-charts.production", routeFiles("ConsumptionPage"))),
    budget: { kB: 70 },
  },
  {
    name: "lightweight-charts files in /esileht's chunks",
    files: () => asset(routeFiles("FrontPage").filter((f) => f.startsWith("lightweight-charts"))),
    budget: { files: 0 },
  },
  // Every element found under src/widgets (scripts/build/elements.ts), with its budget.
  ...elementFiles().map(({ tag }) => element(tag, ELEMENT_BUDGET_KB[tag] ?? DEFAULT_ELEMENT_BUDGET_KB)),
  // The same elements as ES modules sharing one runtime (issue 30), in brotli.
  ...moduleSizeLines(),
]

export interface Size {
  readonly name: string
  readonly files: string[]
  readonly gzipBytes: number
  readonly brBytes: number
  readonly coding: "gzip" | "br"
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const br = (file: string) => {
  const body = readFileSync(file)
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length
}

export const sizes = (): Size[] =>
  SIZE_LINES.map((line) => {
    const files = line.files()
    const sum = (weigh: (f: string) => number) => files.reduce((total, f) => total + weigh(f), 0)
    return { name: line.name, files, gzipBytes: sum(gz), brBytes: sum(br), coding: line.coding === "br" ? "br" : "gzip" }
  })

export function sizeBudgets(measured: ReadonlyArray<Size>): Budget[] {
  return SIZE_LINES.flatMap((line, i): Budget[] => {
    const size = measured[i]!
    if (!line.budget) return []
    return "kB" in line.budget
      ? [
          {
            name: size.name,
            value: (size.coding === "br" ? size.brBytes : size.gzipBytes) / KB,
            limit: line.budget.kB,
            unit: "kB",
            cmp: "≤",
          },
        ]
      : [{ name: size.name, value: size.files.length, limit: line.budget.files, unit: "files", cmp: "≤" }]
  })
}

export function printSizes(measured: ReadonlyArray<Size>) {
  console.log("\nBundle sizes (gzip -9 and brotli 11; a line's budget counts the coding its name says, else gzip)")
  console.table(
    measured.map((s) => ({
      bundle: s.name,
      "gzip kB": +(s.gzipBytes / KB).toFixed(1),
      "br kB": +(s.brBytes / KB).toFixed(1),
      files: s.files.map((f) => f.replace(/^dist\/(portal\/assets|widgets)\//, "")).join(" "),
    })),
  )
}

// ---------- bytes on the wire ----------

/** Routes whose first visit is weighed on the wire: the page chunk each one's lazy route loads. */
const WIRE_ROUTES: Record<string, string> = {
  "/login": "LoginPage",
  "/esileht": "FrontPage",
  "/arved": "InvoicesPage",
  "/kaardid": "CardsPage",
  "/laoseis": "StockPage",
  "/broneeringud": "BookingsPage",
  "/mahutid": "TanksPage",
  "/väljastuskorraldused": "DispensingOrdersPage",
  "/väljavõte": "StatementPage",
  "/elektritarbimine": "ConsumptionPage",
}
/** Issue 16: /login's JavaScript as sent (br) on a first visit. */
const LOGIN_WIRE_JS_KB = 110

type Coding = "br" | "gzip" | "identity"
const CODINGS: ReadonlyArray<Coding> = ["br", "gzip", "identity"]

/** Bytes of one answer as they travel (node's fetch would decompress them): status 200 or it throws. */
const rawBytes = (url: string, coding: Coding) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": coding } }, (res) => {
      let bytes = 0
      res.on("data", (chunk: Buffer) => (bytes += chunk.length))
      res.on("end", () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") })
          : reject(new Error(`${url}: ${res.statusCode}`)),
      )
    }).on("error", reject)
  })

export interface Wire {
  readonly route: string
  /** The route's HTML, its JS and CSS (entry, modulepreloads, page chunk and their static imports), per coding. */
  readonly bytes: Record<Coding, number>
  readonly jsBytes: Record<Coding, number>
}

/**
 * A first visit of each route as a browser asking for br, gzip or neither gets it from the server's
 * static handler (mountStatic, the same as main.ts mounts; bytes do not depend on the load, so it
 * runs in this process on a free port).
 */
export async function wireBytes(): Promise<Wire[]> {
  const app = new Hono()
  mountStatic(app, { portal: PORTAL, widgets: WIDGETS, examples: "examples" })
  const { server, base } = await new Promise<{ server: ReturnType<typeof serve>; base: string }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve({ server, base: `http://127.0.0.1:${info.port}` }),
    )
  })
  try {
    const out: Wire[] = []
    for (const [route, page] of Object.entries(WIRE_ROUTES)) {
      const files = routeFiles(page).map((f) => `/assets/${f}`)
      const bytes = { br: 0, gzip: 0, identity: 0 }
      const jsBytes = { br: 0, gzip: 0, identity: 0 }
      for (const coding of CODINGS) {
        for (const path of [encodeURI(route), ...files]) {
          const answer = await rawBytes(base + path, coding)
          if (
            answer.encoding !== coding &&
            path.endsWith(".js") &&
            existsSync(`${ASSETS}/${path.slice("/assets/".length)}.${coding === "br" ? "br" : "gz"}`)
          )
            throw new Error(`${path} asked in ${coding} came as ${answer.encoding} (run npm run build)`)
          bytes[coding] += answer.bytes
          if (path.endsWith(".js")) jsBytes[coding] += answer.bytes
        }
      }
      out.push({ route, bytes, jsBytes })
    }
    return out
  } finally {
    ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export function printWire(wire: ReadonlyArray<Wire>) {
  console.log("\nBytes on the wire, first visit (HTML + JS + CSS of the route; kB)")
  console.table(
    wire.map((w) => ({
      route: w.route,
      "br kB": +(w.bytes.br / KB).toFixed(1),
      "gzip kB": +(w.bytes.gzip / KB).toFixed(1),
      "uncompressed kB": +(w.bytes.identity / KB).toFixed(1),
      "JS br kB": +(w.jsBytes.br / KB).toFixed(1),
    })),
  )
}

export const wireBudgets = (wire: ReadonlyArray<Wire>): Budget[] => {
  const login = wire.find((w) => w.route === "/login")!
  return [{ name: "/login JavaScript on the wire (br)", value: login.jsBytes.br / KB, limit: LOGIN_WIRE_JS_KB, unit: "kB", cmp: "≤" }]
}
