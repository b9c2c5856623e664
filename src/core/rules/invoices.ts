import { amountDue, type PayableDocument } from "./payments"

/** What a fuel invoice's badge says. */
export type InvoiceStatus =
  | { readonly kind: "paid" }
  | {
      readonly kind: "unpaid" | "overdue"
      /** Paid so far (above 0: partly paid) and what remains to pay. */
      readonly paidAmount: number
      readonly remaining: number
    }

export interface StatusDocument extends PayableDocument {
  readonly paid: boolean
  readonly paymentDeadlineDate?: string | null | undefined
}

/**
 * Paid, unpaid, or overdue: a remainder whose due date is before `today` (YYYY-MM-DD in Tallinn;
 * the due day itself is not overdue). Partly paid invoices carry what was paid and what remains.
 */
export const invoiceStatus = (doc: StatusDocument, today: string): InvoiceStatus => {
  const remaining = amountDue(doc)
  if (doc.paid || remaining <= 0) return { kind: "paid" }
  const due = doc.paymentDeadlineDate?.slice(0, 10)
  return { kind: due != null && due !== "" && due < today ? "overdue" : "unpaid", paidAmount: Math.max(0, doc.paymentAmount), remaining }
}

/**
 * An electricity invoice as the badge reads it (paid, unpaid or overdue by its due date, partly
 * paid); undefined when the server says nothing of its payment.
 */
export const electricityStatusDocument = (i: {
  readonly id: number
  readonly amountIncludingVat: number
  readonly amountPaid?: number | undefined
  readonly dateDue?: string | null | undefined
}): StatusDocument | undefined =>
  i.amountPaid == null
    ? undefined
    : {
        remoteDocumentId: `EL-${i.id}`,
        totalAmount: i.amountIncludingVat,
        paymentAmount: i.amountPaid,
        paid: i.amountPaid >= i.amountIncludingVat,
        paymentDeadlineDate: i.dateDue,
      }
