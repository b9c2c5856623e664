import type { Hono } from "hono"
import { sessionCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import { demoMode } from "../../demo"
import * as h from "./session.handlers"
import * as idCard from "./idCard.handlers"

export function sessionRoutes(app: Hono<AppEnv>) {
  bindCall(app, sessionCalls.smartIdLogin, h.smartIdLogin)
  bindCall(app, sessionCalls.mobileIdLogin, h.mobileIdLogin)
  bindCall(app, sessionCalls.loginPoll, h.loginPoll)
  bindCall(app, sessionCalls.refresh, h.refresh)
  bindCall(app, sessionCalls.logout, h.logout)
  bindCall(app, sessionCalls.redirectToken, h.redirectToken)
  bindCall(app, sessionCalls.redirectLogin, h.redirectLogin)
  bindCall(app, sessionCalls.idCardChallenge, idCard.idCardChallenge)
  bindCall(app, sessionCalls.idCardLogin, idCard.idCardLogin)
  bindCall(app, sessionCalls.signInProviders, h.signInProviders)
  // The simulated ID card exists in demo mode only.
  if (demoMode()) bindCall(app, sessionCalls.simulatedIdCardAuth, idCard.simulatedIdCardAuth)
}
