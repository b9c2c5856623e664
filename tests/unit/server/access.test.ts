import { createAccessCache } from "../../../src/server/http/accessCache"
import { Hono } from "hono"
import { afterAll, beforeAll, expect, it } from "vitest"
import { buildPath, defineCall, type Call } from "../../../src/core/api/call"
import { mayUse } from "../../../src/core/rules/access"
import { systemClock } from "../../../src/server/clock"
import { eidTrust, httpOcsp } from "../../../src/server/auth/eidTrust"
import { createTokens } from "../../../src/server/auth/tokens"
import type { AppEnv } from "../../../src/server/context"
import { bindCall, boundCalls } from "../../../src/server/http/bindCall"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { bankSimulator } from "../../../src/server/simulators/bank"
import { unconfiguredEid } from "../../../src/server/auth/eidProvider"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

let server: TestServer
let jaan: { token: string }
let mari: { token: string }
beforeAll(async () => {
  server = await createTestServer()
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  mari = await signInAs(server.app, demoPersonalCodes.mari)
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
    const res = await call(server.app, c.method, urlOf(c, demoIds.customers.naidisLogistika), {
      token: jaan.token,
      body: c.body ? {} : undefined,
    })
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

it("every bound customer call is 403 exactly when mayUse refuses the contact (Mari as herself, her company and the association)", async () => {
  const calls = boundCalls(server.app).filter((c) => c.access === "customer")
  let refused = 0
  for (const customerId of [demoIds.customers.mariPrivate, demoIds.customers.naidisLogistika, demoIds.customers.kyTamme5]) {
    // The customer as the API describes it: the contact's roles and the kind of customer.
    const customer = (await call(server.app, "GET", `/v1/customers/${customerId}`, { token: mari.token })).json
    for (const c of calls) {
      const res = await call(server.app, c.method, urlOf(c, customerId), { token: mari.token, body: c.body ? {} : undefined })
      const expected = mayUse(customer, c)
      if (!expected) refused++
      expect({ id: c.id, customerId, refused: res.status === 403 }).toEqual({ id: c.id, customerId, refused: !expected })
    }
  }
  expect(refused).toBeGreaterThan(0)
})

it("a companies-only call is refused for a person and an apartment association with its roles, and served for a company", async () => {
  const companiesOnly = defineCall({
    id: "testCompaniesOnly",
    method: "GET",
    path: "/test/{customerId}",
    response: "empty",
    access: "customer",
    roles: ["ELECTRICITY_CUSTOMER"],
    onlyFor: "companies",
    summary: "A call for companies only",
  })
  const app = new Hono<AppEnv>()
  app.use("*", async (c, next) => {
    c.set("deps", {
      db: server.db,
      tokens: createTokens(server.db),
      eid: unconfiguredEid(),
      bank: bankSimulator(),
      clock: systemClock,
      accessCache: createAccessCache(),
      eidTrust: eidTrust(httpOcsp),
    })
    await next()
  })
  bindCall(app, companiesOnly, () => undefined)
  const status = async (customerId: number) => (await call(app, "GET", `/test/${customerId}`, { token: mari.token })).status
  // Mari has ELECTRICITY_CUSTOMER on all three: her own (a person), Näidis (a company), KÜ Tamme 5 (an association).
  expect(await status(demoIds.customers.mariPrivate)).toBe(403)
  expect(await status(demoIds.customers.kyTamme5)).toBe(403)
  expect(await status(demoIds.customers.naidisLogistika)).toBe(204)
})
