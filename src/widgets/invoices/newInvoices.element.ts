import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme } from "../element/theme"
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
  cssProperties: [
    theme.text,
    theme.muted,
    theme.surface,
    theme.border,
    theme.brand,
    theme.brandDark,
    theme.brandSoft,
    theme.danger,
    theme.dangerSoft,
    theme.success,
    theme.successSoft,
    theme.background,
    theme.textInverse,
    theme.surfaceInverse,
    theme.inputBorder,
    theme.info,
    theme.infoSoft,
    theme.warning,
    theme.warningDark,
    theme.warningSoft,
    theme.backdrop,
    theme.shadowToast,
    theme.shadowModal,
    theme.radiusMedium,
    theme.radius,
    theme.radiusLarge,
    theme.radiusXLarge,
    theme.radiusPill,
    theme.font,
  ],
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
