import { defineCall } from "./call"
import { consumptionRule } from "./callRules"
import { MeasurementData, MeasurementQuery } from "../schemas/consumption"
import { CustomerMeteringPoints } from "../schemas/electricityAgreement"

export const meteringPoints = defineCall({
  id: "meteringPoints",
  method: "GET",
  path: "/electricity/metering-points/{customerId}",
  response: CustomerMeteringPoints,
  access: "customer",
  pathChosen: true,
  summary: "The customer's EIC and metering points",
})

export const measurements = defineCall({
  id: "measurements",
  method: "GET",
  path: "/electricity/measurements/{customerId}/{pointId}",
  query: MeasurementQuery,
  response: MeasurementData,
  ...consumptionRule,
  pathChosen: true,
  summary:
    "Consumption and production of a metering point from–to at HOUR (each hour an ISO 8601 instant with its offset: 25 on the autumn clock-change day, 23 in spring), DAY or MONTH, with statistics",
})
