/** Why the invoices' service refuses a request; invoices.errors.ts maps each to its HTTP answer. */
export type InvoicesProblem =
  /** A query field breaks its rule (page, size, dates, document ids, file format). */
  | { readonly kind: "INVALID"; readonly field: string; readonly message: string }
  /** A document that does not exist, or of a customer the user may not read (ids do not tell what exists). */
  | { readonly kind: "DOCUMENT_NOT_FOUND" }
  | { readonly kind: "SOME_DOCUMENTS_MISSING" }
  | { readonly kind: "INVOICE_NOT_FOUND" }

export const invalid = (field: string, message: string): InvoicesProblem => ({ kind: "INVALID", field, message })

/** A service's answer that may be refused: the value, or the problem. */
export type InvoicesAnswer<T> = { readonly value: T } | { readonly problem: InvoicesProblem }
