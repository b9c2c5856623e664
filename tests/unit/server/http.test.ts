import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { defineCall } from "../../../src/core/api/call"
import { IntFromString } from "../../../src/core/schemas/common"
import type { AppEnv } from "../../../src/server/context"
import { bindCall } from "../../../src/server/http/bindCall"
import { refuse } from "../../../src/server/http/errors"
import { portalCacheControl, serveFolder } from "../../../src/server/static"

// bindCall without a database: public calls never touch deps.
const echo = defineCall({
  id: "echoTest",
  method: "POST",
  path: "/echo/{itemId}",
  query: Schema.Struct({ page: IntFromString }),
  body: Schema.Struct({ items: Schema.Array(Schema.Struct({ name: Schema.String })) }),
  response: Schema.Struct({ itemId: Schema.Number, page: Schema.Number, count: Schema.Number }),
  access: "public",
  summary: "test",
})
const boom = defineCall({ id: "boomTest", method: "GET", path: "/boom", response: "empty", access: "public", summary: "test" })
const paid = defineCall({
  id: "paidTest",
  method: "GET",
  path: "/paid",
  response: "empty",
  access: "public",
  errors: ["ALREADY_PAID"],
  summary: "test",
})
const unlisted = defineCall({
  id: "unlistedTest",
  method: "GET",
  path: "/unlisted",
  response: "empty",
  access: "public",
  errors: ["ALREADY_PAID"],
  summary: "test",
})

function testApp(logged: unknown[]) {
  const app = new Hono<AppEnv>()
  bindCall(app, echo, ({ params, query, body }) => ({ itemId: params.itemId, page: query.page, count: body.items.length, extra: 1 }) as any)
  bindCall(app, boom, () => {
    throw new Error("kaboom")
  })
  bindCall(app, paid, () => {
    throw refuse("ALREADY_PAID", "Document 1 is already paid", "remoteDocumentIds")
  })
  bindCall(app, unlisted, () => {
    throw refuse("FACTORED", "Document 1 is factored")
  })
  app.onError((e, c) => {
    logged.push(e)
    return c.json({ code: "INTERNAL" }, 500)
  })
  return app
}

describe("bindCall", () => {
  const logged: unknown[] = []
  const app = testApp(logged)
  const post = (path: string, body: unknown) =>
    app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

  it("decodes params, query (ignoring unknown keys) and body, and encodes the answer with its schema", async () => {
    const res = await post("/echo/7?page=2&other=x", { items: [{ name: "a" }] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ itemId: 7, page: 2, count: 1 })
  })

  it("names the first failing field, nested paths joined with dots", async () => {
    const res = await post("/echo/7?page=2", { items: [{ name: 1 }] })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: "VALIDATION", field: "items.0.name" })
    const query = await post("/echo/7?page=two", { items: [] })
    expect(await query.json()).toMatchObject({ field: "page" })
  })

  it("turns a thrown error into the app's 500", async () => {
    const res = await app.request("/boom")
    expect(res.status).toBe(500)
    expect((logged[0] as Error).message).toBe("kaboom")
  })

  it("answers a refusal with its code's status and body; a code the call does not list is our bug, a 500", async () => {
    const listed = await app.request("/paid")
    expect([listed.status, await listed.json()]).toEqual([
      400,
      { code: "ALREADY_PAID", field: "remoteDocumentIds", message: "Document 1 is already paid" },
    ])
    const res = await app.request("/unlisted")
    expect(res.status).toBe(500)
    expect((logged.at(-1) as Error).message).toBe("call unlistedTest refused with FACTORED, which it does not list")
  })
})

describe("serveFolder", () => {
  const parent = mkdtempSync(join(tmpdir(), "ise-static-"))
  const root = join(parent, "portal")
  mkdirSync(join(root, "assets"), { recursive: true })
  writeFileSync(join(parent, "secret.txt"), "secret")
  writeFileSync(join(root, "index.html"), "<html>portal</html>")
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1)")
  const app = new Hono()
  app.get("*", serveFolder(root, { prefix: "", spaFallback: "index.html", cacheControl: portalCacheControl }))

  it("serves hashed assets with a long cache and the SPA fallback for route paths such as /väljavõte", async () => {
    const asset = await app.request("/assets/app-abc123.js")
    expect(asset.headers.get("cache-control")).toContain("immutable")
    expect(asset.headers.get("content-type")).toContain("javascript")
    const route = await app.request("/v%C3%A4ljav%C3%B5te")
    expect(route.status).toBe(200)
    expect(await route.text()).toBe("<html>portal</html>")
    expect(route.headers.get("cache-control")).toBe("no-cache")
  })

  it("answers 404 for a missing file and never leaves the folder", async () => {
    expect((await app.request("/assets/missing.js")).status).toBe(404)
    const escaped = await app.request("/..%2Fsecret.txt")
    expect(escaped.status).toBe(404)
    expect(await escaped.text()).not.toContain("secret")
  })
})
