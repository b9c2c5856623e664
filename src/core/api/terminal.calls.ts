import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { bookingsRule, dispensingRule, stockRule, tanksRule, transportRule } from "./callRules"
import {
  Car,
  Carrier,
  DispensingFuel,
  DispensingOrder,
  DispensingOrderCreate,
  DispensingOrderEdit,
  DispensingOrderListQuery,
  DispensingOrderStarted,
  DispensingStateBody,
  DispensingStateResponse,
  Driver,
  VehicleListQuery,
} from "../schemas/terminal"
import { Booking, InventoryItem, TankPage, TankPageQuery } from "../schemas/terminal"

export const dispensingOrders = defineCall({
  id: "dispensingOrders",
  method: "GET",
  path: "/dispensing-order/{customerId}",
  query: DispensingOrderListQuery,
  response: Schema.Array(DispensingOrder),
  ...dispensingRule,
  summary: "Dispensing orders of the customer, newest first: all of them, or one page with `size` (and `page` from 0)",
})

export const dispensingOrderFuels = defineCall({
  id: "dispensingOrderFuels",
  method: "GET",
  path: "/customer-product/dispensing-order-fuels/{customerId}",
  response: Schema.Array(DispensingFuel),
  ...dispensingRule,
  summary: "Fuels that may be dispensed, per warehouse ('1' commercial, '33' excise), with stock in litres",
})

export const carriers = defineCall({
  id: "carriers",
  method: "GET",
  path: "/carriers",
  response: Schema.Array(Carrier),
  access: "user",
  summary: "Carriers (name, searchCode)",
})

export const cars = defineCall({
  id: "cars",
  method: "GET",
  path: "/cars/{customerId}",
  query: VehicleListQuery,
  response: Schema.Array(Car),
  ...transportRule,
  summary: "Cars (isRemoteId=true), optionally of one carrier",
})

export const drivers = defineCall({
  id: "drivers",
  method: "GET",
  path: "/drivers/{customerId}",
  query: VehicleListQuery,
  response: Schema.Array(Driver),
  ...transportRule,
  summary: "Drivers (isRemoteId=true), optionally of one carrier",
})

export const dispensingOrderCreate = defineCall({
  id: "dispensingOrderCreate",
  method: "POST",
  path: "/dispensing-order/{customerId}",
  body: DispensingOrderCreate,
  response: DispensingOrderStarted,
  ...dispensingRule,
  summary: "Start saving a new dispensing order; answers the uid to poll save-state with",
})

export const dispensingOrderSaveState = defineCall({
  id: "dispensingOrderSaveState",
  method: "POST",
  path: "/dispensing-order/save-state/{customerId}",
  body: DispensingStateBody,
  response: DispensingStateResponse,
  ...dispensingRule,
  // The order is saved by the terminal's system: its COMPLETED answer is what changes the list and the stock.
  changes: [dispensingOrders, dispensingOrderFuels],
  summary: "State of saving a new order: RUNNING (poll again in 6 s), FAILED or COMPLETED",
})

export const dispensingOrderEdit = defineCall({
  id: "dispensingOrderEdit",
  method: "PUT",
  path: "/dispensing-order/{customerId}",
  body: DispensingOrderEdit,
  response: DispensingOrderStarted,
  ...dispensingRule,
  errors: ["NOT_MODIFIABLE", "EDIT_RUNNING"],
  summary: "Start editing a modifiable order (new rows, changed rows; quantity 0 removes); answers the uid",
})

export const dispensingOrderEditState = defineCall({
  id: "dispensingOrderEditState",
  method: "POST",
  path: "/dispensing-order/edit-state/{customerId}",
  body: DispensingStateBody,
  response: DispensingStateResponse,
  ...dispensingRule,
  // The change is applied by the terminal's system: its COMPLETED answer is what changes the list and the stock.
  changes: [dispensingOrders, dispensingOrderFuels],
  summary: "State of an edit: RUNNING (poll again in 6 s), FAILED or COMPLETED",
})

// Stock and bookings (/laoseis, /broneeringud)
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

// Tanks (/mahutid)
export const tanks = defineCall({
  id: "tanks",
  method: "GET",
  path: "/tanks/{customerId}",
  query: TankPageQuery,
  response: TankPage,
  ...tanksRule,
  summary: "Tanks with level, capacity and notification threshold, paged (size 25, ID ascending)",
})
