import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { Company, Contact, Customer, User } from "../../../core/schemas/session"
import { Roles } from "../../../core/schemas/common"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string; userId: number }
let jaan: { token: string; userId: number }
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())

const { customers: c } = demoIds

describe("GET /users/current", () => {
  it("answers the signed-in user", async () => {
    const res = await call(server.app, "GET", "/v1/users/current", { token: mari.token })
    expect(res.status).toBe(200)
    expect(Schema.decodeUnknownSync(User)(res.json)).toEqual({
      id: demoIds.users.mari,
      name: "Mari Maasikas",
      personalIdentificationCode: demoPersonalCodes.mari,
      email: "mari.maasikas@example.ee",
      canRequestIdCredit: true,
    })
  })

  it("is 401 without a token or with a forged one", async () => {
    expect((await call(server.app, "GET", "/v1/users/current")).status).toBe(401)
    const forged = mari.token.slice(0, -4) + (mari.token.endsWith("AAAA") ? "BBBB" : "AAAA")
    const res = await call(server.app, "GET", "/v1/users/current", { token: forged })
    expect(res.status).toBe(401)
    expect(res.json.code).toBe("UNAUTHORIZED")
  })

  it("sends a fresh x-auth-token only when the token expires within 5 minutes", async () => {
    const fresh = await call(server.app, "GET", "/v1/users/current", { token: mari.token })
    expect(fresh.headers.get("x-auth-token")).toBeNull()
    const { createTokens } = await import("../../auth/tokens")
    const { decodeJwt } = await import("jose")
    const soon = await createTokens(server.db).sign(
      {
        sub: demoPersonalCodes.mari,
        referred_customer_id: c.mariPrivate,
        userId: demoIds.users.mari,
        sid: decodeJwt(mari.token).sid as string,
      },
      { expiresInSeconds: 60 },
    )
    const res = await call(server.app, "GET", "/v1/users/current", { token: soon })
    expect(res.status).toBe(200)
    const renewed = res.headers.get("x-auth-token")
    expect(renewed).toBeTruthy()
    expect((await call(server.app, "GET", "/v1/users/current", { token: renewed! })).headers.get("x-auth-token")).toBeNull()
  })
})

describe("contacts and companies", () => {
  it("Mari's contacts: own private customer, then the company, then the mandate", async () => {
    const res = await call(server.app, "GET", `/v1/users/${mari.userId}/contacts`, { token: mari.token })
    expect(res.status).toBe(200)
    const contacts = Schema.decodeUnknownSync(Schema.Array(Contact))(res.json)
    expect(contacts.map((x) => [x.customerId, x.customerName, x.isPerson, x.isMandate])).toEqual([
      [c.mariPrivate, "Mari Maasikas", true, false],
      [c.naidisLogistika, "Näidis Logistika OÜ", false, false],
      [c.kyTamme5, "KÜ Tamme 5", false, true],
    ])
    expect(contacts.map((x) => x.contactId)).toEqual([
      demoIds.contacts.mariPrivate,
      demoIds.contacts.mariNaidis,
      demoIds.contacts.mariKyTamme,
    ])
  })

  it("companies include one that is not a customer yet; another user's list is 403", async () => {
    const res = await call(server.app, "GET", `/v1/companies/${mari.userId}`, { token: mari.token })
    const list = Schema.decodeUnknownSync(Schema.Array(Company))(res.json)
    expect(list.map((x) => [x.name, x.customerId ?? null])).toEqual([
      ["Näidis Logistika OÜ", c.naidisLogistika],
      ["Maasika Aed OÜ", null],
    ])
    expect((await call(server.app, "GET", `/v1/companies/${mari.userId}`, { token: jaan.token })).status).toBe(403)
    expect((await call(server.app, "GET", `/v1/users/${mari.userId}/contacts`, { token: jaan.token })).status).toBe(403)
  })
})

describe("GET /customers/{customerId}", () => {
  const get = (id: number | string, token: string) => call(server.app, "GET", `/v1/customers/${id}`, { token })

  it("the private customer: the contact's roles, loyalty and IDC group", async () => {
    const res = await get(c.mariPrivate, mari.token)
    const customer = Schema.decodeUnknownSync(Customer)(res.json)
    expect(customer).toMatchObject({
      id: c.mariPrivate,
      customerId: c.mariPrivate,
      contactId: demoIds.contacts.mariPrivate,
      roles: ["ADMIN", "ELECTRICITY_CUSTOMER"],
      isPerson: true,
      isCompany: false,
      apartmentAssociation: false,
      groupId: "IDC",
      cardLoyalty: { monthQuantity: 64, coffeePoints: 3, levelId: "IDC" },
    })
  })

  it("the company: every role, credit limit, VAT number; the association is not a company", async () => {
    const company = Schema.decodeUnknownSync(Customer)((await get(c.naidisLogistika, mari.token)).json)
    expect(company).toMatchObject({
      contactId: demoIds.contacts.mariNaidis,
      isCompany: true,
      isPerson: false,
      registryNumber: "12345678",
      vatRegistryNumber: "EE101234567",
      customerBalanceLimit: 5000,
      creditUsed: 1234.5,
      searchCode: "NAIDIS",
    })
    expect([...company.roles].sort()).toEqual([...Roles].sort())
    const ky = Schema.decodeUnknownSync(Customer)((await get(c.kyTamme5, mari.token)).json)
    expect(ky).toMatchObject({
      apartmentAssociation: true,
      isCompany: false,
      roles: ["ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS", "VIEW_AGREEMENTS"],
    })
  })

  it("Jaan has AUTHENTICATED_USER and view roles (no ADMIN) on his own customer and 403 on Mari's", async () => {
    const roles: string[] = (await get(c.jaanPrivate, jaan.token)).json.roles
    expect(roles).toContain("AUTHENTICATED_USER")
    expect(roles).toContain("VIEW_DOCUMENTS")
    expect(roles).not.toContain("ADMIN")
    const res = await get(c.mariPrivate, jaan.token)
    expect(res.status).toBe(403)
    expect(res.json.code).toBe("FORBIDDEN")
  })

  it("a non-numeric customer id is 400 naming customerId; an unknown path is 404", async () => {
    const res = await get("abc", mari.token)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ code: "VALIDATION", field: "customerId" })
    expect((await call(server.app, "GET", "/v1/no-such-thing")).status).toBe(404)
  })
})
