import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-id-credit-promo>: the one description of its public API (see src/widgets/element/spec.ts). */
export const idCreditPromoElement = {
  tag: "ise-id-credit-promo",
  className: "IdCreditPromoElement",
  summary: 'The front page\'s "ID-kaart krediitkaardiks!" promo with its application, for other pages.',
  description:
    'Shown only to a person whose user may request ID credit (canRequestIdCredit); renders nothing otherwise. "Taotle" opens the application (e-mail, phone, PIN, address, city, county, postal code, RFID sticker); after it is sent the server e-mails a confirmation link valid 14 days, the promo is replaced by a thank-you line and `ise-id-credit-applied` is emitted.',
  signedIn: true,
  attributes: { ...signedInAttributes },
  events: {
    "ise-id-credit-applied": {
      description: "The application was sent; a confirmation link went to the given address.",
      detail: {
        customerId: { type: "number", description: "The customer the application was made for." },
        email: { type: "string", description: "Where the confirmation link was sent." },
      },
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
