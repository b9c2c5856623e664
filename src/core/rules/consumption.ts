/**
 * Rules of /elektritarbimine (spec part 3 "Electricity consumption", §4 "Consumption drill-down"):
 * the period presets, the resolution a period is shown at, the drill-down (MONTH → DAY → HOUR,
 * HOUR terminal) and the limits the server enforces on a measurements request. Pure calendar math
 * on YYYY-MM-DD strings in Europe/Tallinn; "today" comes from the caller.
 */
import type { Resolution } from "../schemas/consumption"

export const CONSUMPTION_PRESETS = ["last12Months", "currentYear", "previousYear", "currentMonth", "previousMonth"] as const
export type ConsumptionPreset = (typeof CONSUMPTION_PRESETS)[number]
/** The initial period is the first preset (spec part 3). */
export const CONSUMPTION_DEFAULT_PRESET: ConsumptionPreset = CONSUMPTION_PRESETS[0]

/** Longest period (days, both ends included) a request may ask at each resolution. */
export const MAX_DAYS: Readonly<Record<Resolution, number>> = { HOUR: 31, DAY: 366, MONTH: 3 * 366 }

export interface DayRange {
  readonly start: string
  readonly end: string
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0")
const lastDay = (y: number, m1: number) => new Date(Date.UTC(y, m1, 0)).getUTCDate()
const ymd = (y: number, m1: number, d: number) => `${pad(y, 4)}-${pad(m1)}-${pad(d)}`

/** Whether `s` is a real calendar day YYYY-MM-DD. */
export const isDay = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return mo >= 1 && mo <= 12 && d >= 1 && d <= lastDay(y, mo)
}

/** Whether `s` is a month YYYY-MM. */
export const isMonth = (s: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(s)

/** Days from start to end, both included. */
export const daysIn = (range: DayRange): number =>
  Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000) + 1

/** The same days one year earlier (29 February becomes 28 February). */
export const lastYearOf = (range: DayRange): DayRange => {
  const back = (day: string) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number]
    return ymd(y - 1, m, Math.min(d, lastDay(y - 1, m)))
  }
  return { start: back(range.start), end: back(range.end) }
}

/** The days of a preset counted from `today`. */
export const consumptionPresetRange = (preset: ConsumptionPreset, today: string): DayRange => {
  const [y, m] = today.split("-").map(Number) as [number, number]
  switch (preset) {
    case "last12Months": {
      const sy = m === 12 ? y : y - 1
      const sm = m === 12 ? 1 : m + 1
      return { start: ymd(sy, sm, 1), end: ymd(y, m, lastDay(y, m)) }
    }
    case "currentYear":
      return { start: ymd(y, 1, 1), end: ymd(y, 12, 31) }
    case "previousYear":
      return { start: ymd(y - 1, 1, 1), end: ymd(y - 1, 12, 31) }
    case "currentMonth":
      return { start: ymd(y, m, 1), end: ymd(y, m, lastDay(y, m)) }
    case "previousMonth": {
      const py = m === 1 ? y - 1 : y
      const pm = m === 1 ? 12 : m - 1
      return { start: ymd(py, pm, 1), end: ymd(py, pm, lastDay(py, pm)) }
    }
  }
}

/** The resolution a period is shown at: a day by hour, up to two months by day, longer by month. */
export const resolutionFor = (range: DayRange): Resolution => {
  const days = daysIn(range)
  return days <= 1 ? "HOUR" : days <= 62 ? "DAY" : "MONTH"
}

/** The days of a month YYYY-MM. */
export const monthRange = (month: string): DayRange => {
  const [y, m] = month.split("-").map(Number) as [number, number]
  return { start: ymd(y, m, 1), end: ymd(y, m, lastDay(y, m)) }
}

/**
 * Drill-down from a clicked point (spec §4): a month point opens that month by day, a day point that
 * day by hour, an hour point nothing (null).
 */
export const drillDown = (resolution: Resolution, time: string): { readonly range: DayRange; readonly resolution: Resolution } | null => {
  if (resolution === "MONTH") return { range: monthRange(time.slice(0, 7)), resolution: "DAY" }
  if (resolution === "DAY") return { range: { start: time.slice(0, 10), end: time.slice(0, 10) }, resolution: "HOUR" }
  return null
}

export type MeasurementRangeProblem = "fromInvalid" | "toInvalid" | "toBeforeFrom" | "tooLong"

/** Checks a measurements request (days in Europe/Tallinn, both included) the way the server refuses it. */
export const checkMeasurementRange = (from: string, to: string, resolution: Resolution): MeasurementRangeProblem | null => {
  if (!isDay(from)) return "fromInvalid"
  if (!isDay(to)) return "toInvalid"
  if (to < from) return "toBeforeFrom"
  if (daysIn({ start: from, end: to }) > MAX_DAYS[resolution]) return "tooLong"
  return null
}

/**
 * An hour's wall time in Europe/Tallinn with its offset from UTC at that instant, as an ISO 8601 instant:
 * ("2025-10-26T03:00", 180) → "2025-10-26T03:00+03:00", the same wall time an hour later at 120 →
 * "2025-10-26T03:00+02:00". Minutes of offset are kept ("+05:30"); 0 is "Z".
 */
export const withOffset = (wall: string, offsetMinutes: number): string => {
  if (offsetMinutes === 0) return `${wall}Z`
  const abs = Math.abs(offsetMinutes)
  return `${wall}${offsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}
