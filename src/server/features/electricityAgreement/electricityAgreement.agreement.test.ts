import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { electricityAgreements } from "../agreements/agreements.tables"
import { auditEvents } from "../../db/tables/audit"
import { electricityPackageChanges } from "./electricityAgreement.tables"
import { demoIds } from "../../db/seed"
import { call } from "../../db/testDb"
import { authorise, c, contact, get, k, mari, P, post, refused, server, withElectricityServer } from "./electricityAgreement.testServer"

// A new agreement and a package change of an active one.
withElectricityServer()

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
