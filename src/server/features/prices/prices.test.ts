import { afterAll, beforeAll, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { CustomerPriceList, FuelProducts, PublicPriceList } from "../../../core/schemas/prices"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { serveApp } from "../../http/earlyAnswers"
import { request, type IncomingHttpHeaders } from "node:http"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

it("GET /prices is public and lists the 8 products in table order, IDC price lower for fuels", async () => {
  const res = await call(server.app, "GET", "/v1/prices")
  expect(res.status).toBe(200)
  const list = Schema.decodeUnknownSync(PublicPriceList)(res.json)
  expect(list.map((p) => p.noomId)).toEqual(FuelProducts.map((p) => p.noomId))
  for (const p of list) {
    expect(p.price).toBeGreaterThan(0)
    expect(Math.round(p.price * 1000) / 1000).toBe(p.price)
    if (p.idcPrice != null) expect(p.idcPrice).toBeLessThan(p.price)
  }
  expect(list.find((p) => p.noomId === 1133)?.idcPrice).toBeTypeOf("number")
})

it("customer prices: the company's B95, D and LPG; none for Mari's private customer", async () => {
  const { token } = await signInAs(server.app, demoPersonalCodes.mari)
  const company = await call(server.app, "GET", `/v1/product-customer-price/${demoIds.customers.naidisLogistika}`, { token })
  expect(company.status).toBe(200)
  expect(Schema.decodeUnknownSync(CustomerPriceList)(company.json)).toEqual([
    { noomId: 1133, clientPrice: 1.649 },
    { noomId: 1145, clientPrice: 1.579 },
    { noomId: 10654, clientPrice: 0.849 },
  ])
  const own = await call(server.app, "GET", `/v1/product-customer-price/${demoIds.customers.mariPrivate}`, { token })
  expect(Schema.decodeUnknownSync(CustomerPriceList)(own.json)).toEqual([])
})

it("the public prices answered early (before the middleware, while cached) carry the same headers and body as the full chain", async () => {
  // Each answer has its own date and request id; every other header is the same.
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== "date" && name !== "x-request-id"))
  // The first request loads the cache through the full chain; the next is answered early.
  const first = await server.app.request("/v1/prices")
  const early = await server.app.request("/v1/prices")
  expect(early.status).toBe(200)
  expect(await early.text()).toBe(await first.text())
  expect(headersOf(early)).toEqual(headersOf(first))
  expect([first.headers.get("x-request-id"), early.headers.get("x-request-id")]).toEqual([expect.any(String), expect.any(String)])
  expect(early.headers.get("content-security-policy")).toContain("default-src 'none'")
  expect(early.headers.get("access-control-allow-origin")).toBe("*")
  expect(early.headers.get("x-content-type-options")).toBe("nosniff")
  const etag = early.headers.get("etag")!
  expect(etag).toMatch(/^"[\w-]{22}"$/)
  const notModified = await server.app.request("/v1/prices", { headers: { "if-none-match": etag } })
  expect(notModified.status).toBe(304)
  expect(notModified.headers.get("etag")).toBe(etag)
  // With credentials the full chain answers (no-store, CORS for signed-in calls), the same prices.
  const withCookie = await server.app.request("/v1/prices", { headers: { cookie: "a=b" } })
  expect(withCookie.headers.get("cache-control")).toBe("no-store")
  expect(await withCookie.text()).toBe(await (await server.app.request("/v1/prices")).text())
  const withToken = await server.app.request("/v1/prices", { headers: { authorization: "Bearer x", origin: "https://elsewhere.example" } })
  expect(withToken.headers.get("access-control-allow-origin")).toBeNull()
  expect(withToken.headers.get("cache-control")).toBe("no-store")
})

it("the server's Node listener (serveApp) writes the early answer itself: the same head as app.fetch's, its length, 304 by ETag", async () => {
  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !["date", "x-request-id", "connection", "keep-alive"].includes(name)))
  let http: ReturnType<typeof serveApp> | undefined
  const port = await new Promise<number>((resolve) => (http = serveApp(server.app, 0, (info) => resolve(info.port))))
  try {
    const base = `http://127.0.0.1:${port}`
    // Over the socket, as the portal's browsers ask; the same request through app.fetch beside it (both early: no server-timing).
    const [viaNode, viaFetch] = [await fetch(`${base}/v1/prices?x=1`), await server.app.request("/v1/prices")]
    expect([viaNode.headers.get("server-timing"), viaFetch.headers.get("server-timing")]).toEqual([null, null])
    expect(viaNode.status).toBe(200)
    const body = await viaNode.text()
    expect(body).toBe(await viaFetch.text())
    expect(headersOf(viaNode)).toEqual({ ...headersOf(viaFetch), "content-length": String(Buffer.byteLength(body)) })
    expect(viaNode.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
    expect(viaNode.headers.get("x-request-id")).not.toBe((await fetch(`${base}/v1/prices`)).headers.get("x-request-id"))
    const notModified = await fetch(`${base}/v1/prices`, { headers: { "if-none-match": viaNode.headers.get("etag")! } })
    expect(notModified.status).toBe(304)
    expect(headersOf(notModified)).toEqual(
      Object.fromEntries(Object.entries(headersOf(viaFetch)).filter(([name]) => name !== "content-type")),
    )
    // Credentials, another path or method: @hono/node-server's listener and the full chain.
    expect((await fetch(`${base}/v1/prices`, { headers: { authorization: "Bearer x" } })).headers.get("cache-control")).toBe("no-store")
    expect((await fetch(`${base}/v1/nope`)).status).toBe(404)
    // Header names in any case (fetch sends them lower-case; a client may not): a capitalised Authorization is seen.
    const capitalised = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
      request(`${base}/v1/prices`, { headers: { Authorization: "Bearer x" } }, (res) => {
        res.resume()
        resolve(res.headers)
      })
        .on("error", reject)
        .end(),
    )
    expect(capitalised["cache-control"]).toBe("no-store")
  } finally {
    await new Promise((resolve) => http?.close(resolve))
  }
})
