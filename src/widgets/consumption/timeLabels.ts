import type { Resolution } from "../../core/schemas/consumption"

const MONTHS_ET = [
  "jaanuar",
  "veebruar",
  "märts",
  "aprill",
  "mai",
  "juuni",
  "juuli",
  "august",
  "september",
  "oktoober",
  "november",
  "detsember",
]

/** Seconds of a point's Tallinn wall time read as UTC: the chart draws wall time without a time zone. */
export const wallSeconds = (time: string): number => {
  const [date, hour] = time.split("T")
  const [y, m, d] = (date ?? "").split("-").map(Number) as [number, number, number | undefined]
  return Date.UTC(y, m - 1, d ?? 1, Number((hour ?? "0").slice(0, 2))) / 1000
}

/** A point's label: "03.2026" (month), "05.03.2026" (day), "14:00" (hour). */
export const pointLabel = (time: string, resolution: Resolution): string => {
  if (resolution === "MONTH") return `${time.slice(5, 7)}.${time.slice(0, 4)}`
  if (resolution === "DAY") return `${time.slice(8, 10)}.${time.slice(5, 7)}.${time.slice(0, 4)}`
  return `${time.slice(11, 13)}:00`
}

/** A short axis label of seconds from `wallSeconds`. */
export const axisLabel = (seconds: number, resolution: Resolution): string => {
  const d = new Date(seconds * 1000)
  const p = (n: number) => String(n).padStart(2, "0")
  if (resolution === "MONTH") return `${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`
  if (resolution === "DAY") return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}`
  return `${p(d.getUTCHours())}:00`
}

/** "märts 2026" for the Estonian heading of a drilled month (other languages use the numeric label). */
export const monthNameEt = (month: string): string => `${MONTHS_ET[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`
