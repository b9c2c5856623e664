/**
 * `npm run bench`: bundle sizes (gzip -9) of the portal's /login, /esileht, /arved and /kaardid, the PDF
 * preview and the element scripts, then API throughput (autocannon) against a bare Hono ceiling.
 * `node --import tsx bench/terminal-lists.ts` measures only the terminal's two main lists (and a control).
 * Prints a table and one PASS/FAIL line per budget, writes .bench/last.json, exits 1 on a failed budget.
 * `npm run bench -- --sizes` checks only the bundle sizes (seconds instead of a minute of load).
 */
import { execSync } from "node:child_process"
import { get as httpGet } from "node:http"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { serve, type ServerType } from "@hono/node-server"
import autocannon from "autocannon"
import { Hono } from "hono"
import { createApp } from "../src/server/app"
import { openPglite } from "../src/server/db/client"
import { demoIds, demoPersonalCodes, seed } from "../src/server/seed"
import { BENCH_CUSTOMER_ID, seedBulkDocuments } from "../src/server/seed/invoices"
import { mountStatic } from "../src/server/static"
import { vitalBudgets, vitals } from "./vitals"
import { demoMeteringPointIds } from "../src/server/seed/electricity"
import { consumptionPresetRange } from "../src/core/rules/consumption"
import { tallinnDay } from "../src/core/rules/vat"

/** YYYY-MM-DD plus `days`. */
const addDaysIso = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Documents of the bench's own company (seeded here, never by npm start). */
const BENCH_DOCUMENTS = 50_000
/**
 * p99 budgets of the invoice list over those documents on one process over embedded PGlite (one
 * statement at a time): at 50 connections the p99 is mostly queueing (≈ 50 × ~5 ms service time,
 * with an unfair tail); at 5 connections it is close to the service time.
 */
const DOCUMENTS_P99_MS = 1500
const DOCUMENTS_P99_FEW_MS = 100
/** The demo company's sale orders (10 orders and quotes with their rows) at 50 connections on one PGlite. */
const SALE_ORDERS_CUSTOMER_ID = 2
const SALE_ORDERS_P99_MS = 1000

const PORTAL = "dist/portal"
const ASSETS = join(PORTAL, "assets")
const WIDGET = "dist/widgets/ise-fuel-prices.js"
/**
 * Self-contained signed-in element scripts (preact/compat, queries, modals, texts in three
 * languages): 72–78 kB each; the budget catches e.g. React in place of preact/compat (130 kB).
 */
const SIGNED_IN_ELEMENTS = ["ise-new-invoices", "ise-invoice-payment", "ise-agreement-signing", "ise-id-credit-promo", "ise-loyalty-card"]
/** ise-sale-orders carries the list, the detail and the three-step order / quote dialog with its rules. */
const SALE_ORDERS_ELEMENT_KB = 90
const SIGNED_IN_ELEMENT_KB = 80
/**
 * The terminal's elements: ise-tanks fits the signed-in budget; ise-dispensing-orders carries the
 * whole new/edit form, its rules and the save poll on top (85 kB).
 */
const TERMINAL_ELEMENTS: Record<string, number> = { "ise-tanks": SIGNED_IN_ELEMENT_KB, "ise-dispensing-orders": 90, "ise-statement": 90 }
/** Terminal routes: their own JS+CSS beside the shared entry (issue 12: ≤ 200 kB, heavy libraries only when used). */
const TERMINAL_ROUTES: Record<string, string> = {
  "/laoseis": "StockPage",
  "/broneeringud": "BookingsPage",
  "/mahutid": "TanksPage",
  "/väljastuskorraldused": "DispensingOrdersPage",
  // The statement (issue 11): same budget; its export worker, write-excel-file, jsPDF and the font load only when an export starts.
  "/väljavõte": "StatementPage",
}
const TERMINAL_ROUTE_OWN_KB = 200
/** Issue 15's routes: their own JS+CSS beside the shared entry (≤ 200 kB). */
const ACCOUNT_ROUTES: Record<string, string> = { "/profiil": "ProfilePage", "/registreeri": "RegistrationPage" }
/** "Leia tankla": the map modal, StationMap and leaflet, loaded only when it opens (leaflet alone is 43 kB). */
const STATION_MAP_CHUNK_KB = 80
/** <ise-station-map> carries preact, the map and leaflet (with its stylesheet) in one script. */
const STATION_MAP_ELEMENT_KB = 100
/** p99 of GET /petrol-stations (42 stations, page 0 size 999, public) at 50 connections on one PGlite. */
const STATIONS_P99_MS = 1000
/** p99 of the terminal's main lists (a few dozen rows each) at 50 connections on one PGlite. */
const TERMINAL_LIST_P99_MS = 1000
/** /kaardid's own JS+CSS beside the shared entry (issue 10: ≤ 200 kB). */
const CARDS_ROUTE_OWN_KB = 200
/** ise-cards carries the whole /kaardid: list and card views, five modals, the limits warning (82 kB). */
const CARDS_ELEMENT_KB = 85
/** p99 of the card list's first page (the company's payment cards) at 50 connections on one PGlite. */
const CARDS_LIST_P99_MS = 1000
/** Issue 14: /elektritarbimine's own JS+CSS beside the shared entry (≤ 200 kB); lightweight-charts loads when the chart first draws. */
const CONSUMPTION_ROUTE_OWN_KB = 200
/** The chart chunk (lightweight-charts 5.2, about 50 kB gzip) loaded on /elektritarbimine only. */
const CONSUMPTION_CHART_CHUNK_KB = 70
/** <ise-consumption-chart> carries preact, the view, its table and lightweight-charts (51 kB) in one script: 147 kB. */
const CONSUMPTION_ELEMENT_KB = 150
/**
 * p99 of a year of one metering point's hourly measurements (8 760 rows) summed by the database by DAY
 * (366 points) and by MONTH (13), with the period's and last year's statistics, at 50 connections on
 * one PGlite: mostly queueing behind about 15 ms of service time per request.
 */
const MEASUREMENTS_P99_MS = 1500
const KB = 1000
const SIZES_ONLY = process.argv.includes("--sizes")
/** `--vitals`: only the web vitals (LCP, CLS, requests, bytes) of bench/vitals.ts. */
const VITALS_ONLY = process.argv.includes("--vitals")

// ---------- sizes ----------

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** Files named by `import … from "./x.js"` / `import"./x.js"` in a minified chunk (same folder). */
const staticImports = (file: string): string[] =>
  [...readFileSync(join(ASSETS, file), "utf8").matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!)

/** What index.html loads itself: the entry's JS, CSS and modulepreloads. */
const entryFiles = (): string[] =>
  [...readFileSync(join(PORTAL, "index.html"), "utf8").matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!)

/** The entry's JS + CSS + modulepreloads, the lazy page chunk, and every static import of those. */
function routeFiles(pageChunk: string): string[] {
  const assets = readdirSync(ASSETS)
  const page = assets.filter((f) => f.startsWith(`${pageChunk}-`) && (f.endsWith(".js") || f.endsWith(".css")))
  if (!page.some((f) => f.endsWith(".js"))) throw new Error(`no ${pageChunk}-*.js in ${ASSETS}`)
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    if (f.endsWith(".js")) staticImports(f).forEach(visit)
  }
  ;[...entryFiles(), ...page].forEach(visit)
  return [...seen].sort()
}

/** A route's files beyond the shared entry and what the entry imports statically. */
function routeOwnFiles(pageChunk: string): string[] {
  const shared = new Set<string>()
  const visit = (f: string) => {
    if (shared.has(f)) return
    shared.add(f)
    if (f.endsWith(".js")) staticImports(f).forEach(visit)
  }
  entryFiles().forEach(visit)
  return routeFiles(pageChunk).filter((f) => !shared.has(f))
}

/** A lazy chunk and what it imports beyond what the route already loaded (e.g. react-pdf for the PDF preview). */
function lazyChunkFiles(chunk: string, loaded: ReadonlyArray<string>): string[] {
  const start = readdirSync(ASSETS).find((f) => f.startsWith(`${chunk}-`) && f.endsWith(".js"))
  if (!start) throw new Error(`no ${chunk}-*.js in ${ASSETS}`)
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f) || loaded.includes(f)) return
    seen.add(f)
    staticImports(f).forEach(visit)
  }
  visit(start)
  return [...seen].sort()
}

/** The chunk whose code contains `text` (e.g. the one that imports leafletMap lazily). */
const chunkContaining = (text: string): string => {
  const file = readdirSync(ASSETS).find((f) => f.endsWith(".js") && readFileSync(join(ASSETS, f), "utf8").includes(text))
  if (!file) throw new Error(`no chunk contains ${text}`)
  return file
}

/** A chunk and its static imports beyond what is already loaded. */
function chunkClosure(start: string, loaded: ReadonlyArray<string>): string[] {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f) || loaded.includes(f)) return
    seen.add(f)
    staticImports(f).forEach(visit)
  }
  visit(start)
  return [...seen].sort()
}

interface Size {
  files: string[]
  gzipBytes: number
}

function sizes(): Record<string, Size> {
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(join(ASSETS, f)), 0)
  const route = (page: string) => {
    const files = routeFiles(page)
    return { files, gzipBytes: sum(files) }
  }
  const arved = route("InvoicesPage")
  const kaardidOwn = routeOwnFiles("CardsPage")
  // Opening a preview loads PdfPreviewModal's chunk, react-pdf (PdfPages) and, separately, the pdf.js worker.
  const previewFiles = [...new Set([...lazyChunkFiles("PdfPreviewModal", arved.files), ...lazyChunkFiles("PdfPages", arved.files)])].sort()
  const worker = readdirSync(ASSETS).filter((f) => f.startsWith("pdf.worker") && f.endsWith(".mjs"))
  return {
    login: route("LoginPage"),
    esileht: route("FrontPage"),
    arved,
    "/kaardid (own)": { files: kaardidOwn, gzipBytes: sum(kaardidOwn) },
    "ise-cards": { files: ["dist/widgets/ise-cards.js"], gzipBytes: gz("dist/widgets/ise-cards.js") },
    tellimused: route("SaleOrdersPage"),
    "/tellimused (own)": { files: routeOwnFiles("SaleOrdersPage"), gzipBytes: sum(routeOwnFiles("SaleOrdersPage")) },
    pdfPreview: { files: previewFiles, gzipBytes: sum(previewFiles) },
    pdfWorker: { files: worker, gzipBytes: sum(worker) },
    widget: { files: [WIDGET], gzipBytes: gz(WIDGET) },
    ...Object.fromEntries(
      [...SIGNED_IN_ELEMENTS, ...Object.keys(TERMINAL_ELEMENTS), "ise-sale-orders"].map((name) => {
        const file = `dist/widgets/${name}.js`
        return [name, { files: [file], gzipBytes: gz(file) }]
      }),
    ),
    ...Object.fromEntries(
      Object.entries(ACCOUNT_ROUTES).map(([path, page]) => {
        const files = routeOwnFiles(page)
        return [`${path} (own)`, { files, gzipBytes: sum(files) }]
      }),
    ),
    ...(() => {
      // Opening the map: the stations widget's chunk (found by its lazy import of leafletMap) and leaflet's.
      const loaded = routeFiles("FrontPage")
      const leaflet = readdirSync(ASSETS).find((f) => f.startsWith("leafletMap-") && f.endsWith(".js"))!
      const files = [...new Set([...chunkClosure(chunkContaining("leafletMap-"), loaded), ...chunkClosure(leaflet, loaded)])].sort()
      const element = "dist/widgets/ise-station-map.js"
      return {
        "station map (on opening)": { files, gzipBytes: sum(files) },
        "leaflet in the shared entry": { files: loaded.filter((f) => readFileSync(join(ASSETS, f), "utf8").includes("leaflet-pane")), gzipBytes: 0 },
        "ise-station-map": { files: [element], gzipBytes: gz(element) },
      }
    })(),
    ...Object.fromEntries(
      Object.entries(TERMINAL_ROUTES).map(([path, page]) => {
        const files = routeOwnFiles(page)
        return [`${path} (own)`, { files, gzipBytes: sum(files) }]
      }),
    ),
    ...(() => {
      // /elektritarbimine: the page's own files; the chart library's chunk when the chart first draws; none of it on /esileht.
      const own = routeOwnFiles("ConsumptionPage")
      const chart = lazyChunkFiles("lightweight-charts.production", routeFiles("ConsumptionPage"))
      const front = routeFiles("FrontPage").filter((f) => f.startsWith("lightweight-charts"))
      const element = "dist/widgets/ise-consumption-chart.js"
      return {
        "/elektritarbimine (own)": { files: own, gzipBytes: sum(own) },
        "/elektritarbimine chart (on first draw)": { files: chart, gzipBytes: sum(chart) },
        "lightweight-charts in /esileht's chunks": { files: front, gzipBytes: 0 },
        "ise-consumption-chart": { files: [element], gzipBytes: gz(element) },
      }
    })(),
  }
}

type Sizes = Record<string, Size>
interface Budget {
  name: string
  value: number
  limit: number
  unit: string
  ok: boolean
}

const sizeBudget = (name: string, bytes: number, limitKb: number): Budget => ({ name, value: bytes / KB, limit: limitKb, unit: "kB", ok: bytes <= limitKb * KB })

function sizeBudgets(size: Sizes): Budget[] {
  return [
    sizeBudget("/login JS+CSS gzip", size.login.gzipBytes, 130),
    sizeBudget("/esileht JS+CSS gzip", size.esileht.gzipBytes, 180),
    sizeBudget("ise-fuel-prices gzip", size.widget.gzipBytes, 45),
    sizeBudget("/arved JS+CSS gzip", size.arved.gzipBytes, 200),
    sizeBudget("/kaardid JS+CSS gzip beside the shared entry", size["/kaardid (own)"].gzipBytes, CARDS_ROUTE_OWN_KB),
    sizeBudget("ise-cards gzip", size["ise-cards"].gzipBytes, CARDS_ELEMENT_KB),
    sizeBudget("/tellimused JS+CSS gzip beside the shared entry", size["/tellimused (own)"]!.gzipBytes, 200),
    sizeBudget("ise-sale-orders gzip", size["ise-sale-orders"]!.gzipBytes, SALE_ORDERS_ELEMENT_KB),
    sizeBudget("PDF preview chunk gzip (without worker)", size.pdfPreview.gzipBytes, 220),
    ...SIGNED_IN_ELEMENTS.map((name) => sizeBudget(`${name} gzip`, size[name].gzipBytes, SIGNED_IN_ELEMENT_KB)),
    ...Object.entries(TERMINAL_ELEMENTS).map(([name, kb]) => sizeBudget(`${name} gzip`, size[name].gzipBytes, kb)),
    ...Object.keys(TERMINAL_ROUTES).map((path) => sizeBudget(`${path} JS+CSS gzip beside the shared entry`, size[`${path} (own)`].gzipBytes, TERMINAL_ROUTE_OWN_KB)),
    ...Object.keys(ACCOUNT_ROUTES).map((path) => sizeBudget(`${path} JS+CSS gzip beside the shared entry`, size[`${path} (own)`].gzipBytes, TERMINAL_ROUTE_OWN_KB)),
    sizeBudget("station map chunk gzip (modal + leaflet, on opening)", size["station map (on opening)"].gzipBytes, STATION_MAP_CHUNK_KB),
    sizeBudget("ise-station-map gzip", size["ise-station-map"].gzipBytes, STATION_MAP_ELEMENT_KB),
    sizeBudget("/elektritarbimine JS+CSS gzip beside the shared entry", size["/elektritarbimine (own)"]!.gzipBytes, CONSUMPTION_ROUTE_OWN_KB),
    sizeBudget("/elektritarbimine chart chunk gzip (lightweight-charts, on first draw)", size["/elektritarbimine chart (on first draw)"]!.gzipBytes, CONSUMPTION_CHART_CHUNK_KB),
    sizeBudget("ise-consumption-chart gzip", size["ise-consumption-chart"]!.gzipBytes, CONSUMPTION_ELEMENT_KB),
    { name: "lightweight-charts files in /esileht's chunks", value: size["lightweight-charts in /esileht's chunks"]!.files.length, limit: 0, unit: "files", ok: size["lightweight-charts in /esileht's chunks"]!.files.length === 0 },
    { name: "leaflet files in /esileht's chunks", value: size["leaflet in the shared entry"].files.length, limit: 0, unit: "files", ok: size["leaflet in the shared entry"].files.length === 0 },
  ]
}

function printSizes(size: Sizes) {
  console.log("\nBundle sizes (gzip -9)")
  console.table(
    Object.entries(size).map(([name, s]) => ({ bundle: name, "gzip kB": +(s.gzipBytes / KB).toFixed(1), files: s.files.join(" ") })),
  )
}

function report(budgets: Budget[]) {
  console.log("")
  for (const b of budgets) {
    const cmp = b.unit === "kB" || b.unit === "ms" || b.unit === "CLS" ? "≤" : "≥"
    console.log(`${b.ok ? "PASS" : "FAIL"}  ${b.name}: ${b.value.toFixed(2)} ${b.unit} (budget ${cmp} ${b.limit} ${b.unit})`)
  }
}

// ---------- bytes on the wire ----------

/** Routes whose first load is measured on the wire: the page chunk each one's lazy route loads. */
const WIRE_ROUTES: Record<string, string> = {
  "/login": "LoginPage",
  "/esileht": "FrontPage",
  "/arved": "InvoicesPage",
  "/kaardid": "CardsPage",
  ...TERMINAL_ROUTES,
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
        res.statusCode === 200 ? resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }) : reject(new Error(`${url}: ${res.statusCode}`)),
      )
    }).on("error", reject)
  })

interface Wire {
  route: string
  /** The route's HTML, its JS and CSS (entry, modulepreloads, page chunk and their static imports), per coding. */
  bytes: Record<Coding, number>
  jsBytes: Record<Coding, number>
}

/** A first visit of each route from the server's static handler, as a browser asking for br, gzip or neither gets it. */
async function wireBytes(): Promise<Wire[]> {
  const app = new Hono()
  mountStatic(app, { portal: PORTAL, widgets: "dist/widgets", examples: "examples" })
  const server = await listen(app.fetch)
  try {
    const out: Wire[] = []
    for (const [route, page] of Object.entries(WIRE_ROUTES)) {
      const files = routeFiles(page).map((f) => `/assets/${f}`)
      const bytes = { br: 0, gzip: 0, identity: 0 }
      const jsBytes = { br: 0, gzip: 0, identity: 0 }
      for (const coding of CODINGS) {
        for (const path of [encodeURI(route), ...files]) {
          const answer = await rawBytes(server.url + path, coding)
          if (answer.encoding !== coding && path.endsWith(".js") && existsSync(`${ASSETS}/${path.slice("/assets/".length)}.${coding === "br" ? "br" : "gz"}`)) throw new Error(`${path} asked in ${coding} came as ${answer.encoding} (run npm run build)`)
          bytes[coding] += answer.bytes
          if (path.endsWith(".js")) jsBytes[coding] += answer.bytes
        }
      }
      out.push({ route, bytes, jsBytes })
    }
    return out
  } finally {
    await close(server.server)
  }
}

function printWire(wire: ReadonlyArray<Wire>) {
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

const wireBudgets = (wire: ReadonlyArray<Wire>): Budget[] => {
  const login = wire.find((w) => w.route === "/login")!
  return [sizeBudget("/login JavaScript on the wire (br)", login.jsBytes.br, LOGIN_WIRE_JS_KB)]
}

// ---------- servers ----------

const listen = (fetch: (req: Request) => Response | Promise<Response>) =>
  new Promise<{ server: ServerType; url: string }>((resolve) => {
    const server = serve({ fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    )
  })

const close = (server: ServerType) =>
  new Promise<void>((resolve) => {
    ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
    server.close(() => resolve())
  })

/** The real app over a fresh, migrated, seeded PGlite in a temp folder (as main.ts does), and the bare ceiling. */
async function startServers() {
  const dataDir = mkdtempSync(join(tmpdir(), "ise-bench-"))
  const database = await openPglite(dataDir)
  await seed(database.db)
  await seedBulkDocuments(database.db, demoIds.users.mari, BENCH_DOCUMENTS)
  const real = await listen(createApp({ db: database.db, logError: (e, where) => console.error(`[bench api] ${where}`, e) }).fetch)
  const bare = await listen(new Hono().get("/const", (c) => c.json({ ok: true, value: 42 })).fetch)
  const stop = async () => {
    await Promise.all([close(real.server), close(bare.server)])
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { real: real.url, bare: bare.url, stop }
}

/** Smart-ID sign-in through the API: login, then poll until not RUNNING. */
async function signIn(base: string, personalIdentityCode: string): Promise<string> {
  // The eID session is bound to the client that started it (x-eid-session): send it back on the polls.
  let binding: Record<string, string> = {}
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...binding }, body: JSON.stringify(body) })
    const session = res.headers.get("x-eid-session")
    if (session) binding = { "x-eid-session": session }
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
  const { verificationCode } = await post("/v1/auth/smart-id/login", { personalIdentityCode })
  for (let i = 0; i < 10; i++) {
    const body = await post("/v1/auth/smart-id/poll", { personalIdentityCode, verificationCode })
    if (body.status === "RUNNING") continue
    if (typeof body.token !== "string") throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
    return body.token
  }
  throw new Error("sign-in did not finish")
}

// ---------- load ----------

interface Load {
  name: string
  rps: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
  ratio?: number
}

async function load(name: string, url: string, headers: Record<string, string> = {}, connections = 50): Promise<Load> {
  // Warm up (JIT, PGlite caches) and check the answer before measuring.
  const probe = await fetch(url, { headers })
  if (!probe.ok) throw new Error(`${name}: GET ${url} answered ${probe.status} ${await probe.text()}`)
  await probe.arrayBuffer()
  const r = await autocannon({ url, headers, connections, duration: 10 })
  const result: Load = {
    name,
    rps: r.requests.average,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
  if (result.non2xx || result.errors) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors/timeouts of ${result.requests} — the figures are worthless`)
  }
  return result
}

// ---------- main ----------

async function main() {
  if (!existsSync(join(PORTAL, "index.html")) || !existsSync(WIDGET)) execSync("npm run build", { stdio: "inherit" })

  if (SIZES_ONLY) {
    const size = sizes()
    const wire = await wireBytes()
    const budgets = [...sizeBudgets(size), ...wireBudgets(wire)]
    printSizes(size)
    printWire(wire)
    report(budgets)
    return budgets.every((b) => b.ok)
  }

  if (VITALS_ONLY) {
    const vital = await vitals()
    console.table(vital)
    const budgets = vitalBudgets(vital)
    report(budgets)
    return budgets.every((b) => b.ok)
  }

  // Bounded from here on: the 10 s loads, the vitals (16 cold page loads) plus setup; a hang must not keep CI waiting.
  setTimeout(() => {
    console.error("bench: gave up after 600 s")
    process.exit(2)
  }, 600_000).unref()

  const size = sizes()
  const wire = await wireBytes()

  const servers = await startServers()
  let loads: Load[]
  try {
    const token = await signIn(servers.real, demoPersonalCodes.mari)
    const ceiling = await load("bare Hono constant JSON (ceiling)", `${servers.bare}/const`)
    loads = [
      ceiling,
      await load("GET /v1/prices", `${servers.real}/v1/prices`),
      await load("GET /v1/users/current", `${servers.real}/v1/users/current`, { authorization: `Bearer ${token}` }),
      // The invoice list's first page (defaults: MV_KO,MV_VL,VA_1, newest first, 20) over 50 000 documents.
      await load(
        `GET /v1/documents/{customerId} (${BENCH_DOCUMENTS} docs)`,
        `${servers.real}/v1/documents/${BENCH_CUSTOMER_ID}?page=0&size=20&sortField=DOCUMENT_DATE_CREATED&sortDirection=DESC`,
        { authorization: `Bearer ${token}` },
      ),
      // The same at 5 connections: the service time without most of the queueing in front of one PGlite.
      await load(
        `GET /v1/documents/{customerId} (${BENCH_DOCUMENTS} docs, 5 conn.)`,
        `${servers.real}/v1/documents/${BENCH_CUSTOMER_ID}?page=3&size=20&sortField=TOTAL_AMOUNT&sortDirection=ASC&types=VA_1`,
        { authorization: `Bearer ${token}` },
        5,
      ),
      // The terminal's main lists of the demo company (Mari as its dispenser and tank owner).
      await load(`GET /v1/dispensing-order/{customerId}`, `${servers.real}/v1/dispensing-order/${demoIds.customers.naidisLogistika}`, {
        authorization: `Bearer ${token}`,
      }),
      await load(
        `GET /v1/tanks/{customerId} (page of 25)`,
        `${servers.real}/v1/tanks/${demoIds.customers.naidisLogistika}?page=0&size=25&sortField=ID&sortDirection=ASC`,
        { authorization: `Bearer ${token}` },
      ),
      // The station map's list: every station (public, no token).
      await load(`GET /v1/petrol-stations (page 0, size 999)`, `${servers.real}/v1/petrol-stations?page=0&size=999`),
      // The card list's first page as /kaardid asks for it: the company's active payment cards.
      await load(
        "GET /v1/cards/{customerId} (page of 20)",
        `${servers.real}/v1/cards/${demoIds.customers.naidisLogistika}?cardType=PAYMENT_CARD&isBlockedCard=false&page=0&size=20&sortField=REMOTE_CARD_ID&sortDirection=ASC`,
        { authorization: `Bearer ${token}` },
      ),
      // The sale-order list of the demo company (orders and quotes in every state with their rows), default sort.
      await load("GET /v1/sale-orders/{customerId}", `${servers.real}/v1/sale-orders/${SALE_ORDERS_CUSTOMER_ID}`, { authorization: `Bearer ${token}` }),
      // A year of Mari's hourly measurements (8 760 rows) summed by the database by DAY and by MONTH, with the statistics.
      ...(await (async () => {
        const year = consumptionPresetRange("last12Months", tallinnDay(new Date()))
        const base = `${servers.real}/v1/electricity/measurements/${demoIds.customers.mariPrivate}/${demoMeteringPointIds.mariHome}`
        return [
          await load("GET /v1/electricity/measurements (a year by DAY)", `${base}?from=${addDaysIso(year.end, -365)}&to=${year.end}&resolution=DAY`, { authorization: `Bearer ${token}` }),
          await load("GET /v1/electricity/measurements (a year by MONTH)", `${base}?from=${year.start}&to=${year.end}&resolution=MONTH`, { authorization: `Bearer ${token}` }),
        ]
      })()),
    ].map((l) => ({ ...l, ratio: l.rps / ceiling.rps }))
  } finally {
    await servers.stop()
  }

  printSizes(size)
  printWire(wire)
  console.log("Throughput (autocannon, 50 connections, 10 s)")
  console.table(
    loads.map((l) => ({ target: l.name, "req/s": Math.round(l.rps), "p99 ms": l.p99Ms, "× ceiling": +l.ratio!.toFixed(2), requests: l.requests, non2xx: l.non2xx })),
  )

  const [ceiling, prices, , documents, documentsFew, dispensing, tanks, stationsLoad, cardList, saleOrders] = loads
  const budgets: Budget[] = [
    ...sizeBudgets(size),
    ...wireBudgets(wire),
    { name: "GET /v1/documents p99 (50 000 docs, 50 conn.)", value: documents!.p99Ms, limit: DOCUMENTS_P99_MS, unit: "ms", ok: documents!.p99Ms <= DOCUMENTS_P99_MS },
    { name: "GET /v1/documents p99 (50 000 docs, 5 conn.)", value: documentsFew!.p99Ms, limit: DOCUMENTS_P99_FEW_MS, unit: "ms", ok: documentsFew!.p99Ms <= DOCUMENTS_P99_FEW_MS },
    { name: "GET /v1/dispensing-order p99 (50 conn.)", value: dispensing!.p99Ms, limit: TERMINAL_LIST_P99_MS, unit: "ms", ok: dispensing!.p99Ms <= TERMINAL_LIST_P99_MS },
    { name: "GET /v1/tanks p99 (50 conn.)", value: tanks!.p99Ms, limit: TERMINAL_LIST_P99_MS, unit: "ms", ok: tanks!.p99Ms <= TERMINAL_LIST_P99_MS },
    { name: "GET /v1/petrol-stations p99 (50 conn.)", value: stationsLoad!.p99Ms, limit: STATIONS_P99_MS, unit: "ms", ok: stationsLoad!.p99Ms <= STATIONS_P99_MS },
    { name: "GET /v1/cards p99 (page of 20, 50 conn.)", value: cardList!.p99Ms, limit: CARDS_LIST_P99_MS, unit: "ms", ok: cardList!.p99Ms <= CARDS_LIST_P99_MS },
    ...["DAY", "MONTH"].map((r) => {
      const l = loads.find((x) => x.name === `GET /v1/electricity/measurements (a year by ${r})`)!
      return { name: `GET /v1/electricity/measurements p99 (a year of hours by ${r}, 50 conn.)`, value: l.p99Ms, limit: MEASUREMENTS_P99_MS, unit: "ms", ok: l.p99Ms <= MEASUREMENTS_P99_MS }
    }),
    { name: "GET /v1/sale-orders p99 (50 conn.)", value: saleOrders!.p99Ms, limit: SALE_ORDERS_P99_MS, unit: "ms", ok: saleOrders!.p99Ms <= SALE_ORDERS_P99_MS },
    { name: "/v1/prices req/s vs ceiling", value: prices!.ratio!, limit: 0.5, unit: "× ceiling", ok: prices!.rps >= 0.5 * ceiling!.rps },
  ]
  // Web vitals last, with the in-process servers stopped: the portal as a customer's browser meets it.
  const vital = await vitals()
  console.log("Web vitals (cold, headless Chromium; slow = 150 ms RTT, 1.6 Mbps, 4× CPU)")
  console.table(vital)
  budgets.push(...vitalBudgets(vital))
  report(budgets)

  mkdirSync(".bench", { recursive: true })
  writeFileSync(".bench/last.json", JSON.stringify({ date: new Date().toISOString(), sizes: size, wire, loads, vitals: vital, budgets }, null, 2) + "\n")
  return budgets.every((b) => b.ok)
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error("bench failed:", error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
