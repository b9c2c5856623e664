import type { paymentsCalls } from "../../../core/api"
import { BankTypes, type PaymentMethod } from "../../../core/schemas/payments"
import type { Handler } from "../../http/bindCall"
import { publicOrigin } from "../../http/publicOrigin"
import { refusalOf } from "./payments.errors"
import { beginOrder, orderStatus } from "./payments.service"

const bankNames: Record<(typeof BankTypes)[number], string> = {
  SEB: "SEB",
  SWEDBANK: "Swedbank",
  LHV: "LHV",
  LUMINOR: "Luminor",
  COOP: "Coop Pank",
  CITADELE: "Citadele",
  REVOLUT: "Revolut",
  N26: "N26",
}

/** GET /payment/methods: the banks of the bank link (logos served by us, at addresses relative to our origin) and the card. */
export const paymentMethods: Handler<typeof paymentsCalls.paymentMethods> = ({ deps }) => {
  const banks: PaymentMethod[] = BankTypes.map((bankType) => ({
    type: "BANK",
    bankType,
    name: bankNames[bankType],
    logoUrl: deps.bank.logoUrl(bankType),
  }))
  return [...banks, { type: "CARD", bankType: null, name: "Visa / Mastercard", logoUrl: deps.bank.logoUrl("CARD") }]
}

/** POST /payment/{customerId}/begin: a payment order row; answers the bank's page for it (BankGateway). */
export const paymentBegin: Handler<typeof paymentsCalls.paymentBegin> = async ({ deps, params, body, contact, c }) => {
  const begun = await beginOrder(deps.db, params.customerId, contact.id, body)
  if (begun.kind !== "OK") throw refusalOf(begun)
  return deps.bank.paymentPageUrl(
    { orderToken: begun.order.orderToken, methodType: body.paymentMethodType, bankType: body.bankType ?? null },
    publicOrigin(c),
  )
}

/** POST /payment/process: the order's status (CAPTURED, PENDING, DECLINED, EXPIRED, FAILED, NOT_FOUND). */
export const paymentProcess: Handler<typeof paymentsCalls.paymentProcess> = async ({ deps, body }) => ({
  status: await orderStatus(deps.db, body.orderToken),
})
