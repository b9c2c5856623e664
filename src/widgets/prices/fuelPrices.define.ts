import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { FuelPricesElement } from "./FuelPricesElement"
import { fuelPricesElement } from "./fuelPrices.element"

export const FUEL_PRICES_TAG = fuelPricesElement.tag

/** Registers <ise-fuel-prices> once, with the attributes of its spec. */
export const defineFuelPrices = (): void => defineElement(fuelPricesElement, FuelPricesElement)

declare global {
  interface HTMLElementTagNameMap {
    [fuelPricesElement.tag]: ElementOf<typeof fuelPricesElement>
  }
}
