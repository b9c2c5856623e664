import * as Effect from "effect/Effect"
import { atom } from "jotai"
import * as cardsCalls from "../../core/api/cards.calls"
import * as stationsCalls from "../../core/api/stations.calls"
import { CARDS_PAGE_SIZE, FILTER_CARDS_SIZE } from "../../core/rules/cards"
import type { SortDirection } from "../../core/schemas/common"
import { CardSortFields, type CardSortField, type CardType } from "../../core/schemas/cards"
import { callQueryAtom } from "../session"

/** What the cards list shows; kept in the address so that a reload and Back restore it. */
export interface CardsListState {
  readonly cardType: CardType
  readonly blocked: boolean
  readonly search: string
  readonly sort: { readonly field: CardSortField; readonly direction: SortDirection }
  readonly page: number
}

export const initialCardsList: CardsListState = {
  cardType: "PAYMENT_CARD",
  blocked: false,
  search: "",
  sort: { field: "REMOTE_CARD_ID", direction: "ASC" },
  page: 0,
}

/** The list state of an address's query string (`?tab=discount&blocked=1&q=…&sort=NAME,DESC&page=2`, page 1-based). */
export function cardsListFromSearch(search: string): CardsListState {
  const params = new URLSearchParams(search)
  const [field, direction] = (params.get("sort") ?? "").split(",")
  const page = Number(params.get("page"))
  return {
    cardType: params.get("tab") === "discount" ? "DISCOUNT_CARD" : "PAYMENT_CARD",
    blocked: params.get("blocked") === "1",
    search: (params.get("q") ?? "").slice(0, 100),
    sort: (CardSortFields as ReadonlyArray<string>).includes(field ?? "")
      ? { field: field as CardSortField, direction: direction === "DESC" ? "DESC" : "ASC" }
      : initialCardsList.sort,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  }
}

/** The query string of a list state; the defaults are left out so that the plain address stays /kaardid. */
export function cardsListToSearch(state: CardsListState): string {
  const params = new URLSearchParams()
  if (state.cardType === "DISCOUNT_CARD") params.set("tab", "discount")
  if (state.blocked) params.set("blocked", "1")
  if (state.search !== "") params.set("q", state.search)
  const sort = state.sort
  if (sort.field !== initialCardsList.sort.field || sort.direction !== initialCardsList.sort.direction)
    params.set("sort", `${sort.field},${sort.direction}`)
  if (state.page > 0) params.set("page", String(state.page + 1))
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

/** The list state the queries read; the view copies its props into it. */
export const cardsListAtom = atom<CardsListState>(initialCardsList)

/** The card page the list state asks for; the server filters, sorts and pages. */
export const cardsQueryAtom = callQueryAtom(cardsCalls.cards, {
  input: (get) => {
    const s = get(cardsListAtom)
    const query = {
      cardType: s.cardType,
      isBlockedCard: s.blocked,
      page: s.page,
      size: CARDS_PAGE_SIZE,
      sortField: s.sort.field,
      sortDirection: s.sort.direction,
      ...(s.search.trim() !== "" ? { searchQuery: s.search.trim() } : {}),
    }
    return { query }
  },
  keepPreviousPage: true,
})

/**
 * How many cards of one type: `filtered`, with the list's blocked flag and search (the tab's label);
 * otherwise all of them, active and blocked (it chooses the card or the list view).
 */
const cardCountQueryAtom = (cardType: CardType, filtered: boolean) =>
  callQueryAtom(cardsCalls.cards, {
    input: (get) => {
      if (!filtered) return { query: { cardType, page: 0, size: 1 } }
      const s = get(cardsListAtom)
      const search = s.search.trim()
      return { query: { cardType, isBlockedCard: s.blocked, page: 0, size: 1, ...(search !== "" ? { searchQuery: search } : {}) } }
    },
    derive: {
      name: "count",
      run: (api, request) => api.request(cardsCalls.cards, request).pipe(Effect.map((page) => page.totalElements)),
    },
  })

export const cardCountQueryAtoms: Record<CardType, ReturnType<typeof cardCountQueryAtom>> = {
  PAYMENT_CARD: cardCountQueryAtom("PAYMENT_CARD", true),
  DISCOUNT_CARD: cardCountQueryAtom("DISCOUNT_CARD", true),
}

export const cardTotalQueryAtoms: Record<CardType, ReturnType<typeof cardCountQueryAtom>> = {
  PAYMENT_CARD: cardCountQueryAtom("PAYMENT_CARD", false),
  DISCOUNT_CARD: cardCountQueryAtom("DISCOUNT_CARD", false),
}

/** Whether any unblocked payment card has no monthly limit (part 3 "Card limits warning"). */
export const hasCardWithoutLimitQueryAtom = callQueryAtom(cardsCalls.cards, {
  input: () => ({ query: { cardType: "PAYMENT_CARD" as const, isBlockedCard: false, page: 0, size: FILTER_CARDS_SIZE } }),
  derive: {
    name: "hasCardWithoutLimit",
    run: (api, request) =>
      api.request(cardsCalls.cards, request).pipe(Effect.map((page) => page.content.some((card) => card.monthlyLimit == null))),
  },
})

/** Pickup locations of a new card. */
export const staffedStationsQueryAtom = callQueryAtom(stationsCalls.staffedStations, { staleTime: 10 * 60_000 })
