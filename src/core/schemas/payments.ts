import * as Schema from "effect/Schema"
import { DbId, Locale, Opt } from "./common"

export const PaymentMethodTypes = ["BANK", "CARD"] as const
export const PaymentMethodType = Schema.Literals(PaymentMethodTypes)
export type PaymentMethodType = typeof PaymentMethodType.Type

export const BankTypes = ["SEB", "SWEDBANK", "LHV", "LUMINOR", "COOP", "CITADELE", "REVOLUT", "N26"] as const
export const BankType = Schema.Literals(BankTypes)
export type BankType = typeof BankType.Type

/** Payment method of GET /payment/methods (spec part 1 §3). */
export const PaymentMethod = Schema.Struct({
  type: PaymentMethodType,
  bankType: Opt(BankType),
  name: Schema.String,
  logoUrl: Opt(Schema.String),
})
export type PaymentMethod = typeof PaymentMethod.Type

/** Bank-link payments are limited to this total (spec part 1 §4.3). */
export const BankPaymentLimit = 14999.99

/**
 * Body of POST /payment/{customerId}/begin. bankType is left out for card payments. Beyond the spec,
 * electricityInvoiceIds names electricity invoices (their ids) paid in the same order; remoteDocumentIds
 * may then be empty. At least one invoice in all (the server refuses an empty order).
 */
export const BeginPaymentBody = Schema.Struct({
  bankType: Opt(BankType),
  locale: Locale,
  customerId: DbId,
  contactPersonId: DbId,
  remoteDocumentIds: Schema.Array(Schema.String),
  electricityInvoiceIds: Schema.optionalKey(Schema.Array(DbId)),
  paymentMethodType: PaymentMethodType,
})
export type BeginPaymentBody = typeof BeginPaymentBody.Type

/** Answer of the begin call: the address to send the browser to. */
export const BeginPaymentResponse = Schema.String
export type BeginPaymentResponse = typeof BeginPaymentResponse.Type

/** Body of POST /payment/process. */
export const ProcessPaymentBody = Schema.Struct({ orderToken: Schema.String })
export type ProcessPaymentBody = typeof ProcessPaymentBody.Type

/** Known statuses: CAPTURED → success, PENDING → retry in 5 s; any other value is a failure. */
export const PaymentStatuses = ["CAPTURED", "PENDING"] as const
export const KnownPaymentStatus = Schema.Literals(PaymentStatuses)
export type KnownPaymentStatus = typeof KnownPaymentStatus.Type

/** Answer of POST /payment/process: status is CAPTURED, PENDING or another value (a failure). */
export const ProcessPaymentResponse = Schema.Struct({ status: Schema.String })
export type ProcessPaymentResponse = typeof ProcessPaymentResponse.Type
