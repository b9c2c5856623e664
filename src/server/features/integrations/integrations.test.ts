import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { settableClock } from "../../clock"
import { contacts } from "../../db/schema"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { apiKeyCalls, apiKeys } from "./integrations.tables"

const c = demoIds.customers
const clock = settableClock(new Date("2026-03-10T10:00:00Z"))
let server: TestServer
let mari: { token: string }
beforeAll(async () => {
  server = await createTestServer({ clock })
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

type KeyInput = { name?: string; roles?: string[]; expiresOn?: string; ratePerMinute?: number }
const create = (input: KeyInput, token = mari.token, customerId: number = c.naidisLogistika) =>
  call(server.app, "POST", `/v1/customers/${customerId}/api-keys`, {
    token,
    body: { name: "Raamatupidamine", roles: ["VIEW_DOCUMENTS"], expiresOn: "2026-06-30", ...input },
  })
const newKey = async (input: KeyInput = {}) => {
  const res = await create(input)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json as { key: { id: number; prefix: string }; secret: string }
}
const raw = (path: string, secret: string) => server.app.request(path, { headers: { authorization: `Bearer ${secret}` } })

describe("creating, listing and revoking keys (ADMIN of a company)", () => {
  it("answers the secret once, keeps only its hash, and lists the key by its prefix", async () => {
    const { key, secret } = await newKey()
    expect(secret).toMatch(/^isk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/)
    expect(secret.startsWith(key.prefix)).toBe(true)
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(secret.slice(key.prefix.length))
    const list = await call(server.app, "GET", `/v1/customers/${c.naidisLogistika}/api-keys`, { token: mari.token })
    expect(list.status).toBe(200)
    const listed = list.json.find((k: { id: number }) => k.id === key.id)
    expect(listed).toMatchObject({
      name: "Raamatupidamine",
      prefix: key.prefix,
      roles: ["VIEW_DOCUMENTS"],
      lastUsedAt: null,
      ratePerMinute: 60,
    })
    // The last day is 30.06.2026 in Tallinn: refused from 1 July 00:00 EEST.
    expect(listed.expiresAt).toBe("2026-06-30T21:00:00.000Z")
    expect(JSON.stringify(list.json)).not.toContain(secret)
  })

  it("refuses a role the creator lacks, no roles, no name, a past or too distant last day: nothing is written", async () => {
    const { peeter } = demoIds.users
    await server.db.insert(contacts).values({ userId: peeter, customerId: c.naidisLogistika, roles: ["ADMIN", "VIEW_DOCUMENTS"] })
    const peeterSession = await signInAs(server.app, demoPersonalCodes.peeter)
    const before = (await server.db.select().from(apiKeys)).length
    const refused = await create({ roles: ["VIEW_DOCUMENTS", "VIEW_CARDS"] }, peeterSession.token)
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: "VALIDATION", field: "roles", message: "ROLE_NOT_YOURS" })
    expect((await create({ roles: [] })).json).toMatchObject({ field: "roles", message: "NO_ROLES" })
    expect((await create({ name: "  " })).json).toMatchObject({ field: "name", message: "REQUIRED" })
    expect((await create({ expiresOn: "2026-03-09" })).json).toMatchObject({ field: "expiresOn", message: "DATE_PAST" })
    expect((await create({ expiresOn: "2027-03-12" })).json).toMatchObject({ field: "expiresOn", message: "DATE_TOO_FAR" })
    expect((await create({ roles: ["AUTHENTICATED_USER"] })).json).toMatchObject({ field: "roles", message: "ROLE_NOT_YOURS" })
    expect((await server.db.select().from(apiKeys)).length).toBe(before)
    expect((await create({ roles: ["VIEW_DOCUMENTS"] }, peeterSession.token)).status).toBe(200)
  })

  it("a private customer has no keys (companies only), and a key cannot manage keys", async () => {
    expect((await create({}, mari.token, c.mariPrivate)).status).toBe(403)
    const { secret } = await newKey({ roles: ["ADMIN"] })
    expect((await call(server.app, "GET", `/v1/customers/${c.naidisLogistika}/api-keys`, { token: secret })).status).toBe(403)
    expect((await create({}, secret)).status).toBe(403)
  })
})

describe("a key acts for its customer with its roles", () => {
  it("with VIEW_DOCUMENTS lists and downloads invoices, and is refused (403) on cards", async () => {
    const { key, secret } = await newKey()
    const list = await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}?size=5`, { token: secret })
    expect(list.status).toBe(200)
    const id = list.json.content[0].remoteDocumentId as string
    const pdf = await raw(`/v1/documents/pdf?documentRemoteId=${id}`, secret)
    expect(pdf.status).toBe(200)
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-")
    expect((await raw(`/v1/documents/xml?documentRemoteId=${id}`, secret)).status).toBe(200)
    const cards = await call(server.app, "GET", `/v1/cards/${c.naidisLogistika}`, { token: secret })
    expect(cards.status).toBe(403)
    // Every call is audited: key, call, status, time; the list shows its last use.
    const audit = await server.db.select().from(apiKeyCalls).where(eq(apiKeyCalls.apiKeyId, key.id))
    expect(audit.map((a) => [a.method, a.path.replace(/\?.*/, ""), a.status])).toEqual([
      ["GET", `/v1/documents/${c.naidisLogistika}`, 200],
      ["GET", "/v1/documents/pdf", 200],
      ["GET", "/v1/documents/xml", 200],
      ["GET", `/v1/cards/${c.naidisLogistika}`, 403],
    ])
    expect(audit.every((a) => a.at.getTime() === clock.now().getTime())).toBe(true)
    const listed = await call(server.app, "GET", `/v1/customers/${c.naidisLogistika}/api-keys`, { token: mari.token })
    expect(listed.json.find((k: { id: number }) => k.id === key.id).lastUsedAt).toBe(clock.now().toISOString())
  })

  it("never reaches another customer's data, nor the person's own calls", async () => {
    const { secret } = await newKey({ roles: ["VIEW_DOCUMENTS", "ELECTRICITY_CUSTOMER"] })
    // Mari reads KÜ Tamme 5's documents herself; the key of Näidis Logistika does not.
    expect((await call(server.app, "GET", `/v1/documents/${c.kyTamme5}`, { token: mari.token })).status).toBe(200)
    expect((await call(server.app, "GET", `/v1/documents/${c.kyTamme5}`, { token: secret })).status).toBe(403)
    expect((await call(server.app, "GET", `/v1/electricity/invoices/customer/${c.kyTamme5}`, { token: secret })).status).toBe(403)
    const theirs = await call(server.app, "GET", `/v1/documents/${c.mariPrivate}?size=1`, { token: mari.token })
    const otherId = theirs.json.content[0]?.remoteDocumentId as string | undefined
    if (otherId) expect((await raw(`/v1/documents/pdf?documentRemoteId=${otherId}`, secret)).status).toBe(404)
    const tamme = await call(server.app, "GET", `/v1/electricity/invoices/customer/${c.kyTamme5}`, { token: mari.token })
    const invoiceId = tamme.json.content[0].id as number
    expect((await raw(`/v1/electricity/invoices/${invoiceId}/file`, mari.token)).status).toBe(200)
    expect((await raw(`/v1/electricity/invoices/${invoiceId}/file`, secret)).status).toBe(404)
    expect((await call(server.app, "GET", `/v1/users/${demoIds.users.mari}/contacts`, { token: secret })).status).toBe(403)
  })

  it("a key's roles shrink with its creator's: a role the creator lost no longer lets the key through", async () => {
    const { peeter } = demoIds.users
    const peeterSession = await signInAs(server.app, demoPersonalCodes.peeter)
    const made = await create({ roles: ["VIEW_DOCUMENTS"] }, peeterSession.token)
    const secret = made.json.secret as string
    expect((await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}`, { token: secret })).status).toBe(200)
    await server.db
      .update(contacts)
      .set({ roles: ["ADMIN"] })
      .where(eq(contacts.userId, peeter))
    expect((await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}`, { token: secret })).status).toBe(403)
  })
})

describe("refusals at once", () => {
  it("a revoked key is refused from the next call on (401), and that call is audited", async () => {
    const { key, secret } = await newKey()
    const path = `/v1/documents/${c.naidisLogistika}`
    expect((await call(server.app, "GET", path, { token: secret })).status).toBe(200)
    const revoke = await call(server.app, "DELETE", `/v1/customers/${c.naidisLogistika}/api-keys/${key.id}`, { token: mari.token })
    expect(revoke.status).toBe(204)
    const refused = await call(server.app, "GET", path, { token: secret })
    expect(refused.status).toBe(401)
    expect(refused.json.code).toBe("UNAUTHORIZED")
    const audit = await server.db.select().from(apiKeyCalls).where(eq(apiKeyCalls.apiKeyId, key.id))
    expect(audit.map((a) => a.status)).toEqual([200, 401])
    const list = await call(server.app, "GET", `/v1/customers/${c.naidisLogistika}/api-keys`, { token: mari.token })
    expect(list.json.some((k: { id: number }) => k.id === key.id)).toBe(false)
    // Revoked once; another company's key (or a revoked one) is not found.
    expect((await call(server.app, "DELETE", `/v1/customers/${c.naidisLogistika}/api-keys/${key.id}`, { token: mari.token })).status).toBe(
      404,
    )
  })

  it("an expired key is refused from its expiry instant, not a millisecond later", async () => {
    const { secret } = await newKey({ expiresOn: "2026-03-20" })
    const path = `/v1/documents/${c.naidisLogistika}`
    // 21 March 2026 00:00 in Tallinn (EET, +02:00) is 20 March 22:00 UTC.
    clock.set(new Date("2026-03-20T21:59:59.999Z"))
    expect((await call(server.app, "GET", path, { token: secret })).status).toBe(200)
    clock.set(new Date("2026-03-20T22:00:00.000Z"))
    expect((await call(server.app, "GET", path, { token: secret })).status).toBe(401)
    clock.set(new Date("2026-03-10T10:00:00Z"))
  })

  it("a key over its own rate limit gets 429 with Retry-After; another key is not affected; the next minute it passes", async () => {
    const { secret } = await newKey({ ratePerMinute: 3 })
    const other = await newKey({ ratePerMinute: 3 })
    const path = `/v1/documents/${c.naidisLogistika}?size=1`
    for (let i = 0; i < 3; i++) expect((await call(server.app, "GET", path, { token: secret })).status).toBe(200)
    clock.set(new Date("2026-03-10T10:00:20Z"))
    const over = await call(server.app, "GET", path, { token: secret })
    expect(over.status).toBe(429)
    expect(over.json.code).toBe("TOO_MANY_REQUESTS")
    expect(over.headers.get("retry-after")).toBe("40")
    expect((await call(server.app, "GET", path, { token: other.secret })).status).toBe(200)
    clock.set(new Date("2026-03-10T10:01:00Z"))
    expect((await call(server.app, "GET", path, { token: secret })).status).toBe(200)
    clock.set(new Date("2026-03-10T10:00:00Z"))
  })

  it("an unknown key is 401", async () => {
    const res = await call(server.app, "GET", `/v1/documents/${c.naidisLogistika}`, { token: `isk_AAAAAAAA_${"A".repeat(43)}` })
    expect(res.status).toBe(401)
  })
})
