/** Entry of the self-contained script: loading it registers <ise-new-invoices>. */
import { defineNewInvoices } from "./newInvoices.define"

defineNewInvoices()
