import type { paymentsCalls } from "../../../core/api"
import { BankTypes, type PaymentMethod } from "../../../core/schemas/payments"
import type { Handler } from "../../http/bindCall"
import { badRequest } from "../../http/errors"
import { publicOrigin } from "../../http/publicOrigin"
import { createOrder, orderStatus } from "./payments.service"

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

/** GET /payment/methods: the banks of the bank link (logos served by us) and the card. */
export const paymentMethods: Handler<typeof paymentsCalls.paymentMethods> = ({ deps, c }) => {
  const origin = publicOrigin(c)
  const banks: PaymentMethod[] = BankTypes.map((bankType) => ({
    type: "BANK",
    bankType,
    name: bankNames[bankType],
    logoUrl: deps.bank.logoUrl(bankType, origin),
  }))
  return [...banks, { type: "CARD", bankType: null, name: "Visa / Mastercard", logoUrl: deps.bank.logoUrl("CARD", origin) }]
}

/** POST /payment/{customerId}/begin: a payment order row; answers the bank's page for it (BankGateway). */
export const paymentBegin: Handler<typeof paymentsCalls.paymentBegin> = async ({ deps, params, body, contact, c }) => {
  if (body.customerId !== params.customerId) throw badRequest("customerId", "customerId differs from the path")
  if (body.contactPersonId !== contact.id) throw badRequest("contactPersonId", "contactPersonId is not your contact of this customer")
  if (body.paymentMethodType === "BANK" && !body.bankType) throw badRequest("bankType", "A bank payment needs bankType")
  const order = await createOrder(deps.db, {
    customerId: params.customerId,
    contactId: contact.id,
    methodType: body.paymentMethodType,
    bankType: body.bankType ?? null,
    locale: body.locale,
    documentIds: body.remoteDocumentIds,
  })
  return deps.bank.paymentPageUrl(
    { orderToken: order.orderToken, methodType: body.paymentMethodType, bankType: body.bankType ?? null },
    publicOrigin(c),
  )
}

/** POST /payment/process: the order's status (CAPTURED, PENDING, DECLINED, EXPIRED, FAILED, NOT_FOUND). */
export const paymentProcess: Handler<typeof paymentsCalls.paymentProcess> = async ({ deps, body }) => ({
  status: await orderStatus(deps.db, body.orderToken),
})
