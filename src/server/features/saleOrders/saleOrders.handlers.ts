import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import type { saleOrdersCalls } from "../../../core/api"
import { saleOrders as saleOrdersCall } from "../../../core/api/saleOrders.calls"
import { mayUse } from "../../../core/rules/access"
import { SaleOrderStates, type SaleOrderRow, type SaleOrderSortField } from "../../../core/schemas/saleOrders"
import type { Handler } from "../../http/bindCall"
import { customers } from "../../db/schema"
import {
  customerLocations,
  loadingProviders as providersTable,
  saleOrderRows,
  saleOrders as ordersTable,
  saleProducts,
} from "./saleOrders.tables"
import { quotePdf } from "../../documents/quotePdf"
import { contactsOf } from "../../http/access"
import { notFound, refusalOfProblem } from "../../http/errors"
import { acceptQuote, backOfficeTimingFromEnv, cancelOrder, checkCreate, createSaleOrder } from "./saleOrders.service"

const sortColumns: Record<Exclude<SaleOrderSortField, "STATE">, AnyPgColumn> = {
  UID: ordersTable.uid,
  DOC_NUMBER: ordersTable.uid,
  ORDER_DATE: ordersTable.orderDate,
  DELIVERY_DATE: ordersTable.desiredDeliveryDate,
  PAYMENT_TERM: ordersTable.paymentTerm,
}
// States sort in the order of the flow (MV1 … A, then T), not alphabetically.
const stateRank = sql.raw(`array_position(array[${SaleOrderStates.map((s) => `'${s}'`).join(",")}]::text[], "sale_orders"."state")`)

/** GET /sale-orders/{customerId}: filtered by state and unloading location, sorted in SQL (uid descending by default). */
export const saleOrders: Handler<typeof saleOrdersCalls.saleOrders> = async ({ deps, params, query }) => {
  const dir = sql.raw((query.sortDirection ?? "DESC") === "ASC" ? "asc" : "desc")
  const field = query.sortField ?? "UID"
  // Document numbers are the kind's prefix and the uid: the uid keeps them in number order.
  const order: SQL[] = [field === "STATE" ? sql`${stateRank} ${dir}` : sql`${sortColumns[field]} ${dir}`, sql`${ordersTable.uid} ${dir}`]
  const orders = await deps.db
    .select({ order: ordersTable, address: customerLocations.mainAddress, city: customerLocations.city })
    .from(ordersTable)
    .innerJoin(customerLocations, eq(customerLocations.id, ordersTable.customerLocationId))
    .where(
      and(
        eq(ordersTable.customerId, params.customerId),
        query.state ? eq(ordersTable.state, query.state) : undefined,
        query.customerLocationId ? eq(ordersTable.customerLocationId, query.customerLocationId) : undefined,
      ),
    )
    .orderBy(...order)
  const rows = orders.length
    ? await deps.db
        .select()
        .from(saleOrderRows)
        .where(
          inArray(
            saleOrderRows.orderUid,
            orders.map((o) => o.order.uid),
          ),
        )
        .orderBy(asc(saleOrderRows.rowNo))
    : []
  const byOrder = new Map<number, SaleOrderRow[]>()
  for (const r of rows)
    byOrder.set(r.orderUid, [
      ...(byOrder.get(r.orderUid) ?? []),
      { rowNo: r.rowNo, batchId: r.batchId, productName: r.productName, quantity: r.quantity, price: r.price },
    ])
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
    location: { address: [address, city].filter(Boolean).join(", "), customerLocationId: o.customerLocationId },
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

/** GET /sale-orders/customer/{customerId}: the customer with its unloading locations and payment-term rights. */
export const saleOrderCustomer: Handler<typeof saleOrdersCalls.saleOrderCustomer> = async ({ deps, params, contact }) => {
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, params.customerId))
  if (!customer) throw notFound("No such customer")
  const locations = await deps.db
    .select({ customerLocationId: customerLocations.id, mainAddress: customerLocations.mainAddress, city: customerLocations.city })
    .from(customerLocations)
    .where(eq(customerLocations.customerId, params.customerId))
    .orderBy(asc(customerLocations.mainAddress), asc(customerLocations.id))
  return {
    customerId: customer.id,
    name: customer.name,
    email: customer.email,
    searchCode: customer.searchCode,
    contactId: contact.id,
    locations,
    extendedSaleOrderDeadlineAllowed: customer.extendedSaleOrderDeadlineAllowed,
    defaultPaymentDeadline: customer.defaultPaymentDeadline,
    vatRegistryNumber: customer.vatRegistryNumber,
  }
}

/** GET /sale-orders/loading-providers: every terminal fuel is sold from. */
export const loadingProviders: Handler<typeof saleOrdersCalls.loadingProviders> = ({ deps }) =>
  deps.db
    .select({ id: providersTable.id, name: providersTable.name, objectId: providersTable.objectId, searchCode: providersTable.searchCode })
    .from(providersTable)
    .orderBy(asc(providersTable.id))

/** GET /sale-orders/products?loadingProviderId=: the fuels of one terminal. */
export const saleOrderProducts: Handler<typeof saleOrdersCalls.saleOrderProducts> = async ({ deps, query }) => {
  const [provider] = await deps.db
    .select({ id: providersTable.id })
    .from(providersTable)
    .where(eq(providersTable.id, query.loadingProviderId))
  if (!provider) throw notFound(`No loading provider ${query.loadingProviderId}`)
  return deps.db
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
}

/** POST /sale-orders/{customerId}: an order, or a quote (stateId MV1), checked against every rule of the form. */
export const saleOrderCreate: Handler<typeof saleOrdersCalls.saleOrderCreate> = async ({ deps, params, contact, body }) => {
  const now = deps.clock.now()
  const checked = await checkCreate(deps.db, params.customerId, body, now)
  if ("problem" in checked) throw refusalOfProblem(checked.problem)
  await createSaleOrder(
    deps.db,
    params.customerId,
    { userId: contact.userId, contactId: contact.id },
    checked.resolved,
    now,
    backOfficeTimingFromEnv(),
  )
}

/** POST /sale-orders/{customerId}/accept/{orderUid}?prepayment=: a quote in MV2 becomes an order. */
export const saleOrderAccept: Handler<typeof saleOrdersCalls.saleOrderAccept> = async ({ deps, params, contact, query }) => {
  const author = { userId: contact.userId, contactId: contact.id }
  const problem = await acceptQuote(
    deps.db,
    params.customerId,
    params.orderUid,
    query.prepayment,
    author,
    deps.clock.now(),
    backOfficeTimingFromEnv(),
  )
  if (problem) throw refusalOfProblem(problem)
}

/** POST /sale-orders/{customerId}/cancel/{orderUid}: cancels a changeable order or quote. */
export const saleOrderCancel: Handler<typeof saleOrdersCalls.saleOrderCancel> = async ({ deps, params, contact }) => {
  const problem = await cancelOrder(
    deps.db,
    params.customerId,
    params.orderUid,
    { userId: contact.userId, contactId: contact.id },
    deps.clock.now(),
  )
  if (problem) throw refusalOfProblem(problem)
}

/** GET /sale-orders/pdf?fileName=: the quote as a real PDF, for a user who may see the customer's sale orders. */
export const saleOrderPdf: Handler<typeof saleOrdersCalls.saleOrderPdf> = async ({ deps, query, user }) => {
  const [found] = await deps.db
    .select({ order: ordersTable, address: customerLocations.mainAddress, city: customerLocations.city, provider: providersTable.name })
    .from(ordersTable)
    .innerJoin(customerLocations, eq(customerLocations.id, ordersTable.customerLocationId))
    .leftJoin(providersTable, eq(providersTable.id, ordersTable.loadingProviderId))
    .where(eq(ordersTable.fileName, query.fileName))
  // Another customer's file answers like one that does not exist.
  const allowed = found
    ? (await contactsOf(deps.db, user.userId, [found.order.customerId])).some((c) => mayUse(c.kind, saleOrdersCall))
    : false
  if (!found || !allowed) throw notFound("No such file")
  const o = found.order
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, o.customerId))
  const rows = await deps.db.select().from(saleOrderRows).where(eq(saleOrderRows.orderUid, o.uid)).orderBy(asc(saleOrderRows.rowNo))
  const pdf = await quotePdf(
    {
      docNumber: o.docNumber,
      orderDate: o.orderDate,
      desiredDeliveryDate: o.desiredDeliveryDate,
      paymentTerm: o.paymentTerm,
      loadingProviderName: found.provider,
      unloadingAddress: [found.address, found.city].filter(Boolean).join(", "),
      transporterName: o.transporterName,
      notes: o.notes,
      rows,
    },
    customer!,
  )
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": `attachment; filename="${o.docNumber.replace(/[^A-Za-z0-9._-]+/g, "_")}.pdf"`,
      "cache-control": "private, no-store",
    },
  })
}
