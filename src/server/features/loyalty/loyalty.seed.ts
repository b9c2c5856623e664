import type { Db } from "../../db/client"
import { loyaltyLevels } from "./loyalty.tables"
import { LoyaltyExtraDiscountLitres } from "../../../core/schemas/loyalty"

/**
 * The two fuel loyalty levels (part 1 §9): the IDC group's discount from the first litre, and IDC2
 * from 100 L in a month; the card shows the difference as the extra discount. Amounts in s/L.
 */
export const demoLoyaltyLevels = [
  { levelId: "IDC", fuelCapacity: 0, fuelDiscount: 3, sortOrder: 1 },
  { levelId: "IDC2", fuelCapacity: LoyaltyExtraDiscountLitres, fuelDiscount: 5, sortOrder: 2 },
] as const

export async function seedLoyalty(db: Db): Promise<void> {
  await db
    .insert(loyaltyLevels)
    .values([...demoLoyaltyLevels])
    .onConflictDoNothing()
}
