import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-sale-orders>: the one description of its public API (see src/widgets/element/spec.ts). */
export const saleOrdersElement = {
  tag: "ise-sale-orders",
  className: "SaleOrdersElement",
  summary: "The company's fuel sale orders and price quotes (/tellimused), for other pages.",
  description:
    "The list of sale orders and price quotes with the status and unloading-location filters and the server's sort, the detail dialog with its status bar (accept a quote awaiting confirmation, cancel a changeable order), the quote PDFs, and the three-step dialog that asks for a price quote or places an order. Companies only; it emits `ise-sale-order-created` after a quote or order is saved.",
  signedIn: true,
  attributes: signedInAttributes,
  events: {
    "ise-sale-order-created": {
      description: "A price quote was asked for or an order placed (the list reloads by itself).",
      detail: { kind: { type: "string", description: "`quote` or `order`." } },
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties, [theme.stepLine, theme.radiusCircle]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
