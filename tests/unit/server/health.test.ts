import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createApp } from "../../../src/server/app"
import { createTestServer, type TestServer } from "../../../src/server/db/testDb"
import {
  accessListenerCheck,
  databaseCheck,
  migrationsCheck,
  newestMigration,
  Readiness,
  type ReadinessCheck,
} from "../../../src/server/http/health"
import { mountStatic } from "../../../src/server/static"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const failing = (name: string, message: string): ReadinessCheck => ({
  name,
  run: () => Promise.reject(new Error(message)),
})
const readyz = async (readiness: Readiness) => {
  const res = await createApp({ db: server.db, readiness }).request("/readyz")
  return { status: res.status, type: res.headers.get("content-type"), body: await res.json() }
}

describe("/livez and /readyz", () => {
  it("/livez answers JSON 200 while the process runs; /readyz 200 with the database checked", async () => {
    const live = await server.app.request("/livez")
    expect([live.status, live.headers.get("cache-control"), await live.json()]).toEqual([200, "no-store", { status: "live" }])
    const ready = await server.app.request("/readyz")
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready", checks: [{ name: "database", ok: true }] }])
  })

  it("a failing part makes /readyz 503 and is named with its error; the others still show", async () => {
    const readiness = new Readiness([databaseCheck(server.db), failing("jobs", "no heartbeat for 40 s")])
    expect(await readyz(readiness)).toEqual({
      status: 503,
      type: "application/json",
      body: {
        status: "unready",
        checks: [
          { name: "database", ok: true },
          { name: "jobs", ok: false, error: "no heartbeat for 40 s" },
        ],
      },
    })
  })

  it("a check that does not answer in time fails by its timeout rather than hold the probe", async () => {
    const hanging: ReadinessCheck = { name: "database", run: () => new Promise(() => undefined) }
    const started = Date.now()
    const report = await new Readiness([hanging]).report(50)
    expect(report).toEqual({ ready: false, checks: [{ name: "database", ok: false, error: "no answer within 50 ms" }] })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it("a closed database fails the database check", async () => {
    const closed = { execute: () => Promise.reject(new Error("Connection terminated")) } as unknown as TestServer["db"]
    expect(await new Readiness([databaseCheck(closed)]).report()).toEqual({
      ready: false,
      checks: [{ name: "database", ok: false, error: "Connection terminated" }],
    })
  })

  it("a check name is added once (a job runner adds itself beside the others)", () => {
    const readiness = new Readiness([databaseCheck(server.db)]).add(failing("jobs", "x"))
    expect(readiness.names).toEqual(["database", "jobs"])
    expect(() => readiness.add(failing("jobs", "y"))).toThrow('"jobs" is there already')
  })

  it("the access-cache listener check follows the cache: ready while it listens, not while it reconnects", async () => {
    expect((await new Readiness([accessListenerCheck({ active: true })]).report()).ready).toBe(true)
    expect(await new Readiness([accessListenerCheck({ active: false })]).report()).toEqual({
      ready: false,
      checks: [{ name: "accessListener", ok: false, error: "not listening for access_changed (reconnecting)" }],
    })
  })

  it("migrations: ready with the newest migration applied, not when the database lacks it", async () => {
    if (server.kind === "postgres") return // the test schema is migrated statement by statement, without drizzle's table
    const newest = newestMigration()
    expect(newest.tag).toMatch(/^\d{4}_/)
    expect((await new Readiness([migrationsCheck(server.db)]).report()).ready).toBe(true)
    // A build one migration ahead of the database.
    const ahead = { tag: "9999_next", when: newest.when + 1 }
    expect(await new Readiness([migrationsCheck(server.db, ahead)]).report()).toEqual({
      ready: false,
      checks: [{ name: "migrations", ok: false, error: "not applied: 9999_next (and maybe earlier ones)" }],
    })
    // The same build over a database whose newest migration row is gone.
    await server.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`)
    const report = await new Readiness([migrationsCheck(server.db)]).report()
    expect(report.checks[0]).toEqual({ name: "migrations", ok: false, error: `not applied: ${newest.tag} (and maybe earlier ones)` })
  })
})

describe("unknown paths", () => {
  const parent = mkdtempSync(join(tmpdir(), "ise-health-"))
  const portal = join(parent, "portal")
  mkdirSync(join(portal, "assets"), { recursive: true })
  mkdirSync(join(portal, "arved"), { recursive: true })
  mkdirSync(join(parent, "widgets"), { recursive: true })
  writeFileSync(join(portal, "index.html"), "<html>portal</html>")
  writeFileSync(join(portal, "arved", "index.html"), "<html>invoices</html>")
  writeFileSync(join(portal, "assets", "app.js"), "export {}")
  writeFileSync(join(parent, "widgets", "ise-fuel-prices.js"), "export {}")
  let app: ReturnType<typeof createApp>
  beforeAll(() => {
    app = createApp({ db: server.db })
    mountStatic(app, { portal, widgets: join(parent, "widgets"), examples: join(parent, "examples") })
  })
  const answer = async (path: string, method = "GET") => {
    const res = await app.request(path, { method })
    const type = res.headers.get("content-type") ?? ""
    return { status: res.status, body: type.startsWith("application/json") ? await res.json() : await res.text() }
  }

  it("unknown /v1 calls and unknown files answer 404 JSON", async () => {
    for (const path of ["/v1/nope", "/widgets/nope.js", "/assets/nope.js", "/examples/x.html", "/nope.png", "/widgets/"]) {
      const { status, body } = await answer(path)
      expect({ path, status, code: (body as { code?: string }).code }).toEqual({ path, status: 404, code: "NOT_FOUND" })
    }
    expect(await answer("/healthz", "POST")).toEqual({ status: 404, body: { code: "NOT_FOUND", message: "Nothing at /healthz" } })
  })

  it("known portal paths get the portal with 200; others its not-found page with 404", async () => {
    const portalPage = { status: 200, body: "<html>portal</html>" }
    for (const path of ["/", "/avaleht", "/login", "/esileht/", "/confirm-id-credit/7", "/v%C3%A4ljav%C3%B5te"]) {
      expect({ path, ...(await answer(path)) }).toEqual({ path, ...portalPage })
    }
    expect(await answer("/arved")).toEqual({ status: 200, body: "<html>invoices</html>" })
    for (const path of ["/healthz", "/metrics", "/nope", "/arved/extra", "/confirm-id-credit", "/esileht/x"]) {
      expect({ path, ...(await answer(path)) }).toEqual({ path, status: 404, body: "<html>portal</html>" })
    }
  })
})
