import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import { contacts, customers } from "../../db/schema"
import { auditEvents } from "../../db/tables/audit"
import { contactSettings } from "./profile.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const k = demoIds.contacts
/** Jaan's contact at Näidis Logistika (added below): a second contact person of Mari's company. */
let jaanAtCompany: number

beforeAll(async () => {
  server = await createTestServer()
  const [row] = await server.db
    .insert(contacts)
    .values({ userId: demoIds.users.jaan, customerId: c.naidisLogistika, roles: ["ADMIN"] })
    .returning()
  jaanAtCompany = row!.id
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const get = (customerId: number, token = mari.token) => call(server.app, "GET", `/v1/customer-contact-persons/${customerId}`, { token })
const patch = (customerId: number, contactId: number, body: unknown, token = mari.token) =>
  call(server.app, "PATCH", `/v1/customer-contact-persons/${customerId}/contact/${contactId}`, { token, body })
const valid = { email: "mari@example.ee", phone: "+37251234567", eInvoice: true, bankAccountNumber: "EE382200221020145685" }

const written = async () => {
  const [a] = await server.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents)
  const [s] = await server.db
    .select({ h: sql<string>`coalesce(md5(string_agg(${contactSettings}::text, ',' order by ${contactSettings.contactId})), '')` })
    .from(contactSettings)
  return { audit: a!.n, settings: s!.h }
}
const refused = async (
  request: () => Promise<{ status: number; json: any }>,
  expected: { status: number; code: string; field?: string },
) => {
  const before = await written()
  const res = await request()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ field: undefined, ...expected })
  expect(await written()).toEqual(before)
}

describe("GET /customer-contact-persons/{id}", () => {
  it("before any save, answers the customer register's contact and billing data with the signed-in contact's id", async () => {
    const res = await get(c.mariPrivate)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      contactId: k.mariPrivate,
      email: "mari.maasikas@example.ee",
      phone: "+37251234567",
      eInvoice: false,
      bankAccountNumber: "EE382200221020145685",
      invoiceRecipientEmail: null,
      communicationLanguage: null,
    })
    expect(
      (await call(server.app, "GET", `/v1/customer-contact-persons/${c.mariPrivate}?withSync=true`, { token: mari.token })).json.contactId,
    ).toBe(k.mariPrivate)
  })

  it("a stranger is refused", async () => {
    expect((await get(c.mariPrivate, jaan.token)).status).toBe(403)
  })
})

describe("PATCH /customer-contact-persons/{id}/contact/{contactId}", () => {
  it("saves the contact's settings, keeps the bank account only with e-invoice, and records who changed what", async () => {
    const res = await patch(c.mariPrivate, k.mariPrivate, {
      ...valid,
      bankAccountNumber: "ee38 2200 2210 2014 5685",
      invoiceRecipientEmail: "raamat@example.ee",
    })
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300)
    expect((await get(c.mariPrivate)).json).toEqual({
      contactId: k.mariPrivate,
      email: "mari@example.ee",
      phone: "+37251234567",
      eInvoice: true,
      bankAccountNumber: "EE382200221020145685",
      invoiceRecipientEmail: "raamat@example.ee",
      communicationLanguage: null,
    })
    const audit = await server.db.select().from(auditEvents).where(eq(auditEvents.contactId, k.mariPrivate))
    expect(audit.at(-1)).toMatchObject({ userId: demoIds.users.mari, customerId: c.mariPrivate, action: "PROFILE_SAVED" })
    expect(audit.at(-1)!.detail).toEqual({
      changed: {
        email: ["mari.maasikas@example.ee", "mari@example.ee"],
        eInvoice: [false, true],
        invoiceRecipientEmail: [null, "raamat@example.ee"],
      },
    })

    // Without e-invoice the bank account is not kept, and without a recipient none is.
    expect(
      (await patch(c.mariPrivate, k.mariPrivate, { email: "mari@example.ee", phone: "5551234", eInvoice: false })).status,
    ).toBeLessThan(300)
    expect((await get(c.mariPrivate)).json).toMatchObject({
      eInvoice: false,
      bankAccountNumber: null,
      invoiceRecipientEmail: null,
      phone: "5551234",
    })
  })

  it("each contact person keeps their own settings for the same customer", async () => {
    expect((await patch(c.naidisLogistika, jaanAtCompany, { ...valid, email: "jaan@naidis.ee" }, jaan.token)).status).toBeLessThan(300)
    expect((await get(c.naidisLogistika, jaan.token)).json.email).toBe("jaan@naidis.ee")
    expect((await get(c.naidisLogistika)).json).toMatchObject({ contactId: k.mariNaidis, email: "arved@naidislogistika.ee" })
  })

  it("another user's contact of the same customer is refused (404) and nothing changes", async () => {
    await refused(() => patch(c.naidisLogistika, jaanAtCompany, valid), { status: 404, code: "NOT_FOUND" })
    await refused(() => patch(c.naidisLogistika, k.mariPrivate, valid), { status: 404, code: "NOT_FOUND" })
    await refused(() => patch(c.mariPrivate, k.mariPrivate, valid, jaan.token), { status: 403, code: "FORBIDDEN" })
  })

  it("refuses every broken rule with its field, writing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: "" }, "email"],
      [{ email: "mari@" }, "email"],
      [{ email: "mari @example.ee" }, "email"],
      [{ phone: "" }, "phone"],
      [{ phone: "+372 5123" }, "phone"],
      [{ phone: "372+5123" }, "phone"],
      [{ phone: "++3725123" }, "phone"],
      [{ bankAccountNumber: undefined }, "bankAccountNumber"],
      [{ bankAccountNumber: "" }, "bankAccountNumber"],
      // Pattern right, check digits wrong (38 → 39): only the IBAN check refuses it.
      [{ bankAccountNumber: "EE392200221020145685" }, "bankAccountNumber"],
      // Check digits right for a bank code that is not Estonian.
      [{ bankAccountNumber: "EE381900221020145685" }, "bankAccountNumber"],
      [{ bankAccountNumber: "EE3822002210201" }, "bankAccountNumber"],
      [{ eInvoice: false }, "bankAccountNumber"],
      [{ invoiceRecipientEmail: "" }, "invoiceRecipientEmail"],
      [{ invoiceRecipientEmail: "raamat@" }, "invoiceRecipientEmail"],
    ]
    for (const [change, field] of cases) {
      await refused(() => patch(c.mariPrivate, k.mariPrivate, { ...valid, ...change }), { status: 400, code: "VALIDATION", field })
    }
  })

  it("accepts each rule's edge: a phone of digits only, a leading plus, the shortest valid account", async () => {
    for (const phone of ["5", "+5"]) expect((await patch(c.mariPrivate, k.mariPrivate, { ...valid, phone })).status).toBeLessThan(300)
    // EE + 2 check digits + bank code 22 + 11 digits (the shortest the pattern takes), check digits computed.
    const shortest = "EE432200000000000001"
    expect((await patch(c.mariPrivate, k.mariPrivate, { ...valid, bankAccountNumber: shortest })).status).toBeLessThan(300)
  })
})

describe("the customer's communication language (issue 28)", () => {
  const languageOf = async (customerId: number) =>
    (await server.db.select({ l: customers.communicationLanguage }).from(customers).where(eq(customers.id, customerId)))[0]!.l

  it("is the customer's: one contact sets it, every contact reads it, the save is audited, and leaving it out keeps it", async () => {
    expect((await get(c.naidisLogistika)).json.communicationLanguage).toBeNull()
    for (const language of ["ru", "en", "et"] as const) {
      const res = await patch(c.naidisLogistika, jaanAtCompany, { ...valid, communicationLanguage: language }, jaan.token)
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300)
      expect(await languageOf(c.naidisLogistika)).toBe(language)
      expect((await get(c.naidisLogistika)).json.communicationLanguage).toBe(language)
      expect((await get(c.naidisLogistika, jaan.token)).json.communicationLanguage).toBe(language)
    }
    const audit = await server.db.select().from(auditEvents).where(eq(auditEvents.contactId, jaanAtCompany))
    expect((audit.at(-1)!.detail as { changed: Record<string, unknown> }).changed.communicationLanguage).toEqual(["en", "et"])
    expect((await patch(c.naidisLogistika, k.mariNaidis, { ...valid, email: "arved@naidislogistika.ee" })).status).toBeLessThan(300)
    expect(await languageOf(c.naidisLogistika)).toBe("et")
    // Another customer's language is untouched.
    expect(await languageOf(c.mariPrivate)).toBeNull()
    await server.db.update(customers).set({ communicationLanguage: null }).where(eq(customers.id, c.naidisLogistika))
  })

  it("refuses a language other than et, en and ru as VALIDATION on the field, changing nothing", async () => {
    for (const communicationLanguage of ["de", "EN", "", null, 1]) {
      await refused(() => patch(c.mariPrivate, k.mariPrivate, { ...valid, communicationLanguage }), {
        status: 400,
        code: "VALIDATION",
        field: "communicationLanguage",
      })
      expect(await languageOf(c.mariPrivate)).toBeNull()
    }
  })
})
