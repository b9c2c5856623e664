import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import { contacts, customers, userCompanies } from "../../db/schema"
import { auditEvents } from "../../db/tables/audit"
import { customerRegistrations } from "./registration.tables"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { isUniqueViolation } from "../../db/uniqueViolation"
import { registerBusiness, registerPrivate, REGNO_EXISTS, SEARCHCODE_EXISTS } from "./registration.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string; userId: number }
let liis: { token: string; userId: number }
let peeter: { token: string; userId: number }
const uc = demoIds.userCompanies

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  liis = await signInAs(server.app, demoPersonalCodes.liis)
  peeter = await signInAs(server.app, demoPersonalCodes.peeter)
})
afterAll(() => server?.close())

const business = (body: Record<string, unknown>, token = liis.token) => call(server.app, "POST", "/v1/customers/business", { token, body })
const personal = (body: Record<string, unknown>, token = liis.token) => call(server.app, "POST", "/v1/customers/private", { token, body })
const businessBody = {
  companyId: uc.liisPuit,
  wantsCreditAndCard: true,
  contactEmail: "liis@lepikupuit.ee",
  contactPhone: "+3725550001",
  estimatedMonthlyLiters: 1500,
  wantedCredit: 3000,
  additionalInfo: "Kolm veokit",
}
const privateBody = {
  name: "Liis Lepik",
  personalIdentificationCode: demoPersonalCodes.liis,
  contactEmail: "liis.lepik@example.ee",
  contactPhone: "5550002",
  wantsNewsLetter: true,
}

const counts = async () => {
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries({ customers, contacts, customerRegistrations, auditEvents })) {
    out[name] = (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
  }
  out.linked = (
    await server.db.select({ n: sql<number>`count(*)::int` }).from(userCompanies).where(sql`${userCompanies.customerId} is not null`)
  )[0]!.n
  return out
}
const refused = async (
  request: () => Promise<{ status: number; json: any }>,
  expected: { status: number; code: string; field?: string; message?: string },
) => {
  const before = await counts()
  const res = await request()
  const { message, ...rest } = expected
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ field: undefined, ...rest })
  if (message) expect(res.json.message).toBe(message)
  expect(await counts()).toEqual(before)
}

describe("POST /customers/business", () => {
  it("refuses each broken rule with its field at the boundary, writing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contactPhone: "" }, "contactPhone"],
      [{ contactPhone: "55 5" }, "contactPhone"],
      [{ contactEmail: "" }, "contactEmail"],
      [{ contactEmail: "liis@" }, "contactEmail"],
      [{ estimatedMonthlyLiters: undefined }, "estimatedMonthlyLiters"],
      [{ estimatedMonthlyLiters: 0 }, "estimatedMonthlyLiters"],
      [{ wantedCredit: undefined }, "wantedCredit"],
      [{ wantedCredit: 0 }, "wantedCredit"],
      [{ wantedCredit: 1.5 }, "wantedCredit"],
      [{ additionalInfo: "x".repeat(2001) }, "additionalInfo"],
      [{ companyId: 0 }, "companyId"],
    ]
    for (const [change, field] of cases)
      await refused(() => business({ ...businessBody, ...change }), { status: 400, code: "VALIDATION", field })
  })

  it("another user's company is not found; a company that is a customer already gets the retailer's message", async () => {
    await refused(() => business({ ...businessBody, companyId: uc.maasikaAed }), { status: 404, code: "NOT_FOUND" })
    await refused(() => business({ ...businessBody, companyId: uc.liisNaidis }), {
      status: 409,
      code: "ALREADY_CUSTOMER",
      message: "Customer with given regno already exists!",
    })
    await refused(() => business({ ...businessBody, companyId: uc.naidis }, mari.token), {
      status: 409,
      code: "ALREADY_CUSTOMER",
      message: "Customer with given regno already exists!",
    })
  })

  it("registers the company: a customer, the user's contact, the company linked, the wishes kept, audited; a second time is a duplicate", async () => {
    // Without the wish for credit the amounts are not needed (the boundary of the rule).
    const res = await business(
      {
        ...businessBody,
        wantsCreditAndCard: false,
        estimatedMonthlyLiters: undefined,
        wantedCredit: undefined,
        companyId: uc.peeterEhitus,
      },
      peeter.token,
    )
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const customerId = res.json.customerId as number
    const [row] = await server.db.select().from(customers).where(eq(customers.id, customerId))
    expect(row).toMatchObject({ name: "Paju Ehitus OÜ", isPerson: false, registryNumber: "16000022", email: "liis@lepikupuit.ee" })
    const contactsNow = await call(server.app, "GET", `/v1/users/${peeter.userId}/contacts`, { token: peeter.token })
    expect(contactsNow.json).toEqual([expect.objectContaining({ customerId, customerName: "Paju Ehitus OÜ", isPerson: false })])
    const companies = await call(server.app, "GET", `/v1/companies/${peeter.userId}`, { token: peeter.token })
    expect(companies.json.find((c: any) => c.id === uc.peeterEhitus).customerId).toBe(customerId)
    expect((await call(server.app, "GET", `/v1/customers/${customerId}`, { token: peeter.token })).json).toMatchObject({
      isCompany: true,
      roles: ["ADMIN"],
    })
    const [wish] = await server.db.select().from(customerRegistrations).where(eq(customerRegistrations.customerId, customerId))
    expect(wish).toMatchObject({ kind: "BUSINESS", wantsCreditAndCard: false, estimatedMonthlyLiters: null, additionalInfo: "Kolm veokit" })
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.customerId, customerId))
    expect(audit).toMatchObject({ userId: peeter.userId, action: "BUSINESS_CUSTOMER_REGISTERED" })

    await refused(() => business({ ...businessBody, companyId: uc.peeterEhitus }, peeter.token), {
      status: 409,
      code: "ALREADY_CUSTOMER",
      message: "Customer with given regno already exists!",
    })
  })

  it("keeps the wished litres and credit with the wish", async () => {
    const res = await business(businessBody)
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const [wish] = await server.db.select().from(customerRegistrations).where(eq(customerRegistrations.customerId, res.json.customerId))
    expect(wish).toMatchObject({ wantsCreditAndCard: true, estimatedMonthlyLiters: 1500, wantedCredit: 3000 })
  })
})

describe("POST /customers/private", () => {
  it("refuses another person's code, invalid contact data, and a person who is a customer already", async () => {
    await refused(() => personal({ ...privateBody, personalIdentificationCode: demoPersonalCodes.jaan }), {
      status: 400,
      code: "VALIDATION",
      field: "personalIdentificationCode",
    })
    await refused(() => personal({ ...privateBody, contactEmail: "liis@" }), { status: 400, code: "VALIDATION", field: "contactEmail" })
    await refused(() => personal({ ...privateBody, contactPhone: "5a" }), { status: 400, code: "VALIDATION", field: "contactPhone" })
    await refused(() => personal({ ...privateBody, name: "" }), { status: 400, code: "VALIDATION", field: "name" })
    // The name is the eID identity's: free text (another name, or hers changed by a letter) is refused.
    for (const name of ["Keegi Teine", "Liis Lepikk"]) {
      await refused(() => personal({ ...privateBody, name }), { status: 400, code: "VALIDATION", field: "name" })
    }
    await refused(
      () => personal({ ...privateBody, name: "Mari Maasikas", personalIdentificationCode: demoPersonalCodes.mari }, mari.token),
      { status: 409, code: "ALREADY_CUSTOMER", message: "Customer with generated searchcode already exists!" },
    )
  })

  it("registers the person (phone and e-mail optional) as their own private customer, once", async () => {
    const res = await personal({ ...privateBody, contactEmail: "", contactPhone: "" })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const contactsNow = await call(server.app, "GET", `/v1/users/${liis.userId}/contacts`, { token: liis.token })
    // Her own private customer comes first in the switcher.
    expect(contactsNow.json[0]).toMatchObject({
      customerId: res.json.customerId,
      customerName: "Liis Lepik",
      isPerson: true,
      isMandate: false,
    })
    expect((await call(server.app, "GET", `/v1/customers/${res.json.customerId}`, { token: liis.token })).json).toMatchObject({
      isPerson: true,
      registryNumber: demoPersonalCodes.liis,
    })
    await refused(() => personal(privateBody), {
      status: 409,
      code: "ALREADY_CUSTOMER",
      message: "Customer with generated searchcode already exists!",
    })
  })
})

describe("registry number uniqueness in the database", () => {
  it("the unique index refuses a second company (and a second person) with the same number; no-number customers may repeat", async () => {
    let caught: unknown
    try {
      await server.db.insert(customers).values({ name: "Kloon OÜ", isPerson: false, registryNumber: "12345678" })
    } catch (error) {
      caught = error
    }
    expect(isUniqueViolation(caught, "customers_registry_number")).toBe(true)
    await expect(
      server.db.insert(customers).values({ name: "Mari kloon", isPerson: true, registryNumber: demoPersonalCodes.mari }),
    ).rejects.toThrow()
    const before = await counts()
    await server.db.insert(customers).values([
      { name: "Nimetu A", isPerson: false },
      { name: "Nimetu B", isPerson: false },
    ])
    expect((await counts()).customers).toBe(before.customers + 2)
    await server.db.delete(customers).where(sql`${customers.name} in ('Nimetu A', 'Nimetu B')`)
  })

  it("a registration that loses the race to the index is answered with the spec's message, not a 500", async () => {
    const raced = { code: "23505", constraint: "customers_registry_number" }
    const db = {
      transaction: async () => Promise.reject(Object.assign(new Error("Failed query"), { cause: raced })),
    } as unknown as typeof server.db
    expect(await registerBusiness(db, liis.userId, { ...businessBody, companyId: uc.liisPuit } as never)).toEqual({
      kind: "ALREADY_CUSTOMER",
      message: REGNO_EXISTS,
    })
    expect(await registerPrivate(db, liis.userId, privateBody as never)).toEqual({ kind: "ALREADY_CUSTOMER", message: SEARCHCODE_EXISTS })
    const other = { transaction: async () => Promise.reject(new Error("connection lost")) } as unknown as typeof server.db
    await expect(registerBusiness(other, liis.userId, { ...businessBody } as never)).rejects.toThrow("connection lost")
  })
})
