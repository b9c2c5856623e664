import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { saleOrders as saleOrdersCall } from "../../../core/api/saleOrders.calls"
import { mayUse } from "../../../core/rules/access"
import {
  SaleOrderStates,
  type LoadingProvider,
  type ProductForSale,
  type SaleOrder,
  type SaleOrderCustomer,
  type SaleOrderListQuery,
  type SaleOrderRow,
  type SaleOrderSortField,
} from "../../../core/schemas/saleOrders"
import type { Db } from "../../db/client"
import { contactsOf } from "../../db/queries/contacts"
import { customers } from "../../db/schema"
import type { PdfCustomer } from "../../documents/invoicePdf"
import type { QuoteForPdf } from "../../documents/quotePdf"
import type { SaleOrdersAnswer } from "./saleOrders.problems"
import {
  customerLocations,
  loadingProviders as providersTable,
  saleOrderRows,
  saleOrders as ordersTable,
  saleProducts,
} from "./saleOrders.tables"

/** What the sale orders' pages read: the orders, the customer with its locations, the terminals and their fuels, a quote's file. */

const sortColumns: Record<Exclude<SaleOrderSortField, "STATE">, AnyPgColumn> = {
  UID: ordersTable.uid,
  DOC_NUMBER: ordersTable.uid,
  ORDER_DATE: ordersTable.orderDate,
  DELIVERY_DATE: ordersTable.desiredDeliveryDate,
  PAYMENT_TERM: ordersTable.paymentTerm,
}
// States sort in the order of the flow (MV1 … A, then T), not alphabetically.
const stateRank = sql.raw(`array_position(array[${SaleOrderStates.map((s) => `'${s}'`).join(",")}]::text[], "sale_orders"."state")`)

const addressOf = (address: string | null, city: string | null) => [address, city].filter(Boolean).join(", ")

/** The rows of these orders, by order, in row order. */
async function rowsByOrder(db: Db, uids: ReadonlyArray<number>): Promise<Map<number, SaleOrderRow[]>> {
  const rows = uids.length
    ? await db
        .select()
        .from(saleOrderRows)
        .where(inArray(saleOrderRows.orderUid, [...uids]))
        .orderBy(asc(saleOrderRows.rowNo))
    : []
  const byOrder = new Map<number, SaleOrderRow[]>()
  for (const r of rows)
    byOrder.set(r.orderUid, [
      ...(byOrder.get(r.orderUid) ?? []),
      { rowNo: r.rowNo, batchId: r.batchId, productName: r.productName, quantity: r.quantity, price: r.price },
    ])
  return byOrder
}

/** The customer's orders and quotes, filtered by state and unloading location, sorted in SQL (uid descending by default). */
export async function saleOrderList(db: Db, customerId: number, query: SaleOrderListQuery): Promise<SaleOrder[]> {
  const dir = sql.raw((query.sortDirection ?? "DESC") === "ASC" ? "asc" : "desc")
  const field = query.sortField ?? "UID"
  // Document numbers are the kind's prefix and the uid: the uid keeps them in number order.
  const order: SQL[] = [field === "STATE" ? sql`${stateRank} ${dir}` : sql`${sortColumns[field]} ${dir}`, sql`${ordersTable.uid} ${dir}`]
  const orders = await db
    .select({ order: ordersTable, address: customerLocations.mainAddress, city: customerLocations.city })
    .from(ordersTable)
    .innerJoin(customerLocations, eq(customerLocations.id, ordersTable.customerLocationId))
    .where(
      and(
        eq(ordersTable.customerId, customerId),
        query.state ? eq(ordersTable.state, query.state) : undefined,
        query.customerLocationId ? eq(ordersTable.customerLocationId, query.customerLocationId) : undefined,
      ),
    )
    .orderBy(...order)
  const byOrder = await rowsByOrder(
    db,
    orders.map((o) => o.order.uid),
  )
  return orders.map(({ order: o, address, city }) => ({
    uid: o.uid,
    externalId: o.externalId,
    docNumber: o.docNumber,
    docState: o.state,
    isQuote: o.isQuote,
    canChange: o.canChange,
    orderDate: o.orderDate.toISOString(),
    desiredDeliveryDate: o.desiredDeliveryDate,
    deliveryDate: o.deliveryDate,
    validUntil: String(o.paymentTerm),
    location: { address: addressOf(address, city), customerLocationId: o.customerLocationId },
    transporterCode: o.transporterCode,
    transporterName: o.transporterName,
    objectId: o.objectId,
    carName: o.carName,
    driverName: o.driverName,
    orderAdditionalInfo: o.notes,
    fileName: o.fileName,
    rows: byOrder.get(o.uid) ?? [],
  }))
}

/** The customer with its unloading locations and payment-term rights, and the signed-in user's contact. */
export async function saleOrderCustomerOf(db: Db, customerId: number, contactId: number): Promise<SaleOrdersAnswer<SaleOrderCustomer>> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId))
  if (!customer) return { problem: { kind: "CUSTOMER_NOT_FOUND" } }
  const locations = await db
    .select({ customerLocationId: customerLocations.id, mainAddress: customerLocations.mainAddress, city: customerLocations.city })
    .from(customerLocations)
    .where(eq(customerLocations.customerId, customerId))
    .orderBy(asc(customerLocations.mainAddress), asc(customerLocations.id))
  return {
    value: {
      customerId: customer.id,
      name: customer.name,
      email: customer.email,
      searchCode: customer.searchCode,
      contactId,
      locations,
      extendedSaleOrderDeadlineAllowed: customer.extendedSaleOrderDeadlineAllowed,
      defaultPaymentDeadline: customer.defaultPaymentDeadline,
      vatRegistryNumber: customer.vatRegistryNumber,
    },
  }
}

/** Every terminal fuel is sold from. */
export const loadingProviderList = (db: Db): Promise<LoadingProvider[]> =>
  db
    .select({ id: providersTable.id, name: providersTable.name, objectId: providersTable.objectId, searchCode: providersTable.searchCode })
    .from(providersTable)
    .orderBy(asc(providersTable.id))

/** The fuels of one terminal. */
export async function productsOf(db: Db, loadingProviderId: number): Promise<SaleOrdersAnswer<ProductForSale[]>> {
  const [provider] = await db.select({ id: providersTable.id }).from(providersTable).where(eq(providersTable.id, loadingProviderId))
  if (!provider) return { problem: { kind: "PROVIDER_NOT_FOUND", loadingProviderId } }
  const value = await db
    .select({
      productId: saleProducts.productId,
      batchId: saleProducts.batchId,
      exciseType: saleProducts.exciseType,
      prodBrandName: saleProducts.prodBrandName,
      specialFuel: saleProducts.specialFuel,
    })
    .from(saleProducts)
    .where(eq(saleProducts.loadingProviderId, provider.id))
    .orderBy(asc(saleProducts.prodBrandName))
  return { value }
}

/** A quote's file as its PDF prints it, for a user who may see the customer's sale orders; else it does not exist. */
export async function quoteOfFile(
  db: Db,
  userId: number,
  fileName: string,
): Promise<SaleOrdersAnswer<{ quote: QuoteForPdf; customer: PdfCustomer }>> {
  const [found] = await db
    .select({ order: ordersTable, address: customerLocations.mainAddress, city: customerLocations.city, provider: providersTable.name })
    .from(ordersTable)
    .innerJoin(customerLocations, eq(customerLocations.id, ordersTable.customerLocationId))
    .leftJoin(providersTable, eq(providersTable.id, ordersTable.loadingProviderId))
    .where(eq(ordersTable.fileName, fileName))
  // Another customer's file answers like one that does not exist.
  const allowed = found ? (await contactsOf(db, userId, [found.order.customerId])).some((c) => mayUse(c.kind, saleOrdersCall)) : false
  if (!found || !allowed) return { problem: { kind: "FILE_NOT_FOUND" } }
  const o = found.order
  const [customer] = await db.select().from(customers).where(eq(customers.id, o.customerId))
  const rows = await db.select().from(saleOrderRows).where(eq(saleOrderRows.orderUid, o.uid)).orderBy(asc(saleOrderRows.rowNo))
  const quote: QuoteForPdf = {
    docNumber: o.docNumber,
    orderDate: o.orderDate,
    desiredDeliveryDate: o.desiredDeliveryDate,
    paymentTerm: o.paymentTerm,
    loadingProviderName: found.provider,
    unloadingAddress: addressOf(found.address, found.city),
    transporterName: o.transporterName,
    notes: o.notes,
    rows,
  }
  return { value: { quote, customer: customer! } }
}
