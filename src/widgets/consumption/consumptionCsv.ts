import { roundCost } from "../../core/rules/consumption.cost"
import type { MeasurementPoint } from "../../core/schemas/consumption"

/** The CSV's column names, in order: time, consumption, production, cost. */
export type ConsumptionCsvHeaders = readonly [time: string, consumption: string, production: string, cost: string]

/**
 * CSV of the points on screen: semicolons, the locale's decimal sign, a BOM for spreadsheets; kWh
 * with 3 decimals, the cost in euros with 2 (rounded as the screen shows it). A value the server
 * does not have (no production, an hour without a spot price) is an empty field, never 0. The time is the
 * server's: a month YYYY-MM, a day YYYY-MM-DD, or an hour as an ISO 8601 instant with its offset
 * (2025-10-26T03:00+03:00), so the autumn day's two 03:00 hours are two distinct rows.
 */
export function consumptionCsv(points: ReadonlyArray<MeasurementPoint>, locale: string, headers: ConsumptionCsvHeaders): string {
  const decimal = (s: string) => (locale === "en" ? s : s.replace(".", ","))
  const kwh = (v: number | null | undefined) => (v == null ? "" : decimal(v.toFixed(3)))
  const euros = (v: number | null | undefined) => (v == null ? "" : decimal(roundCost(v).toFixed(2)))
  const lines = points.map((p) => [p.time, kwh(p.consumptionKwh), kwh(p.productionKwh), euros(p.costEuros)].join(";"))
  return `\ufeff${[headers.join(";"), ...lines].join("\r\n")}\r\n`
}
