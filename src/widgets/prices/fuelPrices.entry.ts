/** Entry of the self-contained script: loading it registers <ise-fuel-prices>. */
import { defineFuelPrices } from "./fuelPrices.define"

defineFuelPrices()
