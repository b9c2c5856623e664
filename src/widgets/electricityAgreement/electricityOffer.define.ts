import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { ElectricityOfferElement } from "./ElectricityOfferElement"
import { electricityOfferElement } from "./electricityOffer.element"

export const ELECTRICITY_OFFER_TAG = electricityOfferElement.tag

/** Registers <ise-electricity-offer> once, with the attributes of its spec. */
export const defineElectricityOffer = (): void => defineElement(electricityOfferElement, ElectricityOfferElement)

declare global {
  interface HTMLElementTagNameMap {
    [electricityOfferElement.tag]: ElementOf<typeof electricityOfferElement>
  }
}
