import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"
import { sql } from "drizzle-orm"
import type { Locale } from "../../../core/schemas/common"
import type { Anomaly, AnomalyKind, BudgetKind, VehicleFuelType } from "../../../core/schemas/spending"
import { customers, users } from "../../db/schema"

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" })

/**
 * A customer's EV charging sessions under its charging agreement. `cost` is with VAT and `vat_amount` the
 * VAT in it, worked out on writing by `session_date` (the Tallinn day of the start), as the statement's
 * lines do, so a month's sums are plain aggregates of one index range.
 */
export const chargingSessions = pgTable(
  "charging_sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    siteName: text("site_name").notNull(),
    connector: text("connector").notNull(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at").notNull(),
    sessionDate: date("session_date", { mode: "string" }).notNull(),
    kwh: numeric("kwh", { precision: 10, scale: 3, mode: "number" }).notNull(),
    /** Price per kWh with VAT. */
    pricePerKwh: numeric("price_per_kwh", { precision: 10, scale: 4, mode: "number" }).notNull(),
    cost: money("cost").notNull(),
    vatAmount: money("vat_amount").notNull(),
    rfidCard: text("rfid_card"),
    vehicleNumber: text("vehicle_number"),
  },
  (t) => [
    index("charging_sessions_customer_date").on(t.customerId, t.sessionDate, t.id, t.cost, t.vatAmount, t.kwh),
    index("charging_sessions_customer_site").on(t.customerId, t.siteName, t.sessionDate),
  ],
)

/** A company's vehicles: the registration number its card lines carry, the fuel it takes and its tank. */
export const vehicles = pgTable(
  "vehicles",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    registrationNumber: text("registration_number").notNull(),
    fuelType: text("fuel_type").$type<VehicleFuelType>().notNull(),
    tankCapacityLitres: integer("tank_capacity_litres"),
  },
  (t) => [primaryKey({ name: "vehicles_pk", columns: [t.customerId, t.registrationNumber] })],
)

/**
 * A customer's monthly budgets: of a category of /kulud (key FUEL, OTHER, ELECTRICITY, CHARGING) or of a card
 * (key its remote card id), in the customer's VAT mode. Saved together, with the language of the alert
 * e-mails and the user who set them (the demo's outbox shows that user the mails).
 */
export const spendingBudgets = pgTable(
  "spending_budgets",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    kind: text("kind").$type<BudgetKind>().notNull(),
    key: text("key").notNull(),
    amount: money("amount").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    setByUserId: integer("set_by_user_id").references(() => users.id),
  },
  (t) => [primaryKey({ name: "spending_budgets_pk", columns: [t.customerId, t.kind, t.key] })],
)

/** The budget alerts sent: one row per budget, month and threshold, so that each goes once (its insert claims it). */
export const spendingBudgetAlerts = pgTable(
  "spending_budget_alerts",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    kind: text("kind").$type<BudgetKind>().notNull(),
    key: text("key").notNull(),
    month: text("month").notNull(),
    threshold: integer("threshold").notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [primaryKey({ name: "spending_budget_alerts_pk", columns: [t.customerId, t.kind, t.key, t.month, t.threshold] })],
)

/** The cards a customer marked "business hours only": a purchase outside them is an anomaly (HOURS). */
export const spendingBusinessHoursCards = pgTable(
  "spending_business_hours_cards",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    remoteCardId: text("remote_card_id").notNull(),
  },
  (t) => [primaryKey({ name: "spending_business_hours_cards_pk", columns: [t.customerId, t.remoteCardId] })],
)

/**
 * A customer's anomalies, found from the statement's lines once per month and kept (spending.anomalies.ts): the
 * month's rows with `found` are what /kulud lists (`details`: the anomaly with the figures of its reason). A row
 * also remembers what was done about it: told the customer (`alerted_at`, once each) or explained by a manager.
 * A row no longer found keeps its marks (found again, it is shown explained as before).
 */
export const spendingAnomalies = pgTable(
  "spending_anomalies",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    kind: text("kind").$type<AnomalyKind>().notNull(),
    lineId: integer("line_id").notNull(),
    alertedAt: at("alerted_at"),
    explainedAt: at("explained_at"),
    explainedByUserId: integer("explained_by_user_id").references(() => users.id),
    /** The month (YYYY-MM) of the line's document date. */
    month: text("month"),
    found: boolean("found").notNull().default(false),
    details: jsonb("details").$type<Anomaly>(),
  },
  (t) => [
    primaryKey({ name: "spending_anomalies_pk", columns: [t.customerId, t.kind, t.lineId] }),
    index("spending_anomalies_found").on(t.customerId, t.month).where(sql`${t.found}`),
  ],
)

/**
 * The months whose anomalies are kept in spending_anomalies and still true to the lines: a month's row is taken
 * away (by the triggers of migration 0028) when a line of that month or of its last day's previous month is written,
 * or when the customer's vehicles, business-hours cards or the stations change; the next read finds them again.
 */
export const spendingAnomalyMonths = pgTable(
  "spending_anomaly_months",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    month: text("month").notNull(),
    foundAt: at("found_at").notNull(),
  },
  (t) => [primaryKey({ name: "spending_anomaly_months_pk", columns: [t.customerId, t.month] })],
)
