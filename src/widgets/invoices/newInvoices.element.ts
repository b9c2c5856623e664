import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"
import { paymentStartedEvent } from "../payments"

/** <ise-new-invoices>: the one description of its public API (see src/widgets/element/spec.ts). */
export const newInvoicesElement = {
  tag: "ise-new-invoices",
  className: "NewInvoicesElement",
  summary: 'The front page\'s "UUED ARVED" cards with their payment modal, for other pages.',
  description:
    "The three newest unpaid invoices, each with a button opening the payment; when an invoice is factored, a link to all invoices instead. Before the browser leaves for the bank it emits `ise-payment-started`; a host that cancels it opens the address itself.",
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    "invoices-href": { type: "string", default: "/arved", description: 'Where the "Vaata arveid" (view invoices) link leads.' },
  },
  events: { "ise-payment-started": paymentStartedEvent },
  cssProperties: propertiesOf(shellProperties, modalProperties, [theme.warning, theme.warningDark, theme.warningSoft]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
