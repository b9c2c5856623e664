import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-charging-offer>: the one description of its public API (see src/widgets/element/spec.ts). */
export const chargingOfferElement = {
  tag: "ise-charging-offer",
  className: "ChargingOfferElement",
  summary: "The charging agreement offer (the portal's /laadimine/leping): review, confirm or decline it.",
  description:
    'Shows the customer\'s first PENDING charging agreement offer: the service, purchase and third-party compensation options, the contract period, address, metering point, advance payment, SIM and RFID card counts, every pricing line, the terms and the end date; and the form (name and registry code read-only; e-mail, phone, address, start date dd.mm.yyyy, terms). "Eelvaade" opens the contract PDF in a dialog (the browser\'s own viewer), "Laadi alla" saves it named after the contract number. Confirming shows "Lepingu sõlmimine oli edukas" and emits `ise-charging-offer-accepted`; declining (after a confirmation dialog) shows "Pakkumusest keeldutud" and emits `ise-charging-offer-rejected`. An offer is decided once. Without a pending offer it says so.',
  signedIn: true,
  attributes: { ...signedInAttributes },
  events: {
    "ise-charging-offer-accepted": {
      description: "The offer was accepted: the agreement is concluded.",
      detail: {
        agreementId: { type: "number", description: "The agreement's id." },
        contractNumber: { type: "string", description: "The contract number (the PDF's file name)." },
        startDate: { type: "string", description: "The chosen start date, YYYY-MM-DD." },
      },
    },
    "ise-charging-offer-rejected": {
      description: "The offer was declined.",
      detail: {
        agreementId: { type: "number", description: "The agreement's id." },
        contractNumber: { type: "string", description: "The contract number." },
      },
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties, [theme.radiusCircle]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
