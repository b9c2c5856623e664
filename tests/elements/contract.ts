/**
 * The contract's answers the element tests give through a stubbed `window.fetch`, typed by the
 * schemas' encoded (wire) types so that a change of the contract fails the type check.
 */
import type { SignResponse, SignStartResponse } from "../../src/core/schemas/agreements"
import type { FuelDocumentPage } from "../../src/core/schemas/invoices"
import type { PaymentMethod } from "../../src/core/schemas/payments"
import type { PublicPrice } from "../../src/core/schemas/prices"
import type { Customer } from "../../src/core/schemas/session"

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

export const paymentMethods: ReadonlyArray<PaymentMethod> = [
  { type: "BANK", bankType: "SEB", name: "SEB" },
  { type: "CARD", name: "Kaart" },
]

export const paymentRedirect = "https://bank.example/pay/order-1"

export const signStart: SignStartResponse = { verificationCode: "4321" }
export const signCompleted: SignResponse = { status: "COMPLETED" }
