import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { LoyaltyCardElement } from "./LoyaltyCardElement"
import { loyaltyCardElement } from "./loyaltyCard.element"

export const LOYALTY_CARD_TAG = loyaltyCardElement.tag

/** Registers <ise-loyalty-card> once, with the attributes of its spec. */
export const defineLoyaltyCard = (): void => defineElement(loyaltyCardElement, LoyaltyCardElement)

declare global {
  interface HTMLElementTagNameMap {
    [loyaltyCardElement.tag]: ElementOf<typeof loyaltyCardElement>
  }
}
