import { sql } from "drizzle-orm"
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core"
import { customers } from "../../db/schema"
import { fuelDocuments } from "../invoices/invoices.tables"

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" })

/**
 * Lines of the card transaction documents (LV.5, LV.5A, LV.5E): the statement of spec part 2.
 * The document's number, type and date are copied onto each line (they never change), so the
 * filters, sums and sorts of a fleet's 100 000 lines read one table. `amount` is the line's sum
 * with VAT; `vat_amount` the VAT in it, worked out on writing from the VAT table of core by the
 * document date (core/rules/vat.ts), so the sums are plain SQL aggregates.
 *
 * Each filter has an index led by (customer, filter value, date): a filtered page is read straight
 * off it in date order, and its trailing type, amount and VAT make the count and the sums
 * index-only scans. The other sort fields have an index each, so any first page is a short scan.
 */
export const documentLines = pgTable(
  "document_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** fuel_documents.document_id of the line's document (copied like its number). */
    documentId: integer("document_id").notNull(),
    lineNo: integer("line_no").notNull(),
    remoteDocumentId: text("remote_document_id")
      .notNull()
      .references(() => fuelDocuments.remoteDocumentId),
    documentNumber: text("document_number").notNull(),
    documentType: text("document_type").notNull(),
    documentDate: date("document_date", { mode: "string" }).notNull(),
    locationName: text("location_name"),
    remoteCardId: text("remote_card_id"),
    cardName: text("card_name"),
    vehicleNumber: text("vehicle_number"),
    vehicleMileage: integer("vehicle_mileage"),
    productName: text("product_name").notNull(),
    /** Unit price with VAT, euro. */
    price: numeric("price", { precision: 10, scale: 3, mode: "number" }).notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull(),
    amount: money("amount").notNull(),
    vatAmount: money("vat_amount").notNull(),
    /** When the purchase was made at the pump (null where the back office sent none); /kulud's anomalies read it. */
    purchasedAt: timestamp("purchased_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    unique("document_lines_document_line").on(t.documentId, t.lineNo),
    index("document_lines_customer_date").on(t.customerId, t.documentDate, t.id, t.documentType, t.amount, t.vatAmount),
    index("document_lines_customer_card").on(t.customerId, t.remoteCardId, t.documentDate, t.id, t.documentType, t.amount, t.vatAmount),
    index("document_lines_customer_location").on(t.customerId, t.locationName, t.documentDate, t.id, t.documentType, t.amount, t.vatAmount),
    index("document_lines_customer_card_name").on(t.customerId, t.cardName, t.documentDate, t.id, t.documentType, t.amount, t.vatAmount),
    index("document_lines_customer_vehicle").on(t.customerId, t.vehicleNumber, t.documentDate, t.id, t.documentType, t.amount, t.vatAmount),
    index("document_lines_customer_product").on(t.customerId, t.productName, t.documentDate, t.id),
    index("document_lines_customer_number").on(t.customerId, t.documentNumber, t.id),
    index("document_lines_customer_quantity").on(t.customerId, t.quantity, t.id),
    index("document_lines_customer_amount").on(t.customerId, t.amount, t.id),
  ],
)

/** The filters whose sums `document_line_day_totals` keeps: every line under ALL, and under each of its filter values that is not null. */
export const LINE_TOTAL_DIMENSIONS = ["ALL", "CARD", "LOCATION", "CARD_NAME", "VEHICLE", "PRODUCT"] as const
export type LineTotalDimension = (typeof LINE_TOTAL_DIMENSIONS)[number]
export type LineTotalPeriod = "DAY" | "MONTH"

/**
 * Count and sums of the statement's lines per customer, filter value, day (and month) and document type, kept by
 * statement-level triggers on `document_lines` (migration 0015) in the same transaction as the lines,
 * so they are never stale, on any number of server processes. `dimension` ALL (value '') holds every
 * line; CARD, LOCATION, CARD_NAME and VEHICLE hold the lines with that card number, station, card
 * name or vehicle number; each both per DAY and per MONTH. The sums and the page's count of a period
 * with at most one of those filters add the MONTH rows of its whole months and the DAY rows of the
 * days at its ends, per type: a year of a 100 000-line fleet is 36 rows instead of 90 000 lines. The VAT of each line was worked out by its document date
 * on writing, so the day's VAT is the sum of its lines' rounded VAT: the same as summing the lines.
 */
export const documentLineDayTotals = pgTable(
  "document_line_day_totals",
  {
    customerId: integer("customer_id").notNull(),
    dimension: text("dimension").$type<LineTotalDimension>().notNull(),
    value: text("value").notNull(),
    /** DAY: the row of `document_date`; MONTH: of the month that starts on `document_date`. */
    period: text("period").$type<LineTotalPeriod>().notNull(),
    documentDate: date("document_date", { mode: "string" }).notNull(),
    documentType: text("document_type").notNull(),
    lineCount: integer("line_count").notNull(),
    amount: numeric("amount", { precision: 16, scale: 2, mode: "number" }).notNull(),
    vatAmount: numeric("vat_amount", { precision: 16, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({
      name: "document_line_day_totals_pk",
      columns: [t.customerId, t.dimension, t.value, t.period, t.documentDate, t.documentType],
    }),
    // A month's rows of one dimension, all its values (/kulud's card, vehicle and driver breakdowns, migration 0028):
    // the key above has the value before the month, so it would scan every day of every card.
    index("document_line_day_totals_months").on(t.customerId, t.dimension, t.documentDate).where(sql`${t.period} = 'MONTH'`),
  ],
)
