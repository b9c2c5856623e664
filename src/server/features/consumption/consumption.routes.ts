import type { Hono } from "hono"
import { consumptionCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./consumption.handlers"

/** /elektritarbimine: metering points and measurements. */
export function consumptionRoutes(app: Hono<AppEnv>) {
  bindCall(app, consumptionCalls.meteringPoints, h.meteringPoints)
  bindCall(app, consumptionCalls.measurements, h.measurements)
}
