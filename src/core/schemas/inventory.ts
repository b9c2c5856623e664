import * as Schema from "effect/Schema"
import { Opt } from "./common"

export const LocationQuantity = Schema.Struct({
  locationName: Schema.String,
  remoteObjectId: Schema.String,
  quantity: Schema.Number,
})
export type LocationQuantity = typeof LocationQuantity.Type

/** Stock row, spec part 2 §3. */
export const InventoryItem = Schema.Struct({
  remoteId: Schema.String,
  name: Schema.String,
  searchCode: Opt(Schema.String),
  locationQuantities: Schema.Array(LocationQuantity),
  expenseQuantity: Opt(Schema.Number),
  expenseReason: Opt(Schema.String),
})
export type InventoryItem = typeof InventoryItem.Type

export const Booking = Schema.Struct({
  documentDate: Schema.String,
  remoteProductId: Schema.String,
  productName: Schema.String,
  quantity: Schema.Number,
  priceVat: Opt(Schema.Number),
  loadingLocationName: Opt(Schema.String),
})
export type Booking = typeof Booking.Type
