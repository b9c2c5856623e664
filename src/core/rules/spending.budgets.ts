import { formatMoney, formatNumber } from "../i18n/numbers"
import type { Locale } from "../schemas/common"
import { type BudgetKind, MAX_BUDGET, type SpendingCategory } from "../schemas/spending"

/** The shares of a budget at which the customer is told by e-mail, once each per budget and month. */
export const BUDGET_THRESHOLDS = [80, 100] as const
export type BudgetThreshold = (typeof BUDGET_THRESHOLDS)[number]

const cents = (euros: number) => Math.round(euros * 100)

/** The thresholds `spent` has reached of `amount`, compared in cents (79.99 of 100 is below 80 %, 80.00 is at it). */
export const reachedThresholds = (spent: number, amount: number): BudgetThreshold[] =>
  BUDGET_THRESHOLDS.filter((t) => cents(spent) * 100 >= cents(amount) * t)

/** The share of the budget spent, percent with one decimal. */
export const budgetPercent = (spent: number, amount: number): number => Math.round((cents(spent) * 1000) / cents(amount)) / 10

const categoryNames: Record<Locale, Record<SpendingCategory, string>> = {
  et: { FUEL: "kütus", OTHER: "muud kaardiostud", ELECTRICITY: "elekter", CHARGING: "laadimine" },
  en: { FUEL: "fuel", OTHER: "other card purchases", ELECTRICITY: "electricity", CHARGING: "charging" },
  ru: { FUEL: "топливо", OTHER: "прочие покупки по карте", ELECTRICITY: "электроэнергия", CHARGING: "зарядка" },
}

/** What a budget alert tells: which budget, the month, the spend and the budget. */
export interface BudgetAlert {
  readonly kind: BudgetKind
  readonly key: string
  /** The card's name (card budgets). */
  readonly label: string | null
  readonly month: string
  readonly threshold: BudgetThreshold
  readonly spent: number
  readonly amount: number
  readonly includesVat: boolean
}

// One formatter per locale, built once (core/rules/vat.ts says why).
const monthNames = new Map<Locale, Intl.DateTimeFormat>()
const monthName = (locale: Locale, month: string) => {
  let format = monthNames.get(locale)
  if (!format) monthNames.set(locale, (format = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" })))
  return format.format(new Date(`${month}-01T00:00:00Z`))
}

/** The budget as the mail names it: the category, or the card with its name. */
const budgetName = (locale: Locale, a: BudgetAlert): string => {
  if (a.kind === "CATEGORY") return categoryNames[locale][a.key as SpendingCategory] ?? a.key
  const card = a.label ? `${a.key} (${a.label})` : a.key
  return { et: `kaart ${card}`, en: `card ${card}`, ru: `карта ${card}` }[locale]
}

/** The alert e-mail in the customer's language: its subject and body, with the figures formatted for that language. */
export function budgetAlertMail(locale: Locale, a: BudgetAlert, link: string): { subject: string; body: string } {
  const name = budgetName(locale, a)
  const month = monthName(locale, a.month)
  const spent = formatMoney(locale, a.spent)
  const amount = formatMoney(locale, a.amount)
  const percent = `${formatNumber(locale, budgetPercent(a.spent, a.amount), 1)} %`
  const reached = a.threshold === 100
  const vat = {
    et: a.includesVat ? "käibemaksuga" : "käibemaksuta",
    en: a.includesVat ? "with VAT" : "without VAT",
    ru: a.includesVat ? "с НДС" : "без НДС",
  }[locale]
  switch (locale) {
    case "et":
      return {
        subject: reached ? `Eelarve täis: ${name}, ${month}` : `Eelarvest on kasutatud ${a.threshold} %: ${name}, ${month}`,
        body: `Tere!\n\n${month} eelarvest (${name}) on kasutatud ${percent}: ${spent} / ${amount} (${vat}).\n\nVaata kulusid: ${link}`,
      }
    case "en":
      return {
        subject: reached ? `Budget reached: ${name}, ${month}` : `${a.threshold} % of the budget used: ${name}, ${month}`,
        body: `Hello,\n\n${percent} of the ${month} budget (${name}) is used: ${spent} of ${amount} (${vat}).\n\nSee your spending: ${link}`,
      }
    case "ru":
      return {
        subject: reached ? `Бюджет исчерпан: ${name}, ${month}` : `Использовано ${a.threshold} % бюджета: ${name}, ${month}`,
        body: `Здравствуйте!\n\nИз бюджета на ${month} (${name}) использовано ${percent}: ${spent} из ${amount} (${vat}).\n\nРасходы: ${link}`,
      }
  }
}

/**
 * A typed budget: blank is no budget (null); spaces group thousands and a comma counts as the decimal point;
 * otherwise above zero with at most two decimals, at most MAX_BUDGET. undefined: not a valid budget.
 */
export function parseBudget(text: string): number | null | undefined {
  const value = text.replace(/[\s\u00a0]+/g, "").replace(",", ".")
  if (value === "") return null
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(value)) return undefined
  const amount = Number(value)
  return amount >= 0.01 && amount <= MAX_BUDGET ? amount : undefined
}
