import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { Booking, InventoryItem } from "../schemas/inventory"

export const inventory = defineCall({
  id: "inventory",
  method: "GET",
  path: "/inventory/{customerId}",
  response: Schema.Array(InventoryItem),
  access: "customer",
  roles: ["SUPPLIER"],
  summary: "Stock per product and location, with the expense reason",
})

export const bookings = defineCall({
  id: "bookings",
  method: "GET",
  path: "/booking/{customerId}",
  response: Schema.Array(Booking),
  access: "customer",
  roles: ["BOOKER"],
  summary: "Bookings: date, product, quantity, price, loading location",
})
