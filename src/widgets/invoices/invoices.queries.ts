import * as Effect from "effect/Effect"
import { atom } from "jotai"
import * as invoicesCalls from "../../core/api/invoices.calls"
import type { SortDirection } from "../../core/schemas/common"
import type { ElectricityInvoiceSortField, FuelDocumentSortField } from "../../core/schemas/invoices"
import { callQueryAtom } from "../session"
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
export const fuelDocumentsQueryAtom = callQueryAtom(invoicesCalls.documents, {
  input: (get) => {
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
    return { query }
  },
  keepPreviousPage: true,
})

export const electricityInvoicesQueryAtom = callQueryAtom(invoicesCalls.electricityInvoices, {
  input: (get) => {
    const s = get(electricityListAtom)
    return { query: { page: s.page, size: INVOICE_PAGE_SIZE, sortField: s.sort.field, sortDirection: s.sort.direction } }
  },
  keepPreviousPage: true,
})

/** Whether the customer has any fuel invoice at all (decides the first tab). */
export const hasFuelInvoicesQueryAtom = callQueryAtom(invoicesCalls.documents, {
  input: () => ({ query: { page: 0, size: 1 } }),
  derive: {
    name: "hasAny",
    run: (api, request) => api.request(invoicesCalls.documents, request).pipe(Effect.map((page) => page.totalElements > 0)),
  },
})
