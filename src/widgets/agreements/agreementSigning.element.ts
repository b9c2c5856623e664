import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"

const agreementDetail = { agreementId: { type: "number", description: "The `agreement-id` of the element." } } as const

/** <ise-agreement-signing>: the one description of its public API (see src/widgets/element/spec.ts). */
export const agreementSigningElement = {
  tag: "ise-agreement-signing",
  className: "AgreementSigningElement",
  summary: "The signing of one oil agreement (Smart-ID, Mobile-ID, ID card), for an app webview.",
  description:
    "Opens the signing modal of one agreement at once. It tells the host how it ended: `ise-agreement-signed` after a completed signature, `ise-agreement-signing-closed` when the user closes it unsigned.",
  signedIn: true,
  attributes: {
    ...signedInAttributes,
    "agreement-id": {
      type: "number",
      description: "The agreement to sign (its id in the agreement lists); setting another one opens the modal again.",
    },
  },
  events: {
    "ise-agreement-signed": {
      description: "The agreement was signed; the modal has closed.",
      detail: { ...agreementDetail, customerId: { type: "number", description: "The `customer-id` of the element." } },
      deprecatedAlias: "agreement-signed",
    },
    "ise-agreement-signing-closed": {
      description: "The user closed the modal without signing.",
      detail: agreementDetail,
      deprecatedAlias: "agreement-signing-closed",
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties, [
    theme.inputBorderLight,
    theme.neutralSoft,
    theme.highlight,
    theme.pending,
    theme.pendingSoft,
  ]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
