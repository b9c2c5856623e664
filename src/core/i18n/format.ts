import dayjs from "dayjs"
import utc from "dayjs/plugin/utc"
import timezone from "dayjs/plugin/timezone"
import type { Locale } from "../schemas/common"

dayjs.extend(utc)
dayjs.extend(timezone)

export const TIME_ZONE = "Europe/Tallinn"

/** BCP 47 tags for number formatting: et and ru group with a no-break space. */
const numberLocale: Record<Locale, string> = { et: "et-EE", en: "en-GB", ru: "ru-RU" }

const cache = new Map<string, Intl.NumberFormat>()
const numberFormat = (locale: Locale, min: number, max: number, currency?: string) => {
  const key = `${locale}:${min}:${max}:${currency ?? ""}`
  let nf = cache.get(key)
  if (!nf) {
    nf = new Intl.NumberFormat(numberLocale[locale], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      ...(currency ? { style: "currency", currency } : {}),
    })
    cache.set(key, nf)
  }
  return nf
}

/** Fuel prices: 3 decimals (spec part 1 §9). */
export const formatPrice = (locale: Locale, value: number): string => numberFormat(locale, 3, 3).format(value)

/** Money: 2 decimals with the euro sign in the locale's place. */
export const formatMoney = (locale: Locale, value: number): string => numberFormat(locale, 2, 2, "EUR").format(value)

export const formatNumber = (locale: Locale, value: number, decimals = 0): string =>
  numberFormat(locale, decimals, decimals).format(value)

/** Dates are DD.MM.YYYY in Europe/Tallinn, whatever the language. */
export const formatDate = (value: string | Date): string => {
  // A bare calendar date has no time zone: show it as it is.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split("-").reverse().join(".")
  return dayjs(value).tz(TIME_ZONE).format("DD.MM.YYYY")
}

export const formatDateTime = (value: string | Date): string => dayjs(value).tz(TIME_ZONE).format("DD.MM.YYYY HH:mm")

/** Today in Tallinn as YYYY-MM-DD. */
export const todayInTallinn = (): string => dayjs().tz(TIME_ZONE).format("YYYY-MM-DD")
