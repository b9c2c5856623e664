import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { MAX_JSON_DEPTH } from "../../../src/server/http/inputGuards"

/** Issue 25's hardening: input no parser or database should meet. */
let server: TestServer
/** Mari's, a contact with every role of Näidis Logistika: the input gets past the access check. */
const mari = { token: "" }
beforeAll(async () => {
  server = await createTestServer()
  mari.token = (await signInAs(server.app, demoPersonalCodes.mari)).token
}, 60_000)
afterAll(() => server?.close())

const nested = (depth: number, inner = "1") => "[".repeat(depth) + inner + "]".repeat(depth)

/** Every served route that takes a JSON body, with its placeholders filled with Mari's customer and plausible ids. */
async function jsonRoutes(): Promise<Array<{ method: string; url: string }>> {
  const doc = (await call(server.app, "GET", "/v1/openapi.json")).json
  const routes: Array<{ method: string; url: string }> = []
  for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      if (!op.requestBody?.content?.["application/json"]) continue
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === "customerId" ? String(demoIds.customers.naidisLogistika) : name === "method" ? "smart-id" : "1",
      )
      routes.push({ method: method.toUpperCase(), url })
    }
  }
  return routes
}

describe("JSON nesting", () => {
  it("about 4 000 nested arrays (8 kB) are 400 VALIDATION on every JSON route, never a 500", async () => {
    const routes = await jsonRoutes()
    expect(routes.length).toBeGreaterThan(30)
    const body = nested(4000)
    expect(body.length).toBeLessThanOrEqual(8_001)
    for (const { method, url } of routes) {
      const res = await call(server.app, method, url, { token: mari.token, rawBody: body, headers: { "content-type": "application/json" } })
      expect(`${method} ${url} → ${res.status} ${res.json?.code} ${res.json?.field}`).toBe(`${method} ${url} → 400 VALIDATION body`)
    }
  })

  it(`${MAX_JSON_DEPTH} levels reach the body's schema; ${MAX_JSON_DEPTH + 1} are refused for their depth`, async () => {
    const send = (depth: number) =>
      call(server.app, "POST", "/v1/auth/smart-id/login", {
        rawBody: `{"personalIdentityCode":${nested(depth - 1, '"x"')}}`,
        headers: { "content-type": "application/json" },
      })
    const atLimit = await send(MAX_JSON_DEPTH)
    expect(atLimit.status).toBe(400)
    expect(atLimit.json.field).toBe("personalIdentityCode")
    const past = await send(MAX_JSON_DEPTH + 1)
    expect(past.status).toBe(400)
    expect(past.json).toMatchObject({ code: "VALIDATION", field: "body", message: expect.stringMatching(/deeper than 32/) })
  })

  it("brackets inside strings do not count", async () => {
    const res = await call(server.app, "POST", "/v1/auth/smart-id/login", {
      rawBody: JSON.stringify({ personalIdentityCode: "[".repeat(100) }),
      headers: { "content-type": "application/json" },
    })
    expect(res.json.field).toBe("personalIdentityCode")
  })
})

describe("control characters in the URL", () => {
  it("a NUL in the bank simulator's path is 400, not 500; a plain unknown token is still its 404 page", async () => {
    const nul = await call(server.app, "GET", "/v1/payment/simulator/a%00b")
    expect(nul.status).toBe(400)
    expect(nul.json).toMatchObject({ code: "VALIDATION", field: "path" })
    const post = await call(server.app, "POST", "/v1/payment/simulator/%00/approve")
    expect(post.status).toBe(400)
    const plain = await server.app.request("/v1/payment/simulator/nosuchtoken")
    expect(plain.status).toBe(404)
  })

  it("every control character from U+0000 to U+001F (but tab and line breaks) and DEL in a path segment is 400", async () => {
    for (let code = 0; code < 0x80; code++) {
      const ch = String.fromCharCode(code)
      const allowed = code === 9 || code === 10 || code === 13 || (code >= 0x20 && code < 0x7f)
      if (allowed) continue
      const res = await call(
        server.app,
        "GET",
        `/v1/customers/${demoIds.customers.naidisLogistika}/cards/${encodeURIComponent(`x${ch}`)}`,
        {
          token: mari.token,
        },
      )
      expect(`${code.toString(16)} → ${res.status}`).toBe(`${code.toString(16)} → 400`)
    }
  })

  it("a control character in a query value or name is 400 naming it; bad percent-encoding too", async () => {
    const base = `/v1/customers/${demoIds.customers.naidisLogistika}/invoices`
    const value = await call(server.app, "GET", `${base}?status=%00`, { token: mari.token })
    expect(value.json).toMatchObject({ code: "VALIDATION", field: "status" })
    const name = await call(server.app, "GET", `${base}?a%1Fb=1`, { token: mari.token })
    expect(name.json).toMatchObject({ code: "VALIDATION", field: "query" })
    const broken = await call(server.app, "GET", `${base}?status=%E0%A4%A`, { token: mari.token })
    expect(broken.status).toBe(400)
    // A query no route reads (the bank simulator's page) is checked too.
    const page = await call(server.app, "GET", "/v1/payment/simulator/x?lang=%7F")
    expect(page.status).toBe(400)
  })
})
