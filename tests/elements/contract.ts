import type { ChargingAgreement } from "../../src/core/schemas/charging"
/**
 * The contract's answers the element tests give through a stubbed `window.fetch`, typed by the
 * schemas' encoded (wire) types so that a change of the contract fails the type check.
 */
import type { SignResponse, SignStartResponse } from "../../src/core/schemas/agreements"
import type {
  Car,
  Carrier,
  DispensingFuel,
  DispensingOrder,
  DispensingOrderStarted,
  DispensingStateResponse,
  Driver,
} from "../../src/core/schemas/terminal"
import type { ElectricityInvoice, FuelDocumentPage } from "../../src/core/schemas/invoices"
import type { PaymentMethod } from "../../src/core/schemas/payments"
import type { PublicPrice } from "../../src/core/schemas/prices"
import type { CardPage } from "../../src/core/schemas/cards"
import type { Customer, User } from "../../src/core/schemas/session"
import type { Tank, TankPage } from "../../src/core/schemas/terminal"

export const CUSTOMER_ID = 2
export const USER_ID = 7

/** Only its payload matters: the element reads `userId` from it (tokenStore.userIdOfToken). */
export const token = ["e30", btoa(JSON.stringify({ userId: USER_ID })).replace(/=+$/, ""), "signature"].join(".")

export const prices: ReadonlyArray<PublicPrice> = [
  { noomId: 1133, price: 1.659, idcPrice: 1.609 },
  { noomId: 1145, price: 1.549, idcPrice: null },
  { noomId: 10654, price: 0.899, idcPrice: null },
]

export const customer: Customer = {
  id: CUSTOMER_ID,
  customerId: CUSTOMER_ID,
  contactId: 55,
  name: "Näidis Logistika OÜ",
  roles: ["ADMIN", "VIEW_DOCUMENTS"],
  isPerson: false,
  isCompany: true,
  apartmentAssociation: false,
  activeElectricityAgreementsCount: 0,
  hasPendingElectricityAgreements: false,
  eInvoice: false,
  extendedSaleOrderDeadlineAllowed: false,
}

const invoice = (n: number, date: string, total: number) => ({
  remoteDocumentId: String(884200 + n),
  documentNumber: `MV-2024-0012${n}`,
  documentType: "MV.KO" as const,
  documentDateCreated: date,
  paymentDeadlineDate: "2024-04-14",
  totalAmount: total,
  paymentAmount: 0,
  paid: false,
  remoteFactoring: false,
})

export const unpaidInvoices: FuelDocumentPage = {
  content: [invoice(1, "2024-03-01", 152.37), invoice(2, "2024-03-15", 80.1), invoice(3, "2024-03-31", 12.5), invoice(4, "2024-02-01", 40)],
  number: 0,
  size: 1000,
  totalElements: 4,
}

/** One unpaid electricity invoice, older than the fuel ones: payable beside them (issue 29). */
export const unpaidElectricityInvoices: { content: ElectricityInvoice[]; number: number; size: number; totalElements: number } = {
  content: [
    {
      id: 71,
      invoiceNumber: "EL-2024-01",
      dateIssued: "2024-01-15",
      dateDue: "2024-01-31",
      amountIncludingVat: 64.2,
      amountExcludingVat: 52.62,
      amountPaid: 0,
    },
  ],
  number: 0,
  size: 1000,
  totalElements: 1,
}

export const paymentMethods: ReadonlyArray<PaymentMethod> = [
  { type: "BANK", bankType: "SEB", name: "SEB" },
  { type: "CARD", name: "Kaart" },
]

export const paymentRedirect = "https://bank.example/pay/order-1"

export const signStart: SignStartResponse = { verificationCode: "4321" }
export const signCompleted: SignResponse = { status: "COMPLETED" }

/** A person whose user may apply for an ID credit card (the promo's audience). */
export const PERSON_ID = 21
export const person: Customer = {
  ...customer,
  id: PERSON_ID,
  customerId: PERSON_ID,
  name: "Liis Lepp",
  roles: ["ADMIN"],
  isPerson: true,
  isCompany: false,
  email: "liis.lepp@example.ee",
  mobileNumber: "+37251112222",
  address: "Lepa tn 3",
  city: "Tallinn",
  county: "Harju maakond",
  zip: "10115",
}
export const applicant: User = {
  id: USER_ID,
  name: "Liis Lepp",
  personalIdentificationCode: "49203030002",
  email: "liis.lepp@example.ee",
  canRequestIdCredit: true,
}

const card = (n: number, cardType: "PAYMENT_CARD" | "DISCOUNT_CARD", monthlyLimit: number | null) => ({
  remoteCardId: `70000002000${String(n).padStart(2, "0")}`,
  name: `Kaart ${n}`,
  monthlyLimit,
  creditUsed: cardType === "PAYMENT_CARD" ? 12.5 : null,
  isExpired: false,
  dateExpiry: "2029-03-31",
  isBlockedCard: false,
  isEidCard: false,
  cardType,
  cardCategory: cardType === "PAYMENT_CARD" ? ("ALL_FUELS" as const) : null,
})
/** Cards of one type as the list answers them: `count` cards, the first page of 20. */
export const cardPage = (cardType: "PAYMENT_CARD" | "DISCOUNT_CARD", count: number): CardPage => ({
  content: Array.from({ length: Math.min(count, 20) }, (_, i) =>
    card(i + 1 + (cardType === "DISCOUNT_CARD" ? 50 : 0), cardType, cardType === "PAYMENT_CARD" ? 100 * (i + 1) : null),
  ),
  number: 0,
  size: 20,
  totalElements: count,
})
/** The company as a tank owner and dispenser (the terminal elements ask `mayUse` with these roles). */
export const terminalCustomer: Customer = { ...customer, roles: ["ADMIN", "TANK_OWNER", "DISPENSER"], searchCode: "NAIDIS" }

const tank = (id: number, name: string, latestAmount: number, capacity: number, notificationThreshold: number): Tank => ({
  id,
  name,
  sensor: `S-${id}`,
  deviceSerialNumber: null,
  latestAmount,
  latestUpdateTime: "2026-11-20T08:15:00Z",
  notificationThreshold,
  capacity,
  dateModified: "2026-11-01T10:00:00Z",
})

/** Tank 1 well above its threshold, 2 at it, 3 reading above its capacity. */
export const tankPage: TankPage = {
  content: [
    tank(1, "Mahuti A", 12_000, 30_000, 3_000),
    tank(2, "Mahuti B", 2_000, 20_000, 2_000),
    tank(3, "Mahuti C", 11_000, 10_000, 1_000),
  ],
  number: 0,
  size: 25,
  totalElements: 3,
}

const order = (uid: number, authorizationNumber: string, isModifiable: boolean): DispensingOrder => ({
  uid,
  authorizationNumber,
  transporterCode: "TT",
  transporterName: "Näidis Logistika OÜ",
  carCode: "CAR-1",
  carRegNumber: "123ABC",
  trailerRegNumber: null,
  driverCode: "DRV-1",
  driverName: "Aivar Sõitja",
  productOwnerName: "Tartu Terminal",
  validUntil: "2026-12-31",
  documentStateName: isModifiable ? "Kinnitatud" : "Väljastatud",
  isModifiable,
  productRows: [{ rowNumber: 1, productName: "Diislikütus", remoteBatchId: "B-DIESEL", quantity: 2000 }],
  warehouse: "1",
})

export const dispensingOrders: ReadonlyArray<DispensingOrder> = [order(41, "VK-41", true), order(39, "VK-39", false)]

export const dispensingFuels: ReadonlyArray<DispensingFuel> = [
  {
    remoteProductId: "P-DIESEL",
    productName: "Diislikütus",
    remoteBatchId: "B-DIESEL",
    remoteDosBatchId: null,
    remoteStockId: "1",
    quantity: 50_000,
  },
  {
    remoteProductId: "P-95",
    productName: "Bensiin 95",
    remoteBatchId: "B-95",
    remoteDosBatchId: null,
    remoteStockId: "33",
    quantity: 20_000,
  },
]

export const carriers: ReadonlyArray<Carrier> = [{ name: "Näidis Logistika OÜ", searchCode: "TT" }]
export const cars: ReadonlyArray<Car> = [{ code: "CAR-1", name: "123ABC" }]
export const drivers: ReadonlyArray<Driver> = [{ code: "DRV-1", name: "Aivar Sõitja", personalCode: null }]
export const dispensingStarted: DispensingOrderStarted = { uid: 900 }
export const dispensingCompleted: DispensingStateResponse = { state: "COMPLETED", reason: null, message: null, orderUid: 77 }

/** A pending charging offer of the company (ise-charging-offer). */
export const chargingOffer: ChargingAgreement = {
  id: 17,
  contractNumber: "LA-2025-017",
  status: "PENDING",
  serviceOption: { name: "Laadimisteenus ettevõttele", description: null, nameEn: "Charging service for companies" },
  purchaseOption: { type: "RENT", name: "Seadmete rent" },
  thirdPartyCompensationOption: { type: "NETO", name: "Neto hüvitis" },
  contractPeriod: { name: "36 kuud", nameEn: "36 months" },
  address: "Sadama 1, Tallinn",
  meteringPoint: "38ZEE-00100001-1",
  advancePaymentEuros: 500,
  simCardCount: 4,
  simCardPaymentType: "MONTHLY",
  rfidPaymentCardCount: 10,
  termsAndConditions: { confirmationText: "Nõustun tingimustega.", confirmationTextEn: "I accept the terms." },
  endDate: "2099-12-31",
  pricing: { chargingServiceMonthlyFeeEuros: 19.9, gridDayTariffCentsKwh: 6.05 },
}
