import type { EventSpec } from "../element/spec"

/** Told by every element that can start a payment (ise-invoice-payment, ise-new-invoices). */
export const paymentStartedEvent = {
  description:
    "The browser is about to leave for the bank or card page. Cancelable: a host that calls preventDefault() (an app webview opening the bank in the system browser) keeps the page and opens `redirectUrl` itself.",
  detail: { redirectUrl: { type: "string", description: "The bank's or card page's address." } },
  cancelable: true,
  deprecatedAlias: "payment-started",
} as const satisfies EventSpec
