import type { Hono } from "hono"
import { pricesCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./prices.handlers"

export function pricesRoutes(app: Hono<AppEnv>) {
  bindCall(app, pricesCalls.prices, h.prices)
  bindCall(app, pricesCalls.customerPrices, h.customerPricesHandler)
}
