/** The contract's answers a signed-in element asks for when it opens, and its attributes. */
import { CUSTOMER_ID, customer, paymentMethods, paymentRedirect, token, unpaidElectricityInvoices, unpaidInvoices } from "./contract"
import type { Answer, SeenRequest } from "./page"

export const signedInAttributes = (locale: string) => ({ locale, "api-base": "/v1", token, "customer-id": String(CUSTOMER_ID) })

export const paymentAnswers: Record<string, Answer | ((request: SeenRequest) => Answer)> = {
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: customer },
  [`GET /v1/documents/${CUSTOMER_ID}`]: { body: unpaidInvoices },
  [`GET /v1/electricity/invoices/customer/${CUSTOMER_ID}`]: { body: unpaidElectricityInvoices },
  "GET /v1/payment/methods": { body: paymentMethods },
  [`POST /v1/payment/${CUSTOMER_ID}/begin`]: { body: paymentRedirect },
}

/** Every call carried the element's token: the session is the attribute, not the page's storage. */
export const everyCallCarriesTheToken = (seen: ReadonlyArray<SeenRequest>) =>
  seen.length > 0 && seen.every((r) => r.authorization === `Bearer ${token}`)
