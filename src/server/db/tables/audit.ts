import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import { contacts, customers, users } from "../schema"

const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })

/**
 * Who did what and when, for changes that have no history table of their own (profile saves,
 * registrations). `detail` holds the changed fields as `{ field: [before, after] }` or the request's
 * facts; it never holds tokens or secrets.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    customerId: integer("customer_id").references(() => customers.id),
    contactId: integer("contact_id").references(() => contacts.id),
    action: text("action").$type<AuditAction>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("audit_events_customer").on(t.customerId, t.at)],
)

export type AuditAction =
  | "PROFILE_SAVED"
  | "BUSINESS_CUSTOMER_REGISTERED"
  | "PRIVATE_CUSTOMER_REGISTERED"
  | "ELERING_AUTHORIZED"
  | "ELECTRICITY_RESALE_OFFER_REQUESTED"
  | "ELECTRICITY_AGREEMENT_CONCLUDED"
  | "ELECTRICITY_PACKAGE_CHANGED"
  | "ELECTRICITY_OFFER_ACCEPTED"
  | "ELECTRICITY_OFFER_REJECTED"
  | "CHARGING_OFFER_ACCEPTED"
  | "CHARGING_OFFER_REJECTED"
