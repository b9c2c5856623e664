import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-spend-summary>: the one description of its public API (see src/widgets/element/spec.ts). */
export const spendSummaryElement = {
  tag: "ise-spend-summary",
  className: "SpendSummaryElement",
  summary: "This month's spend by category and the progress of the customer's monthly budgets (the portal's /kulud), for other pages.",
  description:
    "The current month's spend (Tallinn) by category — fuel, other card purchases, electricity, charging — as far as the contact's roles show each source (statement lines: ADMIN or VIEW_DOCUMENT_ROWS; electricity: ELECTRICITY_CUSTOMER), with VAT for persons and apartment associations and without it for companies; under them each monthly budget with its spend, share and a meter (80 % and 100 % are marked). A link leads to the whole view. Reading the budgets also sends the customer the budget alert e-mails that have come due.",
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    href: { type: "string", default: "/kulud", description: "Where the link to the whole spending view leads." },
  },
  events: {},
  cssProperties: propertiesOf(shellProperties, modalProperties, [
    theme.highlight,
    theme.warning,
    theme.production,
    theme.radiusTiny,
    theme.radiusCircle,
  ]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
