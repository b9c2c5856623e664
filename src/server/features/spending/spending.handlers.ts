import type { spendingCalls } from "../../../core/api"
import type { CustomerKind } from "../../../core/rules/access"
import { spendingCategoriesFor, spendingIncludesVat } from "../../../core/rules/spending"
import { tallinnDay } from "../../../core/rules/vat"
import type { Handler } from "../../http/bindCall"
import type { Clock } from "../../clock"
import { publicOrigin } from "../../http/publicOrigin"
import { anomalyList, explainAnomaly, setBusinessHoursCards } from "./spending.anomalies"
import { budgetProgress, sendBudgetAlerts, setBudgets } from "./spending.budgets"
import { listChargingSessions } from "./spending.charging"
import { valueOrRefusal } from "./spending.errors"
import {
  spendingBreakdown as breakdownOf,
  spendingPoints as pointsOf,
  spendingSites as sitesOf,
  spendingSummary as summaryOf,
  type SpendingView,
} from "./spending.service"
import { updateVehicle, vehiclesOf } from "./spending.vehicles"

/** The categories the contact's roles show and the VAT mode of the customer's kind (companies without VAT). */
const viewOf = (customerId: number, kind: CustomerKind): SpendingView => ({
  customerId,
  categories: spendingCategoriesFor(kind),
  includesVat: spendingIncludesVat(kind),
})

/** The asked month, else the current month in Tallinn. */
const monthOf = (query: { readonly month?: string }, clock: Clock) => query.month ?? tallinnDay(clock.now()).slice(0, 7)

/** GET /spending/{customerId}/summary */
export const spendingSummary: Handler<typeof spendingCalls.spendingSummary> = ({ deps, params, query, customerKind }) =>
  summaryOf(deps.db, viewOf(params.customerId, customerKind), monthOf(query, deps.clock))

/** GET /spending/{customerId}/card-purchases */
export const spendingBreakdown: Handler<typeof spendingCalls.spendingBreakdown> = ({ deps, params, query, customerKind }) =>
  breakdownOf(deps.db, viewOf(params.customerId, customerKind), monthOf(query, deps.clock), query.by)

/** GET /spending/{customerId}/metering-points */
export const spendingPoints: Handler<typeof spendingCalls.spendingPoints> = ({ deps, params, query, customerKind }) =>
  pointsOf(deps.db, viewOf(params.customerId, customerKind), monthOf(query, deps.clock))

/** GET /spending/{customerId}/charging-sites */
export const spendingSites: Handler<typeof spendingCalls.spendingSites> = ({ deps, params, query, customerKind }) =>
  sitesOf(deps.db, viewOf(params.customerId, customerKind), monthOf(query, deps.clock))

/** GET /charging/sessions/{customerId} */
export const chargingSessions: Handler<typeof spendingCalls.chargingSessions> = ({ deps, params, query, customerKind }) =>
  listChargingSessions(deps.db, params.customerId, query, spendingIncludesVat(customerKind))

/** GET /vehicles/{customerId} */
export const vehicles: Handler<typeof spendingCalls.vehicles> = ({ deps, params }) => vehiclesOf(deps.db, params.customerId)

/** PUT /vehicles/{customerId} */
export const vehicleUpdate: Handler<typeof spendingCalls.vehicleUpdate> = async ({ deps, params, body }) =>
  valueOrRefusal(await updateVehicle(deps.db, params.customerId, body))

/** GET /spending/{customerId}/budgets: for the current month the alerts due are sent first, so the figures and the mails agree. */
export const spendingBudgets: Handler<typeof spendingCalls.spendingBudgets> = async ({ c, deps, params, query, customerKind }) => {
  const view = viewOf(params.customerId, customerKind)
  const current = monthOf({}, deps.clock)
  const month = monthOf(query, deps.clock)
  if (month === current) await sendBudgetAlerts(deps.db, view, { month, now: deps.clock.now(), origin: publicOrigin(c) })
  return budgetProgress(deps.db, view, month)
}

/** PUT /spending/{customerId}/budgets */
export const spendingBudgetsUpdate: Handler<typeof spendingCalls.spendingBudgetsUpdate> = async ({
  c,
  deps,
  params,
  body,
  user,
  customerKind,
}) =>
  valueOrRefusal(
    await setBudgets(deps.db, viewOf(params.customerId, customerKind), body, user.userId, {
      month: monthOf({}, deps.clock),
      now: deps.clock.now(),
      origin: publicOrigin(c),
    }),
  )

/** GET /spending/{customerId}/anomalies: for the current month the ones not told yet are mailed first. */
export const spendingAnomalies: Handler<typeof spendingCalls.spendingAnomalies> = async ({ c, deps, params, query }) => {
  const month = monthOf(query, deps.clock)
  const alert = month === monthOf({}, deps.clock) ? { now: deps.clock.now(), origin: publicOrigin(c) } : undefined
  return anomalyList(deps.db, params.customerId, month, alert)
}

/** PUT /spending/{customerId}/anomalies */
export const spendingAnomalyExplain: Handler<typeof spendingCalls.spendingAnomalyExplain> = async ({ deps, params, body, user }) =>
  valueOrRefusal(await explainAnomaly(deps.db, params.customerId, user.userId, body, deps.clock.now()))

/** PUT /spending/{customerId}/business-hours-cards */
export const businessHoursCardsUpdate: Handler<typeof spendingCalls.businessHoursCardsUpdate> = async ({ deps, params, body }) =>
  valueOrRefusal(await setBusinessHoursCards(deps.db, params.customerId, body))
