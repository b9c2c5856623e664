import type { Hono } from "hono"
import { electricityCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./electricity.handlers"

/** /elektritarbimine: the customer's metering points and their measurements. */
export function electricityRoutes(app: Hono<AppEnv>) {
  bindCall(app, electricityCalls.meteringPoints, h.meteringPoints)
  bindCall(app, electricityCalls.measurements, h.measurements)
}
