import { useAtomValue } from "jotai"
import { useMemo } from "react"
import * as invoicesCalls from "../../core/api/invoices.calls"
import * as paymentsCalls from "../../core/api/payments.calls"
import { unpaidInvoices, type PayableInvoice } from "../../core/rules/payments"
import { DefaultInvoiceTypes, MaxPageSize } from "../../core/schemas/invoices"
import { callQueryAtom, callQueryKey, queryClient } from "../session"

/** The unpaid list of spec part 1 §7: onlyNotPaid, MV_KO,MV_VL,VA_1, page 0, size 1000. */
export const UNPAID_QUERY = { onlyNotPaid: true, types: DefaultInvoiceTypes.join(","), page: 0, size: 1000 } as const

/** Beyond the spec: the unpaid electricity invoices, paid in the same payment. */
export const UNPAID_ELECTRICITY_QUERY = { onlyNotPaid: true, page: 0, size: MaxPageSize } as const

export const unpaidDocumentsKey = (customerId: number) =>
  callQueryKey(invoicesCalls.documents, customerId, { params: { customerId }, query: UNPAID_QUERY })

const unpaidElectricityKey = (customerId: number) =>
  callQueryKey(invoicesCalls.electricityInvoices, customerId, { params: { customerId }, query: UNPAID_ELECTRICITY_QUERY })

/** The represented customer's unpaid fuel invoices; reloads when the customer changes. */
export const unpaidDocumentsQueryAtom = callQueryAtom(invoicesCalls.documents, { input: () => ({ query: UNPAID_QUERY }), staleTime: 0 })

/** The represented customer's unpaid electricity invoices; reloads when the customer changes. */
export const unpaidElectricityQueryAtom = callQueryAtom(invoicesCalls.electricityInvoices, {
  input: () => ({ query: UNPAID_ELECTRICITY_QUERY }),
  staleTime: 0,
})

/** Both unpaid lists again (after a refusal: what is on screen is stale). */
export const reloadUnpaid = (customerId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: unpaidDocumentsKey(customerId) }),
    queryClient.invalidateQueries({ queryKey: unpaidElectricityKey(customerId) }),
  ])

/** The unpaid invoices of both kinds as one query-like value: data once both lists are in, failed when either failed. */
export interface UnpaidInvoices {
  readonly data: ReadonlyArray<PayableInvoice> | undefined
  readonly isError: boolean
  readonly isPending: boolean
  /** A first load under way (either list): as a query's isLoading. */
  readonly isLoading: boolean
  readonly isFetching: boolean
  readonly error: unknown
  readonly refetch: () => unknown
}

export function useUnpaidInvoices(): UnpaidInvoices {
  const fuel = useAtomValue(unpaidDocumentsQueryAtom)
  const electricity = useAtomValue(unpaidElectricityQueryAtom)
  const data = useMemo(
    () => (fuel.data && electricity.data ? unpaidInvoices(fuel.data.content, electricity.data.content) : undefined),
    [fuel.data, electricity.data],
  )
  const failed = fuel.isError ? fuel : electricity.isError ? electricity : null
  return {
    data,
    isError: failed != null,
    isPending: data == null && failed == null,
    isLoading: fuel.isLoading || electricity.isLoading,
    isFetching: fuel.isFetching || electricity.isFetching,
    error: failed?.error,
    refetch: () => Promise.all([fuel.isError ? fuel.refetch() : null, electricity.isError ? electricity.refetch() : null]),
  }
}

export const paymentMethodsQueryAtom = callQueryAtom(paymentsCalls.paymentMethods, { staleTime: 10 * 60_000 })
