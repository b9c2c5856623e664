import { and, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contacts, customers, users } from "../../../src/server/db/schema"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

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
  it("a customer-scoped call: one statement for access (sign-in, contact and customer kind together) the first time, none while they are kept", async () => {
    // The customer's prices: the handler reads one table.
    const first = await counted(`/v1/product-customer-price/${c.naidisLogistika}`, mari.token)
    expect(first.status).toBe(200)
    expect(first.statements).toHaveLength(2)
    expect(first.statements[0]).toMatch(/"user_sessions".*left join "contacts".*left join "customers"/s)
    // Again: the sign-in and the contact come from the access cache, the handler's statement only.
    const again = await counted(`/v1/product-customer-price/${c.naidisLogistika}`, mari.token)
    expect(again.statements).toHaveLength(1)
    expect(again.statements[0]).not.toMatch(/"user_sessions"/)
  })

  it("the invoice list: one statement for the page with its count and sums", async () => {
    const res = await counted(`/v1/documents/${c.naidisLogistika}?page=1&size=5`, mari.token)
    expect(res.status).toBe(200)
    expect(res.statements).toHaveLength(1)
    expect(res.statements[0]).toMatch(/from "fuel_documents"/)
    expect(res.statements[0]).toMatch(/from "fuel_document_type_totals"/)
  })

  it("a user call: /users/current from the cache once read", async () => {
    await counted("/v1/users/current", mari.token)
    const res = await counted("/v1/users/current", mari.token)
    expect(res.status).toBe(200)
    expect(res.statements).toHaveLength(0)
  })

  it("a change of a customer's kind empties the cache: a company turned person loses its companies-only page at the next request", async () => {
    const path = `/v1/sale-orders/${c.naidisLogistika}?size=1`
    expect((await counted(path, mari.token)).status).toBe(200)
    expect((await counted(path, mari.token)).statements[0]).not.toMatch(/"user_sessions"/)
    try {
      await server.db.update(customers).set({ isPerson: true }).where(eq(customers.id, c.naidisLogistika))
      expect((await counted(path, mari.token)).status).toBe(403)
      await server.db.update(customers).set({ isPerson: false, apartmentAssociation: true }).where(eq(customers.id, c.naidisLogistika))
      expect((await counted(path, mari.token)).status).toBe(403)
    } finally {
      await server.db.update(customers).set({ isPerson: false, apartmentAssociation: false }).where(eq(customers.id, c.naidisLogistika))
    }
    expect((await counted(path, mari.token)).status).toBe(200)
  })

  it("a write to the access tables by this process empties the cache before it runs: a removed role refuses the next request", async () => {
    const path = `/v1/documents/${c.naidisLogistika}?size=1`
    expect((await counted(path, mari.token)).status).toBe(200)
    const [contact] = await server.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, demoIds.users.mari), eq(contacts.customerId, c.naidisLogistika)))
    try {
      await server.db
        .update(contacts)
        .set({ roles: ["ELECTRICITY_CUSTOMER"] })
        .where(eq(contacts.id, contact!.id))
      const refused = await counted(path, mari.token)
      expect(refused.status).toBe(403)
      expect(refused.statements[0]).toMatch(/"user_sessions".*left join "contacts"/s)
    } finally {
      await server.db.update(contacts).set({ roles: contact!.roles }).where(eq(contacts.id, contact!.id))
    }
    expect((await counted(path, mari.token)).status).toBe(200)
    // A changed name shows on /users/current at once.
    const [user] = await server.db.select().from(users).where(eq(users.id, demoIds.users.mari))
    try {
      await server.db.update(users).set({ name: "Mari Muudetud" }).where(eq(users.id, demoIds.users.mari))
      expect((await call(server.app, "GET", "/v1/users/current", { token: mari.token })).json.name).toBe("Mari Muudetud")
    } finally {
      await server.db.update(users).set({ name: user!.name }).where(eq(users.id, demoIds.users.mari))
    }
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
    // Mari's other sign-in is untouched (read again: the logout emptied the cache).
    expect((await counted("/v1/users/current", mari.token)).status).toBe(200)
  })
})
