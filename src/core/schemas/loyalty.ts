import * as Schema from "effect/Schema"
import { Opt } from "./common"

/** Loyalty group markers: IDC, with IDC2 used for the fuel discount difference. */
export const LoyaltyLevelIds = ["IDC", "IDC2"] as const
export const LoyaltyLevelId = Schema.Literals(LoyaltyLevelIds)
export type LoyaltyLevelId = typeof LoyaltyLevelId.Type

/**
 * One row of GET /loyalty-levels. The spec names no fields for it; we take the level's id,
 * the litre threshold of the month (fuelCapacity) and the discount in cents per litre (fuelDiscount),
 * the same names as the loyalty card.
 */
export const LoyaltyLevel = Schema.Struct({
  levelId: Schema.String,
  fuelCapacity: Opt(Schema.Number),
  fuelDiscount: Schema.Number,
})
export type LoyaltyLevel = typeof LoyaltyLevel.Type
export const LoyaltyLevelList = Schema.Array(LoyaltyLevel)

/** Loyalty card of the front page (persons only), spec part 1 §3: litres this month and discounts in s/L. */
export const LoyaltyCard = Schema.Struct({
  fuelCapacity: Schema.Number,
  fuelDiscount: Schema.Number,
  currentDiscount: Schema.Number,
  levelId: Opt(LoyaltyLevelId),
  isPrivilegedGroup: Schema.Boolean,
})
export type LoyaltyCard = typeof LoyaltyCard.Type

/** Extra discount threshold in litres per month; coffee stamps; car wash discount (spec part 1 §9). */
export const LoyaltyExtraDiscountLitres = 100
export const CoffeeStampsToCollect = 4
export const CarWashDiscountPercent = 10
