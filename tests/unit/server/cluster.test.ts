import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request } from "node:http"
import type { AddressInfo } from "node:net"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterEach, describe, expect, it } from "vitest"
import { signIn } from "../../../bench/targets"

// WEB_CONCURRENCY (src/server/main.ts): N worker processes share the port over PostgreSQL; over PGlite one process.
// Every wait here has a limit and says what it waited for: a server that does not start, answer or stop
// fails the test with its output instead of hanging the run.

const START_WITHIN_MS = 150_000
const ANSWER_WITHIN_MS = 15_000
/** How long a SIGTERM may take to end the primary and its workers (the server's own deadline is 10 s + 5 s). */
const STOP_WITHIN_MS = 30_000

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })

interface Started {
  readonly child: ChildProcess
  readonly output: () => string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls `done` until it holds; fails after `ms` (or as soon as main.ts has exited) with the output. */
async function waitFor(what: string, server: Started, done: () => boolean, ms: number) {
  const deadline = Date.now() + ms
  while (!done()) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`main.ts exited (${server.child.exitCode ?? server.child.signalCode}) while waiting for ${what}:\n${server.output()}`)
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms. Output:\n${server.output()}`)
    await sleep(100)
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const started: Started[] = []

/**
 * SIGTERM to main.ts; resolves with how it exited once it (and every worker) has. After `withinMs` its whole
 * process group is killed and the test fails, saying so: a stop that never ends cannot hang the run.
 */
async function stopMain(server: Started, withinMs = STOP_WITHIN_MS): Promise<{ code: number | null; signal: string | null; ms: number }> {
  const { child } = server
  const index = started.indexOf(server)
  if (index >= 0) started.splice(index, 1)
  const workerPids = [...server.output().matchAll(/\[cluster\] worker (\d+) serving/g)].map((m) => Number(m[1]))
  const begun = Date.now()
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
    child.kill("SIGTERM")
    const inTime = await Promise.race([exited.then(() => true), sleep(withinMs).then(() => false)])
    if (!inTime) {
      killGroup(child)
      throw new Error(`main.ts still running ${withinMs} ms after SIGTERM (killed now). Output:\n${server.output()}`)
    }
  }
  const ms = Date.now() - begun
  const left = workerPids.filter(alive)
  if (left.length > 0) {
    for (const pid of left) process.kill(pid, "SIGKILL")
    throw new Error(`the primary exited but worker(s) ${left.join(", ")} did not (killed now). Output:\n${server.output()}`)
  }
  return { code: child.exitCode, signal: child.signalCode, ms }
}

/** main.ts runs in a process group of its own (detached): this ends it and its workers at once. */
const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, "SIGKILL")
  } catch {
    // already gone
  }
}

afterEach(async () => {
  // A test that failed half-way leaves its server: stop it (bounded), and kill it if it does not stop.
  for (const server of [...started]) await stopMain(server).catch(() => killGroup(server.child))
})

/** main.ts in its own process (group); resolves once it prints its address line and, in a cluster, every worker is serving. */
async function startMain(env: Record<string, string>, workers = 0): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let text = ""
  child.stdout!.on("data", (d) => (text += d))
  child.stderr!.on("data", (d) => (text += d))
  const self = { child, output: () => text }
  started.push(self)
  // The primary prints its address once every worker listens; a worker prints "serving" as it starts
  // listening: wait for both rather than trust their order in the pipe.
  await waitFor(
    `main.ts's address line${workers ? ` and ${workers} workers serving` : ""}`,
    self,
    () => text.includes("Portal and API on") && servingPids(self).length >= workers,
    START_WITHIN_MS,
  )
  return self
}

const servingPids = (server: Started) => [...server.output().matchAll(/\[cluster\] worker (\d+) serving/g)].map((m) => Number(m[1]))

/** A GET on a new connection each time, so that the cluster may hand it to either worker; fails after `ms` without an answer. */
const getOnce = (port: number, path: string, ms = ANSWER_WITHIN_MS, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false, headers: { connection: "close", ...headers } }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
    })
    req.setTimeout(ms, () => req.destroy(new Error(`GET ${path} on port ${port}: no answer within ${ms} ms`)))
    req.on("error", reject)
    req.end()
  })

/** CPU time (user + system, ms) a process has used, from /proc. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** A fresh database on TEST_DATABASE_URL's server for one test; dropped by the returned function. */
async function freshDatabase(): Promise<{ url: string; admin: pg.Client; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  const name = `cluster_${randomBytes(5).toString("hex")}`
  await admin.query(`create database "${name}"`)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

describe("WEB_CONCURRENCY", () => {
  it("over PGlite it stays one process and says why", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ise-cluster-"))
    try {
      const port = await freePort()
      const server = await startMain({ PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: "2" })
      expect(server.output()).toMatch(/WEB_CONCURRENCY=2 ignored: the embedded PGlite belongs to one process/)
      expect(server.output()).not.toContain("[cluster]")
      expect(await getOnce(port, "/v1/prices")).toBe(200)
      const stopped = await stopMain(server)
      expect(stopped.code).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 240_000)

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "over PostgreSQL two workers share the port and both answer; migrations and the seed run once, in the primary; the jobs in one worker",
    async () => {
      const database = await freshDatabase()
      try {
        const port = await freePort()
        const server = await startMain({ PORT: String(port), DATABASE_URL: database.url, WEB_CONCURRENCY: "2" }, 2)
        const pids = servingPids(server)
        expect(new Set(pids).size).toBe(2)
        // The background jobs run in one worker only (docs/server.md).
        const jobsPids = [...server.output().matchAll(/\[cluster\] worker (\d+) serving \(background jobs\)/g)].map((m) => Number(m[1]))
        expect(jobsPids).toHaveLength(1)
        const before = pids.map(cpuMs)
        // New connections go round-robin to the workers: each must do part of the work.
        for (let round = 0; round < 20; round++) {
          const statuses = await Promise.all(Array.from({ length: 10 }, () => getOnce(port, "/v1/openapi.json")))
          expect(statuses.every((s) => s === 200)).toBe(true)
        }
        const used = pids.map((pid, i) => cpuMs(pid) - before[i]!)
        for (const ms of used) expect(ms).toBeGreaterThan(50)
        // The primary migrated and seeded the fresh database (the workers skip the seed).
        const check = new pg.Client({ connectionString: database.url })
        await check.connect()
        const { rows } = await check.query("select count(*)::int as n from users where personal_code = '48001010005'")
        await check.end()
        expect(rows[0].n).toBe(1)

        // Each worker keeps the sign-in in its access cache; a logout in one reaches the other by NOTIFY
        // (migration 0019) within milliseconds: after 300 ms no connection, to either worker, is let in.
        const token = await signIn(`http://127.0.0.1:${port}`, "48001010005")
        const asMari = { authorization: `Bearer ${token}` }
        const known = await Promise.all(Array.from({ length: 10 }, () => getOnce(port, "/v1/users/current", ANSWER_WITHIN_MS, asMari)))
        expect(known.every((s) => s === 200)).toBe(true)
        const out = await fetch(`http://127.0.0.1:${port}/v1/auth/logout`, { method: "POST", headers: asMari })
        expect(out.status).toBeLessThan(300)
        await sleep(300)
        const after = await Promise.all(Array.from({ length: 10 }, () => getOnce(port, "/v1/users/current", ANSWER_WITHIN_MS, asMari)))
        expect(after).toEqual(Array(10).fill(401))

        // A worker that dies is replaced; once the primary has seen it go, the port answers from the other.
        // (A connection the primary hands over in the instant the worker dies is lost with it: node:cluster
        // keeps it until the primary exits, so the test does not ask in that instant; docs/server.md.)
        const [jobsPid] = jobsPids
        process.kill(jobsPid!, "SIGKILL")
        await waitFor(
          `the primary noticing worker ${jobsPid}'s end`,
          server,
          () => server.output().includes(`worker ${jobsPid} ended`),
          ANSWER_WITHIN_MS,
        )
        expect(await getOnce(port, "/v1/prices")).toBe(200)
        await waitFor("a replacement worker serving", server, () => servingPids(server).length >= 3, START_WITHIN_MS)
        // The replacement of the jobs worker runs the jobs.
        expect(server.output()).toMatch(new RegExp(`\\[cluster\\] worker (?!${jobsPid}\\b)\\d+ serving \\(background jobs\\)`))
        expect(await getOnce(port, "/v1/prices")).toBe(200)

        // SIGTERM stops the primary and every worker, cleanly and in time.
        const stopped = await stopMain(server)
        expect(stopped.code).toBe(0)
        expect(server.output()).not.toMatch(/stop not finished|still running/)
      } finally {
        for (const server of started.splice(0)) killGroup(server.child)
        await database.drop()
      }
    },
    300_000,
  )

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a worker whose requests wait on the database forever still stops by its deadline, and the primary with it",
    async () => {
      const database = await freshDatabase()
      const locker = new pg.Client({ connectionString: database.url })
      try {
        const port = await freePort()
        const server = await startMain(
          { PORT: String(port), DATABASE_URL: database.url, WEB_CONCURRENCY: "2", STOP_DEADLINE_MS: "3000" },
          2,
        )
        // Another session holds the price table: every /v1/prices query waits, holding its pool client.
        await locker.connect()
        await locker.query("begin")
        await locker.query("lock table fuel_prices in access exclusive mode")
        const stuck = Array.from({ length: 4 }, () => getOnce(port, "/v1/prices", STOP_WITHIN_MS).catch((error: Error) => error.message))
        const waiting = async () =>
          (
            await database.admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [
              new URL(database.url).pathname.slice(1),
            ])
          ).rows[0].n as number
        const deadline = Date.now() + ANSWER_WITHIN_MS
        while ((await waiting()) < 1) {
          if (Date.now() > deadline) throw new Error(`no request waited on the lock within ${ANSWER_WITHIN_MS} ms`)
          await sleep(100)
        }
        const stopped = await stopMain(server)
        // The workers gave up on their stuck requests at their deadline and said what they waited for.
        expect(server.output()).toMatch(/stop not finished after 3000 ms \(waiting for the database\)/)
        expect(stopped.ms).toBeLessThan(3000 + 5000 + 5000)
        expect(stopped.code).toBe(0)
        // The requests ended (reset), none hangs on.
        for (const outcome of await Promise.all(stuck)) expect(outcome).not.toBe(200)
      } finally {
        await locker.end().catch(() => undefined)
        for (const server of started.splice(0)) killGroup(server.child)
        await database.drop()
      }
    },
    300_000,
  )
})
