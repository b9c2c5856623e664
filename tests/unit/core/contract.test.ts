import { describe, it, expect } from "vitest"
import { readFileSync } from "node:fs"
import * as Schema from "effect/Schema"
import { allCalls, type Call } from "../../../src/core/api"
import {
  Card,
  ChargingAgreement,
  DocumentTypeRequests,
  FuelDocument,
  MeasurementData,
  OilAgreement,
  SaleOrder,
  SaleOrderState,
  SaleOrderStates,
  Station,
  pageOf,
} from "../../../src/core/schemas"

/** An encoded (string) query sample for every call that has a query. */
const querySamples: Record<string, Record<string, string>> = {
  documents: {
    page: "0",
    size: "1000",
    sortField: "DOCUMENT_DATE_CREATED",
    sortDirection: "DESC",
    types: "MV_KO,MV_VL,VA_1",
    onlyNotPaid: "true",
    documentDateCreatedStart: "2024-01-01",
    documentDateCreatedEnd: "2024-01-31",
  },
  documentPdf: { documentRemoteId: "884213" },
  documentXml: { documentRemoteId: "884213" },
  documentsZip: { documentIds: "101,102,103" },
  electricityInvoices: { page: "0", size: "20", sortField: "DATE_ISSUED", sortDirection: "DESC" },
  electricityInvoiceFile: { downloadAs: "PDF" },
  oilAgreements: {
    page: "0",
    size: "500",
    sortField: "DATE_MODIFIED",
    sortDirection: "DESC",
    statuses: "PREPARED,PENDING_CUSTOMER",
  },
  agreementFile: { agreementId: "17", type: "BDOC" },
  agreementSignatures: { agreementId: "17" },
  cards: {
    cardType: "PAYMENT_CARD",
    page: "0",
    size: "20",
    sortField: "REMOTE_CARD_ID",
    sortDirection: "ASC",
    isBlockedCard: "false",
    searchQuery: "auto",
  },
  documentRows: {
    page: "0",
    size: "20",
    sortField: "DOCUMENT_DATE_CREATED",
    sortDirection: "DESC",
    types: "LV_5,LV_5A,LV_5E",
    documentDateCreatedStart: "2024-03-01",
    documentDateCreatedEnd: "2024-03-31",
    limitToCard: "7000123400001",
    limitToLocation: "Tartu",
    limitToCardName: "Volvo",
    vehicleNumber: "123ABC",
  },
  documentRowsExport: {
    page: "0",
    size: "90137",
    sortField: "PRODUCT_AMOUNT_SUM",
    sortDirection: "ASC",
    documentDateCreatedStart: "2026-01-01",
    limitToLocation: "Tartu",
  },
  documentRowsSum: { types: "LV_5", limitToLocation: "Tartu" },
  documentRowsFile: { remoteDocumentId: "NLV-1" },
  documentRowsZip: { documentIds: "100077,100078" },
  stationFeatures: { page: "0", size: "999" },
  stations: { page: "0", size: "999" },
  customerStations: { page: "0", size: "100" },
  cars: { isRemoteId: "true", carrier: "KAUBAVEDU" },
  drivers: { isRemoteId: "true" },
  tanks: { page: "0", size: "25", sortField: "ID", sortDirection: "ASC" },
  dispensingOrders: { page: "1", size: "25" },
  saleOrders: { state: "MV2", customerLocationId: "2", sortField: "PAYMENT_TERM", sortDirection: "ASC" },
  saleOrderProducts: { loadingProviderId: "3" },
  saleOrderAccept: { prepayment: "false" },
  saleOrderPdf: { fileName: "PK-2024-001.pdf" },
  measurements: { from: "2024-05-01", to: "2024-05-31", resolution: "DAY" },
  eleringAuthorization: { meteringPointEics: "38ZEE-00123456-X,38ZEE-00123457-V" },
  electricityPackages: { eics: "38ZEE-00123456-X" },
  electricityTermsPdf: { isCompany: "true" },
  electricityAgreementPreview: {
    contractNumber: "E-1001",
    contactPersonId: "55",
    meteringPointIds: "1,2",
    startDate: "2024-06-01",
    consumptionPackageId: "4",
    consumptionMarginal: "0.55",
    basePrice: "12.5",
    email: "mari@example.ee",
  },
  chargingAgreementPreview: { startDate: "2024-06-01", email: "mari@example.ee", phone: "5551234", address: "Tamme 1" },
  chargingAgreementDownload: { startDate: "2024-06-01", email: "mari@example.ee", phone: "5551234", address: "Tamme 1" },
  contactPerson: { withSync: "true" },
  statementLinesExport: {
    page: "0",
    size: "20",
    documentDateCreatedStart: "2024-03-01",
    documentDateCreatedEnd: "2024-03-31",
    format: "csv",
  },
  consumptionExport: { from: "2024-05-01", to: "2024-05-31", resolution: "HOUR", page: "1", size: "100", format: "json" },
  tanksExport: { page: "0", size: "25", sortField: "ID", sortDirection: "ASC", format: "csv" },
  spendingSummary: { month: "2026-03" },
  spendingBudgets: { month: "2026-03" },
  spendingAnomalies: { month: "2026-03" },
  spendingBreakdown: { month: "2026-03", by: "VEHICLE" },
  spendingPoints: { month: "2026-03" },
  spendingSites: { month: "2026-03" },
  chargingSessions: { page: "1", size: "50", start: "2026-03-01", end: "2026-03-31", site: "Sadama 1 parkla A" },
}

const placeholders = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])

describe("call descriptions", () => {
  it("has a unique id per call", () => {
    const ids = allCalls.map((c) => c.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it("has a unique method and path per call", () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path}`)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
  })

  it("writes paths under /v1 without the prefix", () => {
    for (const c of allCalls) {
      expect(c.path, c.id).toMatch(/^\/[a-z]/)
      expect(c.path.startsWith("/v1"), c.id).toBe(false)
    }
  })

  it("puts customerId in the path of every customer-scoped call", () => {
    const bad = allCalls.filter((c) => c.access === "customer" && !placeholders(c.path).includes("customerId"))
    expect(bad.map((c) => c.id)).toEqual([])
  })

  it("gives roles only to customer-scoped calls", () => {
    const bad = allCalls.filter((c) => c.roles !== undefined && c.access !== "customer")
    expect(bad.map((c) => c.id)).toEqual([])
  })

  it("keeps the spec's paths for the calls whose path it shows", () => {
    const byId = new Map(allCalls.map((c) => [c.id, c]))
    const shown: Array<[string, string]> = [
      ["documents", "GET /documents/{customerId}"],
      ["paymentBegin", "POST /payment/{customerId}/begin"],
      ["paymentProcess", "POST /payment/process"],
      ["agreementSignMobileIdPoll", "POST /agreements/{customerId}/sign-mobileid-poll"],
      ["dispensingOrderEdit", "PUT /dispensing-order/{customerId}"],
      ["dispensingOrderSaveState", "POST /dispensing-order/save-state/{customerId}"],
      ["saleOrderAccept", "POST /sale-orders/{customerId}/accept/{orderUid}"],
      ["eleringAuthorization", "GET /customers/eic/{eic}/elering-authorization"],
      ["contactPersonPatch", "PATCH /customer-contact-persons/{customerId}/contact/{contactId}"],
    ]
    for (const [id, key] of shown) {
      const c = byId.get(id)
      expect(c && `${c.method} ${c.path}`, id).toBe(key)
      expect(c?.pathChosen, id).not.toBe(true)
    }
  })
})

describe("query schemas", () => {
  const withQuery = allCalls.filter((c): c is Call & { query: Schema.Top } => c.query !== undefined)

  it("has a sample for every call with a query", () => {
    expect(
      withQuery
        .map((c) => c.id)
        .filter((id) => !(id in querySamples))
        .sort(),
    ).toEqual([])
  })

  for (const c of withQuery) {
    it(`round-trips the ${c.id} query through decode and encode`, () => {
      const schema = c.query as Schema.Codec<unknown, Record<string, string>>
      const sample = querySamples[c.id]
      const decoded = Schema.decodeUnknownSync(schema)(sample)
      const encoded = Schema.encodeSync(schema)(decoded)
      expect(encoded).toEqual(sample)
      for (const v of Object.values(encoded)) expect(typeof v).toBe("string")
    })
  }

  it("decodes string query values into numbers and booleans", () => {
    const documents = allCalls.find((c) => c.id === "documents")!
    const decoded = Schema.decodeUnknownSync(documents.query as Schema.Codec<any, any>)(querySamples.documents)
    expect(decoded.page).toBe(0)
    expect(decoded.size).toBe(1000)
    expect(decoded.onlyNotPaid).toBe(true)
  })

  it("rejects a document type list with an unknown or dotted type", () => {
    const documents = allCalls.find((c) => c.id === "documents")!.query as Schema.Codec<any, any>
    expect(() => Schema.decodeUnknownSync(documents)({ types: "MV_KO,MV.VL" })).toThrow(/types/)
    expect(() => Schema.decodeUnknownSync(documents)({ types: DocumentTypeRequests.join(",") })).not.toThrow()
  })
})

describe("entities", () => {
  it("decodes a page of fuel documents as the API sends it", () => {
    const page = Schema.decodeUnknownSync(pageOf(FuelDocument))({
      content: [
        {
          remoteDocumentId: "884213",
          documentNumber: "MV-2024-00123",
          documentType: "MV.KO",
          documentDateCreated: "2024-03-31",
          paymentDeadlineDate: "2024-04-14",
          totalAmount: 152.37,
          paymentAmount: 0,
          paid: false,
          remoteFactoring: null,
          printForm: "MV_KO",
        },
      ],
      number: 0,
      size: 20,
      totalElements: 1,
    })
    expect(page.content[0].documentType).toBe("MV.KO")
    expect(page.content[0].totalAmount - page.content[0].paymentAmount).toBeCloseTo(152.37)
  })

  it("names the field when an entity does not decode", () => {
    expect(() =>
      Schema.decodeUnknownSync(FuelDocument)({
        remoteDocumentId: "884213",
        documentNumber: "MV-2024-00123",
        documentType: "MV.KO",
        documentDateCreated: "2024-03-31",
        totalAmount: "152.37",
        paymentAmount: 0,
        paid: false,
      }),
    ).toThrow(/totalAmount/)
    expect(() =>
      Schema.decodeUnknownSync(Card)({
        remoteCardId: "7000123400001",
        isExpired: false,
        isBlockedCard: false,
        isEidCard: false,
        cardType: "FUEL_CARD",
      }),
    ).toThrow(/cardType/)
  })

  it("decodes an oil agreement and a card", () => {
    const a = Schema.decodeUnknownSync(OilAgreement)({
      id: 17,
      contractNumber: "L-2024-17",
      type: "PURCHASE_AND_SALE",
      status: "PENDING_CUSTOMER",
      dateModified: "2024-05-02T10:11:12Z",
      isSignedByCustomer: false,
      isSignedByVendor: true,
      fileName: "L-2024-17.pdf",
    })
    expect(a.status).toBe("PENDING_CUSTOMER")
    const card = Schema.decodeUnknownSync(Card)({
      remoteCardId: "7000123400001",
      name: "Volvo FH",
      monthlyLimit: null,
      creditUsed: 120.5,
      isExpired: false,
      dateExpiry: "2026-12-31",
      isBlockedCard: false,
      isEidCard: false,
      cardType: "PAYMENT_CARD",
      cardCategory: "ALL_FUELS",
    })
    expect(card.monthlyLimit).toBeNull()
  })

  it("accepts every sale order state and nothing else", () => {
    for (const s of SaleOrderStates) expect(Schema.decodeUnknownSync(SaleOrderState)(s)).toBe(s)
    expect(() => Schema.decodeUnknownSync(SaleOrderState)("MV5")).toThrow()
    const order = Schema.decodeUnknownSync(SaleOrder)({
      uid: 5012,
      docNumber: "PK-5012",
      docState: "MV2",
      isQuote: true,
      canChange: true,
      orderDate: "2024-05-02",
      desiredDeliveryDate: "2024-05-06",
      validUntil: "0",
      location: { address: "Tööstuse 5, Tartu" },
      transporterCode: "TT",
      rows: [{ rowNo: 1, batchId: "B-1145", productName: "Diislikütus", quantity: 3000, price: 1.234 }],
    })
    expect(order.location?.address).toBe("Tööstuse 5, Tartu")
  })

  it("decodes a pending charging offer with its options and pricing", () => {
    const agreement = Schema.decodeUnknownSync(ChargingAgreement)({
      id: 9,
      contractNumber: "LA-9",
      status: "PENDING",
      serviceOption: { name: "Laadimisteenus", description: null },
      purchaseOption: { type: "FULL_SERVICE_RENT", name: "Täisteenusrent" },
      thirdPartyCompensationOption: { type: "NETO", name: "Neto" },
      contractPeriod: { name: "36 kuud" },
      advancePaymentEuros: 0,
      simCardCount: 1,
      rfidPaymentCardCount: 2,
      termsAndConditions: { confirmationText: "Nõustun tingimustega" },
      pricing: { chargingServiceMonthlyFeeEuros: 9.9, gridDayTariffCentsKwh: 5.08 },
    })
    expect(agreement.purchaseOption?.type).toBe("FULL_SERVICE_RENT")
    expect(() => Schema.decodeUnknownSync(ChargingAgreement)({ id: 9, contractNumber: "LA-9", status: "OPEN" })).toThrow(/status/)
  })

  it("decodes measurement data and a map station", () => {
    const data = Schema.decodeUnknownSync(MeasurementData)({
      resolution: "DAY",
      startDate: "2024-05-01",
      points: [{ time: "2024-05-01T00:00:00+03:00", consumptionKwh: 12.4, productionKwh: 0 }],
      statistics: { consumptionForPeriodKwh: 310.2, lastYearConsumptionForPeriodKwh: 290 },
    })
    expect(data.points).toHaveLength(1)
    const station = Schema.decodeUnknownSync(Station)({
      id: 1,
      nameEt: "Tartu Riia",
      latitude: 58.37,
      longitude: 26.71,
      enabledFeatures: ["CAR_WASH"],
    })
    expect(station.nameEt).toBe("Tartu Riia")
  })
})

describe("docs/api.md", () => {
  const doc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8")

  it("lists every call with its method and path, marking the chosen paths", () => {
    for (const c of allCalls) {
      const row = doc.split("\n").find((l) => l.includes(`| ${c.method} | \`${c.path}\` |`))
      expect(row, `${c.method} ${c.path}`).toBeDefined()
      expect(row!.includes("chosen"), `${c.id} chosen mark`).toBe(c.pathChosen === true)
      for (const code of c.errors ?? []) expect(row, `${c.id} lists ${code}`).toContain(`\`${code}\``)
    }
  })
})
