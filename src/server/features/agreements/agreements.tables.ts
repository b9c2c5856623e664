import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import type { AgreementStatus, OilAgreementType } from "../../../core/schemas/agreements"
import type { ChargingAgreement, ChargingStation } from "../../../core/schemas/charging"
import type { ElectricityPackage, MeteringPoint } from "../../../core/schemas/electricityAgreement"
import { customers, users } from "../../db/schema"

// Ids start high so that the seed's fixed small ids never collide with generated ones.
const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/** Oil agreements (spec part 1 §3); the signing status is derived from the two flags. */
export const oilAgreements = pgTable(
  "oil_agreements",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    contractNumber: text("contract_number").notNull(),
    type: text("type").$type<OilAgreementType>().notNull(),
    isSignedByCustomer: boolean("is_signed_by_customer").notNull().default(false),
    isSignedByVendor: boolean("is_signed_by_vendor").notNull().default(false),
    dateModified: at("date_modified").notNull().defaultNow(),
    /** The agreement document, generated once (base64) so that every signature covers the same bytes. */
    pdf: text("pdf"),
  },
  (t) => [index("oil_agreements_customer").on(t.customerId)],
)

/** One recorded signature of an oil agreement: the XAdES signature element goes into the BDOC as is. */
export const agreementSignatures = pgTable(
  "agreement_signatures",
  {
    id: id(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => oilAgreements.id),
    /** customer or vendor */
    party: text("party").$type<"customer" | "vendor">().notNull(),
    signer: text("signer").notNull(),
    personalCode: text("personal_code"),
    method: text("method").notNull(),
    signedAt: at("signed_at").notNull().defaultNow(),
    xades: text("xades").notNull(),
  },
  (t) => [index("agreement_signatures_agreement").on(t.agreementId)],
)

/**
 * Smart-ID / Mobile-ID / ID-card signing sessions are rows, so that a poll reaching another server
 * process over the same PostgreSQL finds its session.
 */
export const signingSessions = pgTable(
  "signing_sessions",
  {
    id: text("id").primaryKey(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => oilAgreements.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    userId: integer("user_id").notNull(),
    method: text("method").$type<"smart-id" | "mobile-id" | "id-card">().notNull(),
    personalCode: text("personal_code"),
    phoneNumber: text("phone_number"),
    verificationCode: text("verification_code"),
    providerRef: text("provider_ref"),
    /** Smart-ID / Mobile-ID: SHA-256 of the secret the starting browser got (auth/eidBinding.ts); a poll must present it. */
    secretHash: text("secret_hash").unique(),
    pollCount: integer("poll_count").notNull().default(0),
    /** RUNNING, COMPLETED or FAILED */
    status: text("status").notNull().default("RUNNING"),
    failure: text("failure"),
    /** ID card: the certificate (hex DER), the signing time and the SignedInfo whose SHA-256 the card signs. */
    certificate: text("certificate"),
    signingTime: text("signing_time"),
    signedInfo: text("signed_info"),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("signing_sessions_lookup").on(t.agreementId, t.verificationCode)],
)

/** Electricity agreements and offers (PENDING) of a customer, as the agreements list needs them. */
export const electricityAgreements = pgTable(
  "electricity_agreements",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    contractNumber: text("contract_number").notNull(),
    status: text("status").$type<AgreementStatus>().notNull(),
    dateModified: at("date_modified").notNull().defaultNow(),
    startDate: text("start_date"),
    endDate: text("end_date"),
    meteringPoints: jsonb("metering_points").$type<MeteringPoint[]>().notNull(),
    consumptionPackage: jsonb("consumption_package").$type<ElectricityPackage>(),
    productionPackage: jsonb("production_package").$type<ElectricityPackage>(),
    /** Offered terms of a PENDING offer (basePriceCentsKwh, consumptionMarginal, …). */
    offer: jsonb("offer").$type<Record<string, number | null>>(),
    /** The contact and invoice data of the wizard that concluded or accepted it (email, phone, address, …). */
    contactData: jsonb("contact_data").$type<Record<string, unknown>>(),
    /** Who concluded, accepted or declined it (the offer is decided once). */
    decidedByUserId: integer("decided_by_user_id"),
    decidedAt: at("decided_at"),
  },
  (t) => [index("electricity_agreements_customer").on(t.customerId)],
)

/** Charging agreements and offers (PENDING). */
export const chargingAgreements = pgTable(
  "charging_agreements",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    contractNumber: text("contract_number").notNull(),
    status: text("status").$type<AgreementStatus>().notNull(),
    dateModified: at("date_modified").notNull().defaultNow(),
    /** The offer's details (options, pricing, address, metering point, …) as the contract shapes them. */
    details: jsonb("details")
      .$type<Omit<ChargingAgreement, "id" | "contractNumber" | "status" | "dateModified" | "chargingStations">>()
      .notNull(),
    chargingStations: jsonb("charging_stations").$type<ChargingStation[]>().notNull(),
    /** The day an accepted agreement starts (the accept body's startDate). */
    startDate: text("start_date"),
    /** The contact details the customer confirmed on accepting (email, phone, address, city, zip, county, contactPersonId). */
    acceptance: jsonb("acceptance").$type<ChargingAcceptance>(),
    /** When and by whom the offer was accepted or declined: an offer is decided once. */
    decidedAt: at("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id),
  },
  (t) => [index("charging_agreements_customer").on(t.customerId)],
)

/** What accepting a charging offer recorded beside the status. */
export interface ChargingAcceptance {
  readonly contactPersonId: number
  readonly email: string
  readonly phone: string
  readonly address: string
  readonly city: string | null
  readonly zip: string | null
  readonly county: string | null
}
