/** Entry of the self-contained script: loading it registers <ise-invoice-payment>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineInvoicePayment } from "./invoicePayment.define"

keepSessionInMemory()
defineInvoicePayment()
