import { requestScope } from "../../log"
import type { terminalCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { valueOrRefusal } from "./terminal.errors"
import {
  bookingsOf,
  carrierList,
  carsOf,
  dispensingOrderFuelsOf,
  dispensingOrdersOf,
  driversOf,
  inventoryOf,
  tankPage,
} from "./terminal.lists"
import { jobState, startJob } from "./terminal.service"

/** GET /inventory/{customerId}: every item with its quantity per location (locations by name). */
export const inventory: Handler<typeof terminalCalls.inventory> = ({ deps, params }) => inventoryOf(deps.db, params.customerId)

/** GET /booking/{customerId}: newest first. */
export const bookings: Handler<typeof terminalCalls.bookings> = ({ deps, params }) => bookingsOf(deps.db, params.customerId)

/** GET /tanks/{customerId}: a page (25 by default), sorted in SQL by the spec's fields, ID ascending by default. */
export const tanks: Handler<typeof terminalCalls.tanks> = ({ deps, params, query }) => tankPage(deps.db, params.customerId, query)

/** GET /dispensing-order/{customerId}: newest first, each with its rows (removed rows stay with 0 L). */
export const dispensingOrders: Handler<typeof terminalCalls.dispensingOrders> = ({ deps, params, query }) =>
  dispensingOrdersOf(deps.db, params.customerId, query)

/** GET /customer-product/dispensing-order-fuels/{customerId}: main batches of both warehouses with their DOS batch. */
export const dispensingOrderFuels: Handler<typeof terminalCalls.dispensingOrderFuels> = ({ deps, params }) =>
  dispensingOrderFuelsOf(deps.db, params.customerId)

/** GET /carriers: every carrier by name. */
export const carriers: Handler<typeof terminalCalls.carriers> = ({ deps }) => carrierList(deps.db)

/** GET /cars/{customerId}?isRemoteId=true[&carrier=]: the customer's cars, of one carrier when given. */
export const cars: Handler<typeof terminalCalls.cars> = async ({ deps, params, query }) =>
  valueOrRefusal(await carsOf(deps.db, params.customerId, query))

/** GET /drivers/{customerId}?isRemoteId=true[&carrier=]: the customer's drivers, of one carrier when given. */
export const drivers: Handler<typeof terminalCalls.drivers> = async ({ deps, params, query }) =>
  valueOrRefusal(await driversOf(deps.db, params.customerId, query))

/** The request's id (the access log's: taken from a trusted proxy or generated) for the job's log lines. */
const requestIdOf = (_c: unknown) => requestScope()?.requestId.slice(0, 100) ?? null

/** POST /dispensing-order/{customerId}: a new order, checked now (a refusal is the answer) and saved in the background. */
export const dispensingOrderCreate: Handler<typeof terminalCalls.dispensingOrderCreate> = async ({ deps, params, contact, body, c }) =>
  valueOrRefusal(
    await startJob(
      deps.db,
      { customerId: params.customerId, userId: contact.userId, contactId: contact.id, requestId: requestIdOf(c) },
      { kind: "save", payload: body },
    ),
  )

/** PUT /dispensing-order/{customerId}: a change of a modifiable order, checked now and saved in the background. */
export const dispensingOrderEdit: Handler<typeof terminalCalls.dispensingOrderEdit> = async ({ deps, params, contact, body, c }) =>
  valueOrRefusal(
    await startJob(
      deps.db,
      { customerId: params.customerId, userId: contact.userId, contactId: contact.id, requestId: requestIdOf(c) },
      { kind: "edit", payload: body },
    ),
  )

/** POST /dispensing-order/save-state/{customerId} { uid }: RUNNING, FAILED (with the reason) or COMPLETED. */
export const dispensingOrderSaveState: Handler<typeof terminalCalls.dispensingOrderSaveState> = async ({ deps, params, body }) =>
  valueOrRefusal(await jobState(deps.db, params.customerId, "save", body.uid))

/** POST /dispensing-order/edit-state/{customerId} { uid }: the same for an edit. */
export const dispensingOrderEditState: Handler<typeof terminalCalls.dispensingOrderEditState> = async ({ deps, params, body }) =>
  valueOrRefusal(await jobState(deps.db, params.customerId, "edit", body.uid))
