import { expect, test } from "@playwright/test"
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createServer } from "node:net"
import pg from "pg"

/**
 * The production start (issue 26) as CI runs it, after `npm run build`: on a fresh PostgreSQL database
 * (TEST_DATABASE_URL's server; skipped without it), `npm run db:migrate` (node dist/server/migrate.js), then
 * `npm run start:prod` (node dist/server/production.js, no tsx) without MIGRATE_ON_START. No demo data, no
 * simulators, no demo routes. A sign-in needs the configured Smart-ID / Mobile-ID provider, here an address where
 * nothing answers: the invoice list is checked to answer 401, and a sign-in to be refused.
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

const name = `ise_prod_${randomBytes(4).toString("hex")}`
let databaseUrl = ""
let server: ChildProcess | undefined
let base = ""
let log = ""

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
  // Only what a production environment sets: no tsx loader, no DEMO_MODE, no MIGRATE_ON_START; the Smart-ID /
  // Mobile-ID configuration it refuses to start without (a provider address where nothing answers, and a CA file).
  const production = {
    ...env,
    PORT: String(port),
    NODE_ENV: "production",
    PUBLIC_ORIGIN: base,
    JWT_SIGNING_KEYS: `k1:${randomBytes(32).toString("base64url")}`,
    SMART_ID_BASE_URL: "http://127.0.0.1:9/smart-id-rp",
    SMART_ID_RP_UUID: "00000000-0000-0000-0000-000000000000",
    SMART_ID_RP_NAME: "DEMO",
    MOBILE_ID_BASE_URL: "http://127.0.0.1:9/mid-api",
    MOBILE_ID_RP_UUID: "00000000-0000-0000-0000-000000000000",
    MOBILE_ID_RP_NAME: "DEMO",
    EID_TRUST_ANCHORS: "src/server/simulators/demoCaPem/ca.crt.pem",
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

test.afterAll(async () => {
  server?.kill("SIGTERM")
  await new Promise((resolve) => (server?.exitCode === null ? server.once("exit", resolve) : resolve(undefined)))
  if (databaseUrl) await onAdmin(`drop database if exists ${name} with (force)`)
})

test("the production start serves the API with no demo data, no simulators and no demo routes", async () => {
  expect(log).toContain("Production: no demo data, no simulators")
  expect(log).not.toContain("Mari Maasikas")
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
  // No simulated Smart-ID: nobody is signed in (the demo's Mari does not exist here either).
  const start = await fetch(`${base}/v1/auth/smart-id/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ personalIdentityCode: "48001010005" }),
  })
  expect(start.ok).toBe(false)
  // The demo seed did not run.
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    expect((await client.query("select count(*)::int as n from users")).rows[0].n).toBe(0)
  } finally {
    await client.end()
  }
})
