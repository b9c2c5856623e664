import { afterAll, beforeAll, expect, it } from "vitest"
import { cachedFor } from "../../../src/server/http/cache"
import { createTestServer, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

it("answers CORS preflights for embedding pages and exposes x-auth-token", async () => {
  const preflight = await server.app.request("/v1/prices", {
    method: "OPTIONS",
    headers: { origin: "https://shop.example.ee", "access-control-request-method": "GET" },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
  expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization")
  const get = await server.app.request("/v1/prices", { headers: { origin: "https://shop.example.ee" } })
  expect(get.status).toBe(200)
  expect(get.headers.get("access-control-allow-origin")).toBe("*")
  expect(get.headers.get("access-control-expose-headers")).toBe("x-auth-token, x-eid-session")
})

it("cachedFor loads once within its time and again after it; a failure is not kept", async () => {
  let loads = 0
  let fail = true
  const now = { t: 0 }
  const realNow = Date.now
  Date.now = () => now.t
  try {
    const get = cachedFor(1000, async () => {
      loads += 1
      if (fail) throw new Error("down")
      return loads
    })
    await expect(get()).rejects.toThrow("down")
    fail = false
    expect(await get()).toBe(2)
    now.t = 999
    expect(await get()).toBe(2)
    now.t = 1000 + 999
    expect(await get()).toBe(3)
  } finally {
    Date.now = realNow
  }
})
