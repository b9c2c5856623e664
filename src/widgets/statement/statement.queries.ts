import * as Effect from "effect/Effect"
import { atom } from "jotai"
import * as cardsCalls from "../../core/api/cards.calls"
import * as stationsCalls from "../../core/api/stations.calls"
import * as statementCalls from "../../core/api/statement.calls"
import { DATE_PRESETS, type DatePreset } from "../../core/rules/dateRanges"
import { FILTER_CARDS_SIZE } from "../../core/rules/cards"
import { FILTER_LOCATIONS_SIZE, STATEMENT_DEFAULT_PRESET, STATEMENT_PAGE_SIZE } from "../../core/rules/statement"
import type { SortDirection } from "../../core/schemas/common"
import { InvoiceLineSortFields, type InvoiceLineSortField, type InvoiceLineSumQuery } from "../../core/schemas/statement"
import { callQueryAtom } from "../session"
import { dateRangeOf, type DateRangeValue } from "../ui/DateRangeFilter"

/** What the statement shows; kept in the address so that a reload and Back restore it. */
export interface StatementListState {
  readonly range: DateRangeValue
  readonly card: string
  readonly name: string
  readonly location: string
  readonly vehicle: string
  readonly sort: { readonly field: InvoiceLineSortField; readonly direction: SortDirection }
  readonly page: number
}

export const initialStatementList = (today?: string): StatementListState => ({
  range: dateRangeOf(STATEMENT_DEFAULT_PRESET, today),
  card: "",
  name: "",
  location: "",
  vehicle: "",
  sort: { field: "DOCUMENT_DATE_CREATED", direction: "DESC" },
  page: 0,
})

const isDay = (s: string | null): s is string => s != null && /^\d{4}-\d{2}-\d{2}$/.test(s)
const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").slice(0, 100)

/**
 * The list state of an address's query string: `?period=previousMonth` (a preset, `all`, or
 * `custom` with `from`/`to` as YYYY-MM-DD), `card`, `name`, `location`, `vehicle`,
 * `sort=FIELD,DIR`, `page` (1-based). Anything unknown falls back to the default.
 */
export function statementListFromSearch(search: string, today?: string): StatementListState {
  const params = new URLSearchParams(search)
  const initial = initialStatementList(today)
  const period = params.get("period")
  let range = initial.range
  if (period === "all") range = { choice: "all" }
  else if ((DATE_PRESETS as ReadonlyArray<string>).includes(period ?? "")) range = dateRangeOf(period as DatePreset, today)
  else if (period === "custom") {
    const from = params.get("from")
    const to = params.get("to")
    range = { choice: "custom", ...(isDay(from) ? { start: from } : {}), ...(isDay(to) ? { end: to } : {}) }
  }
  const [field, direction] = (params.get("sort") ?? "").split(",")
  const page = Number(params.get("page"))
  return {
    range,
    card: text(params, "card"),
    name: text(params, "name"),
    location: text(params, "location"),
    vehicle: text(params, "vehicle"),
    sort: (InvoiceLineSortFields as ReadonlyArray<string>).includes(field ?? "")
      ? { field: field as InvoiceLineSortField, direction: direction === "ASC" ? "ASC" : "DESC" }
      : initial.sort,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  }
}

/** The query string of a list state; the defaults are left out so that the plain address stays /väljavõte. */
export function statementListToSearch(state: StatementListState): string {
  const params = new URLSearchParams()
  if (state.range.choice !== STATEMENT_DEFAULT_PRESET) params.set("period", state.range.choice)
  if (state.range.choice === "custom") {
    if (state.range.start) params.set("from", state.range.start)
    if (state.range.end) params.set("to", state.range.end)
  }
  for (const key of ["card", "name", "location", "vehicle"] as const) if (state[key] !== "") params.set(key, state[key])
  const initial = initialStatementList()
  if (state.sort.field !== initial.sort.field || state.sort.direction !== initial.sort.direction)
    params.set("sort", `${state.sort.field},${state.sort.direction}`)
  if (state.page > 0) params.set("page", String(state.page + 1))
  const query = params.toString()
  return query === "" ? "" : `?${query}`
}

/** The filters of a list state as the calls' query values. */
export const lineFilterQuery = (s: StatementListState): InvoiceLineSumQuery => ({
  ...(s.range.start ? { documentDateCreatedStart: s.range.start } : {}),
  ...(s.range.end ? { documentDateCreatedEnd: s.range.end } : {}),
  ...(s.card !== "" ? { limitToCard: s.card } : {}),
  ...(s.name !== "" ? { limitToCardName: s.name } : {}),
  ...(s.location !== "" ? { limitToLocation: s.location } : {}),
  ...(s.vehicle !== "" ? { vehicleNumber: s.vehicle } : {}),
})

/** The list state the queries read; the view copies its props into it. */
export const statementListAtom = atom<StatementListState>(initialStatementList())

/** The page of lines the list state asks for; the server filters, sorts and pages. */
export const linesQueryAtom = callQueryAtom(statementCalls.documentRows, {
  input: (get) => {
    const s = get(statementListAtom)
    return {
      query: { ...lineFilterQuery(s), page: s.page, size: STATEMENT_PAGE_SIZE, sortField: s.sort.field, sortDirection: s.sort.direction },
    }
  },
  keepPreviousPage: true,
})

/** The sums of the filtered lines (not only the page on screen). */
export const lineSumsQueryAtom = callQueryAtom(statementCalls.documentRowsSum, {
  input: (get) => ({ query: lineFilterQuery(get(statementListAtom)) }),
  keepPreviousPage: true,
})

export const vehicleNumbersQueryAtom = callQueryAtom(statementCalls.vehicleNumbers, { staleTime: 5 * 60_000 })

/** The location filter's choices: the customer's stations, page 0, size 100. */
export const filterStationsQueryAtom = callQueryAtom(stationsCalls.customerStations, {
  input: () => ({ query: { page: 0, size: FILTER_LOCATIONS_SIZE } }),
  staleTime: 5 * 60_000,
})

/** The card and name filters' choices: every card of the customer (size 9000); not asked without the cards role. */
export const filterCardsQueryAtom = callQueryAtom(cardsCalls.cards, {
  input: () => ({ query: { page: 0, size: FILTER_CARDS_SIZE, sortField: "REMOTE_CARD_ID" as const, sortDirection: "ASC" as const } }),
  staleTime: 5 * 60_000,
  derive: {
    name: "filterCards",
    run: (api, request) =>
      api
        .request(cardsCalls.cards, request)
        .pipe(Effect.map((page) => page.content.map((c) => ({ remoteCardId: c.remoteCardId, name: c.name ?? null })))),
  },
})
