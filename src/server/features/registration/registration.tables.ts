import { boolean, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import { customers, users } from "../../db/schema"

/** What a new customer asked for when registering (part 3 "Registration"); the retailer's staff follow up. */
export const customerRegistrations = pgTable("customer_registrations", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  kind: text("kind").$type<"BUSINESS" | "PRIVATE">().notNull(),
  contactEmail: text("contact_email").notNull(),
  contactPhone: text("contact_phone").notNull(),
  wantsCreditAndCard: boolean("wants_credit_and_card").notNull().default(false),
  estimatedMonthlyLiters: integer("estimated_monthly_liters"),
  wantedCredit: numeric("wanted_credit", { precision: 14, scale: 2, mode: "number" }),
  additionalInfo: text("additional_info"),
  wantsNewsLetter: boolean("wants_news_letter").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
})
