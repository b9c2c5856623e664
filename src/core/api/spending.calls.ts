import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import {
  chargingSessionsRule,
  consumptionRule,
  documentRowsRule,
  spendingAdminRule,
  spendingRule,
  vehiclesRule,
  vehiclesWriteRule,
} from "./callRules"
import {
  AnomalyExplanation,
  AnomalyList,
  BudgetProgress,
  BusinessHoursCards,
  BudgetSettings,
  ChargingSessionPage,
  ChargingSessionQuery,
  PointSpending,
  SiteSpending,
  SpendingBreakdown,
  SpendingBreakdownQuery,
  SpendingMonthQuery,
  SpendingSummary,
  Vehicle,
} from "../schemas/spending"

export const spendingSummary = defineCall({
  id: "spendingSummary",
  method: "GET",
  path: "/spending/{customerId}/summary",
  query: SpendingMonthQuery,
  response: SpendingSummary,
  ...spendingRule,
  pathChosen: true,
  summary:
    "The month's spend by category (FUEL, OTHER card purchases, ELECTRICITY, CHARGING) and the 12 months before it; only the categories the contact's roles show (the others null); without VAT for companies",
})

export const spendingBreakdown = defineCall({
  id: "spendingBreakdown",
  method: "GET",
  path: "/spending/{customerId}/card-purchases",
  query: SpendingBreakdownQuery,
  response: SpendingBreakdown,
  ...documentRowsRule,
  pathChosen: true,
  summary: "The month's card purchases per card, vehicle or driver (the card's name), largest first",
})

export const spendingPoints = defineCall({
  id: "spendingPoints",
  method: "GET",
  path: "/spending/{customerId}/metering-points",
  query: SpendingMonthQuery,
  response: PointSpending,
  ...consumptionRule,
  pathChosen: true,
  summary: "The month's electricity consumption cost per metering point",
})

export const spendingSites = defineCall({
  id: "spendingSites",
  method: "GET",
  path: "/spending/{customerId}/charging-sites",
  query: SpendingMonthQuery,
  response: SiteSpending,
  ...chargingSessionsRule,
  pathChosen: true,
  summary: "The month's charging per site, largest first",
})

export const chargingSessions = defineCall({
  id: "chargingSessions",
  method: "GET",
  path: "/charging/sessions/{customerId}",
  query: ChargingSessionQuery,
  response: ChargingSessionPage,
  ...chargingSessionsRule,
  pathChosen: true,
  summary: "Charging sessions newest first, paged (size 20 by default, at most 500), with the kWh and cost of all that match",
})

export const vehicles = defineCall({
  id: "vehicles",
  method: "GET",
  path: "/vehicles/{customerId}",
  response: Schema.Array(Vehicle),
  ...vehiclesRule,
  pathChosen: true,
  summary: "The company's vehicles by registration number",
})

export const spendingBudgets = defineCall({
  id: "spendingBudgets",
  method: "GET",
  path: "/spending/{customerId}/budgets",
  query: SpendingMonthQuery,
  response: BudgetProgress,
  ...spendingRule,
  pathChosen: true,
  summary:
    "The month's spend against each monthly budget the contact may see (categories its roles show; card budgets with the statement); for the current month it also sends the 80 % and 100 % alert e-mails not yet sent",
})

export const spendingBudgetsUpdate = defineCall({
  id: "spendingBudgetsUpdate",
  method: "PUT",
  path: "/spending/{customerId}/budgets",
  body: BudgetSettings,
  response: BudgetProgress,
  ...spendingAdminRule,
  pathChosen: true,
  changes: [spendingBudgets],
  summary:
    "Replace the customer's monthly budgets (per category, per card) and the language of their alert e-mails; answers this month's progress (400 for a card the customer has not or a budget given twice)",
})

export const spendingAnomalies = defineCall({
  id: "spendingAnomalies",
  method: "GET",
  path: "/spending/{customerId}/anomalies",
  query: SpendingMonthQuery,
  response: AnomalyList,
  ...documentRowsRule,
  pathChosen: true,
  summary:
    "The month's anomalous card purchases, newest first: more fuel than the vehicle's tank, a fuel the vehicle does not take, a station further from the card's previous purchase than 130 km/h covers in the time between, a purchase outside business hours (Mon–Fri 07–19 Tallinn) with a card marked for them; for the current month, the ones not told yet go to the customer's e-mail",
})

export const spendingAnomalyExplain = defineCall({
  id: "spendingAnomalyExplain",
  method: "PUT",
  path: "/spending/{customerId}/anomalies",
  body: AnomalyExplanation,
  response: AnomalyList,
  ...spendingAdminRule,
  pathChosen: true,
  changes: [spendingAnomalies],
  summary: "Mark an anomaly explained, or take the mark back (404 when the line is not an anomaly of that kind); answers its month's list",
})

export const businessHoursCardsUpdate = defineCall({
  id: "businessHoursCardsUpdate",
  method: "PUT",
  path: "/spending/{customerId}/business-hours-cards",
  body: BusinessHoursCards,
  response: BusinessHoursCards,
  ...spendingAdminRule,
  pathChosen: true,
  changes: [spendingAnomalies],
  summary: "Set which cards are for business hours only (the others are not); 400 for a card the customer has not",
})

export const vehicleUpdate = defineCall({
  id: "vehicleUpdate",
  method: "PUT",
  path: "/vehicles/{customerId}",
  body: Vehicle,
  response: Vehicle,
  ...vehiclesWriteRule,
  pathChosen: true,
  changes: [vehicles, spendingAnomalies],
  summary: "Set a vehicle's fuel type and tank capacity (404 for a registration number the customer has not); its anomalies follow",
})
