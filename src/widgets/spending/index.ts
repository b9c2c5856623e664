export { SpendingView, type SpendingViewProps } from "./SpendingView"
export { spendingMessages } from "./spending.messages"
export { spendingFromSearch, spendingToSearch, type SpendingState } from "./spending.queries"
export { BudgetsThisMonth } from "./SpendingBudgets"
