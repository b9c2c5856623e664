/**
 * `npm run bench`: the product measured from outside, against budgets (docs/bench.md says what each line means).
 *
 * - Sizes: gzip -9 of each route's code and element script, and each route's first visit on the wire
 *   (bench/sizes.ts; `-- --sizes` alone).
 * - Load: the real server (bench/server.ts: the bench's data, then src/server/main.ts) and a bare Hono
 *   ceiling (bench/ceiling.ts) as processes of their own, loaded by autocannon in a third (bench/load.ts):
 *   first over PGlite (a seeded folder under .bench/, kept between runs while the migrations and seeds
 *   stay the same), then over PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a
 *   database bench_<pid> made for the run and dropped after), there also with WEB_CONCURRENCY=2.
 *   Each target runs ROUNDS rounds of DURATION seconds, the rounds interleaved with the ceiling's, and
 *   prints min / median / max of req/s, p99 and the ratio to the ceiling of the same round; budgets
 *   judge the median.
 * - Web vitals: slow-profile LCP with its element, CLS, requests and kB of every route, both widths,
 *   first-time and returning visitor, in headless Chromium (bench/vitals.ts; `-- --vitals` alone,
 *   `-- --vitals --quick` a subset once).
 *
 * `-- --only prices,users` runs only those groups (see GROUPS); `--rounds 1 --duration 2` for a quick look.
 * Writes .bench/last.json; exits 1 when a budget fails, 2 when the bench itself could not run.
 */
import { execSync, fork, type ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { migrationsFolder } from "../src/server/db/client"
import { demoPersonalCodes } from "../src/server/db/seed"
import { report, passes, status, type Budget } from "./budget"
import { STATEMENT_EXPORT_BUDGET, type StatementExport, type StatementExportFigures } from "./hooks"
import type { LoadReply, LoadRequest, LoadResult } from "./load"
import { freePort, pinProcesses, startEntry, unpinProcesses, waitUntilUp, type Child } from "./processes"
import { BENCH_FLEET_LINES } from "./seed"
import { COST_KEYS, costBudgets, measureCost, printCost, type CostLine } from "./cost"
import { faultBudgets, faults, printFaults, type FaultsResult } from "./faults"
import { mixedBudgets, mixedLoad, printMixed, type MixedFigures } from "./mixed"
import { printSoak, soak, soakBudgets, type SoakFigures } from "./soak"
import { GROUPS, signIn, TARGETS, type Group, type Kind, type Target } from "./targets"
import { PORTAL, printSizes, printWire, sizeBudgets, sizes, WIDGETS, wireBudgets, wireBytes, type Size, type Wire } from "./sizes"
import { printVitals, QUICK, vitalBudgets, vitals, type Visitor, type Vital } from "./vitals"

// ---------- options ----------

function options(argv: ReadonlyArray<string>) {
  const value = (flag: string) => {
    const i = argv.indexOf(flag)
    return i >= 0 ? argv[i + 1] : undefined
  }
  let groups: Set<Group> = new Set(GROUPS)
  if (argv.includes("--sizes")) groups = new Set(["sizes"])
  if (argv.includes("--vitals")) groups = new Set(["vitals"])
  const only = value("--only")
  if (only) {
    const named = only.split(",").map((g) => g.trim())
    const unknown = named.filter((g) => !(GROUPS as ReadonlyArray<string>).includes(g))
    if (unknown.length) throw new Error(`--only: unknown ${unknown.join(", ")} (known: ${GROUPS.join(", ")})`)
    groups = new Set(named as Group[])
  }
  // The cluster line compares with the single process's list: measure that too.
  if (groups.has("cluster")) groups.add("documents")
  return {
    groups,
    rounds: Number(value("--rounds") ?? 3),
    /** Seconds per target per round. */
    duration: Number(value("--duration") ?? 5),
    /** Seconds per target before the first round (JIT, caches, the database's buffers); not counted. */
    warmup: Number(value("--warmup") ?? 1),
    /** The vitals: `--quick` a subset once; `--routes /a,/b` and `--runs N` (3) choose. */
    vitalRoutes: value("--routes")?.split(",") ?? (argv.includes("--quick") ? QUICK.routes : undefined),
    vitalRuns: Number(value("--runs") ?? (argv.includes("--quick") ? QUICK.runs : 3)),
    vitalVisitors: value("--visitors")?.split(",") as Visitor[] | undefined,
    /** The cost per request: requests per run (bench/cost.ts). */
    costRequests: Number(value("--cost-requests") ?? 20000),
    /** `--databases postgres` skips the PGlite phase (its first seeding takes long on a busy machine). */
    databases: new Set(value("--databases")?.split(",") ?? ["pglite", "postgres"]),
    /** The soak's minutes after its warm-up (bench/soak.ts). */
    soakMinutes: Number(value("--soak-minutes") ?? 10),
    /** The faults: milliseconds of writes before the SIGKILL (bench/faults.ts). */
    faultsKillMs: Number(value("--faults-kill-ms") ?? 3000),
  }
}

const opts = options(process.argv.slice(2))
const wants = (g: Group) => opts.groups.has(g)
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined
/** BENCH_PORT: the first of five consecutive ports (ceiling, PGlite server, PostgreSQL server, its cluster, vitals); else free ones. */
const portBase = Number(process.env.BENCH_PORT) || undefined
const port = async (offset: number) => (portBase ? portBase + offset : await freePort())

/** WEB_CONCURRENCY of the cluster line (issue 16: one process per core over PostgreSQL). */
const CLUSTER_PROCESSES = 2

// ---------- budgets of the load ----------

/** A budget on the median of a load line: its p99 (ms) or its ratio (× the ceiling, or × one process for the cluster). */
interface LoadBudget {
  readonly key: string
  readonly database: Kind | "cluster"
  readonly on: "p99" | "ratio"
  readonly cmp: "≤" | "≥"
  readonly limit: number
}

const LOAD_BUDGETS: ReadonlyArray<LoadBudget> = [
  // Issue 16.
  { key: "prices", database: "pglite", on: "ratio", cmp: "≥", limit: 0.7 },
  { key: "prices", database: "postgres", on: "ratio", cmp: "≥", limit: 0.7 },
  { key: "users", database: "postgres", on: "ratio", cmp: "≥", limit: 0.2 },
  { key: "documents", database: "postgres", on: "ratio", cmp: "≥", limit: 0.08 },
  { key: "documents", database: "postgres", on: "p99", cmp: "≤", limit: 60 },
  { key: "documents", database: "pglite", on: "p99", cmp: "≤", limit: 400 },
  { key: "documents", database: "cluster", on: "ratio", cmp: "≥", limit: 1.6 },
  // The list's service time on PGlite (a few connections, little queueing).
  { key: "documents-5", database: "pglite", on: "p99", cmp: "≤", limit: 100 },
  // Issue 11: the sums on the production database.
  { key: "statement-sums", database: "postgres", on: "p99", cmp: "≤", limit: 50 },
  // Issue 28: /kulud's calls for the 100 000-line company at 50 connections on PostgreSQL.
  { key: "spending-summary", database: "postgres", on: "p99", cmp: "≤", limit: 100 },
  { key: "spending-cards", database: "postgres", on: "p99", cmp: "≤", limit: 100 },
  { key: "spending-anomalies", database: "postgres", on: "p99", cmp: "≤", limit: 100 },
  // Issue 14's lines had this budget of their own (about 15 ms of service time, queued 50 deep on one PGlite).
  { key: "measurements-day", database: "pglite", on: "p99", cmp: "≤", limit: 1500 },
  { key: "measurements-month", database: "pglite", on: "p99", cmp: "≤", limit: 1500 },
  // The feature lists of a few dozen rows, on one PGlite.
  { key: "dispensing", database: "pglite", on: "p99", cmp: "≤", limit: 1000 },
  { key: "tanks", database: "pglite", on: "p99", cmp: "≤", limit: 1000 },
  { key: "stations", database: "pglite", on: "p99", cmp: "≤", limit: 1000 },
  { key: "cards", database: "pglite", on: "p99", cmp: "≤", limit: 1000 },
  { key: "sale-orders", database: "pglite", on: "p99", cmp: "≤", limit: 1000 },
]

// ---------- the load generator (its own process) ----------

interface Loader {
  run(request: Omit<LoadRequest, "id">): Promise<LoadResult>
  /** A new bearer token for the mixed workload running (bench/soak.ts signs in again as it goes). */
  token(token: string): void
  /** The load process's id (the cost group gives it a core of its own). */
  readonly pid: number | undefined
  stop(): void
}

function startLoader(): Loader {
  const child: ChildProcess = fork(fileURLToPath(new URL("./load.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  })
  const waiting = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>()
  let next = 0
  child.on("message", (reply: LoadReply) => {
    const w = waiting.get(reply.id)
    waiting.delete(reply.id)
    if ("error" in reply) w?.reject(new Error(reply.error))
    else w?.resolve(reply.result)
  })
  child.on("exit", (code) => {
    for (const w of waiting.values()) w.reject(new Error(`the load process exited (${code})`))
    waiting.clear()
  })
  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        const id = next++
        waiting.set(id, { resolve, reject })
        child.send({ id, ...request } satisfies LoadRequest)
      }),
    token: (token) => child.send({ token }),
    pid: child.pid,
    stop: () => child.kill("SIGTERM"),
  }
}

// ---------- measuring ----------

/** One line of the load table: a target on one server, every round. */
interface Line {
  readonly key: string
  readonly name: string
  /** Where it ran: a database, or the ceiling during that database's phase, or the cluster. */
  readonly on: Kind | "cluster"
  readonly connections: number
  readonly rounds: LoadResult[]
  /** req/s ÷ the ceiling's req/s of the same round (the cluster: ÷ one process's of the same round). */
  readonly ratios: number[]
  error?: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Server {
  readonly base: string
  readonly on: Kind | "cluster"
}

/**
 * One target for `seconds`: a fresh token (tokens live 10 minutes and slide in their last 5; a fresh
 * one keeps the sliding re-sign out of the figures), a probe that must answer 2xx, the load, then a
 * pause of the p99 so that the requests still queued in the server do not land on the next target.
 */
async function loadOnce(
  loader: Loader,
  server: Server,
  target: Pick<Target, "name" | "path" | "signedIn" | "connections">,
  seconds: number,
): Promise<LoadResult> {
  const headers: Record<string, string> = target.signedIn
    ? { authorization: `Bearer ${await signIn(server.base, demoPersonalCodes.mari)}` }
    : {}
  const url = server.base + target.path()
  const probe = await fetch(url, { headers })
  if (!probe.ok) throw new Error(`${target.name}: GET ${url} answered ${probe.status} ${(await probe.text()).slice(0, 300)}`)
  await probe.arrayBuffer()
  const result = await loader.run({ url, headers, connections: target.connections, duration: seconds })
  await sleep(Math.min(5000, result.p99Ms + 250))
  if (result.non2xx || result.errors)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors/timeouts of ${result.requests}`)
  return result
}

const CEILING: Pick<Target, "name" | "path" | "signedIn" | "connections"> = {
  name: "bare Hono, constant JSON (ceiling)",
  path: () => "/const",
  signedIn: false,
  connections: 50,
}

/**
 * One database's phase: warm-up, then `rounds` rounds of [ceiling, each target, the cluster's list];
 * each ratio against the ceiling of its own round.
 */
async function phase(
  loader: Loader,
  ceiling: string,
  server: Server,
  targets: ReadonlyArray<Target>,
  cluster: Server | undefined,
): Promise<Line[]> {
  const kind = server.on as Kind
  const ceilingLine: Line = { key: "ceiling", name: CEILING.name, on: kind, connections: 50, rounds: [], ratios: [] }
  const lines = targets.map((t): Line => ({ key: t.key, name: t.name, on: kind, connections: t.connections, rounds: [], ratios: [] }))
  const documents = targets.find((t) => t.key === "documents")
  const clusterLine: Line | undefined =
    cluster && documents
      ? {
          key: "documents",
          name: `${documents.name}, WEB_CONCURRENCY=${CLUSTER_PROCESSES}`,
          on: "cluster",
          connections: 50,
          rounds: [],
          ratios: [],
        }
      : undefined
  const ceilingServer: Server = { base: ceiling, on: kind }
  const all: Array<[Line, Server, Pick<Target, "name" | "path" | "signedIn" | "connections">]> = [
    [ceilingLine, ceilingServer, CEILING],
    ...lines.map((l, i): [Line, Server, Target] => [l, server, targets[i]!]),
    ...(clusterLine && documents ? [[clusterLine, cluster!, documents] as [Line, Server, Target]] : []),
  ]
  console.error(`  ${kind}: warming up (${opts.warmup} s per target)`)
  for (const [line, srv, target] of all) {
    try {
      await loadOnce(loader, srv, target, opts.warmup)
    } catch (error) {
      line.error = error instanceof Error ? error.message : String(error)
    }
  }
  for (let round = 1; round <= opts.rounds; round++) {
    console.error(`  ${kind}: round ${round} of ${opts.rounds} (load average ${loadavg()[0]!.toFixed(2)})`)
    for (const [line, srv, target] of all) {
      if (line.error) continue
      try {
        line.rounds.push(await loadOnce(loader, srv, target, opts.duration))
      } catch (error) {
        line.error = error instanceof Error ? error.message : String(error)
      }
    }
    const ceilingRps = ceilingLine.rounds[round - 1]?.rps
    for (const line of lines) {
      const r = line.rounds[round - 1]
      if (r && ceilingRps) line.ratios.push(r.rps / ceilingRps)
    }
    const single = lines.find((l) => l.key === "documents")?.rounds[round - 1]
    const multi = clusterLine?.rounds[round - 1]
    if (clusterLine && single && multi) clusterLine.ratios.push(multi.rps / single.rps)
  }
  ceilingLine.ratios.push(...ceilingLine.rounds.map(() => 1))
  return [ceilingLine, ...lines, ...(clusterLine ? [clusterLine] : [])]
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const spread = (xs: ReadonlyArray<number>, digits: number) =>
  xs.length ? [Math.min(...xs), median(xs), Math.max(...xs)].map((x) => x.toFixed(digits)).join(" / ") : "—"

function printLoads(lines: ReadonlyArray<Line>) {
  console.log(`\nLoad from a separate process (autocannon; ${opts.rounds} rounds × ${opts.duration} s; min / median / max)`)
  console.table(
    lines.map((l) => ({
      target: l.name,
      on: l.on === "cluster" ? `postgres ×${CLUSTER_PROCESSES}` : l.on,
      conn: l.connections,
      "req/s": spread(
        l.rounds.map((r) => r.rps),
        0,
      ),
      "p99 ms": spread(
        l.rounds.map((r) => r.p99Ms),
        0,
      ),
      ratio:
        l.key === "ceiling" ? "" : `${spread(l.ratios, l.on === "cluster" ? 2 : 3)} ${l.on === "cluster" ? "× 1 process" : "× ceiling"}`,
      ...(l.error ? { error: l.error } : {}),
    })),
  )
}

/** The load budgets as budget lines: measured (median), or SKIP with the reason. */
function loadBudgets(lines: ReadonlyArray<Line>, skipped: Partial<Record<Kind | "cluster", string>>): Budget[] {
  const out: Budget[] = []
  for (const b of LOAD_BUDGETS) {
    const target = TARGETS.find((t) => t.key === b.key)!
    if (!wants(target.group) || (b.database === "cluster" && !wants("cluster"))) continue
    const where =
      b.database === "cluster"
        ? `PostgreSQL, WEB_CONCURRENCY=${CLUSTER_PROCESSES} vs 1 process`
        : b.database === "postgres"
          ? "PostgreSQL"
          : "PGlite"
    const name = `${target.name} ${b.on === "p99" ? "p99" : b.database === "cluster" ? "req/s" : "req/s vs ceiling"} (${where}, ${target.connections} conn.)`
    const unit = b.on === "p99" ? "ms" : b.database === "cluster" ? "× 1 process" : "× ceiling"
    const line = lines.find((l) => l.key === b.key && l.on === b.database)
    const skip = skipped[b.database]
    if (skip) out.push({ name, value: NaN, limit: b.limit, unit, cmp: b.cmp, skip })
    else if (!line || line.error || !line.rounds.length)
      out.push({ name, value: NaN, limit: b.limit, unit, cmp: b.cmp, ...(line?.error ? {} : { skip: "not measured" }) })
    else
      out.push({
        name,
        // A round in which no request was answered has no p99 (autocannon says 0): it counts as endless, not as fast.
        value: b.on === "p99" ? median(line.rounds.map((r) => (r.requests > 0 ? r.p99Ms : Number.POSITIVE_INFINITY))) : median(line.ratios),
        limit: b.limit,
        unit,
        cmp: b.cmp,
      })
  }
  // A line that could not be measured (an error answer, a crash) fails the bench.
  for (const l of lines)
    if (l.error) out.push({ name: `${l.name} (${l.on}) measured without errors: ${l.error}`, value: 1, limit: 0, unit: "errors", cmp: "≤" })
  return out
}

// ---------- the servers ----------

const cleanups: Array<() => Promise<void>> = []
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()!().catch((error) => console.error("bench: clean-up:", error))
}

/** The PGlite folder of this state of the migrations and seeds: seeded once, reused while they stay the same. */
function pgliteDir(): string {
  const hash = createHash("sha256")
  const files = [
    ...readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name)),
    "src/server/db/seed.ts",
    // The features' own seeds (statement.seed.ts, spending.seed.anomalies.ts, …), which seed.ts runs.
    ...readdirSync("src/server/features", { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.seed(\.\w+)?\.ts$/.test(e.name))
      .map((e) => join(e.parentPath, e.name)),
    "bench/seed.ts",
  ].sort()
  for (const f of files) hash.update(f).update(readFileSync(f))
  const name = `pglite-${hash.digest("hex").slice(0, 12)}`
  mkdirSync(".bench", { recursive: true })
  // Folders of earlier states are of no use any more.
  for (const old of readdirSync(".bench"))
    if (old.startsWith("pglite-") && old !== name) rmSync(join(".bench", old), { recursive: true, force: true })
  return join(".bench", name)
}

const serverEnv = (portNumber: number, extra: Record<string, string>) => ({
  PORT: String(portNumber),
  PUBLIC_ORIGIN: `http://127.0.0.1:${portNumber}`,
  // Logs as the production start writes them (JSON lines), not the pretty ones of a development start.
  LOG_FORMAT: "json",
  // The bench signs Mari in before every signed-in target.
  THROTTLE_STARTS_PER_CODE: "100000",
  THROTTLE_STARTS_PER_ADDRESS: "100000",
  ...extra,
})

/**
 * bench/server.ts as a process; up once /v1/prices answers (the first PGlite seeding takes a couple of minutes;
 * BENCH_START_SECONDS, 1200, is how long it may take: seeding PostgreSQL took over 10 minutes at load 20).
 */
async function startServer(name: string, portNumber: number, env: Record<string, string>): Promise<{ child: Child; base: string }> {
  // Its access lines go to a file under .bench/ (startEntry says why), named by the server, kept for a look after a run.
  mkdirSync(".bench", { recursive: true })
  const logFile = `.bench/${name.replace(/[^a-z0-9]+/gi, "-")}.log`
  const child = startEntry(name, "bench/server.ts", serverEnv(portNumber, env), { stdoutFile: logFile })
  console.error(`  ${name}: standard output in ${logFile}`)
  cleanups.push(() => child.stop())
  const base = `http://127.0.0.1:${portNumber}`
  // Seeding PostgreSQL takes about a minute on an idle machine, over ten at a load average of 20.
  await waitUntilUp(child, `${base}/v1/prices`, Number(process.env.BENCH_START_SECONDS ?? 1200) * 1000)
  return { child, base }
}

/** A database of its own on the given PostgreSQL, dropped at the end (also after a failure or Ctrl-C). */
async function benchDatabase(url: string, suffix = ""): Promise<string> {
  const name = `bench_${process.pid}${suffix}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists "${name}" with (force)`)
  await admin.query(`create database "${name}"`)
  await admin.end()
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.end()
  })
  const own = new URL(url)
  own.pathname = `/${name}`
  return own.toString()
}

// ---------- issue 11's export hook ----------

const STATEMENT_EXPORT_HOOK = new URL("./statementExport.ts", import.meta.url)

interface ExportFigure extends StatementExportFigures {
  readonly database: Kind
}

/** bench/statementExport.ts (issue 11) when it is there: see bench/hooks.ts. */
async function statementExportHook(): Promise<StatementExport | undefined> {
  if (!existsSync(fileURLToPath(STATEMENT_EXPORT_HOOK))) return undefined
  const hook = ((await import(STATEMENT_EXPORT_HOOK.href)) as { statementExport?: StatementExport }).statementExport
  if (typeof hook !== "function") throw new Error("bench/statementExport.ts exports no statementExport function (see bench/hooks.ts)")
  return hook
}

function exportBudgets(figures: ReadonlyArray<ExportFigure>, hookThere: boolean, skipped: Partial<Record<Kind, string>>): Budget[] {
  if (!wants("export")) return []
  const out: Budget[] = []
  for (const database of ["pglite", "postgres"] as const) {
    const name = (what: string) =>
      `XLSX export of the ${BENCH_FLEET_LINES / 1000}k-line statement in Chromium, ${what} (${database === "postgres" ? "PostgreSQL" : "PGlite"})`
    const f = figures.find((x) => x.database === database)
    const skip = !hookThere
      ? "bench/statementExport.ts is not there yet (issue 11)"
      : (skipped[database] ?? (f ? undefined : "not measured"))
    out.push(
      {
        name: name("fetch and write"),
        value: f?.exportMs ?? NaN,
        limit: STATEMENT_EXPORT_BUDGET.exportMs,
        unit: "ms",
        cmp: "≤",
        ...(skip ? { skip } : {}),
      },
      {
        name: name("longest main-thread task"),
        value: f?.longestTaskMs ?? NaN,
        limit: STATEMENT_EXPORT_BUDGET.longestTaskMs,
        unit: "ms",
        cmp: "≤",
        ...(skip ? { skip } : {}),
      },
    )
  }
  return out
}

// ---------- main ----------

async function main(): Promise<boolean> {
  const started = Date.now()
  const load0 = loadavg()
  console.error(`bench: ${[...opts.groups].join(", ")}; ${cpus().length} cores, load average ${load0.map((x) => x.toFixed(2)).join(" ")}`)
  const needsBuild = wants("sizes") || wants("vitals") || wants("export")
  if (needsBuild && (!existsSync(join(PORTAL, "index.html")) || !existsSync(join(WIDGETS, "ise-fuel-prices.js"))))
    execSync("npm run build", { stdio: "inherit" })

  const budgets: Budget[] = []
  let size: Size[] | undefined
  let wire: Wire[] | undefined
  if (wants("sizes")) {
    size = sizes()
    wire = await wireBytes()
    budgets.push(...sizeBudgets(size), ...wireBudgets(wire))
  }

  // ----- load -----
  const targets = TARGETS.filter((t) => wants(t.group))
  const costTargets = wants("cost") ? TARGETS.filter((t) => (COST_KEYS as ReadonlyArray<string>).includes(t.key)) : []
  const costLines: CostLine[] = []
  const lines: Line[] = []
  const skipped: Partial<Record<Kind | "cluster", string>> = {}
  const exportFigures: ExportFigure[] = []
  const exportHook = wants("export") ? await statementExportHook() : undefined
  // The soak runs on PostgreSQL when there is one, else on PGlite.
  const soakOn: Kind | undefined = wants("soak") ? (postgresUrl ? "postgres" : "pglite") : undefined
  let soakFigures: SoakFigures | undefined
  let soakError: string | undefined
  // The mixed load too (before the soak, on the same server).
  const mixedOn: Kind | undefined = wants("mixed") ? (postgresUrl ? "postgres" : "pglite") : undefined
  let mixedFigures: MixedFigures | undefined
  let mixedError: string | undefined
  const anyLoad = targets.length > 0 || costTargets.length > 0 || (wants("export") && exportHook) || soakOn || mixedOn
  if (!postgresUrl) skipped.postgres = skipped.cluster = "no PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL)"
  if (!opts.databases.has("pglite")) skipped.pglite = "--databases leaves PGlite out"
  if (!opts.databases.has("postgres")) skipped.postgres = skipped.cluster = "--databases leaves PostgreSQL out"

  if (anyLoad) {
    const loader = startLoader()
    cleanups.push(async () => loader.stop())
    const ceilingPort = await port(0)
    const ceiling = startEntry("ceiling", "bench/ceiling.ts", { PORT: String(ceilingPort) }, { quiet: true })
    cleanups.push(() => ceiling.stop())
    const ceilingBase = `http://127.0.0.1:${ceilingPort}`
    await waitUntilUp(ceiling, `${ceilingBase}/const`, 60_000)

    const measureCostOn = async (kind: Kind, server: { child: Child; base: string }) => {
      const on = costTargets.filter((t) => t.databases.includes(kind))
      if (!on.length) return
      console.error(`  ${kind}: CPU per request (${opts.rounds} rounds of ${opts.costRequests} requests)`)
      const where = { kind, base: server.base, child: server.child.process }
      // The server and the ceiling on one core, the load on the other: where the scheduler put them moved a
      // server's figure by a quarter from one start to the next (the ceiling's too), and the budget compares the two.
      const pinned = pinProcesses([
        [server.child.process.pid, "0"],
        [ceiling.process.pid, "0"],
        [loader.pid, "1"],
      ])
      if (pinned) console.error("  the server and the ceiling on CPU 0, the load on CPU 1 (taskset)")
      try {
        costLines.push(
          ...(await measureCost(loader, where, { base: ceilingBase, child: ceiling.process }, on, opts.rounds, opts.costRequests)),
        )
      } finally {
        if (pinned) unpinProcesses([server.child.process.pid, ceiling.process.pid, loader.pid])
      }
    }

    const measureMixed = async (kind: Kind, server: { child: Child; base: string }) => {
      if (mixedOn !== kind) return
      try {
        mixedFigures = await mixedLoad(loader, { base: server.base, on: kind }, (line) => console.error(line))
      } catch (error) {
        mixedError = error instanceof Error ? error.message : String(error)
      }
    }

    const measureSoak = async (kind: Kind, server: { child: Child; base: string }) => {
      if (soakOn !== kind) return
      try {
        soakFigures = await soak(
          loader,
          { base: server.base, pid: server.child.process.pid!, on: kind, child: server.child.process },
          opts.soakMinutes,
          (line) => console.error(line),
        )
      } catch (error) {
        soakError = error instanceof Error ? error.message : String(error)
      }
    }

    const measureExport = async (base: string, database: Kind) => {
      if (!exportHook) return
      console.error(`  ${database}: the statement's XLSX export (bench/statementExport.ts)`)
      exportFigures.push({ database, ...(await exportHook(base)).figures })
    }

    // PGlite: the folder seeded once; a folder that will not open (a run killed mid-write) is seeded again.
    const pgliteTargets = targets.filter((t) => t.databases.includes("pglite"))
    if (
      opts.databases.has("pglite") &&
      (pgliteTargets.length || costTargets.length || exportHook || soakOn === "pglite" || mixedOn === "pglite")
    ) {
      const dir = pgliteDir()
      const fresh = !existsSync(dir)
      console.error(`bench: PGlite server over ${dir}${fresh ? " (seeding: a couple of minutes, once)" : ""}`)
      const pglitePort = await port(1)
      const server = await startServer("pglite server", pglitePort, { DATA_DIR: dir }).catch(async (error) => {
        if (fresh) throw error
        console.error(`bench: ${error instanceof Error ? error.message : error}; seeding ${dir} again`)
        await cleanups.pop()!()
        rmSync(dir, { recursive: true, force: true })
        return startServer("pglite server", pglitePort, { DATA_DIR: dir })
      })
      if (pgliteTargets.length)
        lines.push(...(await phase(loader, ceilingBase, { base: server.base, on: "pglite" }, pgliteTargets, undefined)))
      await measureCostOn("pglite", server)
      await measureExport(server.base, "pglite")
      await measureMixed("pglite", server)
      await measureSoak("pglite", server)
      await server.child.stop()
    }

    // PostgreSQL: one process, and WEB_CONCURRENCY processes over the same database.
    const postgresTargets = targets.filter((t) => t.databases.includes("postgres"))
    if (
      postgresUrl &&
      opts.databases.has("postgres") &&
      (postgresTargets.length || costTargets.length || exportHook || soakOn === "postgres" || mixedOn === "postgres")
    ) {
      const url = await benchDatabase(postgresUrl)
      console.error(`bench: PostgreSQL server over ${url.replace(/\/\/[^@]*@/, "//")}`)
      const single = await startServer("postgres server", await port(2), { DATABASE_URL: url })
      // main.ts's node:cluster: the primary seeds and forks the workers, which start bench/server.ts again and share the port.
      const cluster = wants("cluster")
        ? await startServer(`postgres ×${CLUSTER_PROCESSES}`, await port(3), {
            DATABASE_URL: url,
            WEB_CONCURRENCY: String(CLUSTER_PROCESSES),
          })
        : undefined
      if (postgresTargets.length)
        lines.push(
          ...(await phase(
            loader,
            ceilingBase,
            { base: single.base, on: "postgres" },
            postgresTargets,
            cluster && { base: cluster.base, on: "cluster" },
          )),
        )
      await measureCostOn("postgres", single)
      await measureExport(single.base, "postgres")
      await measureMixed("postgres", single)
      await measureSoak("postgres", single)
    }
    await cleanUp()
    budgets.push(...loadBudgets(lines, skipped), ...costBudgets(costLines), ...exportBudgets(exportFigures, exportHook != null, skipped))
  } else if (wants("export")) {
    budgets.push(...exportBudgets([], false, skipped))
  }
  if (mixedOn) budgets.push(...mixedBudgets(mixedFigures, mixedError))
  if (soakOn) budgets.push(...soakBudgets(soakFigures, soakError))

  // ----- faults: SIGKILL during writes, on a database of their own (PostgreSQL) -----
  let faultsResult: FaultsResult | undefined
  if (wants("faults")) {
    let faultsError: string | undefined
    if (postgresUrl) {
      try {
        faultsResult = await faults({
          databaseUrl: await benchDatabase(postgresUrl, "_faults"),
          port: await port(2),
          killAfterMs: opts.faultsKillMs,
          log: (line) => console.error(line),
        })
      } catch (error) {
        faultsError = error instanceof Error ? error.message : String(error)
      }
      await cleanUp()
    }
    budgets.push(...faultBudgets(faultsResult, postgresUrl ? undefined : skipped.postgres, faultsError))
  }

  // ----- vitals: last, with the load servers stopped -----
  let vital: Vital[] | undefined
  if (wants("vitals")) {
    vital = await vitals({
      routes: opts.vitalRoutes,
      runs: opts.vitalRuns,
      visitors: opts.vitalVisitors,
      port: portBase ? portBase + 4 : undefined,
      log: (line) => console.error(line),
    })
    budgets.push(...vitalBudgets(vital))
  }

  if (size) printSizes(size)
  if (wire) printWire(wire)
  if (lines.length) printLoads(lines)
  if (costLines.length) printCost(costLines, opts.costRequests)
  if (exportFigures.length) {
    console.log("\nStatement XLSX export in Chromium (bench/statementExport.ts)")
    console.table(exportFigures)
  }
  if (mixedFigures) printMixed(mixedFigures)
  if (soakFigures) printSoak(soakFigures)
  if (faultsResult) printFaults(faultsResult)
  if (vital) printVitals(vital)
  report(budgets)
  const load1 = loadavg()
  console.log(
    `\n${budgets.filter((b) => status(b) === "FAIL").length} of ${budgets.length} budgets failed; ${budgets.filter((b) => b.skip).length} skipped. ${((Date.now() - started) / 1000).toFixed(0)} s; load average at start ${load0.map((x) => x.toFixed(2)).join(" ")}, at end ${load1.map((x) => x.toFixed(2)).join(" ")} (${cpus().length} cores)`,
  )

  mkdirSync(".bench", { recursive: true })
  writeFileSync(
    ".bench/last.json",
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        groups: [...opts.groups],
        rounds: opts.rounds,
        durationS: opts.duration,
        cores: cpus().length,
        loadAverage: { start: load0, end: load1 },
        sizes: size,
        wire,
        loads: lines,
        cost: costLines,
        statementExport: exportFigures,
        vitals: vital,
        mixed: mixedFigures,
        soak: soakFigures,
        faults: faultsResult,
        budgets: budgets.map((b) => ({ ...b, status: status(b) })),
      },
      null,
      2,
    )}\n`,
  )
  return budgets.every(passes)
}

// Bounded: a hang must not keep CI waiting.
const GIVE_UP_MINUTES = 60 + (wants("soak") ? opts.soakMinutes + 2 : 0)
setTimeout(() => {
  console.error(`bench: gave up after ${GIVE_UP_MINUTES} minutes`)
  void cleanUp().finally(() => process.exit(2))
}, GIVE_UP_MINUTES * 60_000).unref()
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)))

main().then(
  async (ok) => {
    await cleanUp()
    process.exit(ok ? 0 : 1)
  },
  async (error) => {
    console.error("bench failed:", error instanceof Error ? error.message : error)
    await cleanUp()
    process.exit(2)
  },
)
