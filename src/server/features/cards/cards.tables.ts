import { sql } from "drizzle-orm"
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import type { CardCategory, CardType } from "../../../core/schemas/cards"
import { contacts, customers, users } from "../../db/schema"

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })

/**
 * Payment and discount cards of spec part 2 §3. remote_card_id is the card number. A PIN (ID credit
 * cards) is kept only as a salted scrypt hash. Blocking and the last change record who and when;
 * every change is also a card_changes row.
 */
export const cards = pgTable(
  "cards",
  {
    remoteCardId: text("remote_card_id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    name: text("name"),
    cardType: text("card_type").$type<CardType>().notNull(),
    cardCategory: text("card_category").$type<CardCategory>(),
    monthlyLimit: money("monthly_limit"),
    creditUsed: money("credit_used").notNull().default(0),
    dateExpiry: date("date_expiry", { mode: "string" }),
    isBlocked: boolean("is_blocked").notNull().default(false),
    isEidCard: boolean("is_eid_card").notNull().default(false),
    pinHash: text("pin_hash"),
    dateCreated: at("date_created").notNull().defaultNow(),
    blockedAt: at("blocked_at"),
    blockedByContactId: integer("blocked_by_contact_id").references(() => contacts.id),
    changedAt: at("changed_at"),
    changedByContactId: integer("changed_by_contact_id").references(() => contacts.id),
  },
  (t) => [
    index("cards_customer_type_blocked").on(t.customerId, t.cardType, t.isBlocked, t.remoteCardId),
    check("cards_monthly_limit_not_negative", sql`${t.monthlyLimit} >= 0`),
  ],
)

/** Who changed what on a card and when. The PIN change records only that it happened. */
export const cardChanges = pgTable(
  "card_changes",
  {
    id: id(),
    remoteCardId: text("remote_card_id")
      .notNull()
      .references(() => cards.remoteCardId),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    kind: text("kind").$type<"LIMIT" | "BLOCK" | "UNBLOCK" | "PIN">().notNull(),
    oldLimit: money("old_limit"),
    newLimit: money("new_limit"),
    changedAt: at("changed_at").notNull().defaultNow(),
  },
  (t) => [index("card_changes_card").on(t.remoteCardId)],
)

/** New card requests; the retailer's staff issue the card at the pickup location. */
export const cardRequests = pgTable("card_requests", {
  id: id(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customers.id),
  contactId: integer("contact_id")
    .notNull()
    .references(() => contacts.id),
  cardType: text("card_type").$type<CardType>().notNull(),
  cardName: text("card_name").notNull(),
  monthlyLimit: money("monthly_limit"),
  cardCategory: text("card_category").$type<CardCategory>(),
  pickupLocation: text("pickup_location").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
})

/** Staffed stations: where a new card can be picked up. */
export const staffedStations = pgTable("staffed_stations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
})

export type IdCreditApplicationStatus = "EMAIL_PENDING" | "EMAIL_CONFIRMED" | "EMAIL_EXPIRED"

/** ID credit card applications. The PIN of the card to be made is kept only as a salted scrypt hash. */
export const idCreditApplications = pgTable(
  "id_credit_applications",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    pinHash: text("pin_hash").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    county: text("county").notNull(),
    zip: text("zip").notNull(),
    includeRfidCard: boolean("include_rfid_card").notNull(),
    status: text("status").$type<IdCreditApplicationStatus>().notNull().default("EMAIL_PENDING"),
    createdAt: at("created_at").notNull().defaultNow(),
    confirmedAt: at("confirmed_at"),
  },
  (t) => [index("id_credit_applications_user").on(t.userId)],
)

/** One-time e-mail confirmation links of applications: SHA-256 of the token, valid 14 days. */
export const idCreditConfirmations = pgTable("id_credit_confirmations", {
  tokenHash: text("token_hash").primaryKey(),
  applicationId: integer("application_id")
    .notNull()
    .references(() => idCreditApplications.id),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
})

/**
 * Mails to send: written in the transaction of what they tell (never a notice without its change), sent
 * afterwards by the job runner's mail queue (src/server/mail/mailQueue.ts) through the mail API; the demo
 * also shows them (GET /v1/demo/outbox).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    createdAt: at("created_at").notNull().defaultNow(),
    /** QUEUED until the mail API took it (SENT), or FAILED after the last attempt. */
    status: text("status").$type<"QUEUED" | "SENT" | "FAILED">().notNull().default("QUEUED"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due (later after each failure). */
    dueAt: at("due_at").notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedAt: at("claimed_at"),
    sentAt: at("sent_at"),
    /** The mail API's id of the sent message. */
    messageId: text("message_id"),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_user").on(t.userId),
    index("mail_outbox_queued").on(t.dueAt).where(sql`${t.status} = 'QUEUED'`),
    check("mail_outbox_status", sql`${t.status} in ('QUEUED', 'SENT', 'FAILED')`),
  ],
)
