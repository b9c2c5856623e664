import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { electricityAgreements } from "../agreements/agreements.tables"
import { auditEvents } from "../../db/tables/audit"
import { demoIds } from "../../db/seed"
import { testOfferIds } from "./electricityAgreement.seed"
import { c, contact, get, jaan, k, mari, P, post, refused, server, withElectricityServer } from "./electricityAgreement.testServer"

// Offers accepted or rejected once only, and the PDFs (terms and preview).
withElectricityServer()

describe("offer accept and reject: once only", () => {
  const accept = (id: number, over: Record<string, unknown> = {}) =>
    post(`/electricity/offers/${c.kyTamme5}/${id}/accept`, {
      ...contact(k.mariKyTamme),
      startDate: "2026-02-01",
      endDate: "2027-12-31",
      ...over,
    })
  it("accept checks the window (the point's earliest start next month) and the end date", async () => {
    await refused(() => accept(testOfferIds.acceptDesktop, { startDate: "2026-01-31" }), {
      status: 400,
      code: "VALIDATION",
      field: "startDate",
    })
    await refused(() => accept(testOfferIds.acceptDesktop, { startDate: "2026-05-01" }), {
      status: 400,
      code: "VALIDATION",
      field: "startDate",
    })
    await refused(() => accept(testOfferIds.acceptDesktop, { endDate: "2027-12-30" }), {
      status: 400,
      code: "VALIDATION",
      field: "endDate",
    })
    await refused(() => accept(testOfferIds.acceptDesktop, { email: "" }), { status: 400, code: "VALIDATION", field: "email" })
  })
  it("accepted once; a second accept or a reject is OFFER_NOT_PENDING", async () => {
    expect((await accept(testOfferIds.acceptDesktop, { startDate: "2026-04-30" })).status).toBe(204)
    const [row] = await server.db.select().from(electricityAgreements).where(eq(electricityAgreements.id, testOfferIds.acceptDesktop))
    expect(row).toMatchObject({ status: "ACTIVE", startDate: "2026-04-30", decidedByUserId: demoIds.users.mari })
    await refused(() => accept(testOfferIds.acceptDesktop), { status: 409, code: "OFFER_NOT_PENDING" })
    await refused(() => post(`/electricity/offers/${c.kyTamme5}/${testOfferIds.acceptDesktop}/reject`), {
      status: 409,
      code: "OFFER_NOT_PENDING",
    })
  })
  it("rejected once; then neither accept nor reject", async () => {
    expect((await post(`/electricity/offers/${c.mariPrivate}/${testOfferIds.rejectDesktop}/reject`)).status).toBe(204)
    await refused(() => post(`/electricity/offers/${c.mariPrivate}/${testOfferIds.rejectDesktop}/reject`), {
      status: 409,
      code: "OFFER_NOT_PENDING",
    })
    await refused(
      () =>
        post(`/electricity/offers/${c.mariPrivate}/${testOfferIds.rejectDesktop}/accept`, {
          ...contact(k.mariPrivate),
          startDate: "2026-02-01",
        }),
      { status: 409, code: "OFFER_NOT_PENDING" },
    )
    expect(await server.db.select().from(auditEvents).where(eq(auditEvents.action, "ELECTRICITY_OFFER_REJECTED"))).toHaveLength(1)
  })
  it("two accepts at once: one wins, the other is OFFER_NOT_PENDING", async () => {
    const [a, b] = await Promise.all([accept(testOfferIds.acceptPhone), accept(testOfferIds.acceptPhone)])
    expect([a.status, b.status].sort()).toEqual([204, 409])
  })
  it("another customer's offer is unknown to a stranger (403 on the customer)", async () => {
    expect((await post(`/electricity/offers/${c.mariPrivate}/${testOfferIds.rejectPhone}/reject`, undefined, jaan.token)).status).toBe(403)
    expect((await post(`/electricity/offers/${c.kyTamme5}/${testOfferIds.rejectPhone}/reject`)).status).toBe(404)
  })
})

describe("PDFs", () => {
  it("terms for persons and for companies (public)", async () => {
    for (const isCompany of [false, true]) {
      const res = await server.app.request(`/v1/electricity/terms/1?isCompany=${isCompany}`)
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toBe("application/pdf")
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-")
    }
    expect((await server.app.request(`/v1/electricity/terms/2?isCompany=false`)).status).toBe(404)
  })
  it("the preview of the wizard's choices, and of an offer by its number; not of another customer's points", async () => {
    const res = await server.app.request(
      `/v1/electricity/agreements/${c.mariPrivate}/preview?meteringPointIds=${P.mari}&consumptionPackageId=2&startDate=2026-02-01&email=mari@example.ee`,
      { headers: { authorization: `Bearer ${mari.token}` } },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/pdf")
    const offer = await server.app.request(`/v1/electricity/agreements/${c.naidisLogistika}/preview?contractNumber=EL-2025-310`, {
      headers: { authorization: `Bearer ${mari.token}` },
    })
    expect(offer.status).toBe(200)
    expect((await get(`/electricity/agreements/${c.mariPrivate}/preview?meteringPointIds=${P.ky}`)).status).toBe(400)
    expect((await get(`/electricity/agreements/${c.mariPrivate}/preview?contractNumber=EL-2025-310`)).status).toBe(404)
  })
})
