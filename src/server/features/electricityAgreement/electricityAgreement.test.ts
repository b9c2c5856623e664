import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import { settableClock } from "../../clock"
import { electricityAgreements } from "../agreements/agreements.tables"
import { auditEvents } from "../../db/tables/audit"
import { electricityOfferRequests, electricityPackageChanges, eleringAuthorizations } from "./electricityAgreement.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { testOfferIds } from "./electricityAgreement.seed"
import { customerEicOf } from "./electricityAgreement.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

// Today is 2026-01-15 in Tallinn: the window of a new agreement is 2026-01-15 … 2026-04-30.
const clock = settableClock(new Date("2026-01-15T10:00:00Z"))
let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const k = demoIds.contacts
const P = { mari: 31, ky: 21, roof: 22, jaan: 41 }

beforeAll(async () => {
  server = await createTestServer({ clock })
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const get = (path: string, token = mari.token) => call(server.app, "GET", `/v1${path}`, { token })
const post = (path: string, body?: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })

const written = async () => {
  const count = async (t: any) => (await server.db.select({ n: sql<number>`count(*)::int` }).from(t))[0]!.n
  const [h] = await server.db
    .select({ h: sql<string>`md5(string_agg(${electricityAgreements}::text, ',' order by ${electricityAgreements.id}))` })
    .from(electricityAgreements)
  return {
    audit: await count(auditEvents),
    requests: await count(electricityOfferRequests),
    changes: await count(electricityPackageChanges),
    grants: await count(eleringAuthorizations),
    agreements: h!.h,
  }
}
const refused = async (
  request: () => Promise<{ status: number; json: any }>,
  expected: { status: number; code: string; field?: string },
) => {
  const before = await written()
  const res = await request()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ field: undefined, ...expected })
  expect(await written()).toEqual(before)
  return res
}

/** The browser's trip to the simulated grid operator: start, then grant (some of) the points or decline. */
const authorise = async (customerId: number, eics: string[], grant: string[] | "decline", token = mari.token) => {
  const start = await post(
    `/customers/eic/${customerEicOf(customerId)}/elering-authorization`,
    { meteringPointEics: eics, returnPath: "/elekter/leping?terms=1" },
    token,
  )
  expect(start.status).toBe(200)
  const url = new URL(start.json.redirectUrl)
  const page = await server.app.request(url.pathname)
  expect(page.status).toBe(200)
  const form = new URLSearchParams()
  if (grant !== "decline") for (const e of grant) form.append("eic", e)
  const res = await server.app.request(`${url.pathname}/${grant === "decline" ? "decline" : "grant"}`, { method: "POST", body: form })
  expect(res.status).toBe(303)
  expect(res.headers.get("location")).toMatch(/\/elekter\/leping\?terms=1&elering=return$/)
  return url.pathname
}

const contact = (contactPersonId: number) => ({
  contactPersonId,
  email: "mari@example.ee",
  phone: "+37251234567",
  address: "Tamme tn 5-12",
  consolidatedInvoice: false,
  eInvoice: false,
})

describe("grid-operator authorisation", () => {
  it("before any grant the check answers NO_CUSTOMER_AUTHORIZATION (NoCustomerAuthorization)", async () => {
    const res = await get(
      `/customers/eic/${customerEicOf(c.jaanPrivate)}/elering-authorization?meteringPointEics=38ZEE-00400041-5`,
      jaan.token,
    )
    expect(res).toMatchObject({ status: 409, json: { code: "NO_CUSTOMER_AUTHORIZATION" } })
  })
  it("declining at the operator grants nothing and the request cannot be used again", async () => {
    const path = await authorise(c.jaanPrivate, ["38ZEE-00400041-5"], "decline", jaan.token)
    expect(
      (await get(`/customers/eic/${customerEicOf(c.jaanPrivate)}/elering-authorization?meteringPointEics=38ZEE-00400041-5`, jaan.token))
        .status,
    ).toBe(409)
    expect(
      (await server.app.request(`${path}/grant`, { method: "POST", body: new URLSearchParams({ eic: "38ZEE-00400041-5" }) })).status,
    ).toBe(404)
  })
  it("granting some points authorises those only, per point", async () => {
    await authorise(c.kyTamme5, ["38ZEE-00200021-3", "38ZEE-00200022-1"], ["38ZEE-00200021-3"])
    const res = await get(
      `/customers/eic/${customerEicOf(c.kyTamme5)}/elering-authorization?meteringPointEics=38ZEE-00200021-3,38ZEE-00200022-1`,
    )
    expect(res.json).toEqual({
      authorizations: [
        { meteringPointEic: "38ZEE-00200021-3", authorized: true },
        { meteringPointEic: "38ZEE-00200022-1", authorized: false },
      ],
    })
    const points = await get(`/electricity/metering-points/${c.kyTamme5}`)
    expect(points.json.customerEic).toBe(customerEicOf(c.kyTamme5))
    expect(points.json.meteringPoints.map((p: any) => [p.id, p.authorized])).toEqual([
      [P.ky, true],
      [P.roof, false],
    ])
    // The building is in an active agreement: a new one can start next month.
    expect(points.json.meteringPoints[0]).toMatchObject({
      relatedAgreement: { id: 4, name: "EL-2025-044" },
      earliestPossibleAgreementStartDate: "2026-02-01",
    })
  })
  it("a stranger's customer EIC is unknown; another customer's point cannot be sent; the return path is the agreement page only", async () => {
    expect((await get(`/customers/eic/${customerEicOf(c.mariPrivate)}/elering-authorization?meteringPointEics=x`, jaan.token)).status).toBe(
      404,
    )
    expect(
      (
        await post(
          `/customers/eic/${customerEicOf(c.mariPrivate)}/elering-authorization`,
          { meteringPointEics: ["38ZEE-00300031-8"], returnPath: "/elekter/leping" },
          jaan.token,
        )
      ).status,
    ).toBe(404)
    await refused(
      () =>
        post(`/customers/eic/${customerEicOf(c.mariPrivate)}/elering-authorization`, {
          meteringPointEics: ["38ZEE-00400041-5"],
          returnPath: "/elekter/leping",
        }),
      { status: 400, code: "VALIDATION", field: "meteringPointEics.0" },
    )
    await refused(
      () =>
        post(`/customers/eic/${customerEicOf(c.mariPrivate)}/elering-authorization`, {
          meteringPointEics: ["38ZEE-00300031-8"],
          returnPath: "https://evil.example/",
        }),
      { status: 400, code: "VALIDATION", field: "returnPath" },
    )
    expect((await get(`/customers/eic/not-an-eic/elering-authorization?meteringPointEics=x`)).status).toBe(404)
  })
})

describe("packages", () => {
  it("a person sees every package; joint-invoice ones for Elektrilevi's points", async () => {
    const res = await get(`/electricity/packages/${c.mariPrivate}?eics=38ZEE-00300031-8`)
    expect(res.status).toBe(200)
    expect(res.json.map((p: any) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect((await get(`/electricity/packages/${c.mariPrivate}?eics=38ZIM-00000001-1`)).json.map((p: any) => p.id)).not.toContain(5)
  })
  it("a company sees only showToBusinessCustomer packages", async () => {
    const res = await get(`/electricity/packages/${c.naidisLogistika}?eics=38ZEE-00123456-7`)
    expect(res.json.map((p: any) => p.id)).toEqual([1, 2, 5, 6, 8])
    expect(res.json.every((p: any) => p.showToBusinessCustomer)).toBe(true)
  })
})

describe("resale offer request", () => {
  it("refused while the roof is not authorised, and for a point of 15 kW or less", async () => {
    await refused(
      () =>
        post(`/electricity/agreements/${c.kyTamme5}/resale-offer`, {
          ...contact(k.mariKyTamme),
          meteringPoints: [{ id: P.roof, productionCapacity: 20 }],
        }),
      { status: 400, code: "VALIDATION", field: "meteringPoints.0.id" },
    )
    await refused(
      () =>
        post(`/electricity/agreements/${c.kyTamme5}/resale-offer`, {
          ...contact(k.mariKyTamme),
          meteringPoints: [{ id: P.ky, productionCapacity: 20 }],
        }),
      { status: 400, code: "VALIDATION", field: "meteringPoints" },
    )
  })
  it("the contact rules of the data step: required, e-mail, bank account, recipient", async () => {
    await authorise(c.kyTamme5, ["38ZEE-00200022-1"], ["38ZEE-00200022-1"])
    const base = { ...contact(k.mariKyTamme), meteringPoints: [{ id: P.roof, productionCapacity: 20 }] }
    const path = `/electricity/agreements/${c.kyTamme5}/resale-offer`
    await refused(() => post(path, { ...base, phone: " " }), { status: 400, code: "VALIDATION", field: "phone" })
    await refused(() => post(path, { ...base, address: "" }), { status: 400, code: "VALIDATION", field: "address" })
    await refused(() => post(path, { ...base, email: "ky@" }), { status: 400, code: "VALIDATION", field: "email" })
    await refused(() => post(path, { ...base, eInvoice: true, bankAccountNumber: "EE382200221020145684" }), {
      status: 400,
      code: "VALIDATION",
      field: "bankAccountNumber",
    })
    await refused(() => post(path, { ...base, eInvoice: false, bankAccountNumber: "EE382200221020145685" }), {
      status: 400,
      code: "VALIDATION",
      field: "bankAccountNumber",
    })
    await refused(() => post(path, { ...base, invoiceRecipientEmail: "arved" }), {
      status: 400,
      code: "VALIDATION",
      field: "invoiceRecipientEmail",
    })
    await refused(() => post(path, { ...base, contactPersonId: k.mariPrivate }), {
      status: 400,
      code: "VALIDATION",
      field: "contactPersonId",
    })
  })
  it("the roof of 20 kW: the request and its audit row, with the stored capacity", async () => {
    const before = await written()
    const res = await post(`/electricity/agreements/${c.kyTamme5}/resale-offer`, {
      ...contact(k.mariKyTamme),
      eInvoice: true,
      bankAccountNumber: "ee38 2200 2210 2014 5685",
      meteringPoints: [{ id: P.roof, productionCapacity: 1 }],
    })
    expect(res.status).toBe(204)
    const after = await written()
    expect(after.requests).toBe(before.requests + 1)
    const [row] = await server.db.select().from(electricityOfferRequests).where(eq(electricityOfferRequests.customerId, c.kyTamme5))
    expect(row!.request).toMatchObject({
      bankAccountNumber: "EE382200221020145685",
      meteringPoints: [{ id: P.roof, productionCapacity: 20 }],
    })
    const [a] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, "ELECTRICITY_RESALE_OFFER_REQUESTED"))
    expect(a).toMatchObject({ customerId: c.kyTamme5, contactId: k.mariKyTamme, userId: demoIds.users.mari })
  })
})

describe("new agreement", () => {
  const path = `/electricity/agreements/${c.mariPrivate}`
  const body = (over: Record<string, unknown> = {}) => ({
    ...contact(k.mariPrivate),
    city: "Tartu",
    zip: "50409",
    county: "Tartu maakond",
    meteringPoints: [{ id: P.mari, productionCapacity: 0 }],
    consumptionPackageId: 2,
    startDate: "2026-01-15",
    ...over,
  })
  it("refused before the point is authorised", async () => {
    await refused(() => post(path, body()), { status: 400, code: "VALIDATION", field: "meteringPoints.0.id" })
  })
  it("the start date window at its first and last day", async () => {
    await authorise(c.mariPrivate, ["38ZEE-00300031-8"], ["38ZEE-00300031-8"])
    await refused(() => post(path, body({ startDate: "2026-01-14" })), { status: 400, code: "VALIDATION", field: "startDate" })
    await refused(() => post(path, body({ startDate: "2026-05-01" })), { status: 400, code: "VALIDATION", field: "startDate" })
    // A package ending earlier ends the window: 2026-12-31 is later than 2026-04-30, so the window stays.
    await refused(() => post(path, body({ consumptionPackageId: 8 })), { status: 400, code: "VALIDATION", field: "consumptionPackageId" })
    await refused(() => post(path, body({ consumptionPackageId: 999 })), { status: 400, code: "VALIDATION", field: "consumptionPackageId" })
    await refused(() => post(path, body({ meteringPoints: [{ id: P.ky, productionCapacity: 0 }] })), {
      status: 400,
      code: "VALIDATION",
      field: "meteringPoints.0.id",
    })
    await refused(() => post(path, body({ meteringPoints: [] })), { status: 400, code: "VALIDATION", field: "meteringPoints" })
    const first = await post(path, body({ startDate: "2026-04-30" }))
    expect(first.json).toBeUndefined()
    expect(first.status).toBe(204)
    // Now the point is in an active agreement: another one can start from next month only.
    await refused(() => post(path, body({ startDate: "2026-01-31", consumptionPackageId: 1 })), {
      status: 400,
      code: "VALIDATION",
      field: "startDate",
    })
    expect((await post(path, body({ startDate: "2026-02-01", consumptionPackageId: 1 }))).status).toBe(204)
  })
  it("is stored ACTIVE with its number, packages, contact data and an audit row", async () => {
    const rows = (await server.db.select().from(electricityAgreements).where(eq(electricityAgreements.customerId, c.mariPrivate))).filter(
      (r) => r.status === "ACTIVE",
    )
    expect(rows).toHaveLength(2)
    const row = rows.find((r) => r.startDate === "2026-04-30")!
    expect(row).toMatchObject({ status: "ACTIVE", contractNumber: `EL-2026-${row.id}`, decidedByUserId: demoIds.users.mari })
    expect(row.consumptionPackage).toMatchObject({ id: 2, nameEt: "Börsihind" })
    expect(row.contactData).toMatchObject({ email: "mari@example.ee", city: "Tartu" })
    const audits = await server.db.select().from(auditEvents).where(eq(auditEvents.action, "ELECTRICITY_AGREEMENT_CONCLUDED"))
    expect(audits).toHaveLength(2)
    // The front page's count follows.
    expect((await get(`/customers/${c.mariPrivate}`)).json?.activeElectricityAgreementsCount ?? 2).toBe(2)
  })
})

describe("package change", () => {
  const path = (id: number) => `/electricity/agreements/${c.kyTamme5}/${id}/package`
  const put = (id: number, body: unknown, token = mari.token) => call(server.app, "PUT", `/v1${path(id)}`, { token, body })
  const body = (over: Record<string, unknown> = {}) => ({
    ...contact(k.mariKyTamme),
    consumptionPackageId: 1,
    startDate: "2026-02-01",
    ...over,
  })
  it("starts on the first day of next month or of the month after only", async () => {
    await refused(() => put(4, body({ startDate: "2026-01-16" })), { status: 400, code: "VALIDATION", field: "startDate" })
    await refused(() => put(4, body({ startDate: "2026-04-01" })), { status: 400, code: "VALIDATION", field: "startDate" })
    expect((await put(4, body())).status).toBe(204)
    expect((await put(4, body({ startDate: "2026-03-01", consumptionPackageId: 4 }))).status).toBe(204)
    const [change] = await server.db.select().from(electricityPackageChanges).where(eq(electricityPackageChanges.agreementId, 4))
    expect(change).toMatchObject({ consumptionPackageId: 4, startDate: "2026-03-01" })
    expect(await server.db.select().from(auditEvents).where(eq(auditEvents.action, "ELECTRICITY_PACKAGE_CHANGED"))).toHaveLength(2)
  })
  it("another customer's agreement is unknown; an ended one cannot change", async () => {
    await refused(() => put(2, body()), { status: 404, code: "NOT_FOUND" })
    await refused(
      () =>
        call(server.app, "PUT", `/v1/electricity/agreements/${c.naidisLogistika}/3/package`, {
          token: mari.token,
          body: { ...body(), contactPersonId: k.mariNaidis },
        }),
      { status: 409, code: "CONFLICT" },
    )
  })
})

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
