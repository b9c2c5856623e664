import { createLogger, setLogger, type LogLevel } from "../log"
import { accessWriteLogger } from "./accessWrites"
import { randomBytes } from "node:crypto"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { readMigrationFiles } from "drizzle-orm/migrator"
import pg from "pg"
import { afterAll, beforeAll } from "vitest"
import type { Hono } from "hono"
import { createApp, type AppOptions } from "../app"
import type { AppEnv } from "../context"
import { migrationsFolder, type Db } from "./client"
import * as schema from "./schema"
import { demoPersonalCodes, seed } from "./seed"
import { type EidSimulators, startEidSimulators } from "../simulators/eidServers"

// The server tests sign the demo users in dozens of times within seconds: the start limits would refuse
// them. security.test.ts removes these to test the limits themselves.
process.env.THROTTLE_STARTS_PER_CODE ??= "10000"
process.env.THROTTLE_STARTS_PER_ADDRESS ??= "10000"

// Server tests log errors and above (LOG_LEVEL to see more): access lines would bury the test output.
setLogger(createLogger({ level: (process.env.LOG_LEVEL as LogLevel | undefined) ?? "error" }))

export interface TestServer {
  readonly app: Hono<AppEnv>
  readonly db: Db
  readonly kind: "pglite" | "postgres"
  close(): Promise<void>
}

/**
 * A migrated and seeded app for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a fresh PostgreSQL schema with a random name (dropped by close()). Start it in beforeAll: PGlite
 * takes seconds to boot.
 */
export async function createTestServer(options: Omit<AppOptions, "db"> = {}, onStatement?: (sql: string) => void): Promise<TestServer> {
  await useEidSimulators()
  const url = process.env.TEST_DATABASE_URL
  const logger = onStatement ? { logQuery: (sql: string) => onStatement(sql) } : undefined
  const { db, kind, close } = url ? await freshPostgresSchema(url, logger) : await freshPglite(logger)
  await seed(db)
  return { app: createApp({ db, ...options }), db, kind, close }
}

let simulators: Promise<EidSimulators> | undefined

/**
 * The Smart-ID and Mobile-ID simulators over HTTP on free ports, once per test process, and the
 * environment pointing the apps' clients at them (unless a test configured providers itself): the server
 * tests reach the providers as production does.
 */
export async function useEidSimulators(): Promise<EidSimulators> {
  simulators ??= startEidSimulators()
  const started = await simulators
  for (const [name, value] of Object.entries(started.env)) process.env[name] ??= value
  return started
}

/** drizzle's logger: sees every statement sent (prepared ones too), for tests that count round trips. */
type StatementLogger = { logQuery(sql: string, params: unknown[]): void }

async function freshPglite(logger?: StatementLogger) {
  const client = new PGlite()
  const db = drizzlePglite(client, { schema, logger: accessWriteLogger(logger) })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: "pglite" as const, close: () => client.close() }
}

async function freshPostgresSchema(url: string, logger?: StatementLogger) {
  const name = `test_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema "${name}"`)
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path="${name}"`, max: 4 })
  // drizzle-kit qualifies foreign keys with "public": run the migrations unqualified inside the test schema.
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    for (const statement of migration.sql) {
      if (statement.trim()) await pool.query(statement.replaceAll('"public".', ""))
    }
  }
  const db = drizzlePg(pool, { schema, logger: accessWriteLogger(logger) })
  return {
    db: db as unknown as Db,
    kind: "postgres" as const,
    close: async () => {
      await pool.end()
      await admin.query(`drop schema "${name}" cascade`)
      await admin.end()
    },
  }
}

/** JSON request helper over app.request. */
export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    headers["content-type"] = "application/json"
    body = JSON.stringify(options.body)
  }
  const res = await app.request(path, { method, headers, body })
  const text = await res.text()
  // A file answer (a PDF preview that access let through) has no JSON: json stays undefined.
  const isFile = !(res.headers.get("content-type") ?? "application/json").includes("json") && text.startsWith("%PDF")
  return { status: res.status, headers: res.headers, json: text && !isFile ? (JSON.parse(text) as any) : undefined }
}

/** The `ise_refresh=…` pair of a Set-Cookie header, to send back as a Cookie header. */
export const refreshCookie = (headers: Headers): string | undefined =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("ise_refresh="))

/** The `ise_eid=…` pair of a Smart-ID / Mobile-ID start's Set-Cookie: the browser's proof for its polls. */
export const eidCookie = (headers: Headers): string | undefined =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("ise_eid="))

/** Signs a user in through the Smart-ID simulator (two RUNNING polls, then OK). */
export async function signInAs(app: Hono<AppEnv>, personalIdentityCode: string) {
  const start = await call(app, "POST", "/v1/auth/smart-id/login", { body: { personalIdentityCode } })
  const poll = () =>
    call(app, "POST", "/v1/auth/smart-id/poll", {
      body: { personalIdentityCode, verificationCode: start.json.verificationCode },
      cookie: eidCookie(start.headers),
    })
  await poll()
  await poll()
  const done = await poll()
  if (done.json.status !== "OK") throw new Error(`sign-in of ${personalIdentityCode} failed: ${JSON.stringify(done.json)}`)
  return { token: done.json.token as string, userId: done.json.userId as number, cookie: refreshCookie(done.headers)! }
}

/**
 * The usual test file's set-up: a server over the demo data with Mari and Jaan signed in, made before the
 * file's tests and closed after them. Read its fields inside tests (they are set in beforeAll).
 */
export function useDemoServer(options: Omit<AppOptions, "db"> = {}) {
  const demo = {} as { server: TestServer; mari: { token: string }; jaan: { token: string } }
  beforeAll(async () => {
    demo.server = await createTestServer(options)
    demo.mari = await signInAs(demo.server.app, demoPersonalCodes.mari)
    demo.jaan = await signInAs(demo.server.app, demoPersonalCodes.jaan)
  })
  afterAll(() => demo.server?.close())
  return demo
}
