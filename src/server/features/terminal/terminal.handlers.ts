import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from "drizzle-orm"
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core"
import type { terminalCalls } from "../../../core/api"
import type { DispensingOrderProductRow } from "../../../core/schemas/terminal"
import type { LocationQuantity } from "../../../core/schemas/terminal"
import { TANK_PAGE_SIZE, type TankSortField } from "../../../core/schemas/terminal"
import type { Handler } from "../../http/bindCall"
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
import { DISPENSING_STATE_NAMES, enqueueJob, isModifiableState, jobState, resolveRequest, type JobRequest } from "./terminal.service"
import type { AppDeps } from "../../context"
import type { ContactRow } from "../../http/access"
import { badRequest, notFound, refusalOfProblem } from "../../http/errors"

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** GET /inventory/{customerId}: every item with its quantity per location (locations by name). */
export const inventory: Handler<typeof terminalCalls.inventory> = async ({ deps, params }) => {
  const items = await deps.db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.customerId, params.customerId))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
  const quantities = items.length
    ? await deps.db
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

/** GET /booking/{customerId}: newest first. */
export const bookings: Handler<typeof terminalCalls.bookings> = async ({ deps, params }) =>
  deps.db
    .select({
      documentDate: bookingsTable.documentDate,
      remoteProductId: bookingsTable.remoteProductId,
      productName: bookingsTable.productName,
      quantity: bookingsTable.quantity,
      priceVat: bookingsTable.priceVat,
      loadingLocationName: bookingsTable.loadingLocationName,
    })
    .from(bookingsTable)
    .where(eq(bookingsTable.customerId, params.customerId))
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

/** GET /tanks/{customerId}: a page (25 by default), sorted in SQL by the spec's fields, ID ascending by default. */
export const tanks: Handler<typeof terminalCalls.tanks> = async ({ deps, params, query }) => {
  const page = query.page ?? 0
  const size = query.size ?? TANK_PAGE_SIZE
  const dir = sql.raw((query.sortDirection ?? "ASC") === "ASC" ? "asc" : "desc")
  // Tanks without a reading (or threshold, sensor, …) come last either way; the id breaks ties,
  // so that equal values never make a row jump between pages.
  const order: SQL[] = [sql`${tankSortColumns[query.sortField ?? "ID"]} ${dir} nulls last`, sql`${tanksTable.id} ${dir}`]
  const where = eq(tanksTable.customerId, params.customerId)
  // The page and the total in one statement (count over the whole filter); only a page past the end,
  // which has no row to carry the total, asks for the count on its own.
  const rows = await deps.db
    .select({ ...getTableColumns(tanksTable), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tanksTable)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size)
  const total = rows[0]?.total ?? (page === 0 ? 0 : await deps.db.$count(tanksTable, where))
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
 * GET /dispensing-order/{customerId}: newest first, each with its rows (removed rows stay with 0 L).
 * One statement whatever the number of orders: the rows come along as a JSON array per order.
 */
export const dispensingOrders: Handler<typeof terminalCalls.dispensingOrders> = async ({ deps, params }) => {
  const orders = await deps.db
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
    .where(eq(ordersTable.customerId, params.customerId))
    .orderBy(desc(ordersTable.uid))
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

/** GET /customer-product/dispensing-order-fuels/{customerId}: main batches of both warehouses with their DOS batch. */
export const dispensingOrderFuels: Handler<typeof terminalCalls.dispensingOrderFuels> = async ({ deps, params }) => {
  const dos = alias(terminalBatches, "dos")
  const rows = await deps.db
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
    .where(and(eq(terminalBatches.customerId, params.customerId), isNull(terminalBatches.dosOf)))
    .orderBy(asc(terminalBatches.warehouse), asc(terminalBatches.productName), asc(terminalBatches.remoteBatchId))
  return rows
}

/** GET /carriers: every carrier by name. */
export const carriers: Handler<typeof terminalCalls.carriers> = async ({ deps }) =>
  deps.db.select({ name: carriersTable.name, searchCode: carriersTable.searchCode }).from(carriersTable).orderBy(asc(carriersTable.name))

/** The lists serve the terminal's own codes (isRemoteId=true, as the portal asks); other ids are not kept. */
function requireRemoteIds(isRemoteId: boolean | undefined) {
  if (isRemoteId === false) throw badRequest("isRemoteId", "Only the terminal's remote ids are served: isRemoteId=true")
}

/** GET /cars/{customerId}?isRemoteId=true[&carrier=]: the customer's cars, of one carrier when given. */
export const cars: Handler<typeof terminalCalls.cars> = async ({ deps, params, query }) => {
  requireRemoteIds(query.isRemoteId)
  return deps.db
    .select({ code: transportCars.code, name: transportCars.name })
    .from(transportCars)
    .where(and(eq(transportCars.customerId, params.customerId), query.carrier ? eq(transportCars.carrierCode, query.carrier) : undefined))
    .orderBy(asc(transportCars.name))
}

/** GET /drivers/{customerId}?isRemoteId=true[&carrier=]: the customer's drivers, of one carrier when given. */
export const drivers: Handler<typeof terminalCalls.drivers> = async ({ deps, params, query }) => {
  requireRemoteIds(query.isRemoteId)
  return deps.db
    .select({ code: transportDrivers.code, name: transportDrivers.name, personalCode: transportDrivers.personalCode })
    .from(transportDrivers)
    .where(
      and(eq(transportDrivers.customerId, params.customerId), query.carrier ? eq(transportDrivers.carrierCode, query.carrier) : undefined),
    )
    .orderBy(asc(transportDrivers.name))
}

/** Checks a save or edit now (a refusal is the answer) and queues it for the worker; answers the uid to poll. */
async function startJob(deps: AppDeps, customerId: number, contact: ContactRow, request: JobRequest) {
  const checked = await resolveRequest(deps.db, customerId, request)
  if ("problem" in checked) throw refusalOfProblem(checked.problem)
  const started = await enqueueJob(deps.db, { customerId, userId: contact.userId, contactId: contact.id }, request)
  if ("problem" in started) throw refusalOfProblem(started.problem)
  return started
}

/** POST /dispensing-order/{customerId}: a new order, saved in the background. */
export const dispensingOrderCreate: Handler<typeof terminalCalls.dispensingOrderCreate> = ({ deps, params, contact, body }) =>
  startJob(deps, params.customerId, contact, { kind: "save", payload: body })

/** PUT /dispensing-order/{customerId}: a change of a modifiable order, saved in the background. */
export const dispensingOrderEdit: Handler<typeof terminalCalls.dispensingOrderEdit> = ({ deps, params, contact, body }) =>
  startJob(deps, params.customerId, contact, { kind: "edit", payload: body })

const stateOf = async (deps: AppDeps, customerId: number, kind: "save" | "edit", uid: number) => {
  const state = await jobState(deps.db, customerId, kind, uid)
  if (!state) throw notFound(`No ${kind} ${uid} of this customer`)
  return state
}

/** POST /dispensing-order/save-state/{customerId} { uid }: RUNNING, FAILED (with the reason) or COMPLETED. */
export const dispensingOrderSaveState: Handler<typeof terminalCalls.dispensingOrderSaveState> = ({ deps, params, body }) =>
  stateOf(deps, params.customerId, "save", body.uid)

/** POST /dispensing-order/edit-state/{customerId} { uid }: the same for an edit. */
export const dispensingOrderEditState: Handler<typeof terminalCalls.dispensingOrderEditState> = ({ deps, params, body }) =>
  stateOf(deps, params.customerId, "edit", body.uid)
