import { publicAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme } from "../element/theme"

/** <ise-fuel-prices>: the one description of its public API (see src/widgets/element/spec.ts). */
export const fuelPricesElement = {
  tag: "ise-fuel-prices",
  className: "FuelPricesElement",
  summary: "The public fuel price table for marketing pages.",
  description:
    'Prices at the stations (GET /prices) with a switch between prices with and without VAT; no sign-in, nothing shared with the page. The business view (`vat="without"`) also lists LPG.',
  signedIn: false,
  attributes: {
    ...publicAttributes,
    vat: {
      type: "string",
      values: ["with", "without"],
      default: "with",
      description: "The VAT mode to open in: `with` for consumers, `without` for the business view (LPG shown).",
    },
  },
  events: {},
  cssProperties: [
    theme.text,
    theme.muted,
    theme.surface,
    theme.border,
    theme.brand,
    theme.focus,
    theme.textInverse,
    theme.radiusSmall,
    theme.radiusLarge,
    theme.radiusPill,
    theme.font,
  ],
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
