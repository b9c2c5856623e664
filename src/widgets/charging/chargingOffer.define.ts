import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { ChargingOfferElement } from "./ChargingOfferElement"
import { chargingOfferElement } from "./chargingOffer.element"

export const CHARGING_OFFER_TAG = chargingOfferElement.tag

/** Registers <ise-charging-offer> once, with the attributes of its spec. */
export const defineChargingOffer = (): void => defineElement(chargingOfferElement, ChargingOfferElement)

declare global {
  interface HTMLElementTagNameMap {
    [chargingOfferElement.tag]: ElementOf<typeof chargingOfferElement>
  }
}
