/** Why a budget set is refused: a budget given twice, a card the customer has not, or a budget of a category the contact does not see. */
export type BudgetRefusal = "BUDGET_TWICE" | "CARD_NOT_FOUND" | "BUDGET_NOT_SHOWN"

/** Why the spending service refuses a request; spending.errors.ts maps each to its HTTP answer. */
export type SpendingProblem =
  /** A registration number the customer has no vehicle of. */
  | { readonly kind: "VEHICLE_NOT_FOUND" }
  /** A budget that cannot be set; `field` names it (`budgets.2.key`). */
  | { readonly kind: BudgetRefusal; readonly field: string }
  /** A line that is no anomaly of the kind named. */
  | { readonly kind: "ANOMALY_NOT_FOUND" }

/** A service's answer that may be refused: the value, or the problem. */
export type SpendingAnswer<T> = { readonly value: T } | { readonly problem: SpendingProblem }
