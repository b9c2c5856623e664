export { InvoicesView, type InvoicesViewProps } from "./InvoicesView"
export { NewInvoices, NEW_INVOICE_CARDS, type NewInvoicesProps } from "./NewInvoices"
export { invoiceMessages } from "./invoices.messages"
export { fuelDocumentsQueryAtom, electricityInvoicesQueryAtom, hasFuelInvoicesQueryAtom, INVOICE_PAGE_SIZE } from "./invoices.queries"
