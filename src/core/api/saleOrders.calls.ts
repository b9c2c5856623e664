import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { saleOrdersRule } from "./callRules"
import {
  LoadingProvider,
  ProductForSale,
  SaleOrder,
  SaleOrderAcceptQuery,
  SaleOrderCreate,
  SaleOrderCustomer,
  SaleOrderListQuery,
  SaleOrderPdfQuery,
  SaleOrderProductsQuery,
} from "../schemas/saleOrders"

export const saleOrders = defineCall({
  id: "saleOrders",
  method: "GET",
  path: "/sale-orders/{customerId}",
  query: SaleOrderListQuery,
  response: Schema.Array(SaleOrder),
  ...saleOrdersRule,
  summary:
    "Sale orders and quotes of the customer (companies only), filtered by state and unloading location, sorted (uid descending by default)",
})

export const saleOrderCustomer = defineCall({
  id: "saleOrderCustomer",
  method: "GET",
  path: "/sale-orders/customer/{customerId}",
  response: SaleOrderCustomer,
  ...saleOrdersRule,
  summary: "The customer as sale orders need it: unloading locations, payment deadline rules",
})

export const loadingProviders = defineCall({
  id: "loadingProviders",
  method: "GET",
  path: "/sale-orders/loading-providers",
  response: Schema.Array(LoadingProvider),
  access: "user",
  summary: "Loading terminals to order from",
})

export const saleOrderProducts = defineCall({
  id: "saleOrderProducts",
  method: "GET",
  path: "/sale-orders/products",
  query: SaleOrderProductsQuery,
  response: Schema.Array(ProductForSale),
  access: "user",
  summary: "Fuels for sale at a loading provider",
})

export const saleOrderCreate = defineCall({
  id: "saleOrderCreate",
  method: "POST",
  path: "/sale-orders/{customerId}",
  body: SaleOrderCreate,
  response: "empty",
  ...saleOrdersRule,
  errors: ["NO_PURCHASE_RIGHT"],
  changes: [saleOrders],
  summary: "Place an order, or ask for a price quote (stateId MV1)",
})

export const saleOrderAccept = defineCall({
  id: "saleOrderAccept",
  method: "POST",
  path: "/sale-orders/{customerId}/accept/{orderUid}",
  query: SaleOrderAcceptQuery,
  response: "empty",
  ...saleOrdersRule,
  errors: ["NOT_AWAITING_CONFIRMATION", "NOT_CHANGEABLE"],
  changes: [saleOrders],
  summary: "Accept a quote in MV2 that canChange, making it an order (prepayment when the term is 0)",
})

export const saleOrderCancel = defineCall({
  id: "saleOrderCancel",
  method: "POST",
  path: "/sale-orders/{customerId}/cancel/{orderUid}",
  response: "empty",
  ...saleOrdersRule,
  errors: ["NOT_CHANGEABLE"],
  changes: [saleOrders],
  summary: "Cancel an order or quote that canChange",
})

export const saleOrderPdf = defineCall({
  id: "saleOrderPdf",
  method: "GET",
  path: "/sale-orders/pdf",
  query: SaleOrderPdfQuery,
  response: "binary",
  access: "user",
  summary: "The quote's PDF by file name",
})
