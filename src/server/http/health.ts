import { jobsStatus } from "../jobs/runner"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import type { Env, Hono } from "hono"
import type { Db } from "../db/db"
import { migrationsFolder, type Database } from "../db/client"

/** One part the server needs to serve: `run` resolves when it is fine and throws (saying why) when not. */
export interface ReadinessCheck {
  readonly name: string
  run(): Promise<void>
}

export interface ReadinessReport {
  readonly ready: boolean
  readonly checks: ReadonlyArray<{ readonly name: string; readonly ok: boolean; readonly error?: string }>
}

/** The longest one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000

/**
 * The checks /readyz runs, all at once, each within CHECK_TIMEOUT_MS. Open for more: the server start adds
 * the migrations and the access-cache listener, a job runner adds itself (`add`).
 */
export class Readiness {
  private readonly checks: ReadinessCheck[] = []

  constructor(checks: ReadonlyArray<ReadinessCheck> = []) {
    for (const check of checks) this.add(check)
  }

  add(check: ReadinessCheck): this {
    if (this.checks.some((c) => c.name === check.name)) throw new Error(`Readiness check "${check.name}" is there already`)
    this.checks.push(check)
    return this
  }

  get names(): ReadonlyArray<string> {
    return this.checks.map((c) => c.name)
  }

  async report(timeoutMs = CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
    const checks = await Promise.all(this.checks.map((check) => runWithin(check, timeoutMs)))
    return { ready: checks.every((c) => c.ok), checks }
  }
}

async function runWithin(check: ReadinessCheck, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([check.run(), late])
    return { name: check.name, ok: true }
  } catch (error) {
    return { name: check.name, ok: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** `database`: a statement gets its answer. */
export const databaseCheck = (db: Db): ReadinessCheck => ({
  name: "database",
  run: async () => {
    await db.execute(sql`select 1`)
  },
})

/** The newest migration this build carries (drizzle's journal): its `when`, as drizzle stores it in created_at. */
export const newestMigration = (folder = migrationsFolder): { readonly tag: string; readonly when: number } => {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: ReadonlyArray<{ tag: string; when: number }>
  }
  const last = journal.entries.at(-1)
  if (!last) throw new Error(`No migration in ${folder}`)
  return last
}

/** `migrations`: the database has the newest migration of this build (drizzle.__drizzle_migrations). */
export const migrationsCheck = (db: Db, newest = newestMigration()): ReadinessCheck => ({
  name: "migrations",
  run: async () => {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ last: unknown }>
    const last = Number(rows[0]?.last ?? 0)
    if (last < newest.when) throw new Error(`not applied: ${newest.tag} (and maybe earlier ones)`)
  },
})

/** `accessListener` (PostgreSQL): the LISTEN connection that tells this process's access cache of other processes' writes is up. */
export const accessListenerCheck = (cache: { readonly active: boolean }): ReadinessCheck => ({
  name: "accessListener",
  run: async () => {
    if (!cache.active) throw new Error("not listening for access_changed (reconnecting)")
  },
})

/**
 * GET /livez: the process answers (nothing else is asked: a restart would not mend a database).
 * GET /readyz: every readiness check passes (200), else 503 naming each part with its error. Both JSON, never cached.
 * /healthz is not an alias: it is 404 like any unknown path (docs/operations.md).
 */
export function healthRoutes<E extends Env>(app: Hono<E>, readiness: Readiness): void {
  app.get("/livez", (c) => {
    c.header("cache-control", "no-store")
    return c.json({ status: "live" })
  })
  app.get("/readyz", async (c) => {
    c.header("cache-control", "no-store")
    const report = await readiness.report()
    return c.json({ status: report.ready ? "ready" : "unready", checks: report.checks }, report.ready ? 200 : 503)
  })
}

/** The job runners of this process are alive (a process that runs none passes: nothing of it can hang). */
const jobsCheck: ReadinessCheck = {
  name: "jobs",
  run: async () => {
    if (!(await jobsStatus()).alive) throw new Error("a job runner has stopped")
  },
}

/** What a server process's /readyz checks: the database, its migrations and, over PostgreSQL, the access-cache listener. */
export function serverReadiness(database: Database, accessCache: { readonly active: boolean }): Readiness {
  const readiness = new Readiness([databaseCheck(database.db), migrationsCheck(database.db)])
  if (database.listenAccessChanges) readiness.add(accessListenerCheck(accessCache))
  readiness.add(jobsCheck)
  return readiness
}
