import { sql } from "drizzle-orm"
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core"
import type { LoginMethod } from "../../core/schemas/session"
import type { Locale } from "../../core/schemas/common"

// Ids are identities starting high so that the seed's fixed small ids never collide with them.
const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" })
const price = (name: string) => numeric(name, { precision: 10, scale: 3, mode: "number" })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

export const users = pgTable("users", {
  id: id(),
  personalCode: text("personal_code").notNull().unique(),
  name: text("name").notNull(),
  email: text("email"),
  canRequestIdCredit: boolean("can_request_id_credit").notNull().default(false),
})

/** A customer of the retailer: a person, a company or an apartment association. */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    name: text("name").notNull(),
    isPerson: boolean("is_person").notNull(),
    apartmentAssociation: boolean("apartment_association").notNull().default(false),
    /** Business registry code for companies, personal code for persons. */
    registryNumber: text("registry_number"),
    vatRegistryNumber: text("vat_registry_number"),
    groupId: text("group_id"),
    searchCode: text("search_code"),
    email: text("email"),
    phone: text("phone"),
    mobileNumber: text("mobile_number"),
    address: text("address"),
    city: text("city"),
    zip: text("zip"),
    county: text("county"),
    bankAccountNumber: text("bank_account_number"),
    eInvoice: boolean("e_invoice").notNull().default(false),
    invoiceRecipientEmail: text("invoice_recipient_email"),
    customerBalanceLimit: money("customer_balance_limit"),
    creditUsed: money("credit_used"),
    cardLoyaltyMonthQuantity: numeric("card_loyalty_month_quantity", { precision: 10, scale: 2, mode: "number" }),
    cardLoyaltyCoffeePoints: integer("card_loyalty_coffee_points"),
    cardLoyaltyLevelId: text("card_loyalty_level_id"),
    summerGameSendNotification: boolean("summer_game_send_notification"),
    extendedSaleOrderDeadlineAllowed: boolean("extended_sale_order_deadline_allowed").notNull().default(false),
    defaultPaymentDeadline: integer("default_payment_deadline"),
    /**
     * The language the portal writes the customer's e-mails in (budget alerts, issue 28), chosen on /profiil
     * by any of its contacts. Null: never chosen, so the budget alerts keep the language the budgets were
     * saved in (the form offers et first).
     */
    communicationLanguage: text("communication_language").$type<Locale>(),
  },
  (t) => [
    // One customer per registry number among companies and among persons (part 3 §8 "Customer with
    // given regno already exists!"): two registrations at once cannot both pass the service's check.
    uniqueIndex("customers_registry_number").on(t.isPerson, t.registryNumber),
    check("customers_communication_language", sql`${t.communicationLanguage} in ('et', 'en', 'ru')`),
  ],
)

/** A user acting for a customer: own private customer, company contact or mandate. The id is the contactId. */
export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    isMandate: boolean("is_mandate").notNull().default(false),
  },
  (t) => [unique("contacts_user_customer").on(t.userId, t.customerId), index("contacts_customer").on(t.customerId)],
)

/** Companies of the business registry where the user is a board member; customerId is null until registered. */
export const userCompanies = pgTable(
  "user_companies",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    registryNumber: text("registry_number").notNull(),
    name: text("name").notNull(),
    vatRegistryNumber: text("vat_registry_number"),
    customerId: integer("customer_id").references(() => customers.id),
  },
  (t) => [unique("user_companies_user_registry").on(t.userId, t.registryNumber)],
)

export const fuelPrices = pgTable("fuel_prices", {
  noomId: integer("noom_id").primaryKey(),
  /** Euro per unit with VAT. */
  price: price("price").notNull(),
  idcPrice: price("idc_price"),
})

export const customerPrices = pgTable(
  "customer_prices",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    noomId: integer("noom_id").notNull(),
    clientPrice: price("client_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.noomId] })],
)

/** Smart-ID / Mobile-ID sign-in sessions are rows so that any server process can answer a poll. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    method: text("method").$type<LoginMethod | "id-card">().notNull(),
    personalCode: text("personal_code").notNull(),
    phoneNumber: text("phone_number"),
    verificationCode: text("verification_code").notNull(),
    /** The identity provider's own session reference (the simulator makes one up). */
    providerRef: text("provider_ref"),
    /** SHA-256 of the secret the starting browser got (auth/eidBinding.ts); a poll must present it. Null for ID-card nonces. */
    secretHash: text("secret_hash").unique(),
    pollCount: integer("poll_count").notNull().default(0),
    status: text("status").notNull().default("RUNNING"),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("auth_sessions_lookup").on(t.personalCode, t.verificationCode)],
)

/**
 * One sign-in. Its id is the refresh-token family and the `sid` claim of every access token it issues;
 * logout or a replayed refresh token revokes it (its access tokens are refused at once), and it ends
 * 12 h after the sign-in whatever the renewals.
 */
export const userSessions = pgTable("user_sessions", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  createdAt: at("created_at").notNull().defaultNow(),
  expiresAt: at("expires_at").notNull(),
  revokedAt: at("revoked_at"),
})

/** Refresh tokens, stored as SHA-256 hashes; a family is one sign-in, rotated on each refresh. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: text("family_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    /** The pair this token was rotated into, sealed with a key only this token's holder can derive (auth/session.ts). */
    successorSealed: text("successor_sealed"),
  },
  (t) => [index("refresh_tokens_family").on(t.familyId)],
)

/** One-time tokens (60 s) that sign the same user in on another page. */
export const redirectTokens = pgTable("redirect_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  /** The sign-in the token continues (no new one): same 12 h, revoked with it. Null on tokens made before. */
  sessionId: text("session_id").references(() => userSessions.id, { onDelete: "cascade" }),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
})

/** Server-wide settings shared by every process (e.g. the JWT signing secret). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
})
