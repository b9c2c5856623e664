import { roundMoney, tallinnWeekdayTimeFormat, tallinnDay, tallinnHour, VAT_RATES, vatRateOn } from "./vat"

/**
 * What one hour of electricity costs the customer (beyond the spec: /elektritarbimine shows each bar's
 * cost). Per kWh: the hour's day-ahead spot price + the package's margin + the network's day or night
 * tariff, plus the VAT in force on that day (./vat.ts). The server sums the same formula in SQL
 * (services/consumption.ts builds it from these constants), so the two cannot drift apart.
 *
 * The spec gives none of these numbers. They are demo constants, named as such:
 * - DEMO_PACKAGE_MARGIN_CENTS_KWH: the margin of the demo's market-price packages (the demo offer's
 *   consumptionMarginal, 0.6 s/kWh without VAT); a real customer's margin is their package's `marginal`.
 * - DEMO_GRID_DAY/NIGHT_TARIFF_CENTS_KWH: a network service's day and night rates without VAT, the same
 *   as the demo charging offer's gridDayTariffCentsKwh / gridNightTariffCentsKwh (6.05 and 3.5 s/kWh).
 * - The day tariff applies Monday to Friday from 07:00 to 22:00 Tallinn wall time; nights (22:00–07:00),
 *   Saturdays and Sundays are night tariff (the usual Estonian two-rate network package; the grid
 *   operators' summer-time shift of the window by an hour is left out of the demo).
 */
export const DEMO_PACKAGE_MARGIN_CENTS_KWH = 0.6
export const DEMO_GRID_DAY_TARIFF_CENTS_KWH = 6.05
export const DEMO_GRID_NIGHT_TARIFF_CENTS_KWH = 3.5
/** The day tariff's hours, [from, to) in Tallinn wall time, on weekdays. */
export const GRID_DAY_FROM_HOUR = 7
export const GRID_DAY_TO_HOUR = 22

/** Weekday (1 Monday … 7 Sunday) and hour of an instant in Tallinn. */
const tallinnWeekdayHour = (at: Date): { weekday: number; hour: number } => {
  const parts = tallinnWeekdayTimeFormat().formatToParts(at)
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.find((p) => p.type === "weekday")!.value) + 1
  return { weekday, hour: Number(parts.find((p) => p.type === "hour")!.value) }
}

/** Whether the hour starting at `at` is on the network's day tariff. */
export const isGridDayHour = (at: Date): boolean => {
  const { weekday, hour } = tallinnWeekdayHour(at)
  return weekday <= 5 && hour >= GRID_DAY_FROM_HOUR && hour < GRID_DAY_TO_HOUR
}

/** The network tariff of the hour starting at `at`, cents per kWh without VAT. */
export const gridTariffCentsKwh = (at: Date): number =>
  isGridDayHour(at) ? DEMO_GRID_DAY_TARIFF_CENTS_KWH : DEMO_GRID_NIGHT_TARIFF_CENTS_KWH

/**
 * The cost in euros (not rounded) of `kwh` consumed in the hour starting at `at` whose spot price was
 * `spotEurMwh` (euro per MWh without VAT; 1 €/MWh = 0.1 s/kWh): with the day's VAT for persons and
 * apartment associations, without it for companies (`withVat` false), as the portal shows prices to each
 * (spec part 3: business customers see prices without VAT).
 */
export const hourCostEuros = (at: Date, kwh: number, spotEurMwh: number, withVat = true): number => {
  const centsKwh = spotEurMwh / 10 + DEMO_PACKAGE_MARGIN_CENTS_KWH + gridTariffCentsKwh(at)
  return (kwh * centsKwh * (withVat ? 1 + vatRateOn(tallinnDay(at)) : 1)) / 100
}

/**
 * A cost in euros as the screen and the CSV show it: to the cent, halves away from zero (0.005 → 0.01,
 * −0.005 → −0.01; a negative spot price can make an hour's cost negative), never "−0.00".
 */
export const roundCost = (euros: number): number => {
  const cents = roundMoney(Math.abs(euros))
  return cents === 0 ? 0 : Math.sign(euros) * cents
}

/**
 * A period's cost from its points' costs: the sum of the costs as shown, to the cent, so that a table of
 * the points adds up to it. Points without a cost (no spot price) add nothing; null when none has one.
 */
export const periodCostEuros = (costs: ReadonlyArray<number | null | undefined>): number | null =>
  costs.some((c) => c != null) ? roundCost(costs.reduce<number>((sum, c) => sum + (c == null ? 0 : roundCost(c)), 0)) : null

/** The VAT table as data for the SQL sum: each rate from its first day (Tallinn). */
export const vatSteps = (): ReadonlyArray<{ readonly from: string; readonly rate: number }> => VAT_RATES

/**
 * The month's projected cost from what it has cost so far: the cost per measured hour carried over
 * the month's hours. Null before any hour of the month is measured.
 */
export const projectMonthCost = (costSoFarEuros: number, measuredHours: number, hoursInMonth: number): number | null =>
  measuredHours <= 0 ? null : (costSoFarEuros / measuredHours) * hoursInMonth

/** Hours of a month in Tallinn (743 or 745 in the months of the clock change). */
export const hoursInTallinnMonth = (month: string): number => {
  const [y, m] = month.split("-").map(Number) as [number, number]
  const start = tallinnMidnight(y, m, 1)
  const end = m === 12 ? tallinnMidnight(y + 1, 1, 1) : tallinnMidnight(y, m + 1, 1)
  return Math.round((end - start) / 3_600_000)
}

/** The instant (ms) of midnight of a day in Tallinn. */
const tallinnMidnight = (y: number, m: number, d: number): number => {
  // Tallinn is UTC+2 or UTC+3: try both, take the one that is midnight there.
  for (const offset of [2, 3]) {
    const t = Date.UTC(y, m - 1, d, -offset)
    if (tallinnHour(new Date(t)) === 0) return t
  }
  return Date.UTC(y, m - 1, d, -2)
}
