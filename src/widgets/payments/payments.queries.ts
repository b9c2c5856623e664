import * as invoicesCalls from "../../core/api/invoices.calls"
import * as paymentsCalls from "../../core/api/payments.calls"
import { DefaultInvoiceTypes } from "../../core/schemas/invoices"
import { callQueryAtom, callQueryKey } from "../session"

/** The unpaid list of spec part 1 §7: onlyNotPaid, MV_KO,MV_VL,VA_1, page 0, size 1000. */
export const UNPAID_QUERY = { onlyNotPaid: true, types: DefaultInvoiceTypes.join(","), page: 0, size: 1000 } as const

export const unpaidDocumentsKey = (customerId: number) =>
  callQueryKey(invoicesCalls.documents, customerId, { params: { customerId }, query: UNPAID_QUERY })

/** The represented customer's unpaid fuel invoices; reloads when the customer changes. */
export const unpaidDocumentsQueryAtom = callQueryAtom(invoicesCalls.documents, { input: () => ({ query: UNPAID_QUERY }), staleTime: 0 })

export const paymentMethodsQueryAtom = callQueryAtom(paymentsCalls.paymentMethods, { staleTime: 10 * 60_000 })
