import * as Schema from "effect/Schema"
import { BooleanFromString, DbId, IsoDate, Opt, PageFromString, pageOf, pageSizeFromString, SortDirection } from "./common"

/** The largest amount one row may ask for (a whole terminal tank, far above any truck). */
export const MAX_DISPENSING_AMOUNT = 10_000_000

/** Ids of the terminal's system: positive 32-bit integers (the database's integer). */
const Id = DbId
/** Litres of one row: 0 up to the largest amount; the step of 100 is a rule (rules/terminal.ts). */
const Amount = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_DISPENSING_AMOUNT }))
/** A code of the terminal's system (batch, carrier, car, driver, owner). */
const Code = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50))
/** A header text the form requires: blank is refused by the rules (VALIDATION naming the field), length here. */
const HeaderText = Schema.String.check(Schema.isMaxLength(100))

/** Warehouses: commercial '1' ("Kommertsladu"), excise '33' ("Aktsiisiladu"). */
export const Warehouses = ["1", "33"] as const
export const Warehouse = Schema.Literals(Warehouses)
export type Warehouse = typeof Warehouse.Type

/** Default goods owner and own-transport carrier code: the terminal. */
export const TerminalCode = "TT"

/** A fuel that may be dispensed, as GET /customer-product/dispensing-order-fuels/{customerId} gives it. */
export const DispensingFuel = Schema.Struct({
  remoteProductId: Schema.String,
  productName: Schema.String,
  remoteBatchId: Schema.String,
  remoteDosBatchId: Opt(Schema.String),
  remoteStockId: Warehouse,
  /** Stock level in litres. */
  quantity: Opt(Schema.Number),
})
export type DispensingFuel = typeof DispensingFuel.Type

/** A fuel row as the form holds it (client side: chosen amounts and flags). */
export const DispensingFuelRow = Schema.Struct({
  ...DispensingFuel.fields,
  batchAmount: Opt(Schema.Number),
  dosBatchAmount: Opt(Schema.Number),
  isSelected: Schema.Boolean,
  isDosVisible: Schema.Boolean,
})
export type DispensingFuelRow = typeof DispensingFuelRow.Type

export const DispensingOrderProductRow = Schema.Struct({
  rowNumber: Id,
  productName: Schema.String,
  remoteBatchId: Opt(Schema.String),
  quantity: Schema.Number,
})
export type DispensingOrderProductRow = typeof DispensingOrderProductRow.Type

/** States of a dispensing order in the terminal's system; only ACTIVE ("Kinnitatud") may be edited. */
export const DispensingOrderStates = ["ACTIVE", "LOADING", "DONE"] as const
export const DispensingOrderState = Schema.Literals(DispensingOrderStates)
export type DispensingOrderState = typeof DispensingOrderState.Type

/** Dispensing order as listed, spec part 2 §3. */
export const DispensingOrder = Schema.Struct({
  uid: Id,
  authorizationNumber: Opt(Schema.String),
  transporterCode: Opt(Schema.String),
  transporterName: Opt(Schema.String),
  carCode: Opt(Schema.String),
  carRegNumber: Opt(Schema.String),
  trailerRegNumber: Opt(Schema.String),
  driverCode: Opt(Schema.String),
  driverName: Opt(Schema.String),
  productOwnerName: Opt(Schema.String),
  validUntil: Opt(Schema.String),
  documentStateName: Opt(Schema.String),
  /** Ours (not in the spec): the state's code, so that the portal names it in the user's language. */
  documentState: Opt(DispensingOrderState),
  isModifiable: Schema.Boolean,
  productRows: Schema.Array(DispensingOrderProductRow),
  /** Ours (not in the spec): the order's warehouse, so that an edit shows the fuels of its stock. */
  warehouse: Opt(Warehouse),
})
export type DispensingOrder = typeof DispensingOrder.Type

/** Rows of one create or edit (a truck carries a few fuels; the bound keeps one request small). */
export const MAX_ORDER_ROWS = 50

export const DispensingOrderRow = Schema.Struct({
  batchAmount: Opt(Amount),
  remoteBatchId: Code,
  dosBatchAmount: Opt(Amount),
  remoteDosBatchId: Opt(Code),
})
export type DispensingOrderRow = typeof DispensingOrderRow.Type

const dispensingHeaderFields = {
  documentNumber: HeaderText,
  owner: HeaderText,
  carrier: HeaderText,
  vehicleCode: HeaderText,
  driver: HeaderText,
  validUntil: IsoDate,
  warehouse: Warehouse,
}

/** Body of POST /dispensing-order/{customerId}. */
export const DispensingOrderCreate = Schema.Struct({
  ...dispensingHeaderFields,
  rows: Schema.Array(DispensingOrderRow).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_ORDER_ROWS)),
})
export type DispensingOrderCreate = typeof DispensingOrderCreate.Type

/** A changed existing row; quantity 0 removes it. */
export const DispensingOrderModifiedRow = Schema.Struct({
  productName: Schema.String.check(Schema.isMaxLength(200)),
  rowNumber: Id,
  quantity: Amount,
})
export type DispensingOrderModifiedRow = typeof DispensingOrderModifiedRow.Type

/** Body of PUT /dispensing-order/{customerId}. */
export const DispensingOrderEdit = Schema.Struct({
  uid: Id,
  ...dispensingHeaderFields,
  newRows: Schema.Array(DispensingOrderRow).check(Schema.isMaxLength(MAX_ORDER_ROWS)),
  modifiedRows: Schema.Array(DispensingOrderModifiedRow).check(Schema.isMaxLength(MAX_ORDER_ROWS)),
})
export type DispensingOrderEdit = typeof DispensingOrderEdit.Type

/** Answer of the create and edit calls: the uid whose state is then polled. */
export const DispensingOrderStarted = Schema.Struct({ uid: Id })
export type DispensingOrderStarted = typeof DispensingOrderStarted.Type

/** Body of the save-state and edit-state polls. */
export const DispensingStateBody = Schema.Struct({ uid: Id })
export type DispensingStateBody = typeof DispensingStateBody.Type

/** RUNNING polls again (every 6 s), FAILED is an error, COMPLETED closes the modal. */
export const DispensingStates = ["RUNNING", "FAILED", "COMPLETED"] as const
export const DispensingState = Schema.Literals(DispensingStates)
export type DispensingState = typeof DispensingState.Type
export const DispensingStateResponse = Schema.Struct({
  state: DispensingState,
  /** Ours: why a FAILED save failed, as a stable code (OVER_STOCK, NOT_MODIFIABLE, …) and a sentence. */
  reason: Opt(Schema.String),
  message: Opt(Schema.String),
  /** Ours: the order a COMPLETED save created or changed. */
  orderUid: Opt(Id),
})
export type DispensingStateResponse = typeof DispensingStateResponse.Type

/** The form of the new/edit view (client side). */
export const DispensingForm = Schema.Struct({
  documentNumber: Schema.String,
  owner: Schema.String,
  ownerLabel: Schema.String,
  carrier: Schema.String,
  carrierLabel: Schema.String,
  car: Schema.String,
  carLabel: Schema.String,
  driver: Schema.String,
  driverLabel: Schema.String,
  /** Formatted dd.mm.yyyy. */
  validUntil: Schema.String,
  validUntilDate: Opt(IsoDate),
})
export type DispensingForm = typeof DispensingForm.Type

export const Carrier = Schema.Struct({ name: Schema.String, searchCode: Schema.String })
export type Carrier = typeof Carrier.Type

export const Car = Schema.Struct({ code: Schema.String, name: Schema.String })
export type Car = typeof Car.Type

export const Driver = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  personalCode: Opt(Schema.String),
})
export type Driver = typeof Driver.Type

/**
 * Query of GET /cars/{customerId} and GET /drivers/{customerId}. isRemoteId=true as the spec
 * writes it; carrier (a carrier's searchCode) is ours: the spec says the lists are also fetched
 * "per carrier" without saying how.
 */
export const VehicleListQuery = Schema.Struct({
  isRemoteId: Schema.optionalKey(BooleanFromString),
  carrier: Schema.optionalKey(Code),
})
export type VehicleListQuery = typeof VehicleListQuery.Type

// Stock and bookings (/laoseis, /broneeringud)
export const LocationQuantity = Schema.Struct({
  locationName: Schema.String,
  remoteObjectId: Schema.String,
  quantity: Schema.Number,
})
export type LocationQuantity = typeof LocationQuantity.Type

/** Stock row, spec part 2 §3. */
export const InventoryItem = Schema.Struct({
  remoteId: Schema.String,
  name: Schema.String,
  searchCode: Opt(Schema.String),
  locationQuantities: Schema.Array(LocationQuantity),
  expenseQuantity: Opt(Schema.Number),
  expenseReason: Opt(Schema.String),
})
export type InventoryItem = typeof InventoryItem.Type

export const Booking = Schema.Struct({
  documentDate: Schema.String,
  remoteProductId: Schema.String,
  productName: Schema.String,
  quantity: Schema.Number,
  priceVat: Opt(Schema.Number),
  loadingLocationName: Opt(Schema.String),
})
export type Booking = typeof Booking.Type

// Tanks (/mahutid)
/** Tank, spec part 2 §3 ("device serial number" is deviceSerialNumber, after its sort field). */
export const Tank = Schema.Struct({
  id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
  name: Schema.String,
  sensor: Opt(Schema.String),
  deviceSerialNumber: Opt(Schema.String),
  latestAmount: Opt(Schema.Number),
  latestUpdateTime: Opt(Schema.String),
  notificationThreshold: Opt(Schema.Number),
  capacity: Schema.Number,
  dateModified: Opt(Schema.String),
})
export type Tank = typeof Tank.Type

export const TankPage = pageOf(Tank)
export type TankPage = typeof TankPage.Type

export const TankSortFields = [
  "ID",
  "NAME",
  "SENSOR",
  "DEVICE_SERIAL_NUMBER",
  "LATEST_AMOUNT",
  "LATEST_UPDATE_TIME",
  "NOTIFICATION_THRESHOLD",
  "CAPACITY",
] as const
export const TankSortField = Schema.Literals(TankSortFields)
export type TankSortField = typeof TankSortField.Type

/** Tanks of one page by default (spec §9) and at most. */
export const TANK_PAGE_SIZE = 25
export const MAX_TANK_PAGE_SIZE = 100

/** GET /tanks/{customerId}: page size 25, ID ascending by default; page is 0-based. */
export const TankPageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_TANK_PAGE_SIZE)),
  sortField: Schema.optionalKey(TankSortField),
  sortDirection: Schema.optionalKey(SortDirection),
})
export type TankPageQuery = typeof TankPageQuery.Type

/** The largest page of GET /dispensing-order/{customerId}. */
export const MAX_DISPENSING_PAGE_SIZE = 100

/**
 * Query of GET /dispensing-order/{customerId}: without `size` every order (the portal's list reads them all), with
 * it one page of that many, newest first (`page` from 0), so a reader's answer stays the same size as orders grow.
 */
export const DispensingOrderListQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_DISPENSING_PAGE_SIZE)),
})
export type DispensingOrderListQuery = typeof DispensingOrderListQuery.Type
