import { integer, numeric, pgTable, text } from "drizzle-orm/pg-core"

/**
 * Fuel loyalty levels (GET /loyalty-levels): from `fuelCapacity` litres in a month the level's
 * discount in cents per litre applies. Ordered by the threshold.
 */
export const loyaltyLevels = pgTable("loyalty_levels", {
  levelId: text("level_id").primaryKey(),
  fuelCapacity: integer("fuel_capacity").notNull(),
  fuelDiscount: numeric("fuel_discount", { precision: 6, scale: 2, mode: "number" }).notNull(),
  sortOrder: integer("sort_order").notNull(),
})
