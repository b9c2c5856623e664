import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { InvoicePaymentElement } from "./InvoicePaymentElement"
import { invoicePaymentElement } from "./invoicePayment.element"

export const INVOICE_PAYMENT_TAG = invoicePaymentElement.tag

/** Registers <ise-invoice-payment> once, with the attributes of its spec. */
export const defineInvoicePayment = (): void => defineElement(invoicePaymentElement, InvoicePaymentElement)

declare global {
  interface HTMLElementTagNameMap {
    [invoicePaymentElement.tag]: ElementOf<typeof invoicePaymentElement>
  }
}
