import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties } from "../element/theme"
import { paymentStartedEvent } from "./paymentStarted.event"

/** <ise-invoice-payment>: the one description of its public API (see src/widgets/element/spec.ts). */
export const invoicePaymentElement = {
  tag: "ise-invoice-payment",
  className: "InvoicePaymentElement",
  summary: "The payment of unpaid invoices on its own, for an app webview.",
  description:
    "The customer's unpaid invoices with every payable one preselected, the selected sum, a button per bank and the card. Before the browser leaves for the bank it emits `ise-payment-started`; a host that cancels it opens the address itself.",
  signedIn: true,
  attributes: signedInAttributes,
  events: { "ise-payment-started": paymentStartedEvent },
  cssProperties: propertiesOf(shellProperties, [theme.warning, theme.warningSoft]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
