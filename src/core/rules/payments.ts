import { BankPaymentLimit } from "../schemas/payments"
import { roundMoney } from "./vat"

/** What the payment rules need of a fuel document. */
export interface PayableDocument {
  readonly remoteDocumentId: string
  readonly totalAmount: number
  readonly paymentAmount: number
  readonly remoteFactoring?: boolean | null
}

/** What is left to pay, in cents precision. */
export const amountDue = (doc: PayableDocument): number => roundMoney(doc.totalAmount - doc.paymentAmount)

/** Payable when totalAmount − paymentAmount is above 0 (spec part 1 §4.3). */
export const isPayable = (doc: PayableDocument): boolean => amountDue(doc) > 0

/** Factored invoices are shown but cannot be selected. */
export const isSelectable = (doc: PayableDocument): boolean => isPayable(doc) && !doc.remoteFactoring

/**
 * The modal opens with every unpaid, non-factored invoice selected (the spec's /arved button); opened
 * by "Maksma" beside one invoice, with that one only (`only`), if it is still selectable.
 */
export const preselectedIds = (docs: ReadonlyArray<PayableDocument>, only?: string | null): ReadonlyArray<string> =>
  docs.filter((d) => isSelectable(d) && (only == null || d.remoteDocumentId === only)).map((d) => d.remoteDocumentId)

/** Sum due of the selected documents; ids that are not selectable count nothing. */
export const selectedSum = (docs: ReadonlyArray<PayableDocument>, selected: ReadonlyArray<string>): number => {
  const set = new Set(selected)
  return roundMoney(docs.filter((d) => set.has(d.remoteDocumentId) && isSelectable(d)).reduce((sum, d) => sum + amountDue(d), 0))
}

/** Bank-link payments are allowed up to 14999.99 in total; card payments have no such limit. */
export const bankPaymentAllowed = (sum: number): boolean => sum <= BankPaymentLimit

export type PaymentBlock = "empty" | "overBankLimit" | null

/** Why a button is disabled: nothing selected, or (bank only) a sum over the limit. */
export const paymentBlock = (method: "BANK" | "CARD", sum: number, count: number): PaymentBlock =>
  count === 0 || sum <= 0 ? "empty" : method === "BANK" && !bankPaymentAllowed(sum) ? "overBankLimit" : null

/** Any invoice factored: the front page shows "Vaata arveid" instead of the pay buttons. */
export const anyFactored = (docs: ReadonlyArray<PayableDocument>): boolean => docs.some((d) => Boolean(d.remoteFactoring) && isPayable(d))
