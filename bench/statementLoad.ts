/**
 * p99 of the statement's sums and of its filtered page for the bench fleet (100 000 lines,
 * BENCH_FLEET_CUSTOMER_ID) at 50 connections, measured from this process with autocannon against a
 * server running as its own process (bench/statementServer.ts), beside a bare Hono control that also
 * runs as its own process, with the machine's load average at the time.
 *
 *   node --import tsx bench/statementLoad.ts http://127.0.0.1:4640     (a server already started)
 *   `import { statementLoads }` for bench/run.ts.
 */
import { spawn } from "node:child_process"
import { loadavg } from "node:os"
import autocannon from "autocannon"
import { presetRange } from "../src/core/rules/dateRanges"
import { STATEMENT_DEFAULT_PRESET } from "../src/core/rules/statement"
import { tallinnDay } from "../src/core/rules/vat"
import { BENCH_FLEET_CUSTOMER_ID } from "../src/server/seed/statement"

/** Issue 11: sums p99 ≤ 50 ms at 50 connections; the filtered page is held to the same. */
export const STATEMENT_SUMS_P99_MS = 50
export const STATEMENT_PAGE_P99_MS = 50
const MARI = "48001010005"

export interface StatementLoad {
  readonly name: string
  readonly rps: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly requests: number
  readonly connections: number
  /** 1-minute load average when the run ended. */
  readonly loadAverage: number
}

export interface StatementLoadReport {
  readonly loads: ReadonlyArray<StatementLoad>
  readonly budgets: ReadonlyArray<{ name: string; value: number; limit: number; unit: string; ok: boolean }>
}

/** Smart-ID sign-in through the API (the eID session bound by its x-eid-session header). */
export async function signInMari(base: string): Promise<string> {
  let binding: Record<string, string> = {}
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...binding }, body: JSON.stringify(body) })
    const session = res.headers.get("x-eid-session")
    if (session) binding = { "x-eid-session": session }
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
  const { verificationCode } = await post("/v1/auth/smart-id/login", { personalIdentityCode: MARI })
  for (let i = 0; i < 10; i++) {
    const body = await post("/v1/auth/smart-id/poll", { personalIdentityCode: MARI, verificationCode })
    if (body.status === "RUNNING") continue
    if (typeof body.token !== "string") throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
    return body.token
  }
  throw new Error("sign-in did not finish")
}

/** A bare Hono answering a constant, as its own process: the machine's ceiling at the time. */
async function startBareHono(port: number): Promise<{ url: string; stop: () => void }> {
  const code = `import { serve } from "@hono/node-server"; import { Hono } from "hono";
serve({ fetch: new Hono().get("/const", (c) => c.json({ ok: true, value: 42 })).fetch, hostname: "127.0.0.1", port: ${port} })`
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: "ignore" })
  const url = `http://127.0.0.1:${port}/const`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill("SIGTERM") }
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill("SIGTERM")
  throw new Error("the bare Hono control did not start")
}

async function load(name: string, url: string, headers: Record<string, string>, connections = 50, duration = 10): Promise<StatementLoad> {
  const probe = await fetch(url, { headers })
  if (!probe.ok) throw new Error(`${name}: GET ${url} answered ${probe.status} ${await probe.text()}`)
  await probe.arrayBuffer()
  const r = await autocannon({ url, headers, connections, duration, timeout: 60 })
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors + r.timeouts} errors of ${r.requests.total}`)
  return { name, rps: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total, connections, loadAverage: +loadavg()[0]!.toFixed(2) }
}

/**
 * The statement's loads against `base` (a server with the bench fleet): the sums of the default
 * period (the current year, about 90 000 lines) unfiltered and by a station, and the first page of
 * 20 filtered by a station; each at 50 connections for 10 s, the sums also at 5; then the bare control.
 */
export async function statementLoads(base: string, options: { controlPort?: number; duration?: number } = {}): Promise<StatementLoadReport> {
  const token = await signInMari(base)
  const headers = { authorization: `Bearer ${token}` }
  const duration = options.duration ?? 10
  const range = presetRange(STATEMENT_DEFAULT_PRESET, tallinnDay(new Date()))
  const period = `documentDateCreatedStart=${range.start}&documentDateCreatedEnd=${range.end}`
  const rows = `${base}/v1/documents/${BENCH_FLEET_CUSTOMER_ID}/rows`
  const station = encodeURIComponent("Tartu, Riia 140")
  // Warm up (JIT, PGlite's wasm tiers up) on a call that is not measured.
  await autocannon({ url: `${base}/v1/users/current`, headers, connections: 50, duration: 3 })
  const loads = [
    await load("sums, current year (50 conn.)", `${rows}/sum?${period}`, headers, 50, duration),
    await load("sums, current year + station (50 conn.)", `${rows}/sum?${period}&limitToLocation=${station}`, headers, 50, duration),
    await load("sums, current year (5 conn.)", `${rows}/sum?${period}`, headers, 5, duration),
    await load(
      "page of 20, current year + station, newest first (50 conn.)",
      `${rows}?${period}&limitToLocation=${station}&page=0&size=20&sortField=DOCUMENT_DATE_CREATED&sortDirection=DESC`,
      headers,
      50,
      duration,
    ),
    await load("page of 20, current year, by sum (50 conn.)", `${rows}?${period}&page=3&size=20&sortField=PRODUCT_AMOUNT_SUM&sortDirection=DESC`, headers, 50, duration),
    await load("GET /v1/users/current (sign-in check only, 50 conn.)", `${base}/v1/users/current`, headers, 50, duration),
  ]
  const bare = await startBareHono(options.controlPort ?? 4649)
  try {
    loads.push(await load("bare Hono constant JSON (control, own process)", bare.url, {}, 50, duration))
  } finally {
    bare.stop()
  }
  const find = (prefix: string) => loads.find((l) => l.name.startsWith(prefix))!
  const budget = (name: string, l: StatementLoad, limit: number) => ({ name, value: l.p99Ms, limit, unit: "ms", ok: l.p99Ms <= limit })
  return {
    loads,
    budgets: [
      budget("statement sums p99 (100 000 lines, current year, 50 conn.)", find("sums, current year (50"), STATEMENT_SUMS_P99_MS),
      budget("statement sums p99 (100 000 lines, current year + station, 50 conn.)", find("sums, current year + station"), STATEMENT_SUMS_P99_MS),
      budget("statement filtered page p99 (100 000 lines, station, 50 conn.)", find("page of 20, current year + station"), STATEMENT_PAGE_P99_MS),
    ],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://127.0.0.1:4640"
  statementLoads(base).then(
    (r) => {
      console.table(r.loads)
      console.table(r.budgets)
      process.exit(0)
    },
    (e) => {
      console.error(e)
      process.exit(1)
    },
  )
}
