import type { Hono } from "hono"
import { terminalCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./terminal.handlers"

/** Terminal operations: stock, bookings, tanks and dispensing orders (spec part 2). */
export function terminalRoutes(app: Hono<AppEnv>) {
  bindCall(app, terminalCalls.inventory, h.inventory)
  bindCall(app, terminalCalls.bookings, h.bookings)
  bindCall(app, terminalCalls.tanks, h.tanks)
  bindCall(app, terminalCalls.dispensingOrders, h.dispensingOrders)
  bindCall(app, terminalCalls.dispensingOrderFuels, h.dispensingOrderFuels)
  bindCall(app, terminalCalls.carriers, h.carriers)
  bindCall(app, terminalCalls.cars, h.cars)
  bindCall(app, terminalCalls.drivers, h.drivers)
  bindCall(app, terminalCalls.dispensingOrderCreate, h.dispensingOrderCreate)
  bindCall(app, terminalCalls.dispensingOrderEdit, h.dispensingOrderEdit)
  bindCall(app, terminalCalls.dispensingOrderSaveState, h.dispensingOrderSaveState)
  bindCall(app, terminalCalls.dispensingOrderEditState, h.dispensingOrderEditState)
}
