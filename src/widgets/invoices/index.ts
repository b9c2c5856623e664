export { InvoicesView, type InvoicesViewProps } from "./InvoicesView"
export { NewInvoices, NEW_INVOICE_CARDS, type NewInvoicesProps } from "./NewInvoices"
export { invoiceMessages } from "./invoices.messages"
export {
  fuelDocumentsQueryAtom,
  electricityInvoicesQueryAtom,
  hasFuelInvoicesQueryAtom,
  INVOICE_PAGE_SIZE,
  initialInvoicesList,
  invoicesListFromSearch,
  invoicesListToSearch,
  type InvoicesListState,
} from "./invoices.queries"
export { NewInvoicesElement } from "./NewInvoicesElement"
export { defineNewInvoices, NEW_INVOICES_TAG } from "./newInvoices.define"
export { newInvoicesElement } from "./newInvoices.element"
