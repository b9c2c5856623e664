import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { and, eq, sql } from "drizzle-orm"
import { todayInTallinn } from "../../../core/i18n/dates"
import { chargingAgreements } from "../agreements/agreements.tables"
import { auditEvents } from "../../db/tables/audit"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { chargingTesters } from "./charging.seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let laura: { token: string }
let mari: { token: string }
let jaan: { token: string }
const [c1, c2, c3, c4, c5] = chargingTesters.customers
const today = todayInTallinn()
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  server = await createTestServer()
  laura = await signInAs(server.app, chargingTesters.user.personalCode)
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const body = (customerId: number, over: Record<string, unknown> = {}) => ({
  customerId,
  contactPersonId: customerId,
  startDate: today,
  email: "laura@example.ee",
  phone: "+3725551234",
  address: "Laadija tn 1, Tallinn",
  city: "Tallinn",
  zip: "10111",
  county: "Harju maakond",
  ...over,
})
const accept = (customerId: number, id: number, b: unknown, token = laura.token) =>
  call(server.app, "POST", `/v1/charging/agreements/${customerId}/${id}/accept`, { token, body: b })
const reject = (customerId: number, id: number, token = laura.token) =>
  call(server.app, "POST", `/v1/charging/agreements/${customerId}/${id}/reject`, { token, body: {} })
const rowOf = async (id: number) => (await server.db.select().from(chargingAgreements).where(eq(chargingAgreements.id, id)))[0]!
const auditOf = (customerId: number) => server.db.select().from(auditEvents).where(eq(auditEvents.customerId, customerId))

describe("GET /charging/agreements/{customerId}", () => {
  it("lists the demo company's pending offer with every pricing line, the counts and the terms", async () => {
    const res = await call(server.app, "GET", `/v1/charging/agreements/${demoIds.customers.naidisLogistika}`, { token: mari.token })
    expect(res.status).toBe(200)
    const offer = res.json.find((a: { status: string }) => a.status === "PENDING")
    expect(offer.contractNumber).toBe("LA-2025-017")
    expect(Object.keys(offer.pricing)).toHaveLength(15)
    expect(offer).toMatchObject({
      simCardCount: 4,
      rfidPaymentCardCount: 10,
      advancePaymentEuros: 500,
      endDate: "2028-12-31",
      purchaseOption: { type: "RENT" },
      thirdPartyCompensationOption: { type: "NETO" },
    })
    expect(offer.termsAndConditions.confirmationText).toMatch(/üldtingimuste/)
  })
})

describe("POST /charging/agreements/{customerId}/{id}/accept", () => {
  it("refuses each rule of the form with 400 naming the field and the rule, writing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: "" }, "email", "REQUIRED"],
      [{ email: "laura@" }, "email", "EMAIL_INVALID"],
      [{ phone: "  " }, "phone", "REQUIRED"],
      [{ phone: "55-12" }, "phone", "PHONE_INVALID"],
      [{ address: " " }, "address", "REQUIRED"],
      [{ startDate: dayAfter(today, -1) }, "startDate", "START_BEFORE_TODAY"],
      [{ startDate: "2029-01-01" }, "startDate", "START_AFTER_END"],
      [{ customerId: c2 }, "customerId", "NOT_THIS_CUSTOMER"],
      [{ contactPersonId: demoIds.contacts.mariPrivate }, "contactPersonId", "NOT_YOUR_CONTACT"],
    ]
    for (const [over, field, problem] of cases) {
      const res = await accept(c1, c1, body(c1, over))
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.json).toMatchObject({ code: "VALIDATION", field, message: problem })
    }
    // Schema: a missing date, a date that does not exist.
    expect((await accept(c1, c1, body(c1, { startDate: "2026-02-30" }))).json).toMatchObject({ code: "VALIDATION", field: "startDate" })
    expect((await accept(c1, c1, { ...body(c1), startDate: undefined })).json).toMatchObject({ code: "VALIDATION", field: "startDate" })
    expect((await rowOf(c1)).status).toBe("PENDING")
    expect(await auditOf(c1)).toHaveLength(0)
  })

  it("accepts at the exact boundaries: today and the offer's end date", async () => {
    expect((await accept(c1, c1, body(c1, { startDate: "2028-12-31" }))).status).toBe(204)
    const row = await rowOf(c1)
    expect(row).toMatchObject({ status: "ACTIVE", startDate: "2028-12-31", decidedBy: chargingTesters.user.id })
    expect(row.acceptance).toEqual({
      contactPersonId: c1,
      email: "laura@example.ee",
      phone: "+3725551234",
      address: "Laadija tn 1, Tallinn",
      city: "Tallinn",
      zip: "10111",
      county: "Harju maakond",
    })
    expect((await accept(c3, c3, body(c3, { startDate: today }))).status).toBe(204)
  })

  it("accepts an offer once: a second accept or a decline is 409 OFFER_NOT_PENDING and changes nothing", async () => {
    const before = await rowOf(c1)
    const again = await accept(c1, c1, body(c1, { startDate: today, email: "other@example.ee" }))
    expect(again.status).toBe(409)
    expect(again.json.code).toBe("OFFER_NOT_PENDING")
    expect((await reject(c1, c1)).json.code).toBe("OFFER_NOT_PENDING")
    expect(await rowOf(c1)).toEqual(before)
    const audit = await auditOf(c1)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: "CHARGING_OFFER_ACCEPTED", userId: chargingTesters.user.id, contactId: c1 })
    expect(audit[0]!.detail).toMatchObject({ agreementId: c1, contractNumber: "LA-2025-T01", startDate: "2028-12-31" })
  })

  it("two accepts racing each other decide the offer once", async () => {
    const results = await Promise.all([accept(c4, c4, body(c4)), accept(c4, c4, body(c4)), reject(c4, c4)])
    expect(results.map((r) => r.status).sort()).toEqual([204, 409, 409])
    expect(await auditOf(c4)).toHaveLength(1)
  })

  it("another customer's offer is not found; strangers are refused", async () => {
    // Laura's contact of c2 names c3's offer: not found (ids do not tell what exists).
    expect((await accept(c2, c3, body(c2))).status).toBe(404)
    expect((await accept(c2, 999_999, body(c2))).status).toBe(404)
    expect((await accept(c2, c2, body(c2), jaan.token)).status).toBe(403)
    expect((await reject(c2, c2, mari.token)).status).toBe(403)
    expect((await rowOf(c2)).status).toBe("PENDING")
  })
})

describe("POST /charging/agreements/{customerId}/{id}/reject", () => {
  it("declines once, recording who and when", async () => {
    expect((await reject(c2, c2)).status).toBe(204)
    const row = await rowOf(c2)
    expect(row.status).toBe("REJECTED")
    expect(row.decidedAt).toBeInstanceOf(Date)
    expect(row.startDate).toBeNull()
    const second = await reject(c2, c2)
    expect(second.status).toBe(409)
    expect(second.json.code).toBe("OFFER_NOT_PENDING")
    expect((await accept(c2, c2, body(c2))).json.code).toBe("OFFER_NOT_PENDING")
    const audit = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.customerId, c2), eq(auditEvents.action, "CHARGING_OFFER_REJECTED")))
    expect(audit[0]!.n).toBe(1)
  })
})

describe("GET /charging/agreements/{customerId}/{id}/preview and /download", () => {
  const raw = async (path: string, token = laura.token) => {
    const res = await server.app.request(path, { headers: { authorization: `Bearer ${token}` } })
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      disposition: res.headers.get("content-disposition"),
      text: Buffer.from(await res.arrayBuffer()).toString("latin1"),
    }
  }
  it("answers a PDF inline for the preview and as <contractNumber>.pdf for the download", async () => {
    const q = `?startDate=${today}&email=laura%40example.ee&phone=%2B3725551234&address=Laadija%20tn%205`
    const preview = await raw(`/v1/charging/agreements/${c5}/${c5}/preview${q}`)
    expect(preview.status).toBe(200)
    expect(preview.type).toBe("application/pdf")
    expect(preview.text.startsWith("%PDF-")).toBe(true)
    expect(preview.disposition).toMatch(/^inline; filename="LA-2025-T05\.pdf"/)
    const download = await raw(`/v1/charging/agreements/${c5}/${c5}/download${q}`)
    expect(download.status).toBe(200)
    expect(download.disposition).toMatch(/^attachment; filename="LA-2025-T05\.pdf"/)
  })
  it("refuses a bad date, another customer's offer and strangers", async () => {
    expect((await raw(`/v1/charging/agreements/${c5}/${c5}/preview?startDate=2026-13-01`)).status).toBe(400)
    expect((await raw(`/v1/charging/agreements/${c5}/${c4}/preview`)).status).toBe(404)
    expect((await raw(`/v1/charging/agreements/${c5}/${c5}/download`, jaan.token)).status).toBe(403)
  })
})
