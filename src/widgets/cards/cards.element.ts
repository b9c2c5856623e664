import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-cards>: the one description of its public API (see src/widgets/element/spec.ts). */
export const cardsElement = {
  tag: "ise-cards",
  className: "CardsElement",
  summary: "The customer's payment and discount cards (/kaardid) with ordering, limit, block and PIN changes, for other pages.",
  description:
    "Tabs for payment and discount cards, the active / blocked switch, search, sort and paging (20 a page; cards as cards while both types have 6 or fewer), the new card, change card and ID credit card PIN modals and the limits warning. The list state lives in the element (not the host's address). It emits `ise-card-requested` after a new card request and `ise-card-changed` after a limit, block or PIN change.",
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    "card-type": {
      type: "string",
      values: ["PAYMENT_CARD", "DISCOUNT_CARD"],
      default: "PAYMENT_CARD",
      description: "The tab the element opens with.",
    },
  },
  events: {
    "ise-card-requested": {
      description: "A new card request was sent (the retailer's staff will issue the card at the chosen station).",
      detail: { cardType: { type: "string", description: "`PAYMENT_CARD` or `DISCOUNT_CARD`." } },
    },
    "ise-card-changed": {
      description: "A card's monthly limit, blocked state or (ID credit card) PIN was changed.",
      detail: { remoteCardId: { type: "string", description: "The card number." } },
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
