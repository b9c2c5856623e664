import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoIds, demoPersonalCodes } from "../../../src/server/seed"
import { call, createTestServer, signInAs, type TestServer } from "./testDb"

// Statements a request sends to the database (issue 16: the access check and the list in as few round
// trips as the database allows). drizzle's logger sees each statement, prepared ones too.
let server: TestServer
let statements: string[] = []
let mari: { token: string; cookie: string }
let jaan: { token: string }
const c = demoIds.customers

beforeAll(async () => {
  server = await createTestServer({}, (sql) => statements.push(sql))
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const counted = async (path: string, token: string) => {
  statements = []
  const res = await call(server.app, "GET", path, { token })
  return { status: res.status, statements: [...statements] }
}

describe("statements per request", () => {
  it("a customer-scoped call: one statement for access (sign-in, contact and customer kind together), one for the handler", async () => {
    // The customer's prices: the handler reads one table.
    const first = await counted(`/v1/product-customer-price/${c.naidisLogistika}`, mari.token)
    expect(first.status).toBe(200)
    expect(first.statements).toHaveLength(2)
    expect(first.statements[0]).toMatch(/"user_sessions".*left join "contacts".*left join "customers"/s)
    // Again with the verified token cached: still one statement for access (liveness is never cached).
    const again = await counted(`/v1/product-customer-price/${c.naidisLogistika}`, mari.token)
    expect(again.statements).toHaveLength(2)
  })

  it("the invoice list: access and one statement for the page with its count and sums", async () => {
    const res = await counted(`/v1/documents/${c.naidisLogistika}?page=1&size=5`, mari.token)
    expect(res.status).toBe(200)
    expect(res.statements).toHaveLength(2)
  })

  it("a user call: one statement for access, one for the handler", async () => {
    const res = await counted("/v1/users/current", mari.token)
    expect(res.status).toBe(200)
    expect(res.statements).toHaveLength(2)
  })

  it("a refusal costs the access statement only: a stranger's 403, and a forged token's 401 costs none", async () => {
    const stranger = await counted(`/v1/documents/${c.naidisLogistika}`, jaan.token)
    expect(stranger.status).toBe(403)
    expect(stranger.statements).toHaveLength(1)
    const forged = await counted(`/v1/documents/${c.naidisLogistika}`, `${mari.token.slice(0, -4)}AAAA`)
    expect(forged.status).toBe(401)
    expect(forged.statements).toHaveLength(0)
  })

  it("logout ends access at once, although the token's verification is cached", async () => {
    const own = await signInAs(server.app, demoPersonalCodes.mari)
    expect((await counted(`/v1/documents/${c.naidisLogistika}`, own.token)).status).toBe(200)
    const out = await call(server.app, "POST", "/v1/auth/logout", { token: own.token, cookie: own.cookie })
    expect(out.status).toBeLessThan(300)
    expect((await counted(`/v1/documents/${c.naidisLogistika}`, own.token)).status).toBe(401)
    expect((await counted("/v1/users/current", own.token)).status).toBe(401)
    // Mari's other sign-in is untouched.
    expect((await counted("/v1/users/current", mari.token)).status).toBe(200)
  })
})
