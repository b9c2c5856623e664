import type { Hono } from "hono"
import { pricesCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import { answerEarly } from "../../http/earlyAnswers"
import * as h from "./prices.handlers"

export function pricesRoutes(app: Hono<AppEnv>) {
  bindCall(app, pricesCalls.prices, h.prices)
  answerEarly(app, pricesCalls.prices, h.freshPrices)
  bindCall(app, pricesCalls.customerPrices, h.customerPricesHandler)
}
