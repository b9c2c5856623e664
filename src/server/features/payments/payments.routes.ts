import type { Hono } from "hono"
import { paymentsCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./payments.handlers"

export function paymentsRoutes(app: Hono<AppEnv>) {
  bindCall(app, paymentsCalls.paymentMethods, h.paymentMethods)
  bindCall(app, paymentsCalls.paymentBegin, h.paymentBegin)
  bindCall(app, paymentsCalls.paymentProcess, h.paymentProcess)
}
