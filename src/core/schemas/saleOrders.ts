import * as Schema from "effect/Schema"
import { BooleanFromString, IdFromString, IsoDate, Opt } from "./common"

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
  location: Opt(Schema.Struct({ address: Opt(Schema.String) })),
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

/** Payment terms offered, in days (0 = prepayment). */
export const PaymentTerms = [0, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120] as const
export const SaleOrderMinLitres = 1000
export const SaleOrderStepLitres = 100
export const SaleOrderNotesMaxLength = 250

export const SaleOrderCreateRow = Schema.Struct({
  batchAmount: Schema.Number.check(Schema.isGreaterThanOrEqualTo(SaleOrderMinLitres)),
  remoteBatchId: Schema.String,
  specialFuel: Schema.Boolean,
})
export type SaleOrderCreateRow = typeof SaleOrderCreateRow.Type

/** Body of POST /sale-orders/{customerId}: an order, or a quote when stateId is MV1. */
export const SaleOrderCreate = Schema.Struct({
  customerLocationId: Schema.Number,
  loadingProvider: Opt(Schema.Number),
  objectId: Opt(Schema.Number),
  carrier: Schema.String,
  vehicleCode: Opt(Schema.String),
  driver: Opt(Schema.String),
  deliveryDate: IsoDate,
  notes: Opt(Schema.String.check(Schema.isMaxLength(SaleOrderNotesMaxLength))),
  paymentDeadline: Schema.Number,
  notificationReceiverEmail: Opt(Schema.String),
  stateId: Opt(SaleOrderState),
  rows: Schema.Array(SaleOrderCreateRow).check(Schema.isMinLength(1)),
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
