import { atom } from "jotai"
import { atomWithQuery } from "jotai-tanstack-query"
import * as invoicesCalls from "../../core/api/invoices.calls"
import type { SortDirection } from "../../core/schemas/common"
import type { ElectricityInvoiceSortField, FuelDocumentSortField } from "../../core/schemas/invoices"
import { customerIdAtom, getApi, runApi } from "../session"
import type { DateRangeValue } from "../ui/DateRangeFilter"

/** Invoice lists page by 20 (spec part 1 §9). */
export const INVOICE_PAGE_SIZE = 20

export type FuelTypeFilter = "all" | "aggregate" | "multi"
export const fuelTypeRequest: Record<FuelTypeFilter, string> = { all: "MV_KO,MV_VL,VA_1", aggregate: "VA_1", multi: "MV_KO,MV_VL" }

export interface FuelListState {
  readonly page: number
  readonly sort: { readonly field: FuelDocumentSortField; readonly direction: SortDirection }
  readonly range: DateRangeValue
  readonly type: FuelTypeFilter
}
export const initialFuelList: FuelListState = {
  page: 0,
  sort: { field: "DOCUMENT_DATE_CREATED", direction: "DESC" },
  range: { choice: "all" },
  type: "all",
}
export const fuelListAtom = atom<FuelListState>(initialFuelList)

export interface ElectricityListState {
  readonly page: number
  readonly sort: { readonly field: ElectricityInvoiceSortField; readonly direction: SortDirection }
}
export const initialElectricityList: ElectricityListState = { page: 0, sort: { field: "DATE_ISSUED", direction: "DESC" } }
export const electricityListAtom = atom<ElectricityListState>(initialElectricityList)

/** The fuel invoice page the filters ask for; the server sorts, filters and pages. */
export const fuelDocumentsQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  const s = get(fuelListAtom)
  const query = {
    page: s.page,
    size: INVOICE_PAGE_SIZE,
    sortField: s.sort.field,
    sortDirection: s.sort.direction,
    types: fuelTypeRequest[s.type],
    ...(s.range.start ? { documentDateCreatedStart: s.range.start } : {}),
    ...(s.range.end ? { documentDateCreatedEnd: s.range.end } : {}),
  }
  return {
    queryKey: ["documents", customerId, query],
    enabled: customerId != null,
    // Keep the rows on screen while the next page loads, but never another customer's rows.
    placeholderData: (previous: any, previousQuery: any) => (previousQuery?.queryKey?.[1] === customerId ? previous : undefined),
    queryFn: ({ signal }) => runApi(getApi().request(invoicesCalls.documents, { params: { customerId: customerId! }, query }), signal),
  }
})

export const electricityInvoicesQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  const s = get(electricityListAtom)
  const query = { page: s.page, size: INVOICE_PAGE_SIZE, sortField: s.sort.field, sortDirection: s.sort.direction }
  return {
    queryKey: ["electricityInvoices", customerId, query],
    enabled: customerId != null,
    // Keep the rows on screen while the next page loads, but never another customer's rows.
    placeholderData: (previous: any, previousQuery: any) => (previousQuery?.queryKey?.[1] === customerId ? previous : undefined),
    queryFn: ({ signal }) =>
      runApi(getApi().request(invoicesCalls.electricityInvoices, { params: { customerId: customerId! }, query }), signal),
  }
})

/** Whether the customer has any fuel invoice at all (decides the first tab). */
export const hasFuelInvoicesQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom)
  return {
    queryKey: ["documents", customerId, "any"],
    enabled: customerId != null,
    queryFn: ({ signal }) =>
      runApi(getApi().request(invoicesCalls.documents, { params: { customerId: customerId! }, query: { page: 0, size: 1 } }), signal).then(
        (page) => page.totalElements > 0,
      ),
  }
})
