/**
 * Estonian VAT as a dated table: a document or line takes the rate in force on its date,
 * a price note takes today's. Adding a future rate is one line here.
 */
export const VAT_RATES: ReadonlyArray<{ readonly from: string; readonly rate: number }> = [
  { from: "0000-01-01", rate: 0.2 },
  { from: "2024-01-01", rate: 0.22 },
  { from: "2025-07-01", rate: 0.24 },
]

// The formatters are built once (issue 26): an Intl.DateTimeFormat holds some 27 kB of ICU memory outside V8's
// heap, which V8 does not count, and costs about 0.3 ms to build. Built per call, as these were, each request that
// asked for today's date left one for the next full collection; under the soak's load the garbage's native memory
// piled up to 100+ MB between collections, and the C heap kept that high-water mark.
// Built on first use, not at import: in the browser these modules load with the signed-in code, and a page
// start's module evaluation is on its way to the first paint (issue 31).
const builtOnce = <T>(build: () => T): (() => T) => {
  let made: T | undefined
  return () => (made ??= build())
}
const tallinnDayFormat = builtOnce(
  () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Tallinn", year: "numeric", month: "2-digit", day: "2-digit" }),
)
const tallinnHourFormat = builtOnce(
  () => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Tallinn", hour: "2-digit", hourCycle: "h23" }),
)

/** Weekday ("Mon"…), hour and minute on a Tallinn wall clock: the tariff hours and the business hours read it. */
export const tallinnWeekdayTimeFormat = builtOnce(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Tallinn",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
)

/** YYYY-MM-DD of a date in Europe/Tallinn. */
export const tallinnDay = (date: Date): string => tallinnDayFormat().format(date)

/** The hour (0–23) on a Tallinn wall clock at this instant. */
export const tallinnHour = (at: Date): number => Number(tallinnHourFormat().format(at))

/** The VAT rate (0.24 for 24%) in force on a day; `day` is YYYY-MM-DD or a Date. */
export const vatRateOn = (day: string | Date = new Date()): number => {
  const key = typeof day === "string" ? day.slice(0, 10) : tallinnDay(day)
  let rate = VAT_RATES[0].rate
  for (const entry of VAT_RATES) if (entry.from <= key) rate = entry.rate
  return rate
}

/** The VAT percent in force on a day, for notes such as "Lisandub käibemaks 24%". */
export const vatPercentOn = (day: string | Date = new Date()): number => Math.round(vatRateOn(day) * 100)

/** Price without VAT from a price with VAT, kept to 3 decimals as prices are shown. */
export const withoutVat = (priceWithVat: number, day: string | Date = new Date()): number =>
  Math.round((priceWithVat / (1 + vatRateOn(day))) * 1000) / 1000

/** Money rounded to cents. */
export const roundMoney = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100
