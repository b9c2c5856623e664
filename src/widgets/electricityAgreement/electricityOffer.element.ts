import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-electricity-offer>: the one description of its public API (see src/widgets/element/spec.ts). */
export const electricityOfferElement = {
  tag: "ise-electricity-offer",
  className: "ElectricityOfferElement",
  summary: "An electricity agreement offer (the portal's /elekter/leping?offer=…): review, accept or reject it.",
  description:
    'The offer view of the electricity agreement wizard: the offered package and the offer\'s terms (contract number, base price, marginal, end date), the contract preview (the browser\'s own PDF viewer, not pdf.js), the contact fields, the start date (dd.mm.yyyy, within the offer\'s window) and the terms checkbox. "Sõlmi leping" accepts the offer, shows "Pakkumus on vastu võetud" and emits `ise-electricity-offer-accepted`; "Loobu" opens the reject dialog, whose confirmation shows "Pakkumusest keeldutud" and emits `ise-electricity-offer-rejected`. The result stays in the element (it does not navigate). An offer is decided once. Without a pending offer it says so.',
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    "offer-id": {
      type: "number",
      description: "The offer to show (one of the customer's electricity agreements); the customer's first pending offer without it.",
    },
  },
  events: {
    "ise-electricity-offer-accepted": {
      description: "The offer was accepted: the agreement is concluded.",
      detail: {
        offerId: { type: "number", description: "The offer's id (the agreement's id)." },
        contractNumber: { type: "string", description: "The contract number." },
        startDate: { type: "string", description: "The chosen start date, YYYY-MM-DD." },
      },
    },
    "ise-electricity-offer-rejected": {
      description: "The offer was rejected.",
      detail: {
        offerId: { type: "number", description: "The offer's id." },
        contractNumber: { type: "string", description: "The contract number." },
      },
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties, [
    theme.neutralSoft,
    theme.warningDark,
    theme.warningPale,
    theme.brandPale,
    theme.brandBorder,
    theme.shadowPage,
    theme.radiusSmall,
    theme.radiusCircle,
  ]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
