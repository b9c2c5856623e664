import * as Effect from "effect/Effect"
import { atom } from "jotai"
import * as invoicesCalls from "../../core/api/invoices.calls"
import type { SortDirection } from "../../core/schemas/common"
import { DATE_PRESETS, type DatePreset } from "../../core/rules/dateRanges"
import {
  ElectricityInvoiceSortFields,
  FuelDocumentSortFields,
  type ElectricityInvoiceSortField,
  type FuelDocumentSortField,
} from "../../core/schemas/invoices"
import { callQueryAtom } from "../session"
import { dateRangeOf, type DateRangeValue } from "../ui/DateRangeFilter"

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

/** The query of the fuel invoice list in a state (also the route's preload and the first-tab probe). */
export const fuelListQuery = (s: FuelListState) => ({
  page: s.page,
  size: INVOICE_PAGE_SIZE,
  sortField: s.sort.field,
  sortDirection: s.sort.direction,
  types: fuelTypeRequest[s.type],
  ...(s.range.start ? { documentDateCreatedStart: s.range.start } : {}),
  ...(s.range.end ? { documentDateCreatedEnd: s.range.end } : {}),
})

/** The fuel invoice page the filters ask for; the server sorts, filters and pages. */
export const fuelDocumentsQueryAtom = callQueryAtom(invoicesCalls.documents, {
  input: (get) => ({ query: fuelListQuery(get(fuelListAtom)) }),
  keepPreviousPage: true,
})

export const electricityInvoicesQueryAtom = callQueryAtom(invoicesCalls.electricityInvoices, {
  input: (get) => {
    const s = get(electricityListAtom)
    return { query: { page: s.page, size: INVOICE_PAGE_SIZE, sortField: s.sort.field, sortDirection: s.sort.direction } }
  },
  keepPreviousPage: true,
})

/**
 * Whether the customer has any fuel invoice at all (decides the first tab). It asks exactly the default
 * fuel list's first page (the server's default types are the list's "all"), so on a plain /arved the
 * probe and the list are one request (the transport shares a GET on its way), not two in a row.
 */
export const hasFuelInvoicesQueryAtom = callQueryAtom(invoicesCalls.documents, {
  input: () => ({ query: fuelListQuery(initialFuelList) }),
  derive: {
    name: "hasAny",
    run: (api, request) => api.request(invoicesCalls.documents, request).pipe(Effect.map((page) => page.totalElements > 0)),
  },
})

export type InvoicesTab = "fuel" | "electricity"

/** /arved as the address holds it: the tab (null: decided by whether there are fuel invoices) and that tab's list. */
export interface InvoicesListState {
  readonly tab: InvoicesTab | null
  readonly fuel: FuelListState
  readonly electricity: ElectricityListState
}
export const initialInvoicesList: InvoicesListState = { tab: null, fuel: initialFuelList, electricity: initialElectricityList }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const sortOf = <F extends string>(raw: string | null, fields: ReadonlyArray<F>, fallback: { field: F; direction: SortDirection }) => {
  const [field, direction] = (raw ?? "").split(",")
  return fields.includes(field as F) ? { field: field as F, direction: (direction === "ASC" ? "ASC" : "DESC") as SortDirection } : fallback
}

/**
 * Reads /arved?tab=electricity&period=currentMonth&type=multi&sort=TOTAL_AMOUNT,ASC&page=2 (also
 * period=custom&from=2026-01-01&to=2026-03-31). Anything unknown falls back to the default, so an
 * edited address never breaks the page. A preset period is counted from today again.
 */
export function invoicesListFromSearch(search: string, today?: string): InvoicesListState {
  const params = new URLSearchParams(search)
  const tabParam = params.get("tab")
  const tab: InvoicesTab | null = tabParam === "fuel" || tabParam === "electricity" ? tabParam : null
  const rawPage = Number(params.get("page"))
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage - 1 : 0
  if (tab === "electricity") {
    return {
      ...initialInvoicesList,
      tab,
      electricity: { page, sort: sortOf(params.get("sort"), ElectricityInvoiceSortFields, initialElectricityList.sort) },
    }
  }
  const period = params.get("period") ?? "all"
  let range: DateRangeValue = { choice: "all" }
  if ((DATE_PRESETS as ReadonlyArray<string>).includes(period)) range = dateRangeOf(period as DatePreset, today)
  else if (period === "custom") {
    const from = params.get("from") ?? ""
    const to = params.get("to") ?? ""
    range = { choice: "custom", ...(ISO_DAY.test(from) ? { start: from } : {}), ...(ISO_DAY.test(to) ? { end: to } : {}) }
  }
  const typeParam = params.get("type")
  const type: FuelTypeFilter = typeParam === "aggregate" || typeParam === "multi" ? typeParam : "all"
  return {
    ...initialInvoicesList,
    tab,
    fuel: { page, sort: sortOf(params.get("sort"), FuelDocumentSortFields, initialFuelList.sort), range, type },
  }
}

/** The query string of a state; defaults are left out, so the plain address stays /arved. */
export function invoicesListToSearch(state: InvoicesListState): string {
  const params = new URLSearchParams()
  if (state.tab) params.set("tab", state.tab)
  const list = state.tab === "electricity" ? state.electricity : state.fuel
  const initial = state.tab === "electricity" ? initialElectricityList : initialFuelList
  if (state.tab !== "electricity") {
    const { range, type } = state.fuel
    if (range.choice !== "all") params.set("period", range.choice)
    if (range.choice === "custom") {
      if (range.start) params.set("from", range.start)
      if (range.end) params.set("to", range.end)
    }
    if (type !== "all") params.set("type", type)
  }
  if (list.sort.field !== initial.sort.field || list.sort.direction !== initial.sort.direction)
    params.set("sort", `${list.sort.field},${list.sort.direction}`)
  if (list.page > 0) params.set("page", String(list.page + 1))
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}
