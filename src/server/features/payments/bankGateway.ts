import type { BankType, PaymentMethodType } from "../../../core/schemas/payments"

/** A payment order as the bank sees it when the payer is sent there. */
export interface BankOrder {
  readonly orderToken: string
  readonly methodType: PaymentMethodType
  readonly bankType: BankType | null
}

/**
 * The bank link and card processor as the payments feature sees them. Orders are rows (payment_orders):
 * the gateway only says where the payer's browser goes and shows the banks' logos; the bank's decision
 * comes back through `decideOrder` (payments.service.ts), whichever process receives it. The simulated
 * bank (simulators/bank.ts) implements it.
 */
export interface BankGateway {
  /** The address the payer's browser opens to pay the order (the bank's or the card processor's page). */
  paymentPageUrl(order: BankOrder, origin: string): string
  /** The logo of a bank of the bank link, or of the card payment (`"CARD"`). */
  logoUrl(method: BankType | "CARD", origin: string): string
}
