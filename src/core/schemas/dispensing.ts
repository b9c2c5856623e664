import * as Schema from "effect/Schema"
import { BooleanFromString, IsoDate, Opt } from "./common"

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
  rowNumber: Schema.Number,
  productName: Schema.String,
  remoteBatchId: Opt(Schema.String),
  quantity: Schema.Number,
})
export type DispensingOrderProductRow = typeof DispensingOrderProductRow.Type

/** Dispensing order as listed, spec part 2 §3. */
export const DispensingOrder = Schema.Struct({
  uid: Schema.Number,
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
  isModifiable: Schema.Boolean,
  productRows: Schema.Array(DispensingOrderProductRow),
})
export type DispensingOrder = typeof DispensingOrder.Type

const NonNegative = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

export const DispensingOrderRow = Schema.Struct({
  batchAmount: Opt(NonNegative),
  remoteBatchId: Schema.String,
  dosBatchAmount: Opt(NonNegative),
  remoteDosBatchId: Opt(Schema.String),
})
export type DispensingOrderRow = typeof DispensingOrderRow.Type

const dispensingHeaderFields = {
  documentNumber: Schema.NonEmptyString,
  owner: Schema.NonEmptyString,
  carrier: Schema.NonEmptyString,
  vehicleCode: Schema.NonEmptyString,
  driver: Schema.NonEmptyString,
  validUntil: IsoDate,
  warehouse: Warehouse,
}

/** Body of POST /dispensing-order/{customerId}. */
export const DispensingOrderCreate = Schema.Struct({
  ...dispensingHeaderFields,
  rows: Schema.Array(DispensingOrderRow).check(Schema.isMinLength(1)),
})
export type DispensingOrderCreate = typeof DispensingOrderCreate.Type

/** A changed existing row; quantity 0 removes it. */
export const DispensingOrderModifiedRow = Schema.Struct({
  productName: Schema.String,
  rowNumber: Schema.Number,
  quantity: NonNegative,
})
export type DispensingOrderModifiedRow = typeof DispensingOrderModifiedRow.Type

/** Body of PUT /dispensing-order/{customerId}. */
export const DispensingOrderEdit = Schema.Struct({
  uid: Schema.Number,
  ...dispensingHeaderFields,
  newRows: Schema.Array(DispensingOrderRow),
  modifiedRows: Schema.Array(DispensingOrderModifiedRow),
})
export type DispensingOrderEdit = typeof DispensingOrderEdit.Type

/** Answer of the create and edit calls: the uid whose state is then polled. */
export const DispensingOrderStarted = Schema.Struct({ uid: Schema.Number })
export type DispensingOrderStarted = typeof DispensingOrderStarted.Type

/** Body of the save-state and edit-state polls. */
export const DispensingStateBody = Schema.Struct({ uid: Schema.Number })
export type DispensingStateBody = typeof DispensingStateBody.Type

/** RUNNING polls again (every 6 s), FAILED is an error, COMPLETED closes the modal. */
export const DispensingStates = ["RUNNING", "FAILED", "COMPLETED"] as const
export const DispensingState = Schema.Literals(DispensingStates)
export type DispensingState = typeof DispensingState.Type
export const DispensingStateResponse = Schema.Struct({ state: DispensingState })
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
  carrier: Schema.optionalKey(Schema.String),
})
export type VehicleListQuery = typeof VehicleListQuery.Type
