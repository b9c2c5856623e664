import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { bookingsRule, stockRule } from "./callRules"
import { Booking, InventoryItem } from "../schemas/inventory"

export const inventory = defineCall({
  id: "inventory",
  method: "GET",
  path: "/inventory/{customerId}",
  response: Schema.Array(InventoryItem),
  ...stockRule,
  summary: "Stock per product and location, with the expense reason",
})

export const bookings = defineCall({
  id: "bookings",
  method: "GET",
  path: "/booking/{customerId}",
  response: Schema.Array(Booking),
  ...bookingsRule,
  summary: "Bookings: date, product, quantity, price, loading location",
})
