import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from "drizzle-orm"
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core"
import {
  TANK_PAGE_SIZE,
  type Booking,
  type Car,
  type Carrier,
  type DispensingFuel,
  type DispensingOrder,
  type DispensingOrderListQuery,
  type DispensingOrderProductRow,
  type Driver,
  type InventoryItem,
  type LocationQuantity,
  type TankPage,
  type TankPageQuery,
  type TankSortField,
  type VehicleListQuery,
} from "../../../core/schemas/terminal"
import type { Db } from "../../db/client"
import { DISPENSING_STATE_NAMES, isModifiableState, type TerminalAnswer } from "./terminal.problems"
import {
  bookings as bookingsTable,
  carriers as carriersTable,
  dispensingOrderRows,
  dispensingOrders as ordersTable,
  inventoryItems,
  inventoryQuantities,
  tanks as tanksTable,
  terminalBatches,
  transportCars,
  transportDrivers,
} from "./terminal.tables"

/** The terminal's lists: stock, bookings, tanks, dispensing orders, their fuels, carriers, cars and drivers. */

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Every item of the customer with its quantity per location (locations by name). */
export async function inventoryOf(db: Db, customerId: number): Promise<InventoryItem[]> {
  const items = await db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.customerId, customerId))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
  const quantities = items.length
    ? await db
        .select()
        .from(inventoryQuantities)
        .where(
          inArray(
            inventoryQuantities.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(inventoryQuantities.locationName))
    : []
  const byItem = new Map<number, LocationQuantity[]>()
  for (const q of quantities) {
    byItem.set(q.itemId, [
      ...(byItem.get(q.itemId) ?? []),
      { locationName: q.locationName, remoteObjectId: q.remoteObjectId, quantity: q.quantity },
    ])
  }
  return items.map((item) => ({
    remoteId: item.remoteId,
    name: item.name,
    searchCode: item.searchCode,
    locationQuantities: byItem.get(item.id) ?? [],
    expenseQuantity: item.expenseQuantity,
    expenseReason: item.expenseReason,
  }))
}

/** The customer's bookings, newest first. */
export const bookingsOf = (db: Db, customerId: number): Promise<Booking[]> =>
  db
    .select({
      documentDate: bookingsTable.documentDate,
      remoteProductId: bookingsTable.remoteProductId,
      productName: bookingsTable.productName,
      quantity: bookingsTable.quantity,
      priceVat: bookingsTable.priceVat,
      loadingLocationName: bookingsTable.loadingLocationName,
    })
    .from(bookingsTable)
    .where(eq(bookingsTable.customerId, customerId))
    .orderBy(desc(bookingsTable.documentDate), desc(bookingsTable.id))

const tankSortColumns: Record<TankSortField, AnyPgColumn> = {
  ID: tanksTable.id,
  NAME: tanksTable.name,
  SENSOR: tanksTable.sensor,
  DEVICE_SERIAL_NUMBER: tanksTable.deviceSerialNumber,
  LATEST_AMOUNT: tanksTable.latestAmount,
  LATEST_UPDATE_TIME: tanksTable.latestUpdateTime,
  NOTIFICATION_THRESHOLD: tanksTable.notificationThreshold,
  CAPACITY: tanksTable.capacity,
}

/** A page of the customer's tanks (25 by default), sorted in SQL by the spec's fields, ID ascending by default. */
export async function tankPage(db: Db, customerId: number, query: TankPageQuery): Promise<TankPage> {
  const page = query.page ?? 0
  const size = query.size ?? TANK_PAGE_SIZE
  const dir = sql.raw((query.sortDirection ?? "ASC") === "ASC" ? "asc" : "desc")
  // Tanks without a reading (or threshold, sensor, …) come last either way; the id breaks ties,
  // so that equal values never make a row jump between pages.
  const order: SQL[] = [sql`${tankSortColumns[query.sortField ?? "ID"]} ${dir} nulls last`, sql`${tanksTable.id} ${dir}`]
  const where = eq(tanksTable.customerId, customerId)
  // The page and the total in one statement (count over the whole filter); only a page past the end,
  // which has no row to carry the total, asks for the count on its own.
  const rows = await db
    .select({ ...getTableColumns(tanksTable), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tanksTable)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size)
  const total = rows[0]?.total ?? (page === 0 ? 0 : await db.$count(tanksTable, where))
  return {
    content: rows.map((t) => ({
      id: t.id,
      name: t.name,
      sensor: t.sensor,
      deviceSerialNumber: t.deviceSerialNumber,
      latestAmount: t.latestAmount,
      latestUpdateTime: iso(t.latestUpdateTime),
      notificationThreshold: t.notificationThreshold,
      capacity: t.capacity,
      dateModified: iso(t.dateModified),
    })),
    number: page,
    size,
    totalElements: total,
  }
}

/**
 * The customer's dispensing orders, newest first, each with its rows (removed rows stay with 0 L): all of them, or
 * the page `page` (from 0) of `size` orders. One statement whatever the number of orders: the rows come along as a
 * JSON array per order.
 */
export async function dispensingOrdersOf(
  db: Db,
  customerId: number,
  { page = 0, size }: DispensingOrderListQuery = {},
): Promise<DispensingOrder[]> {
  const all = db
    .select({
      ...getTableColumns(ordersTable),
      productRows: sql<DispensingOrderProductRow[]>`coalesce((
        select json_agg(json_build_object(
          'rowNumber', ${dispensingOrderRows.rowNumber},
          'productName', ${dispensingOrderRows.productName},
          'remoteBatchId', ${dispensingOrderRows.remoteBatchId},
          'quantity', ${dispensingOrderRows.quantity}::float8
        ) order by ${dispensingOrderRows.rowNumber})
        from ${dispensingOrderRows} where ${dispensingOrderRows.orderUid} = ${ordersTable.uid}
      ), '[]'::json)`,
    })
    .from(ordersTable)
    .where(eq(ordersTable.customerId, customerId))
    .orderBy(desc(ordersTable.uid))
    .$dynamic()
  const orders = await (size === undefined ? all : all.limit(size).offset(page * size))
  return orders.map((o) => ({
    uid: o.uid,
    authorizationNumber: o.documentNumber,
    transporterCode: o.carrierCode,
    transporterName: o.carrierName,
    carCode: o.carCode,
    carRegNumber: o.carRegNumber,
    trailerRegNumber: o.trailerRegNumber,
    driverCode: o.driverCode,
    driverName: o.driverName,
    productOwnerName: o.ownerName,
    validUntil: o.validUntil,
    documentStateName: DISPENSING_STATE_NAMES[o.state],
    documentState: o.state,
    isModifiable: isModifiableState(o.state),
    productRows: typeof o.productRows === "string" ? (JSON.parse(o.productRows) as DispensingOrderProductRow[]) : o.productRows,
    warehouse: o.warehouse,
  }))
}

/** The customer's main batches of both warehouses with their DOS batch. */
export function dispensingOrderFuelsOf(db: Db, customerId: number): Promise<DispensingFuel[]> {
  const dos = alias(terminalBatches, "dos")
  return db
    .select({
      remoteProductId: terminalBatches.remoteProductId,
      productName: terminalBatches.productName,
      remoteBatchId: terminalBatches.remoteBatchId,
      remoteDosBatchId: dos.remoteBatchId,
      remoteStockId: terminalBatches.warehouse,
      quantity: terminalBatches.quantity,
    })
    .from(terminalBatches)
    .leftJoin(dos, eq(dos.dosOf, terminalBatches.remoteBatchId))
    .where(and(eq(terminalBatches.customerId, customerId), isNull(terminalBatches.dosOf)))
    .orderBy(asc(terminalBatches.warehouse), asc(terminalBatches.productName), asc(terminalBatches.remoteBatchId))
}

/** Every carrier by name. */
export const carrierList = (db: Db): Promise<Carrier[]> =>
  db.select({ name: carriersTable.name, searchCode: carriersTable.searchCode }).from(carriersTable).orderBy(asc(carriersTable.name))

/** The customer's cars, of one carrier when given; only the terminal's remote ids are kept (isRemoteId=true). */
export async function carsOf(db: Db, customerId: number, query: VehicleListQuery): Promise<TerminalAnswer<Car[]>> {
  if (query.isRemoteId === false) return { problem: { kind: "REMOTE_IDS_ONLY" } }
  const value = await db
    .select({ code: transportCars.code, name: transportCars.name })
    .from(transportCars)
    .where(and(eq(transportCars.customerId, customerId), query.carrier ? eq(transportCars.carrierCode, query.carrier) : undefined))
    .orderBy(asc(transportCars.name))
  return { value }
}

/** The customer's drivers, of one carrier when given; only the terminal's remote ids are kept (isRemoteId=true). */
export async function driversOf(db: Db, customerId: number, query: VehicleListQuery): Promise<TerminalAnswer<Driver[]>> {
  if (query.isRemoteId === false) return { problem: { kind: "REMOTE_IDS_ONLY" } }
  const value = await db
    .select({ code: transportDrivers.code, name: transportDrivers.name, personalCode: transportDrivers.personalCode })
    .from(transportDrivers)
    .where(and(eq(transportDrivers.customerId, customerId), query.carrier ? eq(transportDrivers.carrierCode, query.carrier) : undefined))
    .orderBy(asc(transportDrivers.name))
  return { value }
}
