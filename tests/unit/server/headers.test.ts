import { Hono } from "hono"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { configuredOrigin, originNotice } from "../../../src/server/http/publicOrigin"
import { securityHeaders } from "../../../src/server/http/securityHeaders"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
let mari: { token: string }
const c = demoIds.customers
const k = demoIds.contacts
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())
afterEach(() => {
  delete process.env.PUBLIC_ORIGIN
  delete process.env.TRUST_PROXY
  delete process.env.EMBED_ORIGINS
})

const EVIL = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }

/** Begins a bank payment of one unpaid invoice of Mari's; answers the bank page URL. */
async function beginPayment(headers: Record<string, string>): Promise<string> {
  const unpaid = await call(server.app, "GET", `/v1/documents/${c.mariPrivate}?onlyNotPaid=true&size=1`, { token: mari.token })
  const body = {
    bankType: "SEB",
    locale: "et",
    customerId: c.mariPrivate,
    contactPersonId: k.mariPrivate,
    remoteDocumentIds: [unpaid.json.content[0].remoteDocumentId],
    paymentMethodType: "BANK",
  }
  const res = await server.app.request(`/v1/payment/${c.mariPrivate}/begin`, {
    method: "POST",
    headers: { ...headers, authorization: `Bearer ${mari.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as string
}

describe("origins come from configuration", () => {
  it("Host and X-Forwarded-* change nothing in the payment URL, the bank's return Location or the logo URLs", async () => {
    const origin = configuredOrigin()
    const pageUrl = await beginPayment(EVIL)
    expect(pageUrl.startsWith(`${origin}/v1/payment/simulator/`)).toBe(true)

    const page = await server.app.request(new URL(pageUrl).pathname, { headers: EVIL })
    expect(await page.text()).not.toContain("evil.example")
    const approve = await server.app.request(`${new URL(pageUrl).pathname}/decline`, { method: "POST", headers: EVIL })
    expect(approve.status).toBe(303)
    expect(approve.headers.get("location")!.startsWith(`${origin}/process-payment?order-token=`)).toBe(true)

    const methods = await server.app.request("/v1/payment/methods", { headers: EVIL })
    const logos = ((await methods.json()) as Array<{ logoUrl: string }>).map((m) => m.logoUrl)
    expect(logos.length).toBeGreaterThan(0)
    // Logos are relative to our own origin: no host in them at all, so none a header could choose.
    expect(logos.every((url) => url.startsWith("/v1/payment/logos/"))).toBe(true)
  })

  it("PUBLIC_ORIGIN is used as set; the forwarded host only with TRUST_PROXY", async () => {
    process.env.PUBLIC_ORIGIN = "https://iseteenindus.example.ee/"
    expect(await beginPayment(EVIL)).toMatch(/^https:\/\/iseteenindus\.example\.ee\/v1\/payment\/simulator\//)
    process.env.TRUST_PROXY = "1"
    expect(await beginPayment(EVIL)).toMatch(/^https:\/\/evil\.example\/v1\/payment\/simulator\//)
  })

  it("the start says which origin it uses, and warns only when PUBLIC_ORIGIN was not set", () => {
    const unset = originNotice()
    expect(unset.info).toContain(`Public origin ${configuredOrigin()} (default)`)
    expect(unset.warning).toMatch(/^PUBLIC_ORIGIN is not set/)
    process.env.PUBLIC_ORIGIN = "https://iseteenindus.example.ee"
    expect(originNotice()).toEqual({
      info: "Public origin https://iseteenindus.example.ee (PUBLIC_ORIGIN): open the portal there; bank returns come back there",
      warning: null,
    })
  })

  it("without PUBLIC_ORIGIN the origin is http://localhost:PORT", () => {
    const port = process.env.PORT
    process.env.PORT = "4999"
    try {
      expect(configuredOrigin()).toBe("http://localhost:4999")
    } finally {
      if (port === undefined) delete process.env.PORT
      else process.env.PORT = port
    }
  })
})

describe("security headers", () => {
  it("the portal's pages carry a strict CSP, nosniff, a referrer policy and refuse frames", async () => {
    // The same middleware order as main.ts: createApp's headers, then the portal's files.
    const portal = new Hono().use("*", securityHeaders).get("*", (ctx) => ctx.html("<!doctype html><p>portal</p>"))
    const res = await portal.request("/invoices")
    const csp = res.headers.get("content-security-policy")!
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive)
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("referrer-policy")).toBe("same-origin")
    expect(res.headers.get("x-frame-options")).toBe("DENY")
    expect(res.headers.get("strict-transport-security")).toBeNull()
  })

  it("HSTS only when the portal is served over https", async () => {
    process.env.PUBLIC_ORIGIN = "https://iseteenindus.example.ee"
    const res = await server.app.request("/v1/prices")
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/)
  })

  it("authenticated API answers are no-store; the public price list keeps its own caching", async () => {
    const signedIn = await call(server.app, "GET", `/v1/documents/${c.mariPrivate}`, { token: mari.token })
    expect(signedIn.headers.get("cache-control")).toBe("no-store")
    const refused = await call(server.app, "GET", `/v1/documents/${c.mariPrivate}`, { token: "not-a-token" })
    expect(refused.headers.get("cache-control")).toBe("no-store")
    const prices = await call(server.app, "GET", "/v1/prices")
    expect(prices.headers.get("cache-control")).not.toBe("no-store")
  })

  it("the cached prices, answered before the middleware, read the request's headers from Node's own parse", async () => {
    // As @hono/node-server calls it: the Request, and Node's IncomingMessage (only its parsed headers matter here).
    const viaNode = (headers: Record<string, string>) =>
      server.app.fetch(new Request("http://localhost/v1/prices"), { incoming: { headers } })
    // The early answer needs the cached prices fresh (1 s): load them, then ask at once (again if they aged meanwhile).
    let early: Response | undefined
    for (let i = 0; i < 5 && !early; i++) {
      await server.app.request("/v1/prices")
      const res = await viaNode({})
      if (!res.headers.get("server-timing")) early = res
    }
    if (!early) throw new Error("the prices were never answered early")
    expect(early.status).toBe(200)
    expect(early.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
    expect(early.headers.get("x-content-type-options")).toBe("nosniff")
    expect(early.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
    expect(early.headers.get("access-control-allow-origin")).toBe("*")
    expect(early.headers.get("content-type")).toBe("application/json")
    const body = await early.text()
    expect(JSON.parse(body)).toEqual(await (await call(server.app, "GET", "/v1/prices", { token: mari.token })).json)
    // Node's If-None-Match (not in the Request) is the one read: 304.
    expect((await viaNode({ "if-none-match": early.headers.get("etag")! })).status).toBe(304)
    // A bearer token or a cookie in Node's headers takes the full chain (its Server-Timing shows it).
    expect((await viaNode({ authorization: `Bearer ${mari.token}` })).headers.get("server-timing")).toMatch(/^app;dur=/)
    expect((await viaNode({ cookie: "ise_refresh=x" })).headers.get("server-timing")).toMatch(/^app;dur=/)
  })

  it("JSON API answers carry every header of the OWASP REST Security Cheat Sheet's list for API responses", async () => {
    // cheatsheetseries.owasp.org REST_Security_Cheat_Sheet, "Security Headers": Cache-Control: no-store,
    // Content-Security-Policy: frame-ancestors 'none', Content-Type, Strict-Transport-Security,
    // X-Content-Type-Options: nosniff, X-Frame-Options: DENY. no-store where a customer's data is (a request with
    // credentials); the public price list is the same for everybody and cached by its ETag.
    process.env.PUBLIC_ORIGIN = "https://iseteenindus.example.ee"
    await server.app.request("/v1/prices")
    const answers = {
      "public prices (early)": await server.app.request("/v1/prices"),
      "signed-in list": await server.app.request(`/v1/documents/${c.mariPrivate}?size=1`, {
        headers: { authorization: `Bearer ${mari.token}` },
      }),
      refused: await server.app.request(`/v1/documents/${c.mariPrivate}`, { headers: { authorization: "Bearer not-a-token" } }),
      "unknown call": await server.app.request("/v1/no-such-call"),
    }
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers.get("content-security-policy")?.split(/;\s*/), name).toContain("frame-ancestors 'none'")
      expect(res.headers.get("content-type"), name).toMatch(/^application\/json/)
      expect(res.headers.get("strict-transport-security"), name).toMatch(/^max-age=\d+/)
      expect(res.headers.get("x-content-type-options"), name).toBe("nosniff")
      expect(res.headers.get("x-frame-options"), name).toBe("DENY")
    }
    for (const name of ["signed-in list", "refused"] as const) expect(answers[name].headers.get("cache-control"), name).toBe("no-store")
  })

  it("the bank approval page cannot be framed", async () => {
    const pageUrl = await beginPayment({})
    const page = await server.app.request(new URL(pageUrl).pathname)
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(page.headers.get("x-frame-options")).toBe("DENY")
  })
})

describe("CORS", () => {
  const preflight = (origin: string, requestHeaders: string) =>
    server.app.request("/v1/users/current", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": requestHeaders },
    })

  it("signed-in calls only from EMBED_ORIGINS; public calls from anywhere", async () => {
    process.env.EMBED_ORIGINS = "https://shop.example.ee, https://other.example.ee"
    const allowed = await preflight("https://shop.example.ee", "authorization")
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://shop.example.ee")
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true")
    expect(allowed.headers.get("vary")).toMatch(/Origin/)
    expect((await preflight("https://evil.example", "authorization")).headers.get("access-control-allow-origin")).toBeNull()
    expect((await preflight("https://evil.example", "content-type")).headers.get("access-control-allow-origin")).toBe("*")

    const get = (origin: string) => server.app.request("/v1/users/current", { headers: { origin, authorization: `Bearer ${mari.token}` } })
    const listed = await get("https://other.example.ee")
    expect(listed.headers.get("access-control-allow-origin")).toBe("https://other.example.ee")
    expect(listed.headers.get("access-control-allow-credentials")).toBe("true")
    expect(listed.headers.get("vary")).toMatch(/Origin/)
    expect((await get("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull()
    const prices = await server.app.request("/v1/prices", { headers: { origin: "https://evil.example" } })
    expect(prices.headers.get("access-control-allow-origin")).toBe("*")
    // `*` never with credentials (a browser refuses that pair): the public elements fetch without them.
    expect(prices.headers.get("access-control-allow-credentials")).toBeNull()
    const publicPreflight = await preflight("https://shop.example.ee", "content-type")
    expect(publicPreflight.headers.get("access-control-allow-credentials")).toBeNull()
  })

  it("with no EMBED_ORIGINS no other origin may make signed-in calls", async () => {
    expect((await preflight("https://shop.example.ee", "authorization")).headers.get("access-control-allow-origin")).toBeNull()
  })
})

describe("Server-Timing (issue 31)", () => {
  it("every API answer says the server's share of its time, a signed-in call and a refused one alike", async () => {
    for (const [path, token] of [
      [`/v1/documents/${c.mariPrivate}?size=1`, mari.token],
      [`/v1/documents/${c.mariPrivate}?size=1`, undefined],
      ["/v1/no-such-call", undefined],
    ] as const) {
      const res = await server.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      expect(res.headers.get("server-timing"), path).toMatch(/^app;dur=\d+\.\d$/)
    }
  })
})
