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

/**
 * The selection after the unpaid list is reloaded while the modal is open: the customer's own choices, less the
 * invoices that are no longer selectable (paid meanwhile, or gone). An invoice new to the list is not added: the
 * customer did not choose it.
 */
export const keptSelection = (selected: ReadonlyArray<string>, docs: ReadonlyArray<PayableDocument>): ReadonlyArray<string> => {
  const selectable = new Set(docs.filter(isSelectable).map((d) => d.remoteDocumentId))
  return selected.filter((id) => selectable.has(id))
}

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

/** An electricity invoice in the payment (beyond the spec): its key among the selected ids, as the server names it too. */
export const electricityPaymentKey = (id: number): string => `electricity:${id}`

/**
 * An invoice the payment lists: a fuel document as it is, or an electricity invoice in the same shape
 * (its key `electricity:<id>`, its number, issue and due dates, amount with VAT and paid so far).
 */
export interface PayableInvoice extends PayableDocument {
  readonly kind: "fuel" | "electricity"
  readonly documentNumber: string
  readonly documentDateCreated: string
  readonly paymentDeadlineDate?: string | null | undefined
  readonly paid: boolean
  /** An electricity invoice's id (what the begin call's electricityInvoiceIds names). */
  readonly electricityId?: number
}

export const fuelPayable = <D extends Omit<PayableInvoice, "kind">>(doc: D): PayableInvoice => ({ ...doc, kind: "fuel" })

export const electricityPayable = (i: {
  readonly id: number
  readonly invoiceNumber: string
  readonly dateIssued: string
  readonly dateDue?: string | null | undefined
  readonly amountIncludingVat: number
  readonly amountPaid?: number | undefined
}): PayableInvoice => ({
  kind: "electricity",
  electricityId: i.id,
  remoteDocumentId: electricityPaymentKey(i.id),
  documentNumber: i.invoiceNumber,
  documentDateCreated: i.dateIssued,
  paymentDeadlineDate: i.dateDue,
  totalAmount: i.amountIncludingVat,
  paymentAmount: i.amountPaid ?? 0,
  paid: (i.amountPaid ?? 0) >= i.amountIncludingVat,
  remoteFactoring: false,
})

/** Fuel and electricity invoices in one list, newest first (a stable sort: the server's order within a day). */
export const unpaidInvoices = (
  fuel: ReadonlyArray<Omit<PayableInvoice, "kind">>,
  electricity: ReadonlyArray<Parameters<typeof electricityPayable>[0]>,
): PayableInvoice[] =>
  [...fuel.map(fuelPayable), ...electricity.map(electricityPayable)].sort((a, b) =>
    a.documentDateCreated === b.documentDateCreated ? 0 : a.documentDateCreated < b.documentDateCreated ? 1 : -1,
  )

/** The begin call's two lists for the selected keys among these invoices (selectable ones only, in the list's order). */
export const paymentTargets = (
  invoices: ReadonlyArray<PayableInvoice>,
  keys: ReadonlyArray<string>,
): { readonly remoteDocumentIds: string[]; readonly electricityInvoiceIds: number[] } => {
  const chosen = invoices.filter((d) => keys.includes(d.remoteDocumentId) && isSelectable(d))
  return {
    remoteDocumentIds: chosen.filter((d) => d.kind === "fuel").map((d) => d.remoteDocumentId),
    electricityInvoiceIds: chosen.flatMap((d) => (d.kind === "electricity" && d.electricityId != null ? [d.electricityId] : [])),
  }
}
