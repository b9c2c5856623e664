import { asc } from "drizzle-orm"
import type { Db } from "../../db/client"
import { loyaltyLevels } from "./loyalty.tables"

/** GET /loyalty-levels: every level by its threshold (the card picks the reached and the next one). */
export async function loyaltyLevelList(db: Db) {
  return db
    .select({ levelId: loyaltyLevels.levelId, fuelCapacity: loyaltyLevels.fuelCapacity, fuelDiscount: loyaltyLevels.fuelDiscount })
    .from(loyaltyLevels)
    .orderBy(asc(loyaltyLevels.sortOrder), asc(loyaltyLevels.fuelCapacity))
}
