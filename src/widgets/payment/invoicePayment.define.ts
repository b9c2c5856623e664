import r2wc from "@r2wc/react-to-web-component"
import { InvoicePaymentElement } from "./InvoicePaymentElement"

export const INVOICE_PAYMENT_TAG = "ise-invoice-payment"

/** Registers <ise-invoice-payment token customer-id locale api-base> once. */
export const defineInvoicePayment = (): void => {
  if (customElements.get(INVOICE_PAYMENT_TAG)) return
  customElements.define(
    INVOICE_PAYMENT_TAG,
    r2wc(InvoicePaymentElement, { shadow: "open", props: { token: "string", customerId: "number", locale: "string", apiBase: "string" } }),
  )
}

declare global {
  interface HTMLElementTagNameMap {
    "ise-invoice-payment": HTMLElement & { token?: string; customerId?: number; locale?: string; apiBase?: string }
  }
}
