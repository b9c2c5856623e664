import { atom, type Getter } from "jotai"
import { atomWithReducer } from "jotai/utils"
import * as terminalCalls from "../../core/api/terminal.calls"
import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import type { SortDirection } from "../../core/schemas/common"
import { SaleOrderSortFields, SaleOrderStates, type SaleOrderSortField, type SaleOrderState } from "../../core/schemas/saleOrders"
import { callQueryAtom } from "../session"
import { initialWizard, providerIdOf, wizardReducer } from "./saleOrders.state"

/** What the list shows; kept in the address (`?state=MV2&location=2&sort=ORDER_DATE,ASC`). */
export interface SaleOrderListState {
  readonly state: SaleOrderState | null
  readonly locationId: number | null
  readonly sort: { readonly field: SaleOrderSortField; readonly direction: SortDirection }
}

/** Newest first: uid descending (spec part 2 §2). */
export const initialSaleOrderList: SaleOrderListState = { state: null, locationId: null, sort: { field: "UID", direction: "DESC" } }

export function saleOrderListFromSearch(search: string): SaleOrderListState {
  const params = new URLSearchParams(search)
  const state = params.get("state")
  const location = Number(params.get("location"))
  const [field, direction] = (params.get("sort") ?? "").split(",")
  return {
    state: (SaleOrderStates as ReadonlyArray<string>).includes(state ?? "") ? (state as SaleOrderState) : null,
    locationId: Number.isInteger(location) && location > 0 && location <= 2_147_483_647 ? location : null,
    sort: (SaleOrderSortFields as ReadonlyArray<string>).includes(field ?? "")
      ? { field: field as SaleOrderSortField, direction: direction === "ASC" ? "ASC" : "DESC" }
      : initialSaleOrderList.sort,
  }
}

/** The query string of a list state; the defaults are left out so that the plain address stays /tellimused. */
export function saleOrderListToSearch(state: SaleOrderListState): string {
  const params = new URLSearchParams()
  if (state.state) params.set("state", state.state)
  if (state.locationId != null) params.set("location", String(state.locationId))
  const { field, direction } = state.sort
  if (field !== initialSaleOrderList.sort.field || direction !== initialSaleOrderList.sort.direction)
    params.set("sort", `${field},${direction}`)
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

export const saleOrderListAtom = atom<SaleOrderListState>(initialSaleOrderList)

/** The orders and quotes the list state asks for; the server filters and sorts. */
export const saleOrdersQueryAtom = callQueryAtom(saleOrdersCalls.saleOrders, {
  input: (get) => {
    const s = get(saleOrderListAtom)
    return {
      query: {
        ...(s.state ? { state: s.state } : {}),
        ...(s.locationId != null ? { customerLocationId: s.locationId } : {}),
        sortField: s.sort.field,
        sortDirection: s.sort.direction,
      },
    }
  },
  keepPreviousPage: true,
})

export const saleOrderCustomerQueryAtom = callQueryAtom(saleOrdersCalls.saleOrderCustomer)
export const loadingProvidersQueryAtom = callQueryAtom(saleOrdersCalls.loadingProviders)

/** The new order / quote dialog's state (saleOrders.state.ts); the button that opens the dialog starts it afresh. */
export const saleOrderWizardAtom = atomWithReducer(initialWizard, wizardReducer)

/** The terminal whose fuels the fuel step lists; null lists none. */
const chosenProviderAtom = atom((get) => providerIdOf(get(saleOrderWizardAtom).form, get(loadingProvidersQueryAtom).data ?? []))
export const saleProductsQueryAtom = callQueryAtom(saleOrdersCalls.saleOrderProducts, {
  input: (get) => {
    const id = get(chosenProviderAtom)
    return id != null ? { query: { loadingProviderId: id } } : null
  },
})

/** Carriers, cars and drivers are the terminal's (the dispensing orders' calls). */
export const saleCarriersQueryAtom = callQueryAtom(terminalCalls.carriers)
/** The carrier whose cars and drivers the transport step lists (its searchCode); null lists none. */
const saleCarrierAtom = atom((get) => get(saleOrderWizardAtom).form.carrier || null)
const carrierInput = (get: Getter) => {
  const carrier = get(saleCarrierAtom)
  return carrier ? { query: { isRemoteId: true, carrier } } : null
}
export const saleCarsQueryAtom = callQueryAtom(terminalCalls.cars, { input: carrierInput })
export const saleDriversQueryAtom = callQueryAtom(terminalCalls.drivers, { input: carrierInput })
