import { atom, type Getter } from "jotai"
import { atomWithReducer } from "jotai/utils"
import * as terminalCalls from "../../core/api/terminal.calls"
import type { SortDirection } from "../../core/schemas/common"
import { TANK_PAGE_SIZE, TankSortFields, type TankSortField } from "../../core/schemas/terminal"
import { callQueryAtom } from "../session"
import { editorReducer, initialEditor } from "./terminal.state"

export const inventoryQueryAtom = callQueryAtom(terminalCalls.inventory)
export const bookingsQueryAtom = callQueryAtom(terminalCalls.bookings)

export interface TankListState {
  readonly page: number
  readonly sort: { readonly field: TankSortField; readonly direction: SortDirection }
}
/** Tanks page by 25 sorted by ID ascending (spec §9). */
export const initialTankList: TankListState = { page: 0, sort: { field: "ID", direction: "ASC" } }

/** The tank list as the address holds it (`?page=2&sort=NAME&dir=DESC`, page 1-based); anything else is the default. */
export function tankListFromSearch(search: string): TankListState {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page"))
  const field = params.get("sort")
  const direction = params.get("dir")
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    sort: {
      field: TankSortFields.includes(field as TankSortField) ? (field as TankSortField) : initialTankList.sort.field,
      direction: direction === "DESC" || direction === "ASC" ? direction : initialTankList.sort.direction,
    },
  }
}

/** The query string of a tank list; the default state is no query at all. */
export function tankListSearch(state: TankListState): string {
  const params = new URLSearchParams()
  if (state.page > 0) params.set("page", String(state.page + 1))
  if (state.sort.field !== initialTankList.sort.field || state.sort.direction !== initialTankList.sort.direction) {
    params.set("sort", state.sort.field)
    params.set("dir", state.sort.direction)
  }
  const text = params.toString()
  return text ? `?${text}` : ""
}

export const tankListAtom = atom<TankListState>(initialTankList)

export const tanksQueryAtom = callQueryAtom(terminalCalls.tanks, {
  input: (get) => {
    const s = get(tankListAtom)
    return { query: { page: s.page, size: TANK_PAGE_SIZE, sortField: s.sort.field, sortDirection: s.sort.direction } }
  },
  keepPreviousPage: true,
})

export const dispensingOrdersQueryAtom = callQueryAtom(terminalCalls.dispensingOrders)
export const dispensingFuelsQueryAtom = callQueryAtom(terminalCalls.dispensingOrderFuels)
export const carriersQueryAtom = callQueryAtom(terminalCalls.carriers)

/** The dispensing order editor's state (terminal.state.ts); the button that opens the editor starts it afresh. */
export const dispensingEditorAtom = atomWithReducer(initialEditor, editorReducer)

/** The carrier whose cars and drivers the form lists (its searchCode); null lists none. */
const chosenCarrierAtom = atom((get) => get(dispensingEditorAtom).header.carrier || null)
const carrierInput = (get: Getter) => {
  const carrier = get(chosenCarrierAtom)
  return carrier ? { query: { isRemoteId: true, carrier } } : null
}
export const carsQueryAtom = callQueryAtom(terminalCalls.cars, { input: carrierInput })
export const driversQueryAtom = callQueryAtom(terminalCalls.drivers, { input: carrierInput })
