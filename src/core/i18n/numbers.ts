import type { Locale } from "../schemas/common"

/** BCP 47 tags for number formatting: et and ru group with a no-break space. */
export const numberLocale: Readonly<Record<Locale, string>> = { et: "et-EE", en: "en-GB", ru: "ru-RU" }

/** Where the chosen language is kept (widgets/session localeAtom; the page's inline script reads it too). */
export const LOCALE_KEY = "ise.locale"

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

export const formatNumber = (locale: Locale, value: number, decimals = 0): string => numberFormat(locale, decimals, decimals).format(value)
