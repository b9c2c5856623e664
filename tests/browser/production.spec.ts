import { expect, test } from "./fixtures"
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createServer } from "node:net"
import pg from "pg"

/**
 * The production start (issue 26) as CI runs it, after `npm run build`: on a fresh PostgreSQL database
 * (TEST_DATABASE_URL's server; skipped without it), `npm run db:migrate` (node dist/server/migrate.js), then
 * `npm run start:prod` (node dist/server/production.js, no tsx) without MIGRATE_ON_START. No demo data, no
 * simulators, no demo routes: /readyz answers ready, the invoice list 401, the database has nobody.
 * Then the test seeds the demo data itself (scripts/seed-demo.ts, never the production start) and signs Mari in
 * through the configured providers: the Smart-ID and Mobile-ID simulators and the demo CA's OCSP responder run
 * as a service of their own (scripts/eid-simulators.ts), which the server asks over HTTP as it would ask SK's.
 * Her invoice list then answers through the production start.
 */
const admin = process.env.TEST_DATABASE_URL
test.skip(!admin, "needs TEST_DATABASE_URL (a PostgreSQL the test may create a database on)")

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const onAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The simulators' service: started with the server, its first stdout line the variables that point at it. */
function startProviders(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn("node", ["--import", "tsx", "scripts/eid-simulators.ts"], { stdio: ["ignore", "pipe", "inherit"] })
  return new Promise((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (chunk) => {
      out += chunk
      const line = out.split("\n")[0]
      if (out.includes("\n")) resolve({ child, env: JSON.parse(line!) })
    })
    child.once("exit", (code) => reject(new Error(`scripts/eid-simulators.ts exited with ${code}`)))
  })
}

/** A Smart-ID or Mobile-ID sign-in through the API as the portal makes it: start, then poll while RUNNING. */
async function signIn(method: "smart-id" | "mobile-id", body: Record<string, string>): Promise<Record<string, unknown>> {
  let binding: Record<string, string> = {}
  const post = async (path: string, payload: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...binding },
      body: JSON.stringify(payload),
    })
    const session = res.headers.get("x-eid-session")
    if (session) binding = { "x-eid-session": session }
    expect(res.status, `POST ${path}`).toBe(200)
    return (await res.json()) as Record<string, unknown>
  }
  const { verificationCode } = await post(`/v1/auth/${method}/login`, body)
  expect(verificationCode).toMatch(/^\d{4}$/)
  for (let i = 0; i < 20; i++) {
    const answer = await post(`/v1/auth/${method}/poll`, { personalIdentityCode: body.personalIdentityCode, verificationCode })
    if (answer.status !== "RUNNING") return answer
  }
  throw new Error(`${method} sign-in still RUNNING after 20 polls`)
}

const name = `ise_prod_${randomBytes(4).toString("hex")}`
let databaseUrl = ""
let server: ChildProcess | undefined
let providers: ChildProcess | undefined
let base = ""
let log = ""

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await onAdmin(`create database ${name}`)
  const url = new URL(admin!)
  url.pathname = `/${name}`
  databaseUrl = url.toString()
  const env = { PATH: process.env.PATH, DATABASE_URL: databaseUrl }
  // Without its required configuration the production start refuses, naming each variable (config.ts).
  const refused = spawnSync("node", ["dist/server/production.js"], { env, encoding: "utf8", timeout: 60_000 })
  expect(refused.status).toBe(2)
  expect(refused.stderr).toContain("PUBLIC_ORIGIN is required by the production start")
  expect(refused.stderr).toContain("JWT_SIGNING_KEYS is required by the production start")
  expect(refused.stderr).toContain("SMART_ID_BASE_URL is required by the production start")
  expect(refused.stderr).toContain("MOBILE_ID_RP_UUID is required by the production start")
  const migrated = spawnSync("node", ["dist/server/migrate.js"], { env, encoding: "utf8", timeout: 60_000 })
  expect(migrated.status, migrated.stderr).toBe(0)
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const started = await startProviders()
  providers = started.child
  // Only what a production environment sets: no tsx loader, no DEMO_MODE, no MIGRATE_ON_START; the Smart-ID /
  // Mobile-ID configuration it refuses to start without (the simulators' service and the demo CA as trust anchor).
  const production = {
    ...env,
    ...started.env,
    PORT: String(port),
    NODE_ENV: "production",
    PUBLIC_ORIGIN: base,
    JWT_SIGNING_KEYS: `k1:${randomBytes(32).toString("base64url")}`,
  }
  server = spawn("node", ["dist/server/production.js"], { env: production })
  server.stdout?.on("data", (chunk) => (log += chunk))
  server.stderr?.on("data", (chunk) => (log += chunk))
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/v1/prices`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the production server did not answer within 30 s:\n${log}`)
})

// A failing test shows what the server logged.
test.afterEach(({ browserName: _ }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(log)
})

const stopped = (child: ChildProcess | undefined) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve(undefined)
    child.once("exit", resolve)
    child.kill("SIGTERM")
  })

test.afterAll(async () => {
  await Promise.all([stopped(server), stopped(providers)])
  if (databaseUrl) await onAdmin(`drop database if exists ${name} with (force)`)
})

test("the production start serves the API with no demo data, no simulators and no demo routes", async () => {
  expect(log).toContain("Production: no demo data, no simulators")
  expect(log).not.toContain("Mari Maasikas")
  // Ready: database, migrations, the access-cache listener and the job runner, each named.
  const ready = await fetch(`${base}/readyz`)
  const readiness = (await ready.json()) as { status: string; checks: Array<{ name: string; ok: boolean }> }
  expect(ready.status, JSON.stringify(readiness)).toBe(200)
  expect(readiness.status).toBe("ready")
  expect(readiness.checks.map((c) => c.name)).toEqual(expect.arrayContaining(["database", "migrations", "accessListener", "jobs"]))
  expect(readiness.checks.every((c) => c.ok)).toBe(true)
  // The API answers from the migrated, empty database.
  const prices = await fetch(`${base}/v1/prices`)
  expect(prices.status).toBe(200)
  // The invoice list needs a sign-in.
  expect((await fetch(`${base}/v1/documents/1`)).status).toBe(401)
  // Demo routes and simulator pages do not exist, signed in or not.
  for (const [method, path] of [
    ["GET", "/v1/demo/outbox"],
    ["PUT", "/v1/demo/clock"],
    ["GET", "/v1/payment/simulator/any"],
    ["POST", "/v1/payment/simulator/any/approve"],
    ["GET", "/v1/payment/logos/seb.svg"],
    ["GET", "/v1/elering/authorize/any"],
    ["POST", "/v1/auth/id-card/simulated-card"],
    ["GET", "/examples/index.html"],
  ] as const) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    })
    expect(res.status, `${method} ${path}`).toBe(404)
  }
  // The provider vouches for Mari, but the production start seeded nobody: no sign-in.
  expect(await signIn("smart-id", { personalIdentityCode: "48001010005" })).toEqual({ status: "FAILED" })
  // The demo seed did not run.
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    expect((await client.query("select count(*)::int as n from users")).rows[0].n).toBe(0)
  } finally {
    await client.end()
  }
})

test("seeded apart from the start, a customer signs in through the configured providers and lists her invoices", async () => {
  test.setTimeout(180_000)
  // Not spawnSync: a blocked event loop would keep the sockets the server closed meanwhile as if alive.
  const seeding = spawn("node", ["--import", "tsx", "scripts/seed-demo.ts"], { env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl } })
  let seedLog = ""
  seeding.stderr.on("data", (chunk) => (seedLog += chunk))
  const seeded = await new Promise<number | null>((resolve) => seeding.once("exit", resolve))
  expect(seeded, seedLog).toBe(0)
  const smartId = await signIn("smart-id", { personalIdentityCode: "48001010005" })
  expect(smartId.status).not.toBe("FAILED")
  const token = smartId.token as string
  expect(typeof token).toBe("string")
  const authorization = { authorization: `Bearer ${token}` }
  const user = (await (await fetch(`${base}/v1/users/current`, { headers: authorization })).json()) as Record<string, unknown>
  expect(user).toMatchObject({ name: "Mari Maasikas", personalIdentificationCode: "48001010005" })
  // Mari's own invoices (customer 1 of the demo data), the list's first page as the portal asks for it.
  const list = await fetch(`${base}/v1/documents/1?page=0&size=20`, { headers: authorization })
  expect(list.status).toBe(200)
  const page = (await list.json()) as { content: Array<{ documentNumber: string }>; totalElements: number }
  expect(page.totalElements).toBeGreaterThan(0)
  expect(page.content.length).toBe(Math.min(20, page.totalElements))
  // A customer that is not hers is refused, signed in or not.
  expect((await fetch(`${base}/v1/documents/4`, { headers: authorization })).status).toBe(403)
  // Mobile-ID through its provider too.
  const mobileId = await signIn("mobile-id", { personalIdentityCode: "48001010005", phoneNumber: "+37200000766" })
  expect(typeof mobileId.token).toBe("string")
  // The access line of each request, with its request id and the signed-in user; no personal code in the log.
  expect(log).toMatch(/"route":"\/v1\/documents\/:customerId"[^\n]*"status":200/)
  expect(log).not.toContain("48001010005")
})
