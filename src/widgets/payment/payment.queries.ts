import { atomWithQuery } from "jotai-tanstack-query"
import * as invoicesCalls from "../../core/api/invoices.calls"
import * as paymentsCalls from "../../core/api/payments.calls"
import { DefaultInvoiceTypes } from "../../core/schemas/invoices"
import { customerIdAtom, getApi, runApi } from "../session"

/** The unpaid list of spec part 1 §7: onlyNotPaid, MV_KO,MV_VL,VA_1, page 0, size 1000. */
export const UNPAID_QUERY = { onlyNotPaid: true, types: DefaultInvoiceTypes.join(","), page: 0, size: 1000 } as const

export const unpaidDocumentsKey = (customerId: number | null) => ["documents", customerId, "unpaid"] as const

/** The represented customer's unpaid fuel invoices; reloads when the customer changes. */
export const unpaidDocumentsQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  return {
    queryKey: unpaidDocumentsKey(customerId),
    enabled: customerId != null,
    staleTime: 0,
    queryFn: ({ signal }) =>
      runApi(getApi().request(invoicesCalls.documents, { params: { customerId: customerId! }, query: UNPAID_QUERY }), signal),
  }
})

export const paymentMethodsQueryAtom = atomWithQuery(() => ({
  queryKey: ["paymentMethods"],
  staleTime: 10 * 60_000,
  queryFn: ({ signal }) => runApi(getApi().request(paymentsCalls.paymentMethods), signal),
}))
