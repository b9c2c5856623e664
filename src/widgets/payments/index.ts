export { PaymentResultMessage, paymentResultOf, type PaymentResult } from "./PaymentResultMessage"
export { PaymentPanel, type PaymentPanelProps } from "./PaymentPanel"
export { PaymentModal, preloadPaymentModal } from "./paymentModal.lazy"
export type { PaymentModalProps } from "./PaymentModal"
export { ProcessPayment, type ProcessPaymentProps } from "./ProcessPayment"
export { paymentOutcome, classifyPaymentStatus, type PaymentOutcome } from "./paymentReturn"
export {
  unpaidDocumentsQueryAtom,
  unpaidElectricityQueryAtom,
  useUnpaidInvoices,
  reloadUnpaid,
  paymentMethodsQueryAtom,
  unpaidDocumentsKey,
  UNPAID_QUERY,
  type UnpaidInvoices,
} from "./payments.queries"
export { paymentMessages } from "./payments.messages"
export { paymentCss } from "./payments.css"
export { InvoicePaymentElement } from "./InvoicePaymentElement"
export { defineInvoicePayment, INVOICE_PAYMENT_TAG } from "./invoicePayment.define"
export { invoicePaymentElement } from "./invoicePayment.element"
export { paymentStartedEvent } from "./paymentStarted.event"
