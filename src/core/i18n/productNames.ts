import type { Locale } from "../schemas/common"

/**
 * The retailer's product names as its systems give them (Estonian), in English and Russian. Names the
 * customer chose (a tank's, a card's) are not products and stay as they are.
 */
const PRODUCT_NAMES: Readonly<Record<string, { readonly en: string; readonly ru: string }>> = {
  Diislikütus: { en: "Diesel", ru: "Дизельное топливо" },
  "Diislikütus (DOS)": { en: "Diesel (DOS)", ru: "Дизельное топливо (DOS)" },
  "Erimärgistusega diislikütus": { en: "Marked diesel", ru: "Маркированное дизельное топливо" },
  "Bensiin 95": { en: "Petrol 95", ru: "Бензин 95" },
  "Bensiin 98": { en: "Petrol 98", ru: "Бензин 98" },
  AdBlue: { en: "AdBlue", ru: "AdBlue" },
}

/** A product's name in the user's language; the server's (Estonian) name for one we do not know. */
export const productName = (nameEt: string, locale: Locale): string =>
  locale === "et" ? nameEt : (PRODUCT_NAMES[nameEt]?.[locale] ?? nameEt)

/** The terminal's expense reasons (stock written off) as its system gives them, in English and Russian. */
const EXPENSE_REASONS: Readonly<Record<string, { readonly en: string; readonly ru: string }>> = {
  Aurustumine: { en: "Evaporation", ru: "Испарение" },
  Proovivõtt: { en: "Sampling", ru: "Отбор проб" },
}

/** An expense reason in the user's language; the server's (Estonian) text for one we do not know. */
export const expenseReason = (nameEt: string, locale: Locale): string =>
  locale === "et" ? nameEt : (EXPENSE_REASONS[nameEt]?.[locale] ?? nameEt)
