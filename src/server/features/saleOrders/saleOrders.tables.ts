import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import type { SaleOrderState } from "../../../core/schemas/saleOrders"
import { customers, users } from "../../db/schema"

// Ids start high so that the seed's fixed small ids never collide with generated ones.
const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const day = (name: string) => date(name, { mode: "string" })
const customerId = () =>
  integer("customer_id")
    .notNull()
    .references(() => customers.id)
/** Euro per litre without VAT, 3 decimals as prices are shown. */
const pricePerLitre = (name: string) => numeric(name, { precision: 10, scale: 3, mode: "number" })

/** A terminal that fuel is sold from (spec part 2 §3 loading provider). */
export const loadingProviders = pgTable("loading_providers", {
  id: id(),
  name: text("name").notNull(),
  objectId: integer("object_id"),
  searchCode: text("search_code"),
})

/** A fuel for sale at a loading provider; `listPrice` is what the back office quotes (euro/L without VAT). */
export const saleProducts = pgTable(
  "sale_products",
  {
    batchId: text("batch_id").primaryKey(),
    loadingProviderId: integer("loading_provider_id")
      .notNull()
      .references(() => loadingProviders.id),
    productId: text("product_id").notNull(),
    exciseType: text("excise_type"),
    prodBrandName: text("prod_brand_name").notNull(),
    specialFuel: boolean("special_fuel").notNull().default(false),
    listPrice: pricePerLitre("list_price").notNull(),
  },
  (t) => [index("sale_products_provider").on(t.loadingProviderId)],
)

/** Customers that hold the purchase right for a special fuel (by product): without it such an order is refused. */
export const specialFuelRights = pgTable(
  "special_fuel_rights",
  {
    customerId: customerId(),
    productId: text("product_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
)

/** A customer's unloading location (spec part 2 §3 customer locations). */
export const customerLocations = pgTable(
  "customer_locations",
  {
    id: id(),
    customerId: customerId(),
    mainAddress: text("main_address").notNull(),
    city: text("city"),
  },
  (t) => [index("customer_locations_customer").on(t.customerId)],
)

/**
 * A sale order or price quote. `state` is the document state of spec part 2 §4; `nextStepAt` is when
 * the simulated back office moves it on (null: it waits for the customer, or it is final).
 * `paymentTerm` is in days (0 = prepayment); the API calls it validUntil.
 */
export const saleOrders = pgTable(
  "sale_orders",
  {
    uid: id(),
    customerId: customerId(),
    docNumber: text("doc_number").notNull(),
    externalId: text("external_id"),
    state: text("state").$type<SaleOrderState>().notNull(),
    isQuote: boolean("is_quote").notNull(),
    canChange: boolean("can_change").notNull(),
    orderDate: at("order_date").notNull(),
    desiredDeliveryDate: day("desired_delivery_date").notNull(),
    deliveryDate: day("delivery_date"),
    paymentTerm: integer("payment_term").notNull(),
    customerLocationId: integer("customer_location_id")
      .notNull()
      .references(() => customerLocations.id),
    loadingProviderId: integer("loading_provider_id").references(() => loadingProviders.id),
    objectId: integer("object_id"),
    transporterCode: text("transporter_code").notNull(),
    transporterName: text("transporter_name"),
    carCode: text("car_code"),
    carName: text("car_name"),
    driverCode: text("driver_code"),
    driverName: text("driver_name"),
    notes: text("notes"),
    notificationEmail: text("notification_email"),
    /** The quote's PDF, made when the back office prices it (MV2). */
    fileName: text("file_name"),
    prepayment: boolean("prepayment").notNull().default(false),
    nextStepAt: at("next_step_at"),
    createdByUserId: integer("created_by_user_id").references(() => users.id),
    modifiedAt: at("modified_at"),
    modifiedByUserId: integer("modified_by_user_id").references(() => users.id),
  },
  (t) => [
    index("sale_orders_customer").on(t.customerId, t.uid),
    index("sale_orders_next_step").on(t.nextStepAt),
    uniqueIndex("sale_orders_file_name").on(t.fileName),
  ],
)

/** A fuel of a sale order; `price` (euro/L without VAT) is set when the back office prices it. */
export const saleOrderRows = pgTable(
  "sale_order_rows",
  {
    orderUid: integer("order_uid")
      .notNull()
      .references(() => saleOrders.uid),
    rowNo: integer("row_no").notNull(),
    batchId: text("batch_id").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    price: pricePerLitre("price"),
    specialFuel: boolean("special_fuel").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderUid, t.rowNo] })],
)

/** Who moved an order to which state and when: the customer (a user) or the back office (no user). */
export const saleOrderEvents = pgTable(
  "sale_order_events",
  {
    id: id(),
    orderUid: integer("order_uid")
      .notNull()
      .references(() => saleOrders.uid),
    fromState: text("from_state").$type<SaleOrderState>(),
    toState: text("to_state").$type<SaleOrderState>().notNull(),
    byUserId: integer("by_user_id").references(() => users.id),
    contactId: integer("contact_id"),
    at: at("at").notNull(),
    note: text("note"),
  },
  (t) => [index("sale_order_events_order").on(t.orderUid)],
)
