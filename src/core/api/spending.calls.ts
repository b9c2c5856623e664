import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { chargingSessionsRule, consumptionRule, documentRowsRule, spendingRule, vehiclesRule, vehiclesWriteRule } from "./callRules"
import {
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

export const vehicleUpdate = defineCall({
  id: "vehicleUpdate",
  method: "PUT",
  path: "/vehicles/{customerId}",
  body: Vehicle,
  response: Vehicle,
  ...vehiclesWriteRule,
  pathChosen: true,
  changes: [vehicles],
  summary: "Set a vehicle's fuel type and tank capacity (404 for a registration number the customer has not)",
})
