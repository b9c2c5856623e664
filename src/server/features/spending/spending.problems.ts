/** Why the spending service refuses a request; spending.errors.ts maps each to its HTTP answer. */
export type SpendingProblem =
  /** A registration number the customer has no vehicle of. */
  { readonly kind: "VEHICLE_NOT_FOUND" }

/** A service's answer that may be refused: the value, or the problem. */
export type SpendingAnswer<T> = { readonly value: T } | { readonly problem: SpendingProblem }
