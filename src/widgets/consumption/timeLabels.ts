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

/**
 * A point's place on the chart's time axis: an hour (an instant with its offset) at its instant, so that
 * the two 03:00 hours of the autumn day are two bars; a day or month at its wall time read as UTC.
 */
export const pointSeconds = (time: string): number => (time.length > 16 ? Date.parse(time) / 1000 : wallSeconds(time))

/** Tallinn's zone at an hour's offset: "EET" (+02:00, winter), "EEST" (+03:00, summer), else the offset itself. */
export const zoneOf = (time: string): string => {
  const offset = time.slice(16)
  return offset === "+02:00" ? "EET" : offset === "+03:00" ? "EEST" : offset === "Z" ? "UTC" : offset
}

/** A point's label: "03.2026" (month), "05.03.2026" (day), "14:00" (hour). */
export const pointLabel = (time: string, resolution: Resolution): string => {
  if (resolution === "MONTH") return `${time.slice(5, 7)}.${time.slice(0, 4)}`
  if (resolution === "DAY") return `${time.slice(8, 10)}.${time.slice(5, 7)}.${time.slice(0, 4)}`
  return `${time.slice(11, 13)}:00`
}

/**
 * The labels of a list of points by their time: as pointLabel, but an hour whose wall time is in the list
 * twice (the autumn clock change) names its zone, "03:00 (EEST)" and then "03:00 (EET)".
 */
export const pointLabels = (points: ReadonlyArray<{ readonly time: string }>, resolution: Resolution): ReadonlyMap<string, string> => {
  const plain = points.map((p) => pointLabel(p.time, resolution))
  const seen = new Map<string, number>()
  for (const label of plain) seen.set(label, (seen.get(label) ?? 0) + 1)
  return new Map(
    points.map((p, i) => {
      const label = plain[i]!
      return [p.time, resolution === "HOUR" && seen.get(label)! > 1 ? `${label} (${zoneOf(p.time)})` : label]
    }),
  )
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
