/** Entry of the self-contained script: loading it registers <ise-new-invoices>. */
import { keepSessionInMemory } from "../session/session.atoms"
import { defineNewInvoices } from "./newInvoices.define"

keepSessionInMemory()
defineNewInvoices()
