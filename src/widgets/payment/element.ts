/** Entry of the self-contained script: loading it registers <ise-invoice-payment>. */
import { defineInvoicePayment } from "./invoicePayment.define"

defineInvoicePayment()
