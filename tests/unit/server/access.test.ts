import { afterAll, beforeAll, expect, it } from "vitest"
import { buildPath, type Call } from "../../../src/core/api/call"
import { boundCalls } from "../../../src/server/http/bindCall"
import { demoIds, demoPersonalCodes } from "../../../src/server/seed"
import { call, createTestServer, signInAs, type TestServer } from "./testDb"

let server: TestServer
let jaan: { token: string }
beforeAll(async () => {
  server = await createTestServer()
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

/** A concrete URL for a call: customerId is the given customer, any other placeholder 1. */
const urlOf = (c: Call, customerId: number) => {
  const params: Record<string, number | string> = {}
  for (const m of c.path.matchAll(/\{([^}]+)\}/g)) params[m[1]!] = m[1] === "customerId" ? customerId : m[1] === "method" ? "smart-id" : 1
  return `/v1${buildPath(c.path, params)}`
}

it("every bound customer call is 403 for another customer's id (Jaan calling Mari's company)", async () => {
  const calls = boundCalls(server.app).filter((c) => c.access === "customer")
  expect(calls.map((c) => c.id)).toContain("customer")
  for (const c of calls) {
    // Access is checked before the query and body, so no valid input is needed to be refused.
    const res = await call(server.app, c.method, urlOf(c, demoIds.customers.naidisLogistika), { token: jaan.token, body: c.body ? {} : undefined })
    expect({ id: c.id, status: res.status, code: res.json?.code }).toEqual({ id: c.id, status: 403, code: "FORBIDDEN" })
  }
})

it("every bound user or customer call is 401 without a token", async () => {
  const calls = boundCalls(server.app).filter((c) => c.access !== "public")
  expect(calls.length).toBeGreaterThan(4)
  for (const c of calls) {
    const res = await call(server.app, c.method, urlOf(c, demoIds.customers.naidisLogistika))
    expect({ id: c.id, status: res.status }).toEqual({ id: c.id, status: 401 })
  }
})
