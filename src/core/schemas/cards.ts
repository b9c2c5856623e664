import * as Schema from "effect/Schema"
import { BooleanFromString, DbId, isEmail, Opt, PageFromString, pageOf, pageSizeFromString, SortDirection } from "./common"

/** Size of the card list that feeds a filter select (every card at once). */
export const FILTER_CARDS_SIZE = 9000

/** The largest page the server serves. */
export const MAX_CARD_PAGE_SIZE = FILTER_CARDS_SIZE

/** The largest monthly limit that the database keeps (numeric(14, 2)). */
export const MAX_CARD_LIMIT = 999_999_999_999.99

/** A PIN is exactly 4 digits (ASCII digits only). */
export const isCardPin = (value: string): boolean => /^[0-9]{4}$/.test(value)

/** A limit amount: finite, not negative, at most two decimals, within what the database keeps. */
export const isCardLimitAmount = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= MAX_CARD_LIMIT && Math.abs(Math.round(value * 100) - value * 100) < 1e-6

/** A phone number of the application: digits with an optional leading plus, 5 to 15 digits. */
export const isIdCreditPhone = (value: string): boolean => /^\+?\d{5,15}$/.test(value)

/** An Estonian postal code: 5 digits. */
export const isZip = (value: string): boolean => /^\d{5}$/.test(value)

export const CardTypes = ["PAYMENT_CARD", "DISCOUNT_CARD"] as const
export const CardType = Schema.Literals(CardTypes)
export type CardType = typeof CardType.Type

export const CardCategories = ["ALL_FUELS", "ALL_FUELS_AND_VEHICLE_PRODUCTS", "ALL_FUELS_AND_ALL_PRODUCTS", "DIESEL_FUEL"] as const
export const CardCategory = Schema.Literals(CardCategories)
export type CardCategory = typeof CardCategory.Type

/** A database id: a positive 32-bit integer. */

/** A card number as the retailer's API sends it (13 digits in the demo). */
export const RemoteCardId = Schema.String.check(
  Schema.isPattern(/^[0-9A-Za-z-]{1,32}$/, { message: "Expected a card number (letters, digits, hyphens; at most 32)" }),
)

/** A monthly limit in euro: a non-negative decimal with at most two places. */
export const CardLimitAmount = Schema.Number.check(
  Schema.makeFilter((n: number) => isCardLimitAmount(n), {
    message: `Expected a non-negative amount with at most two decimals, at most ${MAX_CARD_LIMIT}`,
  }),
)

/** Text a person types into a form: not blank, at most `max` characters. */
const FormText = (max: number) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => s.trim() !== "", { message: "Required" }),
    Schema.isMaxLength(max, { message: `At most ${max} characters` }),
  )

/** Payment or discount card, spec part 2 §3. */
export const Card = Schema.Struct({
  remoteCardId: Schema.String,
  name: Opt(Schema.String),
  monthlyLimit: Opt(Schema.Number),
  creditUsed: Opt(Schema.Number),
  isExpired: Schema.Boolean,
  dateExpiry: Opt(Schema.String),
  isBlockedCard: Schema.Boolean,
  isEidCard: Schema.Boolean,
  cardType: CardType,
  cardCategory: Opt(CardCategory),
})
export type Card = typeof Card.Type

export const CardPage = pageOf(Card)
export type CardPage = typeof CardPage.Type

export const CardSortFields = [
  "REMOTE_CARD_ID",
  "CARD_TYPE",
  "NAME",
  "IS_BLOCKED_CARD",
  "MONTHLY_LIMIT",
  "CREDIT_REMAINING",
  "DATE_CREATED",
] as const
export const CardSortField = Schema.Literals(CardSortFields)
export type CardSortField = typeof CardSortField.Type

/** Query of the card list: size 20 (9000 for filter lists), sort REMOTE_CARD_ID ASC. */
export const CardPageQuery = Schema.Struct({
  cardType: Schema.optionalKey(CardType),
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_CARD_PAGE_SIZE)),
  sortField: Schema.optionalKey(CardSortField),
  sortDirection: Schema.optionalKey(SortDirection),
  isBlockedCard: Schema.optionalKey(BooleanFromString),
  searchQuery: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
})
export type CardPageQuery = typeof CardPageQuery.Type

/**
 * Body of a new card request. monthlyLimit and cardCategory are for payment cards (the server
 * refuses them on a discount card); customerId and customerContactId are the session's.
 */
export const NewCardRequest = Schema.Struct({
  cardName: FormText(50),
  monthlyLimit: Opt(CardLimitAmount),
  cardCategory: Opt(CardCategory),
  cardType: CardType,
  customerContactId: DbId,
  customerId: DbId,
  pickupLocation: FormText(100),
})
export type NewCardRequest = typeof NewCardRequest.Type

/** Card change: limit and block of a card that is not an ID card. newLimit null: no limit; absent: unchanged. */
export const CardLimitChange = Schema.Struct({
  remoteCardId: RemoteCardId,
  newLimit: Opt(CardLimitAmount),
  isBlocked: Schema.Boolean,
})
export type CardLimitChange = typeof CardLimitChange.Type

/** A card PIN: exactly 4 digits. The message never repeats the value (a PIN is never echoed). */
export const CardPin = Schema.String.check(Schema.makeFilter((s: string) => isCardPin(s), { message: "Expected exactly 4 digits" }))

/** Card change: new PIN of an ID credit card (exactly 4 digits). */
export const CardPinChange = Schema.Struct({ remoteCardId: RemoteCardId, newPin: CardPin })
export type CardPinChange = typeof CardPinChange.Type

export const CardChange = Schema.Union([CardLimitChange, CardPinChange])
export type CardChange = typeof CardChange.Type

/** Application for an ID credit card (persons whose user has canRequestIdCredit). */
export const IdCreditApplication = Schema.Struct({
  email: Schema.String.check(Schema.makeFilter((s: string) => isEmail(s) && s.length <= 254, { message: "Expected an e-mail address" })),
  phone: Schema.String.check(
    Schema.makeFilter((s: string) => isIdCreditPhone(s), { message: "Expected a phone number (digits, optional leading +)" }),
  ),
  pinCode: CardPin,
  address: FormText(200),
  city: FormText(100),
  county: FormText(100),
  zip: Schema.String.check(Schema.makeFilter((s: string) => isZip(s), { message: "Expected a 5-digit postal code" })),
  includeRfidCard: Schema.Boolean,
})
export type IdCreditApplication = typeof IdCreditApplication.Type

/** Results of the e-mail confirmation besides success (message of a `success: false` answer). */
export const IdCreditConfirmFailures = ["EMAIL_EXPIRED", "ALREADY_CONFIRMED", "INVALID_LINK"] as const
export type IdCreditConfirmFailure = (typeof IdCreditConfirmFailures)[number]

/** Answer of the e-mail confirmation of an application: message EMAIL_EXPIRED after 14 days. */
export const IdCreditConfirmResponse = Schema.Struct({
  success: Schema.Boolean,
  message: Opt(Schema.String),
})
export type IdCreditConfirmResponse = typeof IdCreditConfirmResponse.Type

/** A mail the server would have sent (demo: no mail server is reachable, so it lands in the outbox). */
export const OutboxMail = Schema.Struct({
  id: Schema.Number,
  recipient: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  link: Opt(Schema.String),
  createdAt: Schema.String,
})
export type OutboxMail = typeof OutboxMail.Type
