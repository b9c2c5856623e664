import type { Hono } from "hono"
import { loyaltyCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./loyalty.handlers"

/** The front page loyalty section's call (part 1 §7, part 3 "Loyalty and cards"). */
export function loyaltyRoutes(app: Hono<AppEnv>) {
  bindCall(app, loyaltyCalls.loyaltyLevels, h.loyaltyLevels)
}
