import r2wc from "@r2wc/react-to-web-component"
import { FuelPricesElement } from "./FuelPricesElement"

export const FUEL_PRICES_TAG = "ise-fuel-prices"

/** Registers <ise-fuel-prices locale api-base vat> once. */
export const defineFuelPrices = (): void => {
  if (customElements.get(FUEL_PRICES_TAG)) return
  customElements.define(
    FUEL_PRICES_TAG,
    r2wc(FuelPricesElement, { shadow: "open", props: { locale: "string", apiBase: "string", vat: "string" } }),
  )
}

declare global {
  interface HTMLElementTagNameMap {
    "ise-fuel-prices": HTMLElement & { locale?: string; apiBase?: string; vat?: string }
  }
}
