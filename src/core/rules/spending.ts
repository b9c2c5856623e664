import { chargingSessionsRule, consumptionRule, documentRowsRule, type CustomerCallRule } from "../api/callRules"
import { MAX_TANK_LITRES, SpendingCategories, type SpendingCategory, type VehicleFuelType } from "../schemas/spending"
import { isCompanyCustomer, mayUse, type CustomerKind } from "./access"

/** The rule of the source behind each category: the server answers a category only to a customer that rule lets in. */
export const spendingSourceRules: Readonly<Record<SpendingCategory, CustomerCallRule>> = {
  FUEL: documentRowsRule,
  OTHER: documentRowsRule,
  ELECTRICITY: consumptionRule,
  CHARGING: chargingSessionsRule,
}

/** The categories this customer (as its contact sees it) may see, in SpendingCategories order. */
export const spendingCategoriesFor = (customer: CustomerKind): SpendingCategory[] =>
  SpendingCategories.filter((c) => mayUse(customer, spendingSourceRules[c]))

/** Companies see amounts without VAT, persons and apartment associations with it (as they see prices). */
export const spendingIncludesVat = (customer: Pick<CustomerKind, "isPerson" | "apartmentAssociation">): boolean =>
  !isCompanyCustomer(customer)

/** How many months the chart shows: the month and the 12 before it, so the first is the same month last year. */
export const SPENDING_MONTHS = 13

/** The month `n` months after `month` (YYYY-MM; n may be negative). */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split("-").map(Number) as [number, number]
  const index = y * 12 + (m - 1) + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`
}

/** The 13 months ending with `month`, oldest first. */
export const spendingMonths = (month: string): string[] =>
  Array.from({ length: SPENDING_MONTHS }, (_, i) => addMonths(month, i - (SPENDING_MONTHS - 1)))

/** First and last day of a month (YYYY-MM-DD). */
export const monthDays = (month: string): { start: string; end: string } => {
  const next = addMonths(month, 1)
  const last = new Date(Date.parse(`${next}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  return { start: `${month}-01`, end: last }
}

/**
 * Which fuel a product of a card line is, by its name (case-insensitive, anywhere in the name); a product
 * that is none of these is an "other card purchase". The patterns are plain regular expressions that
 * PostgreSQL's `~*` reads the same way, so the database classifies the day totals with the same words.
 */
export const FUEL_PRODUCT_PATTERNS: ReadonlyArray<{ readonly fuel: Exclude<VehicleFuelType, "ELECTRIC">; readonly pattern: string }> = [
  { fuel: "PETROL", pattern: "bensiin|petrol|gasoline" },
  { fuel: "DIESEL", pattern: "diisel|diislik|diesel" },
  { fuel: "LPG", pattern: "lpg|autogaas" },
]

/** The one pattern of every fuel: a product matching it counts as fuel. */
export const ANY_FUEL_PATTERN = FUEL_PRODUCT_PATTERNS.map((p) => p.pattern).join("|")

/** The fuel a product is, or null for another purchase (AdBlue, a car wash). */
export const fuelTypeOfProduct = (productName: string): Exclude<VehicleFuelType, "ELECTRIC"> | null =>
  FUEL_PRODUCT_PATTERNS.find((p) => new RegExp(p.pattern, "i").test(productName))?.fuel ?? null

/** Cents of an amount (avoids 0.1 + 0.2). */
const cents = (euros: number) => Math.round(euros * 100)

/** An amount with VAT and the VAT in it, as the customer sees it: with VAT, or without. */
export const shownAmount = (withVat: number, vat: number, includesVat: boolean): number =>
  (includesVat ? cents(withVat) : cents(withVat) - cents(vat)) / 100

/** A typed tank capacity: blank is unknown (null); otherwise whole litres from 1 to MAX_TANK_LITRES. undefined: not valid. */
export function parseTankLitres(text: string): number | null | undefined {
  const value = text.trim()
  if (value === "") return null
  if (!/^[0-9]{1,5}$/.test(value)) return undefined
  const litres = Number(value)
  return litres >= 1 && litres <= MAX_TANK_LITRES ? litres : undefined
}
