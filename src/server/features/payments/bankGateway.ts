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
  /**
   * The logo of a bank of the bank link, or of the card payment (`"CARD"`): an address relative to the
   * portal's own origin (`/v1/payment/logos/…`), so it loads at whatever address the portal was opened
   * (127.0.0.1, a LAN name); an element on another site resolves it against its `api-base`.
   */
  logoUrl(method: BankType | "CARD"): string
}

/**
 * The production start until a real bank link and card processor are configured: no payment page can be
 * opened (a logged 500), and the simulator's pages and logos are not mounted.
 */
export const unconfiguredBank = (): BankGateway => ({
  paymentPageUrl: () => {
    throw new Error("No bank link or card processor is configured (the simulated bank runs in demo mode only)")
  },
  logoUrl: bankLogoPath,
})

/** The simulator's logo of a bank or of the card, at our own origin. */
export const bankLogoPath = (method: BankType | "CARD"): string => `/v1/payment/logos/${method.toLowerCase()}.svg`
