import * as Schema from "effect/Schema"
import { BooleanFromString, DbId, IdFromString, IsoDate, Opt, SortDirection } from "./common"

export const SALE_ORDER_NOTES_MAX = 250

/** Sale order document states (spec part 2 §4), in order of the flow. */
export const SaleOrderStates = ["MV1", "MV2", "MV4", "MV3", "E", "W", "A", "T"] as const
export const SaleOrderState = Schema.Literals(SaleOrderStates)
export type SaleOrderState = typeof SaleOrderState.Type

export const SaleOrderRow = Schema.Struct({
  rowNo: Schema.Number,
  batchId: Schema.String,
  productName: Schema.String,
  quantity: Schema.Number,
  price: Opt(Schema.Number),
})
export type SaleOrderRow = typeof SaleOrderRow.Type

/** Sale order or quote, spec part 2 §3. validUntil is the payment term in days ('0' = prepayment). */
export const SaleOrder = Schema.Struct({
  uid: Schema.Number,
  externalId: Opt(Schema.String),
  docNumber: Opt(Schema.String),
  docState: SaleOrderState,
  isQuote: Schema.Boolean,
  canChange: Schema.Boolean,
  orderDate: Opt(Schema.String),
  desiredDeliveryDate: Opt(Schema.String),
  deliveryDate: Opt(Schema.String),
  validUntil: Opt(Schema.String),
  location: Opt(Schema.Struct({ address: Opt(Schema.String), customerLocationId: Opt(Schema.Number) })),
  transporterCode: Opt(Schema.String),
  transporterName: Opt(Schema.String),
  objectId: Opt(Schema.Number),
  carName: Opt(Schema.String),
  driverName: Opt(Schema.String),
  orderAdditionalInfo: Opt(Schema.String),
  fileName: Opt(Schema.String),
  rows: Schema.Array(SaleOrderRow),
})
export type SaleOrder = typeof SaleOrder.Type

/** Server-side sort of the list (spec part 2 §2): by number, order date, delivery date, status, payment term; uid by default. */
export const SaleOrderSortFields = ["UID", "DOC_NUMBER", "ORDER_DATE", "DELIVERY_DATE", "STATE", "PAYMENT_TERM"] as const
export const SaleOrderSortField = Schema.Literals(SaleOrderSortFields)
export type SaleOrderSortField = typeof SaleOrderSortField.Type

/** GET /sale-orders/{customerId}: optional filters (status, unloading location) and sort; default uid descending. */
export const SaleOrderListQuery = Schema.Struct({
  state: Schema.optionalKey(SaleOrderState),
  customerLocationId: Schema.optionalKey(IdFromString),
  sortField: Schema.optionalKey(SaleOrderSortField),
  sortDirection: Schema.optionalKey(SortDirection),
})
export type SaleOrderListQuery = typeof SaleOrderListQuery.Type

export const SaleOrderCreateRow = Schema.Struct({
  // The minimum and the step of 100 L are the server's rules (core/rules/saleOrders.ts): 400 naming the row.
  batchAmount: Schema.Number,
  remoteBatchId: Schema.String,
  specialFuel: Schema.Boolean,
})
export type SaleOrderCreateRow = typeof SaleOrderCreateRow.Type

/** Body of POST /sale-orders/{customerId}: an order, or a quote when stateId is MV1. */
export const SaleOrderCreate = Schema.Struct({
  customerLocationId: DbId,
  loadingProvider: Opt(DbId),
  objectId: Opt(DbId),
  carrier: Schema.String,
  vehicleCode: Opt(Schema.String),
  driver: Opt(Schema.String),
  deliveryDate: IsoDate,
  notes: Opt(Schema.String.check(Schema.isMaxLength(SALE_ORDER_NOTES_MAX))),
  paymentDeadline: Schema.Number,
  notificationReceiverEmail: Opt(Schema.String),
  stateId: Opt(SaleOrderState),
  rows: Schema.Array(SaleOrderCreateRow).check(Schema.isMinLength(1), Schema.isMaxLength(50)),
})
export type SaleOrderCreate = typeof SaleOrderCreate.Type

/** POST /sale-orders/{customerId}/accept/{orderUid}?prepayment=true|false */
export const SaleOrderAcceptQuery = Schema.Struct({ prepayment: BooleanFromString })
export type SaleOrderAcceptQuery = typeof SaleOrderAcceptQuery.Type

/** A fuel offered for sale; selected, fuelAmount and invalid are the client's. */
export const ProductForSale = Schema.Struct({
  productId: Opt(Schema.String),
  batchId: Schema.String,
  exciseType: Opt(Schema.String),
  prodBrandName: Schema.String,
  specialFuel: Schema.Boolean,
  selected: Opt(Schema.Boolean),
  fuelAmount: Opt(Schema.Number),
  invalid: Opt(Schema.Boolean),
})
export type ProductForSale = typeof ProductForSale.Type

/** GET /sale-orders/products?loadingProviderId= */
export const SaleOrderProductsQuery = Schema.Struct({ loadingProviderId: IdFromString })
export type SaleOrderProductsQuery = typeof SaleOrderProductsQuery.Type

export const LoadingProvider = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  objectId: Opt(Schema.Number),
  searchCode: Opt(Schema.String),
})
export type LoadingProvider = typeof LoadingProvider.Type

/** GET /sale-orders/pdf?fileName= */
export const SaleOrderPdfQuery = Schema.Struct({ fileName: Schema.NonEmptyString })
export type SaleOrderPdfQuery = typeof SaleOrderPdfQuery.Type

export const CustomerLocation = Schema.Struct({
  customerLocationId: Schema.Number,
  mainAddress: Schema.String,
  city: Opt(Schema.String),
})
export type CustomerLocation = typeof CustomerLocation.Type

/** The customer as the sale-order screen sees it (GET /sale-orders/customer/{customerId}). */
export const SaleOrderCustomer = Schema.Struct({
  customerId: Schema.Number,
  name: Schema.String,
  email: Opt(Schema.String),
  searchCode: Opt(Schema.String),
  contactId: Opt(Schema.Number),
  locations: Schema.Array(CustomerLocation),
  extendedSaleOrderDeadlineAllowed: Schema.Boolean,
  defaultPaymentDeadline: Opt(Schema.Number),
  vatRegistryNumber: Opt(Schema.String),
})
export type SaleOrderCustomer = typeof SaleOrderCustomer.Type
