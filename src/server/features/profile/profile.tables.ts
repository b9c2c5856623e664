import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import { contacts, users } from "../../db/schema"

/**
 * The contact and billing settings one contact person keeps for one customer ("Minu sätted"). A
 * contact without a row yet sees the customer register's values (services/profile.ts). Every save
 * is also an audit_events row.
 */
export const contactSettings = pgTable("contact_settings", {
  contactId: integer("contact_id")
    .primaryKey()
    .references(() => contacts.id),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  eInvoice: boolean("e_invoice").notNull(),
  /** Kept only with e-invoice; null otherwise. */
  bankAccountNumber: text("bank_account_number"),
  invoiceRecipientEmail: text("invoice_recipient_email"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedByUserId: integer("updated_by_user_id")
    .notNull()
    .references(() => users.id),
})
