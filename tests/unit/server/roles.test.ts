import { readFileSync } from "node:fs"
import { and, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { allCalls } from "../../../src/core/api"
import { type Role, Roles } from "../../../src/core/schemas/common"
import { contacts } from "../../../src/server/db/schema"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { customerFor, pathFor } from "./accessPaths"

/**
 * The roles of every customer-scoped call, written out from the spec's role columns (part 1 §2.1 and
 * §6, part 2 and 3 route tables), independently of the `Call` objects: a call whose roles drift from
 * this table, a route that lets a contact without them through, or docs/api.md saying otherwise fails.
 * An empty list is "signed in" (any contact of the customer).
 */
const A = ["ADMIN"] as const
const page = {
  /** /arved */ documents: [...A, "VIEW_DOCUMENTS"],
  /** /väljavõte */ documentRows: [...A, "VIEW_DOCUMENT_ROWS"],
  /** /lepingud */ agreements: [...A, "VIEW_AGREEMENTS"],
  /** /kaardid */ cards: [...A, "VIEW_CARDS"],
  /** /laoseis */ stock: ["SUPPLIER"],
  /** /broneeringud */ bookings: ["BOOKER"],
  /** /väljastuskorraldused */ dispensing: ["DISPENSER"],
  /** /väljastuskorraldused' cars and drivers, which /tellimused' own transport uses too */ transport: [
    "DISPENSER",
    ...A,
    "VIEW_SALE_ORDERS",
  ],
  /** /tellimused (companies only) */ saleOrders: [...A, "VIEW_SALE_ORDERS"],
  /** /mahutid */ tanks: ["TANK_OWNER"],
  /** /elektritarbimine */ consumption: ["ELECTRICITY_CUSTOMER"],
  /** Concluding an agreement on /elekter/leping and /laadimine/leping (the wizard's confirm, an offer's decision): who may sign agreements */ conclude:
    [...A, "VIEW_AGREEMENTS"],
  /** /esileht, /profiil, /elekter/leping (reading), /laadimine/leping (reading), /registreeri: signed in */ signedIn: [],
} satisfies Record<string, ReadonlyArray<Role>>

export const REQUIRED_ROLES: Record<string, ReadonlyArray<Role>> = {
  documents: page.documents,
  electricityInvoices: page.documents,
  paymentBegin: page.documents,
  documentRows: page.documentRows,
  documentRowsExport: page.documentRows,
  documentRowsFile: page.documentRows,
  documentRowsSum: page.documentRows,
  documentRowsZip: page.documentRows,
  vehicleNumbers: page.documentRows,
  customerStations: page.documentRows,
  oilAgreements: page.agreements,
  agreementSignatures: page.agreements,
  simulatedIdCardCertificate: page.agreements,
  agreementSignInit: page.agreements,
  agreementSignFinalize: page.agreements,
  agreementSignMobileId: page.agreements,
  agreementSignMobileIdPoll: page.agreements,
  agreementSignSmartId: page.agreements,
  agreementSignSmartIdPoll: page.agreements,
  simulatedIdCardSign: page.agreements,
  cards: page.cards,
  cardRequest: page.cards,
  cardLimitChange: page.cards,
  cardPinChange: page.cards,
  inventory: page.stock,
  bookings: page.bookings,
  dispensingOrders: page.dispensing,
  dispensingOrderFuels: page.dispensing,
  dispensingOrderCreate: page.dispensing,
  dispensingOrderEdit: page.dispensing,
  dispensingOrderEditState: page.dispensing,
  dispensingOrderSaveState: page.dispensing,
  cars: page.transport,
  drivers: page.transport,
  saleOrders: page.saleOrders,
  saleOrderCustomer: page.saleOrders,
  saleOrderCreate: page.saleOrders,
  saleOrderAccept: page.saleOrders,
  saleOrderCancel: page.saleOrders,
  tanks: page.tanks,
  measurements: page.consumption,
  customer: page.signedIn,
  customerPrices: page.signedIn,
  contactPerson: page.signedIn,
  contactPersonPatch: page.signedIn,
  idCreditApply: page.signedIn,
  meteringPoints: page.signedIn,
  electricityAgreements: page.signedIn,
  electricityAgreementPreview: page.signedIn,
  electricityPackages: page.signedIn,
  electricityAgreementCreate: page.conclude,
  electricityPackageChange: page.signedIn,
  electricityOfferAccept: page.conclude,
  electricityOfferReject: page.conclude,
  resaleOfferRequest: page.signedIn,
  chargingAgreements: page.signedIn,
  chargingAgreementPreview: page.signedIn,
  chargingAgreementDownload: page.signedIn,
  chargingOfferAccept: page.conclude,
  chargingOfferReject: page.conclude,
  // /kulud is beyond the spec (issue 28): each source keeps its own page's roles; the page shows to any of them.
  spendingSummary: [...A, "VIEW_DOCUMENT_ROWS", "ELECTRICITY_CUSTOMER"],
  spendingBreakdown: page.documentRows,
  spendingPoints: page.consumption,
  spendingSites: page.documentRows,
  chargingSessions: page.documentRows,
  vehicles: [...A, "VIEW_CARDS", "VIEW_DOCUMENT_ROWS"],
  vehicleUpdate: A,
  // API keys (issue 27): a company's ADMIN manages them on /profiil.
  apiKeys: A,
  apiKeyCreate: A,
  apiKeyRevoke: A,
  webhooks: A,
  webhookDeliveries: A,
  webhookCreate: A,
  webhookDelete: A,
  webhookRedeliver: A,
  // Machine exports (issue 27): each keeps its source page's roles.
  statementLinesExport: page.documentRows,
  consumptionExport: page.consumption,
  tanksExport: page.tanks,
  spendingBudgets: [...A, "VIEW_DOCUMENT_ROWS", "ELECTRICITY_CUSTOMER"],
  spendingBudgetsUpdate: A,
  spendingAnomalies: page.documentRows,
  spendingAnomalyExplain: A,
  businessHoursCardsUpdate: A,
}

const customerCalls = allCalls.filter((c) => c.access === "customer")
const sorted = (roles: ReadonlyArray<string> | undefined) => [...(roles ?? [])].sort()

describe("the table", () => {
  it("names every customer-scoped call and only those", () => {
    expect(Object.keys(REQUIRED_ROLES).sort()).toEqual(customerCalls.map((c) => c.id).sort())
  })

  it.each(customerCalls.map((c) => [c.id, c] as const))("%s declares the table's roles", (id, c) => {
    expect(sorted(c.roles), id).toEqual(sorted(REQUIRED_ROLES[id]))
  })

  it("docs/api.md's role column says the table's roles", () => {
    const doc = readFileSync("docs/api.md", "utf8")
    for (const c of customerCalls) {
      const roles = REQUIRED_ROLES[c.id]!
      const row = doc.split("\n").find((line) => line.startsWith(`| ${c.method} | \`${c.path}\` |`))
      expect(row, `${c.method} ${c.path} in docs/api.md`).toBeDefined()
      const column = row!.split(" | ")[2]!
      const listed = column === "customer" ? [] : column.replace(/^customer: /, "").split(" or ")
      expect(sorted(listed), `${c.method} ${c.path}`).toEqual(sorted(roles))
    }
  })
})

describe("over HTTP", () => {
  let server: TestServer
  let peeter: { token: string }
  beforeAll(async () => {
    server = await createTestServer()
    for (const customerId of [demoIds.customers.naidisLogistika, demoIds.customers.kyTamme5, demoIds.customers.mariPrivate])
      await server.db.insert(contacts).values({ userId: demoIds.users.peeter, customerId, roles: ["AUTHENTICATED_USER"] })
    peeter = await signInAs(server.app, demoPersonalCodes.peeter)
  })
  afterAll(() => server?.close())

  const guarded = customerCalls.filter((c) => (REQUIRED_ROLES[c.id] ?? []).length > 0)
  it.each(guarded.map((c) => [c.id, c] as const))("%s: a contact with every role but the required ones gets 403", async (id, c) => {
    const customerId = customerFor({ path: `/v1${c.path}`, onlyFor: c.onlyFor })
    const others = Roles.filter((role) => !REQUIRED_ROLES[id]!.includes(role))
    await server.db
      .update(contacts)
      .set({ roles: others })
      .where(and(eq(contacts.userId, demoIds.users.peeter), eq(contacts.customerId, customerId)))
    const res = await call(server.app, c.method, pathFor({ method: c.method, path: `/v1${c.path}` }, customerId), {
      token: peeter.token,
      body: c.method === "GET" ? undefined : {},
    })
    expect(res.status, `${id} → ${JSON.stringify(res.json)}`).toBe(403)
    expect(res.json.code).toBe("FORBIDDEN")
  })
})
