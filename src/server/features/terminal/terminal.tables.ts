import { sql } from "drizzle-orm"
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"
import type { DispensingOrderState, DispensingState, Warehouse } from "../../../core/schemas/terminal"
import { contacts, customers, users } from "../../db/schema"

// Ids start high so that the seed's fixed small ids never collide with generated ones.
const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const day = (name: string) => date(name, { mode: "string" })
/** Litres: whole litres for dispensing (step 100), one decimal for readings and stock. */
const litres = (name: string) => numeric(name, { precision: 14, scale: 1, mode: "number" })
const customerId = () =>
  integer("customer_id")
    .notNull()
    .references(() => customers.id)

/** A product a supplier keeps at the terminal (spec part 2 §3 inventory item, without the locations). */
export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: id(),
    customerId: customerId(),
    remoteId: text("remote_id").notNull(),
    name: text("name").notNull(),
    searchCode: text("search_code"),
    expenseQuantity: litres("expense_quantity"),
    expenseReason: text("expense_reason"),
  },
  (t) => [uniqueIndex("inventory_items_customer_remote").on(t.customerId, t.remoteId)],
)

/** The stock of one inventory item at one location (a column of the stock table). */
export const inventoryQuantities = pgTable(
  "inventory_quantities",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => inventoryItems.id),
    remoteObjectId: text("remote_object_id").notNull(),
    locationName: text("location_name").notNull(),
    quantity: litres("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.remoteObjectId] })],
)

/** Bookings of a booker (spec part 2 §3); priceVat is euro per litre with VAT, 3 decimals. */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    customerId: customerId(),
    documentDate: day("document_date").notNull(),
    remoteProductId: text("remote_product_id").notNull(),
    productName: text("product_name").notNull(),
    quantity: litres("quantity").notNull(),
    priceVat: numeric("price_vat", { precision: 10, scale: 3, mode: "number" }),
    loadingLocationName: text("loading_location_name"),
  },
  (t) => [index("bookings_customer_date").on(t.customerId, t.documentDate)],
)

/** A customer's tank with its latest sensor reading (which may exceed the capacity). */
export const tanks = pgTable(
  "tanks",
  {
    id: id(),
    customerId: customerId(),
    name: text("name").notNull(),
    sensor: text("sensor"),
    deviceSerialNumber: text("device_serial_number"),
    latestAmount: litres("latest_amount"),
    latestUpdateTime: at("latest_update_time"),
    notificationThreshold: litres("notification_threshold"),
    capacity: litres("capacity").notNull(),
    dateModified: at("date_modified"),
  },
  (t) => [index("tanks_customer_id").on(t.customerId, t.id)],
)

/**
 * A batch of fuel a customer holds in a terminal warehouse ('1' commercial, '33' excise), in whole
 * litres. A DOS batch belongs to a main batch (`dosOf`) and has its own stock. Dispensing orders
 * reserve stock by lowering `quantity`; it can never go below 0.
 */
export const terminalBatches = pgTable(
  "terminal_batches",
  {
    remoteBatchId: text("remote_batch_id").primaryKey(),
    customerId: customerId(),
    warehouse: text("warehouse").$type<Warehouse>().notNull(),
    remoteProductId: text("remote_product_id").notNull(),
    productName: text("product_name").notNull(),
    quantity: numeric("quantity", { precision: 14, scale: 0, mode: "number" }).notNull(),
    dosOf: text("dos_of").references((): AnyPgColumn => terminalBatches.remoteBatchId),
  },
  (t) => [
    check("terminal_batches_quantity_not_negative", sql`${t.quantity} >= 0`),
    index("terminal_batches_customer_warehouse").on(t.customerId, t.warehouse),
    uniqueIndex("terminal_batches_one_dos").on(t.dosOf),
  ],
)

/** Carriers that may collect fuel (everybody's list); TT is the terminal's own transport. */
export const carriers = pgTable("carriers", {
  searchCode: text("search_code").primaryKey(),
  name: text("name").notNull(),
})

/** A car (truck) a customer has registered at the terminal, driven for one carrier. */
export const transportCars = pgTable(
  "transport_cars",
  {
    code: text("code").primaryKey(),
    customerId: customerId(),
    carrierCode: text("carrier_code")
      .notNull()
      .references(() => carriers.searchCode),
    name: text("name").notNull(),
    regNumber: text("reg_number").notNull(),
    trailerRegNumber: text("trailer_reg_number"),
  },
  (t) => [index("transport_cars_customer_carrier").on(t.customerId, t.carrierCode)],
)

/** A driver a customer has registered at the terminal; the personal code may be unknown. */
export const transportDrivers = pgTable(
  "transport_drivers",
  {
    code: text("code").primaryKey(),
    customerId: customerId(),
    carrierCode: text("carrier_code")
      .notNull()
      .references(() => carriers.searchCode),
    name: text("name").notNull(),
    personalCode: text("personal_code"),
  },
  (t) => [index("transport_drivers_customer_carrier").on(t.customerId, t.carrierCode)],
)

/** ACTIVE orders may still be edited; LOADING and DONE may not. */
export type { DispensingOrderState }

/**
 * A dispensing order: the authorisation to collect fuel. Names of the carrier, car, driver and
 * owner are copied in when the order is saved, as on any document. Who created and last changed
 * it, and when, are columns; every save is also a row of dispensing_jobs.
 */
export const dispensingOrders = pgTable(
  "dispensing_orders",
  {
    uid: id(),
    customerId: customerId(),
    documentNumber: text("document_number").notNull(),
    ownerCode: text("owner_code").notNull(),
    ownerName: text("owner_name").notNull(),
    carrierCode: text("carrier_code").notNull(),
    carrierName: text("carrier_name").notNull(),
    carCode: text("car_code").notNull(),
    carRegNumber: text("car_reg_number").notNull(),
    trailerRegNumber: text("trailer_reg_number"),
    driverCode: text("driver_code").notNull(),
    driverName: text("driver_name").notNull(),
    validUntil: day("valid_until").notNull(),
    warehouse: text("warehouse").$type<Warehouse>().notNull(),
    state: text("state").$type<DispensingOrderState>().notNull().default("ACTIVE"),
    createdAt: at("created_at").notNull().defaultNow(),
    createdByUserId: integer("created_by_user_id").references(() => users.id),
    modifiedAt: at("modified_at"),
    modifiedByUserId: integer("modified_by_user_id").references(() => users.id),
  },
  (t) => [index("dispensing_orders_customer").on(t.customerId, t.uid)],
)

/** A row of a dispensing order; a removed row stays with quantity 0. */
export const dispensingOrderRows = pgTable(
  "dispensing_order_rows",
  {
    orderUid: integer("order_uid")
      .notNull()
      .references(() => dispensingOrders.uid),
    rowNumber: integer("row_number").notNull(),
    remoteBatchId: text("remote_batch_id")
      .notNull()
      .references(() => terminalBatches.remoteBatchId),
    productName: text("product_name").notNull(),
    quantity: numeric("quantity", { precision: 14, scale: 0, mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderUid, t.rowNumber] }),
    check("dispensing_order_rows_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
)

export type DispensingJobKind = "save" | "edit"

/**
 * A save or edit of a dispensing order waiting for the terminal's system (a background worker in
 * any server process). Its id is the uid the client polls. A worker claims a RUNNING row (claimedBy,
 * claimedAt); a claim older than the stale limit belongs to a process that died and is taken over.
 * The payload is applied and the status set in one transaction, so a job completes exactly once.
 */
export const dispensingJobs = pgTable(
  "dispensing_jobs",
  {
    id: id(),
    kind: text("kind").$type<DispensingJobKind>().notNull(),
    customerId: customerId(),
    /** The edited order; for a save, the order it created once COMPLETED. */
    orderUid: integer("order_uid").references(() => dispensingOrders.uid),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<DispensingState>().notNull().default("RUNNING"),
    reason: text("reason"),
    message: text("message"),
    createdAt: at("created_at").notNull().defaultNow(),
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => users.id),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    claimedBy: text("claimed_by"),
    claimedAt: at("claimed_at"),
    attempts: integer("attempts").notNull().default(0),
    finishedAt: at("finished_at"),
    /** The x-request-id of the request that queued it, for the job's log lines. */
    requestId: text("request_id"),
  },
  (t) => [
    index("dispensing_jobs_running").on(t.status, t.id),
    // One running edit per order: a second edit waits until the first is applied (409).
    uniqueIndex("dispensing_jobs_one_running_edit").on(t.orderUid).where(sql`${t.kind} = 'edit' and ${t.status} = 'RUNNING'`),
  ],
)
