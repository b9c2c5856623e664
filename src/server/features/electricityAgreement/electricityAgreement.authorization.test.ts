import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { auditEvents } from "../../db/tables/audit"
import { electricityOfferRequests } from "./electricityAgreement.tables"
import { demoIds } from "../../db/seed"
import { customerEicOf } from "./electricityAgreement.service"
import {
  authorise,
  c,
  contact,
  get,
  jaan,
  k,
  P,
  post,
  refused,
  server,
  withElectricityServer,
  written,
} from "./electricityAgreement.testServer"

// The grid operator's authorisation, and the resale offer request that needs an authorised point.
withElectricityServer()

describe("grid-operator authorisation", () => {
  it("before any grant the check answers every point unauthorised (200: a page load is not an error)", async () => {
    const res = await get(
      `/customers/eic/${customerEicOf(c.jaanPrivate)}/elering-authorization?meteringPointEics=38ZEE-00400041-5`,
      jaan.token,
    )
    expect(res).toMatchObject({ status: 200, json: { authorizations: [{ meteringPointEic: "38ZEE-00400041-5", authorized: false }] } })
  })
  it("declining at the operator grants nothing and the request cannot be used again", async () => {
    const path = await authorise(c.jaanPrivate, ["38ZEE-00400041-5"], "decline", jaan.token)
    expect(
      (await get(`/customers/eic/${customerEicOf(c.jaanPrivate)}/elering-authorization?meteringPointEics=38ZEE-00400041-5`, jaan.token))
        .json,
    ).toEqual({ authorizations: [{ meteringPointEic: "38ZEE-00400041-5", authorized: false }] })
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
