/**
 * Date-range presets of the invoice filters (spec part 1 §2.4) and the Estonian way of writing a
 * date (dd.MM.yyyy). Pure calendar math on YYYY-MM-DD strings: "today" comes from the caller as
 * the day in Europe/Tallinn (`tallinnDay` in vat.ts), so these functions never read a clock and
 * never depend on the machine's time zone. Weeks start on Monday.
 */

export const DATE_PRESETS = ["currentWeek", "previousWeek", "currentMonth", "previousMonth", "currentYear", "previousYear"] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

/** A closed range of calendar days, both ends included, YYYY-MM-DD. */
export interface DayRange {
  readonly start: string
  readonly end: string
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0")
const toDay = (d: Date): string => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
const fromDay = (day: string): Date => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}
const addDays = (day: string, days: number): string => {
  const d = fromDay(day)
  d.setUTCDate(d.getUTCDate() + days)
  return toDay(d)
}
const lastDayOfMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()

/** Monday of the week of `day`. */
export const mondayOf = (day: string): string => {
  const weekday = fromDay(day).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/** The range of a preset, counted from `today` (YYYY-MM-DD in Europe/Tallinn). Whole periods. */
export const presetRange = (preset: DatePreset, today: string): DayRange => {
  const [y, m] = today.split("-").map(Number) as [number, number]
  switch (preset) {
    case "currentWeek": {
      const start = mondayOf(today)
      return { start, end: addDays(start, 6) }
    }
    case "previousWeek": {
      const start = addDays(mondayOf(today), -7)
      return { start, end: addDays(start, 6) }
    }
    case "currentMonth":
      return { start: `${pad(y, 4)}-${pad(m)}-01`, end: `${pad(y, 4)}-${pad(m)}-${pad(lastDayOfMonth(y, m - 1))}` }
    case "previousMonth": {
      const py = m === 1 ? y - 1 : y
      const pm = m === 1 ? 12 : m - 1
      return { start: `${pad(py, 4)}-${pad(pm)}-01`, end: `${pad(py, 4)}-${pad(pm)}-${pad(lastDayOfMonth(py, pm - 1))}` }
    }
    case "currentYear":
      return { start: `${pad(y, 4)}-01-01`, end: `${pad(y, 4)}-12-31` }
    case "previousYear":
      return { start: `${pad(y - 1, 4)}-01-01`, end: `${pad(y - 1, 4)}-12-31` }
  }
}

/** "2026-05-01" → "01.05.2026". */
export const toEstonianDate = (day: string): string => day.slice(0, 10).split("-").reverse().join(".")

/**
 * "1.5.2026" or "01.05.2026" → "2026-05-01"; null when it is not a real calendar date
 * (31.02.2026, 13th month, letters, a two-digit year).
 */
export const parseEstonianDate = (text: string): string | null => {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text)
  if (!match) return null
  const [, d, m, y] = match.map(Number) as [number, number, number, number]
  if (m < 1 || m > 12 || d < 1 || d > lastDayOfMonth(y, m - 1)) return null
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`
}

/**
 * A date typed in a date field: day first ("5.12.2026", "05/12/2026", "05-12-2026") or ISO
 * ("2026-12-05", as pasted or as a test fills it) → "2026-12-05"; null when not a real calendar date.
 */
export const parseTypedDate = (text: string): string | null => {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text)
  if (iso) return parseEstonianDate(`${iso[3]}.${iso[2]}.${iso[1]}`)
  return parseEstonianDate(text.replace(/^\s*(\d{1,2})[/-](\d{1,2})[/-](\d{4})\s*$/, "$1.$2.$3"))
}

export type CustomRangeProblem = "startInvalid" | "endInvalid" | "endBeforeStart"

/** Checks a custom range typed as dd.MM.yyyy; an empty end or start leaves that side open. */
export const parseCustomRange = (
  startText: string,
  endText: string,
): { readonly range: Partial<DayRange> } | { readonly problem: CustomRangeProblem } => {
  const start = startText.trim() === "" ? undefined : parseEstonianDate(startText)
  if (start === null) return { problem: "startInvalid" }
  const end = endText.trim() === "" ? undefined : parseEstonianDate(endText)
  if (end === null) return { problem: "endInvalid" }
  if (start && end && end < start) return { problem: "endBeforeStart" }
  return { range: { ...(start ? { start } : {}), ...(end ? { end } : {}) } }
}
