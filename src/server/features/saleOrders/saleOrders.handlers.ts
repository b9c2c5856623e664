import type { saleOrdersCalls } from "../../../core/api"
import { quotePdf } from "../../documents/quotePdf"
import type { Handler } from "../../http/bindCall"
import { unlessRefused, valueOrRefusal } from "./saleOrders.errors"
import { loadingProviderList, productsOf, quoteOfFile, saleOrderCustomerOf, saleOrderList } from "./saleOrders.lists"
import { acceptQuote, backOfficeTimingFromEnv, cancelOrder, placeSaleOrder } from "./saleOrders.service"

/** GET /sale-orders/{customerId}: filtered by state and unloading location, sorted in SQL (uid descending by default). */
export const saleOrders: Handler<typeof saleOrdersCalls.saleOrders> = ({ deps, params, query }) =>
  saleOrderList(deps.db, params.customerId, query)

/** GET /sale-orders/customer/{customerId}: the customer with its unloading locations and payment-term rights. */
export const saleOrderCustomer: Handler<typeof saleOrdersCalls.saleOrderCustomer> = async ({ deps, params, contact }) =>
  valueOrRefusal(await saleOrderCustomerOf(deps.db, params.customerId, contact.id))

/** GET /sale-orders/loading-providers: every terminal fuel is sold from. */
export const loadingProviders: Handler<typeof saleOrdersCalls.loadingProviders> = ({ deps }) => loadingProviderList(deps.db)

/** GET /sale-orders/products?loadingProviderId=: the fuels of one terminal. */
export const saleOrderProducts: Handler<typeof saleOrdersCalls.saleOrderProducts> = async ({ deps, query }) =>
  valueOrRefusal(await productsOf(deps.db, query.loadingProviderId))

/** POST /sale-orders/{customerId}: an order, or a quote (stateId MV1), checked against every rule of the form. */
export const saleOrderCreate: Handler<typeof saleOrdersCalls.saleOrderCreate> = async ({ deps, params, contact, body }) => {
  const author = { userId: contact.userId, contactId: contact.id }
  valueOrRefusal(await placeSaleOrder(deps.db, params.customerId, author, body, deps.clock.now(), backOfficeTimingFromEnv()))
}

/** POST /sale-orders/{customerId}/accept/{orderUid}?prepayment=: a quote in MV2 becomes an order. */
export const saleOrderAccept: Handler<typeof saleOrdersCalls.saleOrderAccept> = async ({ deps, params, contact, query }) => {
  const author = { userId: contact.userId, contactId: contact.id }
  unlessRefused(
    await acceptQuote(deps.db, params.customerId, params.orderUid, query.prepayment, author, deps.clock.now(), backOfficeTimingFromEnv()),
  )
}

/** POST /sale-orders/{customerId}/cancel/{orderUid}: cancels a changeable order or quote. */
export const saleOrderCancel: Handler<typeof saleOrdersCalls.saleOrderCancel> = async ({ deps, params, contact }) => {
  const author = { userId: contact.userId, contactId: contact.id }
  unlessRefused(await cancelOrder(deps.db, params.customerId, params.orderUid, author, deps.clock.now()))
}

/** GET /sale-orders/pdf?fileName=: the quote as a real PDF, for a user who may see the customer's sale orders. */
export const saleOrderPdf: Handler<typeof saleOrdersCalls.saleOrderPdf> = async ({ deps, query, user }) => {
  const { quote, customer } = valueOrRefusal(await quoteOfFile(deps.db, user.userId, query.fileName))
  const pdf = await quotePdf(quote, customer)
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": `attachment; filename="${quote.docNumber.replace(/[^A-Za-z0-9._-]+/g, "_")}.pdf"`,
      "cache-control": "private, no-store",
    },
  })
}
