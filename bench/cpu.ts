/**
 * CPU time per request, a diagnostic beside `npm run bench` (not a budget): on a machine shared with other
 * work, req/s move with the neighbours' load, while the CPU time the server process (all its threads: the
 * PGlite worker too) and its PostgreSQL backends spend per request hardly does. Starts the ceiling
 * (bench/ceiling.ts) and the bench's server (bench/server.ts) over PGlite (DATA_DIR, default the newest
 * `.bench/pglite-*`) or PostgreSQL (DATABASE_URL: a database the bench's seed may fill; it is kept), then
 * for each target sends `--requests` requests at `--connections` and prints ms of CPU per request.
 *
 *   node --import tsx bench/cpu.ts --only prices,users [--requests 4000] [--connections 50] [--prof DIR]
 *
 * `--prof DIR`: the server runs with `node --cpu-prof` and writes its profile to DIR when it stops.
 */
import { spawn } from "node:child_process"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import autocannon from "autocannon"
import pg from "pg"
import { demoPersonalCodes } from "../src/server/db/seed"
import { freePort, waitUntilUp, type Child } from "./processes"
import { signIn, TARGETS, type Target } from "./targets"

const argv = process.argv.slice(2)
const value = (flag: string) => {
  const i = argv.indexOf(flag)
  return i >= 0 ? argv[i + 1] : undefined
}
const requests = Number(value("--requests") ?? 4000)
const connections = Number(value("--connections") ?? 50)
const prof = value("--prof")
const only = new Set((value("--only") ?? "prices,users,documents").split(","))
const databaseUrl = process.env.DATABASE_URL
const targets = TARGETS.filter((t) => only.has(t.key) || only.has(t.group))

/** utime + stime of a process and all its threads, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0 // a backend that ended
  }
}

function start(name: string, entry: string, env: Record<string, string>, execArgv: string[] = []): Child {
  const child = spawn(process.execPath, [...execArgv, "--import", "tsx", entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  return {
    name,
    process: child,
    async stop() {
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000)
      await exited
      clearTimeout(timer)
    },
  }
}

const newestPgliteDir = () =>
  readdirSync(".bench")
    .filter((f) => f.startsWith("pglite-"))
    .map((f) => join(".bench", f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]

async function backendPids(admin: pg.Client | undefined): Promise<number[]> {
  if (!admin) return []
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  )
  return rows.map((r) => r.pid)
}

async function measure(base: string, target: Pick<Target, "path" | "signedIn">, serverPid: number, admin: pg.Client | undefined) {
  const headers: Record<string, string> = target.signedIn ? { authorization: `Bearer ${await signIn(base, demoPersonalCodes.mari)}` } : {}
  const url = base + target.path()
  await autocannon({ url, headers, connections, amount: Math.min(1000, requests) })
  const pids = await backendPids(admin)
  const server0 = cpuMs(serverPid)
  const db0 = pids.map(cpuMs)
  const r = await autocannon({ url, headers, connections, amount: requests })
  const server1 = cpuMs(serverPid)
  const db1 = pids.map(cpuMs)
  const done = r.requests.total
  const dbMs = db1.reduce((a, x, i) => a + x - db0[i]!, 0)
  return {
    "server CPU ms/req": +((server1 - server0) / done).toFixed(3),
    ...(admin ? { "PostgreSQL CPU ms/req": +(dbMs / done).toFixed(3) } : {}),
    "req/s": Math.round(r.requests.average),
    "p99 ms": r.latency.p99,
    non2xx: r.non2xx,
  }
}

const ceilingPort = await freePort()
const ceiling = start("ceiling", "bench/ceiling.ts", { PORT: String(ceilingPort) })
const port = await freePort()
const env: Record<string, string> = {
  PORT: String(port),
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  LOG_FORMAT: "json",
  THROTTLE_STARTS_PER_CODE: "100000",
  THROTTLE_STARTS_PER_ADDRESS: "100000",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: process.env.DATA_DIR ?? newestPgliteDir() ?? ".bench/pglite-cpu" }),
}
const server = start("server", "bench/server.ts", env, prof ? ["--cpu-prof", "--cpu-prof-dir", prof] : [])
const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined
try {
  await waitUntilUp(ceiling, `http://127.0.0.1:${ceilingPort}/const`, 60_000)
  await waitUntilUp(server, `http://127.0.0.1:${port}/v1/prices`, 600_000)
  await admin?.connect()
  const rows: Record<string, unknown>[] = []
  rows.push({
    target: "bare Hono (ceiling)",
    ...(await measure(`http://127.0.0.1:${ceilingPort}`, { path: () => "/const", signedIn: false }, ceiling.process.pid!, undefined)),
  })
  for (const t of targets) rows.push({ target: t.name, ...(await measure(`http://127.0.0.1:${port}`, t, server.process.pid!, admin)) })
  console.log(`${databaseUrl ? "PostgreSQL" : "PGlite"}, ${requests} requests at ${connections} connections`)
  console.table(rows)
} finally {
  await admin?.end()
  await Promise.all([ceiling.stop(), server.stop()])
}
