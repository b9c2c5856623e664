import * as Schema from "effect/Schema"
import { Opt } from "./common"

export const Resolutions = ["HOUR", "DAY", "MONTH"] as const
export const Resolution = Schema.Literals(Resolutions)
export type Resolution = typeof Resolution.Type

/**
 * Measurements of a metering point from day `from` to day `to` (YYYY-MM-DD in Europe/Tallinn, both
 * included), optionally at a resolution (default: a day by HOUR, up to 62 days by DAY, else MONTH).
 */
export const MeasurementQuery = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  resolution: Schema.optionalKey(Resolution),
})
export type MeasurementQuery = typeof MeasurementQuery.Type

/**
 * A point: `time` is a month YYYY-MM (MONTH) or a day YYYY-MM-DD (DAY) of Europe/Tallinn, or (HOUR) the
 * hour's start as an ISO 8601 instant in Tallinn's wall time with its offset, YYYY-MM-DDTHH:00+03:00 in
 * summer and +02:00 in winter: the autumn clock-change day has 25 hours (two 03:00, +03:00 then +02:00),
 * the spring one 23.
 */
export const MeasurementPoint = Schema.Struct({
  time: Schema.String,
  consumptionKwh: Opt(Schema.Number),
  productionKwh: Opt(Schema.Number),
  /** Beyond the spec: what the consumption cost with VAT, in euros (core/rules/consumption.cost.ts, summed by the database). */
  costEuros: Opt(Schema.Number),
})
export type MeasurementPoint = typeof MeasurementPoint.Type

/** Consumption and production of the period and of the same period last year. */
export const MeasurementStatistics = Schema.Struct({
  consumptionForPeriodKwh: Opt(Schema.Number),
  productionForPeriodKwh: Opt(Schema.Number),
  lastYearConsumptionForPeriodKwh: Opt(Schema.Number),
  lastYearProductionForPeriodKwh: Opt(Schema.Number),
})
export type MeasurementStatistics = typeof MeasurementStatistics.Type

export const MeasurementData = Schema.Struct({
  resolution: Resolution,
  startDate: Opt(Schema.String),
  points: Schema.Array(MeasurementPoint),
  statistics: Opt(MeasurementStatistics),
  /** Beyond the spec: the end of the last measured hour of the point (ISO instant), the "data up to" line. */
  dataUntil: Opt(Schema.String),
  /** Beyond the spec: whether the costs include VAT (persons, apartment associations) or not (companies, as their prices). */
  costsIncludeVat: Opt(Schema.Boolean),
  /**
   * Beyond the spec, when the period shows the current month: its cost so far and the cost projected
   * for the whole month (the cost per measured hour carried over the month's hours).
   */
  monthToDate: Opt(
    Schema.Struct({
      month: Schema.String,
      costEuros: Schema.Number,
      projectedCostEuros: Schema.Number,
      measuredHours: Schema.Number,
      hoursInMonth: Schema.Number,
    }),
  ),
})
export type MeasurementData = typeof MeasurementData.Type
