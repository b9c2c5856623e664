import { index, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"
import type { MeteringPointKind } from "../../../core/schemas/electricity"
import { customers } from "../schema"

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const kwh = (name: string) => numeric(name, { precision: 10, scale: 3, mode: "number" })

/** A customer's metering points (spec part 3 §3 Metering point); productionCapacity in kW. */
export const meteringPoints = pgTable(
  "metering_points",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    customerId: integer("customer_id").notNull().references(() => customers.id),
    eic: text("eic").notNull().unique(),
    address: text("address").notNull(),
    type: text("type").$type<MeteringPointKind>().notNull(),
    productionCapacity: numeric("production_capacity", { precision: 8, scale: 2, mode: "number" }),
  },
  (t) => [index("metering_points_customer").on(t.customerId)],
)

/** Hourly consumption and production of a metering point; `at` is the start of the hour (UTC instant). */
export const measurements = pgTable(
  "measurements",
  {
    pointId: integer("point_id").notNull().references(() => meteringPoints.id),
    at: at("at").notNull(),
    consumptionKwh: kwh("consumption_kwh").notNull(),
    productionKwh: kwh("production_kwh").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pointId, t.at] })],
)

/** Hourly day-ahead spot price of the Estonian bidding zone, euro per MWh without VAT. */
export const spotPrices = pgTable("spot_prices", {
  at: at("at").primaryKey(),
  priceEurMwh: numeric("price_eur_mwh", { precision: 8, scale: 2, mode: "number" }).notNull(),
})
