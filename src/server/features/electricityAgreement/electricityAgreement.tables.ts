import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"
import type { ElectricityPackage, MeteringPointKind } from "../../../core/schemas/electricityAgreement"
import { contacts, customers, users } from "../../db/schema"
import { electricityAgreements } from "../agreements/agreements.tables"

const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/**
 * Electricity packages on offer (spec part 3 §3 Electricity package). The columns the server filters
 * by are columns; the rest of the package as the contract shapes it is `details`. Prices without VAT:
 * base price and marginal cents per kWh, monthly fee euro, average market price euro per MWh.
 */
export const electricityPackages = pgTable("electricity_packages", {
  id: integer().primaryKey(),
  type: text("type").$type<MeteringPointKind>().notNull(),
  orderNumber: integer("order_number").notNull(),
  jointInvoicePackage: boolean("joint_invoice_package").notNull().default(false),
  showToBusinessCustomer: boolean("show_to_business_customer").notNull().default(false),
  /** Offered in the wizard; old packages stay for the agreements that name them. */
  active: boolean("active").notNull().default(true),
  details: jsonb("details").$type<ElectricityPackage>().notNull(),
})

/** The grid operator's answer per metering point: the customer has authorised the supplier to read the point's data. */
export const eleringAuthorizations = pgTable(
  "elering_authorizations",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    meteringPointEic: text("metering_point_eic").notNull(),
    authorizedAt: at("authorized_at").notNull().defaultNow(),
    authorizedByUserId: integer("authorized_by_user_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.meteringPointEic] })],
)

/**
 * One trip to the grid operator's authorisation page: the browser carries only `token` (its SHA-256 is
 * kept); the page knows from the row whose points it grants. Used once, valid 15 minutes.
 */
export const eleringAuthorizationRequests = pgTable("elering_authorization_requests", {
  tokenHash: text("token_hash").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customers.id),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  meteringPointEics: jsonb("metering_point_eics").$type<string[]>().notNull(),
  returnPath: text("return_path").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
})

/** A request for a resale offer (produced electricity above 15 kW): what the customer sent, who and when. */
export const electricityOfferRequests = pgTable(
  "electricity_offer_requests",
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
    createdAt: at("created_at").notNull().defaultNow(),
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("electricity_offer_requests_customer").on(t.customerId)],
)

/** A package change of an agreement from a start date; a later change of the same agreement replaces the waiting one. */
export const electricityPackageChanges = pgTable("electricity_package_changes", {
  agreementId: integer("agreement_id")
    .primaryKey()
    .references(() => electricityAgreements.id),
  consumptionPackageId: integer("consumption_package_id"),
  productionPackageId: integer("production_package_id"),
  startDate: text("start_date").notNull(),
  contactId: integer("contact_id")
    .notNull()
    .references(() => contacts.id),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  changedAt: at("changed_at").notNull().defaultNow(),
  request: jsonb("request").$type<Record<string, unknown>>().notNull(),
})
