import { atom, type Getter } from "jotai"
import * as cardsCalls from "../../core/api/cards.calls"
import * as spendingCalls from "../../core/api/spending.calls"
import { FILTER_CARDS_SIZE } from "../../core/schemas/cards"
import { isMonth } from "../../core/rules/consumption"
import { monthDays } from "../../core/rules/spending"
import { tallinnDay } from "../../core/rules/vat"
import { callQueryAtom } from "../session"

/** What /kulud shows: the month, and the charging site whose sessions are listed (all when empty). Kept in the address. */
export interface SpendingState {
  readonly month: string
  readonly site: string
}

export const currentMonth = () => tallinnDay(new Date()).slice(0, 7)

/** `?month=2026-03&site=Sadama%201%20parkla%20A`; anything unknown falls back to this month and every site. */
export function spendingFromSearch(search: string): SpendingState {
  const params = new URLSearchParams(search)
  const month = params.get("month") ?? ""
  return { month: isMonth(month) ? month : currentMonth(), site: (params.get("site") ?? "").slice(0, 200) }
}

export function spendingToSearch(state: SpendingState): string {
  const params = new URLSearchParams()
  if (state.month !== currentMonth()) params.set("month", state.month)
  if (state.site) params.set("site", state.site)
  const query = params.toString()
  return query === "" ? "" : `?${query}`
}

export const spendingStateAtom = atom<SpendingState>({ month: currentMonth(), site: "" })
export const sessionsPageSizeAtom = atom(20)

const month = (get: Getter) => ({ query: { month: get(spendingStateAtom).month } })

export const summaryQueryAtom = callQueryAtom(spendingCalls.spendingSummary, { input: month, keepPreviousPage: true, staleTime: 60_000 })
export const byCardQueryAtom = callQueryAtom(spendingCalls.spendingBreakdown, {
  input: (get) => ({ query: { month: get(spendingStateAtom).month, by: "CARD" as const } }),
  staleTime: 60_000,
})
export const byVehicleQueryAtom = callQueryAtom(spendingCalls.spendingBreakdown, {
  input: (get) => ({ query: { month: get(spendingStateAtom).month, by: "VEHICLE" as const } }),
  staleTime: 60_000,
})
export const byDriverQueryAtom = callQueryAtom(spendingCalls.spendingBreakdown, {
  input: (get) => ({ query: { month: get(spendingStateAtom).month, by: "DRIVER" as const } }),
  staleTime: 60_000,
})
export const byPointQueryAtom = callQueryAtom(spendingCalls.spendingPoints, { input: month, staleTime: 60_000 })
export const bySiteQueryAtom = callQueryAtom(spendingCalls.spendingSites, { input: month, staleTime: 60_000 })

/** The month's sessions (of the chosen site), newest first. */
export const sessionsQueryAtom = callQueryAtom(spendingCalls.chargingSessions, {
  input: (get) => {
    const s = get(spendingStateAtom)
    const { start, end } = monthDays(s.month)
    return { query: { start, end, size: get(sessionsPageSizeAtom), ...(s.site ? { site: s.site } : {}) } }
  },
  keepPreviousPage: true,
  staleTime: 60_000,
})

/** The budgets' progress in the page's month. */
export const budgetsQueryAtom = callQueryAtom(spendingCalls.spendingBudgets, { input: month, staleTime: 60_000 })
/** This month's budgets (the front page and <ise-spend-summary>): the server's month, so it also sends the alerts due. */
export const currentBudgetsQueryAtom = callQueryAtom(spendingCalls.spendingBudgets, { staleTime: 60_000 })
/** Every card of the customer, for the budget form (read only while it is open). */
export const budgetCardsQueryAtom = callQueryAtom(cardsCalls.cards, {
  input: () => ({ query: { size: FILTER_CARDS_SIZE } }),
  staleTime: 60_000,
})

/** The anomalies of the page's month and the business-hours cards. */
export const anomaliesQueryAtom = callQueryAtom(spendingCalls.spendingAnomalies, { input: month, staleTime: 60_000 })

/** The company's vehicles (the vehicles section of /kulud). */
export const vehiclesQueryAtom = callQueryAtom(spendingCalls.vehicles, { staleTime: 60_000 })

/** This month's spend (the server's month), for <ise-spend-summary>. */
export const currentSummaryQueryAtom = callQueryAtom(spendingCalls.spendingSummary, { staleTime: 60_000 })
