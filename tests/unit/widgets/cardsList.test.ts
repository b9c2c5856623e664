import { describe, expect, it } from "vitest"
import { cardsListFromSearch, cardsListToSearch, initialCardsList } from "../../../src/widgets/cards/cards.queries"

describe("the cards list state in the address", () => {
  it("the plain address is the default list, and the default list writes no query", () => {
    expect(cardsListFromSearch("")).toEqual(initialCardsList)
    expect(cardsListToSearch(initialCardsList)).toBe("")
  })

  it("round-trips every part; the page is 1-based in the address and 0-based in the list", () => {
    const state = {
      cardType: "DISCOUNT_CARD",
      blocked: true,
      search: "varu 1",
      sort: { field: "NAME", direction: "DESC" },
      page: 1,
    } as const
    const search = cardsListToSearch(state)
    expect(search).toBe("?tab=discount&blocked=1&q=varu+1&sort=NAME%2CDESC&page=2")
    expect(cardsListFromSearch(search)).toEqual(state)
  })

  it("reads page 1 and anything below it or not a whole number as the first page", () => {
    expect(cardsListFromSearch("?page=1").page).toBe(0)
    expect(cardsListFromSearch("?page=2").page).toBe(1)
    for (const bad of ["0", "-1", "1.5", "x"]) expect(cardsListFromSearch(`?page=${bad}`).page, bad).toBe(0)
  })

  it("ignores an unknown sort field or direction", () => {
    expect(cardsListFromSearch("?sort=PIN,DESC").sort).toEqual(initialCardsList.sort)
    expect(cardsListFromSearch("?sort=NAME,SIDEWAYS").sort).toEqual({ field: "NAME", direction: "ASC" })
    expect(cardsListFromSearch("?blocked=true").blocked).toBe(false)
  })

  it("keeps at most 100 characters of a search, as the server takes", () => {
    expect(cardsListFromSearch(`?q=${"a".repeat(101)}`).search).toHaveLength(100)
  })
})
