import { sql } from "drizzle-orm"
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"
import { customers, contacts } from "../../db/schema"

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" })
const day = (name: string) => date(name, { mode: "string" })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/** One line of a fuel document: what the PDF lists; amounts without VAT. */
export interface FuelDocumentLine {
  readonly product: string
  readonly quantity: number
  readonly unit: string
  readonly unitPrice: number
}

/**
 * Fuel documents (invoices) of spec part 1 §3. `documentType` is the dotted form (MV.KO). Amounts
 * with VAT; the VAT rate is the one in force on the document date. `paid` is kept in step with
 * payment_amount by the payment capture (one UPDATE), so sorting and filtering by it stay in SQL.
 */
export const fuelDocuments = pgTable(
  "fuel_documents",
  {
    remoteDocumentId: text("remote_document_id").primaryKey(),
    /** The numeric id the statement's lines name (InvoiceLine.documentId) and its zip takes. */
    documentId: integer("document_id").notNull().unique().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    documentNumber: text("document_number").notNull(),
    documentType: text("document_type").notNull(),
    documentDateCreated: day("document_date_created").notNull(),
    paymentDeadlineDate: day("payment_deadline_date"),
    totalAmount: money("total_amount").notNull(),
    paymentAmount: money("payment_amount").notNull().default(0),
    paid: boolean("paid").notNull().default(false),
    remoteFactoring: boolean("remote_factoring").notNull().default(false),
    printForm: text("print_form"),
    referenceNumber: text("reference_number").notNull(),
    lines: jsonb("lines").$type<FuelDocumentLine[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    // The list's default order (date, then id): the first page is read straight off this index.
    index("fuel_documents_customer_date_id").on(t.customerId, t.documentDateCreated, t.remoteDocumentId),
    // The other sort fields of a long list (50 000 documents must page in milliseconds, not sort every row).
    index("fuel_documents_customer_total_id").on(t.customerId, t.totalAmount, t.remoteDocumentId),
    index("fuel_documents_customer_deadline_id").on(t.customerId, t.paymentDeadlineDate, t.remoteDocumentId),
    index("fuel_documents_customer_number_id").on(t.customerId, t.documentNumber, t.remoteDocumentId),
    index("fuel_documents_customer_paid_id").on(t.customerId, t.paid, t.remoteDocumentId),
    index("fuel_documents_customer_type_id").on(t.customerId, t.documentType, t.remoteDocumentId),
    index("fuel_documents_customer_type_date").on(t.customerId, t.documentType, t.documentDateCreated),
  ],
)

/**
 * Running totals of fuel documents per customer, type, day and unpaid flag, kept by a trigger on
 * fuel_documents (migration 0004), so the list's count and sums over a filter read a few hundred
 * rows instead of every document. The trigger runs in the writing transaction: every process agrees.
 */
export const fuelDocumentDayTotals = pgTable(
  "fuel_document_day_totals",
  {
    customerId: integer("customer_id").notNull(),
    documentType: text("document_type").notNull(),
    day: day("day").notNull(),
    unpaid: boolean("unpaid").notNull(),
    documentCount: integer("document_count").notNull(),
    totalAmount: numeric("total_amount", { precision: 16, scale: 2, mode: "number" }).notNull(),
    paymentAmount: numeric("payment_amount", { precision: 16, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.documentType, t.day, t.unpaid] })],
)

/**
 * The same totals without the day, per customer, type and unpaid flag (migration 0018, the same trigger):
 * the list without a date filter, its usual first view, sums a handful of rows instead of a year of days.
 */
export const fuelDocumentTypeTotals = pgTable(
  "fuel_document_type_totals",
  {
    customerId: integer("customer_id").notNull(),
    documentType: text("document_type").notNull(),
    unpaid: boolean("unpaid").notNull(),
    documentCount: integer("document_count").notNull(),
    totalAmount: numeric("total_amount", { precision: 16, scale: 2, mode: "number" }).notNull(),
    paymentAmount: numeric("payment_amount", { precision: 16, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.documentType, t.unpaid] })],
)

/** Electricity invoices of spec part 1 §3. */
export const electricityInvoices = pgTable(
  "electricity_invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    invoiceNumber: text("invoice_number").notNull(),
    dateIssued: day("date_issued").notNull(),
    dateDue: day("date_due"),
    amountIncludingVat: money("amount_including_vat").notNull(),
    amountExcludingVat: money("amount_excluding_vat").notNull(),
    totalConsumption: numeric("total_consumption", { precision: 12, scale: 3, mode: "number" }),
    totalProduction: numeric("total_production", { precision: 12, scale: 3, mode: "number" }),
    consumptionAveragePrice: numeric("consumption_average_price", { precision: 10, scale: 4, mode: "number" }),
    productionAveragePrice: numeric("production_average_price", { precision: 10, scale: 4, mode: "number" }),
    meteringPoint: text("metering_point"),
    /** Paid so far (beyond the spec's fields): the portal shows paid, unpaid or overdue as for fuel invoices. */
    amountPaid: money("amount_paid").notNull().default(0),
  },
  (t) => [index("electricity_invoices_customer_date").on(t.customerId, t.dateIssued)],
)

export type PaymentOrderStatus = "PENDING" | "CAPTURED" | "DECLINED" | "EXPIRED" | "FAILED"

/**
 * A payment order: one row per begin-payment. The amount is computed by the server from the
 * documents; status moves PENDING → CAPTURED | DECLINED | EXPIRED | FAILED once (a guarded UPDATE),
 * so any number of server processes agree and a capture marks the invoices paid exactly once.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    orderToken: text("order_token").notNull().unique(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    methodType: text("method_type").notNull(),
    bankType: text("bank_type"),
    locale: text("locale").notNull(),
    amount: money("amount").notNull(),
    documentIds: text("document_ids").array().notNull(),
    /** Electricity invoices paid by the same order (beyond the spec: they are paid like fuel invoices). */
    electricityInvoiceIds: integer("electricity_invoice_ids").array().notNull().default(sql`'{}'::integer[]`),
    status: text("status").$type<PaymentOrderStatus>().notNull().default("PENDING"),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    completedAt: at("completed_at"),
  },
  (t) => [index("payment_orders_customer").on(t.customerId)],
)
