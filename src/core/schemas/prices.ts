import * as Schema from "effect/Schema"
import { Opt } from "./common"

export { FuelProducts } from "./prices.products"

/** One row of GET /prices: the public price with VAT and the IDC special price. */
export const PublicPrice = Schema.Struct({
  noomId: Schema.Number,
  price: Schema.Number,
  idcPrice: Opt(Schema.Number),
})
export type PublicPrice = typeof PublicPrice.Type
export const PublicPriceList = Schema.Array(PublicPrice)

/** One row of GET /product-customer-price/{customerId}: the customer's own price with VAT. */
export const CustomerPrice = Schema.Struct({ noomId: Schema.Number, clientPrice: Schema.Number })
export type CustomerPrice = typeof CustomerPrice.Type
export const CustomerPriceList = Schema.Array(CustomerPrice)

/** A row of the price table as the widget shows it. */
export const FuelPriceRow = Schema.Struct({
  type: Schema.String,
  colorCode: Schema.String,
  textColor: Schema.String,
  withoutVAT: Schema.Number,
  withVAT: Schema.Number,
  priceOnLocation: Schema.Boolean,
  noomId: Schema.Number,
  sortOrder: Schema.Number,
  businessOnly: Schema.Boolean,
})
export type FuelPriceRow = typeof FuelPriceRow.Type
