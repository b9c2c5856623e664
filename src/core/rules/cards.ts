import { isCardPin, isCardLimitAmount, isIdCreditPhone, isZip } from "../schemas/cards"
export {
  FILTER_CARDS_SIZE,
  MAX_CARD_PAGE_SIZE,
  MAX_CARD_LIMIT,
  isCardPin,
  isCardLimitAmount,
  isIdCreditPhone,
  isZip,
} from "../schemas/cards"
/** Rules of the cards area (spec part 2 §4, §5, §9; part 3 §4), shared by the forms and the server. */
import type { CardCategory, CardType } from "../schemas/cards"
import { isEmail } from "./validation"

/** Page size of the cards table. */
export const CARDS_PAGE_SIZE = 20
/** The card view switches to the list view above this many cards of either type. */
export const CARD_VIEW_MAX_CARDS = 6
export const CARD_PIN_LENGTH = 4
/** The modal closes this long after a card request succeeds. */
export const CARD_REQUEST_CLOSE_DELAY_MS = 300
/** An ID-credit e-mail confirmation link is valid this long. */
export const ID_CREDIT_LINK_VALID_MS = 14 * 24 * 60 * 60 * 1000

export const showCardsAsList = (paymentCardCount: number, discountCardCount: number): boolean =>
  paymentCardCount > CARD_VIEW_MAX_CARDS || discountCardCount > CARD_VIEW_MAX_CARDS

/**
 * A PIN anyone would try first: one digit four times (0000, 1111), a run up or down (0123, 1234, 4321,
 * 9876) or a pair twice (1212, 2020). Refused for a new PIN (PIN_TOO_SIMPLE).
 */
export function isSimplePin(pin: string): boolean {
  if (!/^[0-9]{4}$/.test(pin)) return false
  const d = [...pin].map(Number)
  const steps = d.slice(1).map((x, i) => x - d[i]!)
  const oneStep = steps.every((s) => s === steps[0]) && Math.abs(steps[0]!) <= 1
  return oneStep || (d[0] === d[2] && d[1] === d[3])
}

/** What a PIN input keeps of what is typed: digits only, at most 4. */
export const pinInput = (value: string): string => value.replace(/[^0-9]+/g, "").slice(0, CARD_PIN_LENGTH)

/**
 * A typed limit: blank is no limit (null); a comma counts as the decimal point; otherwise digits
 * with at most two decimals. undefined means the text is not a valid limit ('Vigane number').
 */
export function parseCardLimit(text: string): number | null | undefined {
  const value = text.trim().replace(",", ".")
  if (value === "") return null
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(value)) return undefined
  const amount = Number(value)
  return isCardLimitAmount(amount) ? amount : undefined
}

/** Why a form field is refused; the forms map these to the spec's messages. */
export type CardFieldProblem =
  | "REQUIRED" // 'Kohustuslik väli'
  | "INVALID_NUMBER" // 'Vigane number'
  | "CATEGORY_MISSING" // 'Kaardi tüüp valimata!'
  | "NOT_FOR_DISCOUNT_CARD"
  | "UNKNOWN_PICKUP_LOCATION"
  | "LIMIT_ABOVE_CREDIT" // a new payment card's monthly limit above the customer's credit limit

export interface NewCardFields {
  readonly cardType: CardType
  readonly cardName: string
  readonly pickupLocation: string
  /** Parsed limit: null for none, undefined when the typed text is not a number. */
  readonly monthlyLimit: number | null | undefined
  readonly cardCategory: CardCategory | null | undefined
}

/** Problems of a new card request, field by field (empty when it may be sent). */
export function newCardProblems(
  request: NewCardFields,
  staffedStations: ReadonlyArray<string>,
  /** The customer's credit limit: a new card's monthly limit may not be above it (null: none known). */
  creditLimit: number | null = null,
): ReadonlyArray<{ field: keyof NewCardFields; problem: CardFieldProblem }> {
  const problems: Array<{ field: keyof NewCardFields; problem: CardFieldProblem }> = []
  if (request.cardName.trim() === "") problems.push({ field: "cardName", problem: "REQUIRED" })
  if (request.pickupLocation.trim() === "") problems.push({ field: "pickupLocation", problem: "REQUIRED" })
  else if (!staffedStations.includes(request.pickupLocation)) problems.push({ field: "pickupLocation", problem: "UNKNOWN_PICKUP_LOCATION" })
  if (request.cardType === "PAYMENT_CARD") {
    if (request.monthlyLimit === undefined || (request.monthlyLimit !== null && !isCardLimitAmount(request.monthlyLimit))) {
      problems.push({ field: "monthlyLimit", problem: "INVALID_NUMBER" })
    } else if (request.monthlyLimit !== null && creditLimit !== null && request.monthlyLimit > creditLimit) {
      problems.push({ field: "monthlyLimit", problem: "LIMIT_ABOVE_CREDIT" })
    }
    if (request.cardCategory == null) problems.push({ field: "cardCategory", problem: "CATEGORY_MISSING" })
  } else {
    if (request.monthlyLimit != null) problems.push({ field: "monthlyLimit", problem: "NOT_FOR_DISCOUNT_CARD" })
    if (request.cardCategory != null) problems.push({ field: "cardCategory", problem: "NOT_FOR_DISCOUNT_CARD" })
  }
  return problems
}

export interface ChangeableCard {
  readonly cardType: CardType
  readonly isEidCard: boolean
  readonly isBlockedCard: boolean
  readonly monthlyLimit: number | null
}

/** Why a limit/block change is refused. */
export type LimitChangeProblem =
  | "ID_CARD" // an ID credit card changes its PIN, not its limit
  | "NO_LIMIT_ON_DISCOUNT_CARD"
  | "LIMIT_WHILE_BLOCKED" // blocking clears a limit edit: a blocked card keeps its limit
  | "NOTHING_CHANGED"
  | "LIMIT_ABOVE_CREDIT" // a monthly limit above the customer's credit limit

/**
 * The limit a change asks for: `newLimit` undefined keeps the current one. A card that is or stays
 * blocked keeps its limit (the form clears a limit edit when blocking and disables the field).
 */
export function limitChangeProblem(
  card: ChangeableCard,
  change: { readonly newLimit?: number | null; readonly isBlocked: boolean },
  /** The customer's credit limit (customerBalanceLimit); null: none set, any limit goes. */
  creditLimit: number | null = null,
): LimitChangeProblem | undefined {
  if (card.isEidCard) return "ID_CARD"
  const newLimit = change.newLimit === undefined ? card.monthlyLimit : change.newLimit
  const limitDiffers = newLimit !== card.monthlyLimit
  if (limitDiffers && card.cardType === "DISCOUNT_CARD") return "NO_LIMIT_ON_DISCOUNT_CARD"
  if (limitDiffers && change.isBlocked) return "LIMIT_WHILE_BLOCKED"
  if (limitDiffers && newLimit != null && creditLimit != null && newLimit > creditLimit) return "LIMIT_ABOVE_CREDIT"
  if (!limitDiffers && change.isBlocked === card.isBlockedCard) return "NOTHING_CHANGED"
  return undefined
}

/** Whether an ID-credit confirmation link made at `createdAt` has expired at `now` (valid 14 days, inclusive). */
export const isIdCreditLinkExpired = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() > ID_CREDIT_LINK_VALID_MS

/** Credit limit remainder of the front page: none without a limit, or for customers who see the ID-credit promo. */
export function creditLimitRemainder(
  customer: { readonly customerBalanceLimit?: number | null; readonly creditUsed?: number | null },
  seesIdCreditPromo: boolean,
): number | undefined {
  if (seesIdCreditPromo || customer.customerBalanceLimit == null) return undefined
  return Math.round((customer.customerBalanceLimit - (customer.creditUsed ?? 0)) * 100) / 100
}

/** The ID-credit promo and application: persons whose user has canRequestIdCredit. */
export const seesIdCreditPromo = (customer: { readonly isPerson: boolean }, user: { readonly canRequestIdCredit: boolean }): boolean =>
  customer.isPerson && user.canRequestIdCredit

/** The confirmation page goes to the front page this long after success or an expired link. */
export const ID_CREDIT_CONFIRM_REDIRECT_MS = 5000

/** Why a field of the ID-credit application is refused; the form maps these to its messages. */
export type IdCreditFieldProblem = "REQUIRED" | "INVALID_EMAIL" | "INVALID_PHONE" | "INVALID_NUMBER" | "INVALID_ZIP" | "PIN_TOO_SIMPLE"

export interface IdCreditApplicationFields {
  readonly email: string
  readonly phone: string
  readonly pinCode: string
  readonly address: string
  readonly city: string
  readonly county: string
  readonly zip: string
}

/** Problems of an ID-credit application, field by field in the form's order (empty when it may be sent). */
export function idCreditApplicationProblems(
  fields: IdCreditApplicationFields,
): ReadonlyArray<{ field: keyof IdCreditApplicationFields; problem: IdCreditFieldProblem }> {
  const problems: Array<{ field: keyof IdCreditApplicationFields; problem: IdCreditFieldProblem }> = []
  const check = (field: keyof IdCreditApplicationFields, valid: (value: string) => boolean, problem: IdCreditFieldProblem) => {
    const value = fields[field].trim()
    if (value === "") problems.push({ field, problem: "REQUIRED" })
    else if (!valid(value)) problems.push({ field, problem })
  }
  check("email", (v) => isEmail(v) && v.length <= 254, "INVALID_EMAIL")
  check("phone", isIdCreditPhone, "INVALID_PHONE")
  check("pinCode", isCardPin, "INVALID_NUMBER")
  if (isSimplePin(fields.pinCode.trim())) problems.push({ field: "pinCode", problem: "PIN_TOO_SIMPLE" })
  check("address", (v) => v.length <= 200, "REQUIRED")
  check("city", (v) => v.length <= 100, "REQUIRED")
  check("county", (v) => v.length <= 100, "REQUIRED")
  check("zip", isZip, "INVALID_ZIP")
  return problems
}
