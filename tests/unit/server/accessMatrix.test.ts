import { afterAll, beforeAll, expect, it } from "vitest"
import { createTokens } from "../../../src/server/auth/tokens"
import { contacts } from "../../../src/server/db/schema"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

/**
 * The access gate every route passes without anyone listing it: the routes come from the served
 * OpenAPI document, so a new customer-scoped route is called here the day it is bound. Each is called
 * as a stranger (a user who is no contact of the customer), as a contact without the route's role,
 * anonymously, and with expired, tampered and `alg: none` tokens; every attempt must be refused (401,
 * 403 or 404) with nothing but the error body. A path placeholder this file cannot fill fails the test.
 */
let server: TestServer
let jaan: { token: string; userId: number }
const c = demoIds.customers
/** Jaan is a contact of Näidis Logistika with no role besides being signed in (added below). */
const ROLELESS_CUSTOMER = c.naidisLogistika
/** Mari's own customer: Jaan is nobody there. */
const STRANGERS_CUSTOMER = c.mariPrivate
const tokenVariants: Record<string, string | undefined> = {}

beforeAll(async () => {
  server = await createTestServer()
  await server.db.insert(contacts).values({ userId: demoIds.users.jaan, customerId: ROLELESS_CUSTOMER, roles: ["AUTHENTICATED_USER"] })
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  const mari = await signInAs(server.app, demoPersonalCodes.mari)
  const [header, payload, signature] = mari.token.split(".") as [string, string, string]
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString())
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  tokenVariants.anonymous = undefined
  tokenVariants.expired = await createTokens(server.db).sign(
    { sub: claims.sub, userId: claims.userId, referred_customer_id: claims.referred_customer_id, sid: claims.sid },
    { expiresInSeconds: -60 },
  )
  // Jaan's signature over a payload that claims to be Mari.
  const jaanSignature = jaan.token.split(".")[2]!
  tokenVariants.tampered = `${jaan.token.split(".")[0]}.${payload}.${jaanSignature}`
  tokenVariants.tamperedClaims = `${header}.${b64({ ...claims, exp: claims.exp + 3600 })}.${signature}`
  tokenVariants.algNone = `${b64({ alg: "none", typ: "JWT" })}.${payload}.`
})
afterAll(() => server?.close())

interface Operation {
  readonly method: string
  readonly path: string
  readonly access: string
  readonly roles: ReadonlyArray<string>
}

async function servedOperations(): Promise<Operation[]> {
  const doc = (await call(server.app, "GET", "/v1/openapi.json")).json as { paths: Record<string, Record<string, any>> }
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, access: op["x-access"], roles: op["x-roles"] ?? [] })),
  )
}

/** The request path for `customerId`; throws for a placeholder it does not know (the route needs an entry here). */
function pathFor(op: Operation, customerId: number): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === "customerId") return String(customerId)
    // An object of the customer's own (the demo's first sale order): only access may refuse it.
    if (name === "orderUid") return "1"
    // A contact of the customer: the stranger's own contact id would be refused too (they are no contact).
    if (name === "contactId") return String(demoIds.contacts.mariPrivate)
    // Mari's own metering point: only access may refuse it.
    if (name === "pointId") return "31"
    // The customer's electricity agreement (KÜ Tamme 5's active one) and offer (Näidis Logistika's): only access may refuse them.
    if (name === "agreementId") return String(demoIds.agreements.electricity.kyTammeActive)
    if (name === "offerId") return String(demoIds.agreements.electricity.offerPending)
    // A customer's EIC (grid-operator calls are user calls: the customer behind the EIC is checked by the handler).
    if (name === "eic") return `38X${String(customerId).padStart(12, "0")}C`
    // The demo's charging offer (Näidis Logistika OÜ's): only access may refuse it.
    if (name === "id") return "1"
    throw new Error(`${op.method} ${op.path}: the access matrix cannot fill {${name}}; teach pathFor how`)
  })
}

/** Everything a refusal may say: the error body and nothing else. */
function expectRefused(res: { status: number; json: any }, what: string): void {
  expect([401, 403, 404], `${what} → ${res.status} ${JSON.stringify(res.json)}`).toContain(res.status)
  expect(
    Object.keys(res.json ?? {}).every((key) => ["code", "field", "message"].includes(key)),
    `${what}: ${JSON.stringify(res.json)}`,
  ).toBe(true)
  expect(JSON.stringify(res.json)).not.toMatch(/Maasikas|Näidis|EE\d{6,}|@/)
}

it("every customer-scoped route refuses strangers, role-less contacts, anonymous and forged tokens; every user route refuses forged tokens", async () => {
  const operations = await servedOperations()
  const customerRoutes = operations.filter((op) => op.access === "customer")
  const userRoutes = operations.filter((op) => op.access === "user")
  expect(customerRoutes.length).toBeGreaterThan(20)
  let attempts = 0
  const attempt = async (op: Operation, path: string, token: string | undefined, who: string) => {
    const body = op.method === "GET" ? undefined : {}
    expectRefused(await call(server.app, op.method, `/v1${path}`, { token, body }), `${who}: ${op.method} ${path}`)
    attempts += 1
  }
  for (const op of customerRoutes) {
    await attempt(op, pathFor(op, STRANGERS_CUSTOMER), jaan.token, "stranger")
    if (op.roles.length > 0) await attempt(op, pathFor(op, ROLELESS_CUSTOMER), jaan.token, "contact without the role")
    for (const [name, token] of Object.entries(tokenVariants)) await attempt(op, pathFor(op, STRANGERS_CUSTOMER), token, name)
  }
  for (const op of userRoutes) {
    const path = op.path.replace(/\{[^}]+\}/g, "1")
    for (const [name, token] of Object.entries(tokenVariants)) await attempt(op, path, token, name)
  }
  console.log(
    `access matrix: ${customerRoutes.length} customer-scoped + ${userRoutes.length} user routes, ${attempts} attempts, all refused`,
  )
})

it("a customer-scoped route with a placeholder the matrix does not know fails the gate", () => {
  expect(() => pathFor({ method: "GET", path: "/widgets/{customerId}/{widgetCode}", access: "customer", roles: [] }, 1)).toThrow(
    /widgetCode/,
  )
})
