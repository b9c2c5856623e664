import r2wc from "@r2wc/react-to-web-component"
import { AgreementSigningElement } from "./AgreementSigningElement"

export const AGREEMENT_SIGNING_TAG = "ise-agreement-signing"

/** Registers <ise-agreement-signing token customer-id locale api-base agreement-id> once. */
export const defineAgreementSigning = (): void => {
  if (customElements.get(AGREEMENT_SIGNING_TAG)) return
  customElements.define(
    AGREEMENT_SIGNING_TAG,
    r2wc(AgreementSigningElement, {
      shadow: "open",
      props: { token: "string", customerId: "string", locale: "string", apiBase: "string", agreementId: "string" },
    }),
  )
}

declare global {
  interface HTMLElementTagNameMap {
    "ise-agreement-signing": HTMLElement & { token?: string; customerId?: string; locale?: string; apiBase?: string; agreementId?: string }
  }
}
