import { eq } from "drizzle-orm"
import { afterAll, beforeAll, expect, it } from "vitest"
import { Roles } from "../../../src/core/schemas/common"
import { createTokens } from "../../../src/server/auth/tokens"
import { contacts } from "../../../src/server/db/schema"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { customerFor, type Operation, pathFor } from "./accessPaths"

/**
 * The access gate every route passes without anyone listing it: the routes come from the served
 * OpenAPI document, so a new customer-scoped route is called here the day it is bound. Each request is
 * first sent by its owner (Mari, a contact with every role of the customer whose objects fill the path),
 * whose answer must come from the route itself; only then does the identical request count as refused
 * when sent by a stranger (a user who is no contact of the customer), by a contact without the route's
 * role (403), anonymously, and with expired, tampered and `alg: none` tokens, each with nothing but the
 * error body. A path placeholder this file cannot fill fails the test.
 */
let server: TestServer
let mari: { token: string; userId: number }
let jaan: { token: string; userId: number }
let peeter: { token: string; userId: number }
const c = demoIds.customers
const tokenVariants: Record<string, string | undefined> = {}

beforeAll(async () => {
  server = await createTestServer()
  // The owner holds every role of each of her customers; Peeter is a contact of them with no role.
  await server.db
    .update(contacts)
    .set({ roles: [...Roles] })
    .where(eq(contacts.userId, demoIds.users.mari))
  await server.db.insert(contacts).values(
    [c.mariPrivate, c.naidisLogistika, c.kyTamme5].map((customerId) => ({
      userId: demoIds.users.peeter,
      customerId,
      roles: ["AUTHENTICATED_USER" as const],
    })),
  )
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
  peeter = await signInAs(server.app, demoPersonalCodes.peeter)
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

async function servedOperations(): Promise<Operation[]> {
  const doc = (await call(server.app, "GET", "/v1/openapi.json")).json as { paths: Record<string, Record<string, any>> }
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op["x-access"],
      roles: op["x-roles"] ?? [],
      onlyFor: op["x-only-for"],
    })),
  )
}

/**
 * The owner's answer came from the route: not refused by access (401, 403) nor unrouted (404 "No call");
 * a 2xx, or the route's own refusal of the empty body (400 VALIDATION naming a field) or of the state
 * of the demo's objects (404 of an object, 409).
 */
function expectReached(res: { status: number; json: any }, what: string): void {
  const unrouted = res.status === 404 && /^No call/.test(res.json?.message ?? "")
  expect(unrouted || [401, 403].includes(res.status) || res.status >= 500, `${what} → ${res.status} ${JSON.stringify(res.json)}`).toBe(
    false,
  )
  if (res.status === 400) expect(res.json.code === "VALIDATION" ? res.json.field : res.json.code, what).toBeTruthy()
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
  let reached = 0
  const send = (op: Operation, path: string, token: string | undefined) =>
    call(server.app, op.method, path, { token, body: op.method === "GET" ? undefined : {} })
  const attempt = async (op: Operation, path: string, token: string | undefined, who: string, status?: number) => {
    const res = await send(op, path, token)
    expectRefused(res, `${who}: ${op.method} ${path}`)
    if (status) expect(res.status, `${who}: ${op.method} ${path}`).toBe(status)
    attempts += 1
  }
  for (const op of customerRoutes) {
    const path = pathFor(op, customerFor(op))
    expectReached(await send(op, path, mari.token), `owner: ${op.method} ${path}`)
    reached += 1
    await attempt(op, path, jaan.token, "stranger")
    if (op.roles.length > 0) await attempt(op, path, peeter.token, "contact without the role", 403)
    for (const [name, token] of Object.entries(tokenVariants)) await attempt(op, path, token, name)
  }
  for (const op of userRoutes) {
    const path = op.path.replace(/\{[^}]+\}/g, "1")
    expectReached(await send(op, path, mari.token), `owner: ${op.method} ${path}`)
    reached += 1
    for (const [name, token] of Object.entries(tokenVariants)) await attempt(op, path, token, name, 401)
  }
  console.log(
    `access matrix: ${customerRoutes.length} customer-scoped + ${userRoutes.length} user routes, ${reached} reached by their owner, ${attempts} attempts, all refused`,
  )
})

it("a customer-scoped route with a placeholder the matrix does not know fails the gate", () => {
  expect(() => pathFor({ method: "GET", path: "/v1/widgets/{customerId}/{widgetCode}" }, 1)).toThrow(/widgetCode/)
})
