import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"
import type { MeteringPointKind } from "../../../core/schemas/electricityAgreement"
import { customers } from "../../db/schema"

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const kwh = (name: string) => numeric(name, { precision: 10, scale: 3, mode: "number" })

/** A customer's metering points (spec part 3 §3 Metering point); productionCapacity in kW. */
export const meteringPoints = pgTable(
  "metering_points",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
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
    pointId: integer("point_id")
      .notNull()
      .references(() => meteringPoints.id),
    at: at("at").notNull(),
    consumptionKwh: kwh("consumption_kwh").notNull(),
    productionKwh: kwh("production_kwh").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pointId, t.at] })],
)

/**
 * A metering point's measurements summed per day of Tallinn's wall time, kept by triggers on measurements
 * and spot_prices in the writing transaction (migration 0017), so the DAY and MONTH views and the
 * statistics read 365 rows for a year, not 8 760. The cost is kept in parts that do not depend on the
 * prices' constants (features/consumption/consumption.service.ts puts them together with core/rules/consumption.cost.ts): of
 * the hours that have a spot price, their count, kWh in the grid's day and night tariff hours, and
 * Σ kWh × spot price.
 */
export const measurementDayTotals = pgTable(
  "measurement_day_totals",
  {
    pointId: integer("point_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    hours: integer("hours").notNull(),
    consumptionKwh: numeric("consumption_kwh").notNull(),
    productionKwh: numeric("production_kwh").notNull(),
    pricedHours: integer("priced_hours").notNull(),
    pricedDayTariffKwh: numeric("priced_day_tariff_kwh").notNull(),
    pricedNightTariffKwh: numeric("priced_night_tariff_kwh").notNull(),
    spotKwhEurMwh: numeric("spot_kwh_eur_mwh").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pointId, t.day] })],
)

/** Hourly day-ahead spot price of the Estonian bidding zone, euro per MWh without VAT. */
export const spotPrices = pgTable("spot_prices", {
  at: at("at").primaryKey(),
  priceEurMwh: numeric("price_eur_mwh", { precision: 8, scale: 2, mode: "number" }).notNull(),
})
