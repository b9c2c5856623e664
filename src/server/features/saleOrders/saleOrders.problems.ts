import type { SaleOrderState } from "../../../core/schemas/saleOrders"

/** Why the sale orders' service refuses a request; saleOrders.errors.ts maps each to its HTTP answer. */
export type SaleOrdersProblem =
  /** A field breaks a rule of the form or names something the customer does not have. */
  | { readonly kind: "INVALID"; readonly field: string; readonly message: string }
  | { readonly kind: "CUSTOMER_NOT_FOUND" }
  | { readonly kind: "ORDER_NOT_FOUND"; readonly uid: number }
  | { readonly kind: "PROVIDER_NOT_FOUND"; readonly loadingProviderId: number }
  /** A quote's file that does not exist, or of a customer the user may not see. */
  | { readonly kind: "FILE_NOT_FOUND" }
  /** A special fuel the customer has no purchase right for; the field names the row. */
  | { readonly kind: "NO_PURCHASE_RIGHT"; readonly field: string; readonly productName: string }
  | { readonly kind: "NOT_AWAITING_CONFIRMATION"; readonly docNumber: string; readonly state: SaleOrderState }
  | { readonly kind: "NOT_CHANGEABLE"; readonly docNumber: string }
  | { readonly kind: "NOT_CANCELLABLE"; readonly docNumber: string; readonly state: SaleOrderState }

export const invalid = (field: string, message: string): SaleOrdersProblem => ({ kind: "INVALID", field, message })

/** A service's answer that may be refused: the value, or the problem. */
export type SaleOrdersAnswer<T> = { readonly value: T } | { readonly problem: SaleOrdersProblem }
