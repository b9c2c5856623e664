import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties } from "../element/theme"

/** <ise-loyalty-card>: the one description of its public API (see src/widgets/element/spec.ts). */
export const loyaltyCardElement = {
  tag: "ise-loyalty-card",
  className: "LoyaltyCardElement",
  summary: "The front page's loyalty section for persons: fuel discount, coffee card, car-wash card.",
  description:
    'For a person: litres fuelled this month with the current and next discount in s/L (the next level from 100 L, levels IDC and IDC2; "Erisoodus" for a privileged group), the coffee card (4 stamps, the 5th coffee free), the car-wash card (10%), and on phones links to the app stores. Renders nothing for a company or an apartment association.',
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    "app-store-href": {
      type: "string",
      default: "https://apps.apple.com/ee/",
      description: "The app's address in Apple's App Store (link shown on phones).",
    },
    "google-play-href": {
      type: "string",
      default: "https://play.google.com/store/apps",
      description: "The app's address in Google Play (link shown on phones).",
    },
  },
  events: {},
  cssProperties: propertiesOf(shellProperties, [theme.loyaltyCard, theme.radiusLarge, theme.radiusCircle]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
