import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { AgreementSigningElement } from "./AgreementSigningElement"
import { agreementSigningElement } from "./agreementSigning.element"

export const AGREEMENT_SIGNING_TAG = agreementSigningElement.tag

/** Registers <ise-agreement-signing> once, with the attributes of its spec. */
export const defineAgreementSigning = (): void => defineElement(agreementSigningElement, AgreementSigningElement)

declare global {
  interface HTMLElementTagNameMap {
    [agreementSigningElement.tag]: ElementOf<typeof agreementSigningElement>
  }
}
