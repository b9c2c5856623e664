import type { Hono } from "hono"
import { spendingCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./spending.handlers"

/** /kulud: the month's spend by category and its breakdowns, the charging sessions and the vehicles. */
export function spendingRoutes(app: Hono<AppEnv>) {
  bindCall(app, spendingCalls.spendingSummary, h.spendingSummary)
  bindCall(app, spendingCalls.spendingBreakdown, h.spendingBreakdown)
  bindCall(app, spendingCalls.spendingPoints, h.spendingPoints)
  bindCall(app, spendingCalls.spendingSites, h.spendingSites)
  bindCall(app, spendingCalls.chargingSessions, h.chargingSessions)
  bindCall(app, spendingCalls.vehicles, h.vehicles)
  bindCall(app, spendingCalls.vehicleUpdate, h.vehicleUpdate)
  bindCall(app, spendingCalls.spendingBudgets, h.spendingBudgets)
  bindCall(app, spendingCalls.spendingBudgetsUpdate, h.spendingBudgetsUpdate)
  bindCall(app, spendingCalls.spendingAnomalies, h.spendingAnomalies)
  bindCall(app, spendingCalls.spendingAnomalyExplain, h.spendingAnomalyExplain)
  bindCall(app, spendingCalls.businessHoursCardsUpdate, h.businessHoursCardsUpdate)
}
