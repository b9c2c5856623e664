import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { IdCreditPromoElement } from "./IdCreditPromoElement"
import { idCreditPromoElement } from "./idCreditPromo.element"

export const ID_CREDIT_PROMO_TAG = idCreditPromoElement.tag

/** Registers <ise-id-credit-promo> once, with the attributes of its spec. */
export const defineIdCreditPromo = (): void => defineElement(idCreditPromoElement, IdCreditPromoElement)

declare global {
  interface HTMLElementTagNameMap {
    [idCreditPromoElement.tag]: ElementOf<typeof idCreditPromoElement>
  }
}
