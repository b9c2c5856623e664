import type { Hono } from "hono"
import { saleOrdersCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./saleOrders.handlers"

/** Fuel sale orders and price quotes (spec part 2, /tellimused). */
export function saleOrdersRoutes(app: Hono<AppEnv>) {
  bindCall(app, saleOrdersCalls.saleOrders, h.saleOrders)
  bindCall(app, saleOrdersCalls.saleOrderCustomer, h.saleOrderCustomer)
  bindCall(app, saleOrdersCalls.loadingProviders, h.loadingProviders)
  bindCall(app, saleOrdersCalls.saleOrderProducts, h.saleOrderProducts)
  bindCall(app, saleOrdersCalls.saleOrderCreate, h.saleOrderCreate)
  bindCall(app, saleOrdersCalls.saleOrderAccept, h.saleOrderAccept)
  bindCall(app, saleOrdersCalls.saleOrderCancel, h.saleOrderCancel)
  bindCall(app, saleOrdersCalls.saleOrderPdf, h.saleOrderPdf)
}
