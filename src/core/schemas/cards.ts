import * as Schema from "effect/Schema"
import { BooleanFromString, IntFromString, Opt, pageOf, SortDirection } from "./common"

export const CardTypes = ["PAYMENT_CARD", "DISCOUNT_CARD"] as const
export const CardType = Schema.Literals(CardTypes)
export type CardType = typeof CardType.Type

export const CardCategories = [
  "ALL_FUELS",
  "ALL_FUELS_AND_VEHICLE_PRODUCTS",
  "ALL_FUELS_AND_ALL_PRODUCTS",
  "DIESEL_FUEL",
] as const
export const CardCategory = Schema.Literals(CardCategories)
export type CardCategory = typeof CardCategory.Type

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
  page: Schema.optionalKey(IntFromString),
  size: Schema.optionalKey(IntFromString),
  sortField: Schema.optionalKey(CardSortField),
  sortDirection: Schema.optionalKey(SortDirection),
  isBlockedCard: Schema.optionalKey(BooleanFromString),
  searchQuery: Schema.optionalKey(Schema.String),
})
export type CardPageQuery = typeof CardPageQuery.Type

/** Body of a new card request. monthlyLimit and cardCategory are for payment cards. */
export const NewCardRequest = Schema.Struct({
  cardName: Schema.NonEmptyString,
  monthlyLimit: Opt(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  cardCategory: Opt(CardCategory),
  cardType: CardType,
  customerContactId: Schema.Number,
  customerId: Schema.Number,
  pickupLocation: Schema.NonEmptyString,
})
export type NewCardRequest = typeof NewCardRequest.Type

/** Card change: limit and block of a normal card. */
export const CardLimitChange = Schema.Struct({
  remoteCardId: Schema.String,
  newLimit: Opt(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))),
  isBlocked: Schema.Boolean,
})
export type CardLimitChange = typeof CardLimitChange.Type

export const CardPin = Schema.String.check(Schema.isPattern(/^\d{4}$/))

/** Card change: new PIN of an ID credit card (exactly 4 digits). */
export const CardPinChange = Schema.Struct({ remoteCardId: Schema.String, newPin: CardPin })
export type CardPinChange = typeof CardPinChange.Type

export const CardChange = Schema.Union([CardLimitChange, CardPinChange])
export type CardChange = typeof CardChange.Type

/** Application for an ID credit card (persons whose user has canRequestIdCredit). */
export const IdCreditApplication = Schema.Struct({
  email: Schema.String,
  phone: Schema.String,
  pinCode: CardPin,
  address: Schema.String,
  city: Schema.String,
  county: Schema.String,
  zip: Schema.String,
  includeRfidCard: Schema.Boolean,
})
export type IdCreditApplication = typeof IdCreditApplication.Type

/** Answer of the e-mail confirmation of an application: message EMAIL_EXPIRED after 14 days. */
export const IdCreditConfirmResponse = Schema.Struct({
  success: Schema.Boolean,
  message: Opt(Schema.String),
})
export type IdCreditConfirmResponse = typeof IdCreditConfirmResponse.Type
