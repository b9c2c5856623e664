/** Why the statement's service refuses a request; statement.errors.ts maps each to its HTTP answer. */
export type StatementProblem =
  /** A query field breaks its rule (the date range, the document ids). */
  | { readonly kind: "INVALID"; readonly field: string; readonly message: string }
  /** Another customer's document, or an invoice of /arved, is unknown here. */
  | { readonly kind: "DOCUMENT_NOT_FOUND" }
  | { readonly kind: "SOME_DOCUMENTS_NOT_OWN" }

export const invalid = (field: string, message: string): StatementProblem => ({ kind: "INVALID", field, message })

/** A service's answer that may be refused: the value, or the problem. */
export type StatementAnswer<T> = { readonly value: T } | { readonly problem: StatementProblem }
