import type { Hono } from "hono"
import { dispensingCalls, inventoryCalls, tanksCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./terminal.handlers"

/** Terminal operations: stock, bookings, tanks and dispensing orders (spec part 2). */
export function terminalRoutes(app: Hono<AppEnv>) {
  bindCall(app, inventoryCalls.inventory, h.inventory)
  bindCall(app, inventoryCalls.bookings, h.bookings)
  bindCall(app, tanksCalls.tanks, h.tanks)
  bindCall(app, dispensingCalls.dispensingOrders, h.dispensingOrders)
  bindCall(app, dispensingCalls.dispensingOrderFuels, h.dispensingOrderFuels)
  bindCall(app, dispensingCalls.carriers, h.carriers)
  bindCall(app, dispensingCalls.cars, h.cars)
  bindCall(app, dispensingCalls.drivers, h.drivers)
  bindCall(app, dispensingCalls.dispensingOrderCreate, h.dispensingOrderCreate)
  bindCall(app, dispensingCalls.dispensingOrderEdit, h.dispensingOrderEdit)
  bindCall(app, dispensingCalls.dispensingOrderSaveState, h.dispensingOrderSaveState)
  bindCall(app, dispensingCalls.dispensingOrderEditState, h.dispensingOrderEditState)
}
