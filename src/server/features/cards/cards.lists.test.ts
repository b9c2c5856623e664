import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { CardSortFields } from "../../../core/schemas/cards"
import { contacts } from "../../db/schema"
import { cards } from "./cards.tables"
import { seed } from "../../db/seed"
import { demoStaffedStations } from "./cards.seed"
import { call } from "../../db/testDb"
import {
  blockedCard,
  c,
  company,
  expectRefusedWithoutWrites,
  jaan,
  k,
  list,
  mari,
  mariIdCard,
  noLimitCard,
  post,
  server,
  useCardsServer,
  written,
} from "./cards.fixtures"

useCardsServer()

describe("demo data", () => {
  it("the company has more than 6 payment cards of every category, discount cards, one blocked and one unblocked without a limit", async () => {
    const payment = await list(company, "cardType=PAYMENT_CARD&size=9000")
    expect(payment.totalElements).toBeGreaterThan(20)
    for (const category of ["ALL_FUELS", "ALL_FUELS_AND_VEHICLE_PRODUCTS", "ALL_FUELS_AND_ALL_PRODUCTS", "DIESEL_FUEL"]) {
      expect(payment.content.filter((card) => card.cardCategory === category).length, category).toBeGreaterThan(6)
    }
    expect(payment.content.filter((card) => !card.isBlockedCard && card.monthlyLimit == null).map((card) => card.remoteCardId)).toEqual([
      noLimitCard,
    ])
    expect(payment.content.filter((card) => card.isBlockedCard).map((card) => card.remoteCardId)).toEqual([blockedCard])
    const discount = await list(company, "cardType=DISCOUNT_CARD")
    expect(discount.totalElements).toBeGreaterThan(1)
    expect(discount.content.some((card) => card.isExpired)).toBe(true)
  })

  it("Mari's private customer has her ID credit card; Jaan may view cards and has none", async () => {
    const own = await list(c.mariPrivate)
    expect(own.content.map((card) => [card.remoteCardId, card.isEidCard])).toEqual([[mariIdCard, true]])
    expect((await list(c.jaanPrivate, "", jaan.token)).totalElements).toBe(0)
  })

  it("seeding again changes nothing", async () => {
    const before = await written()
    const [jaanBefore] = await server.db.select({ roles: contacts.roles }).from(contacts).where(eq(contacts.id, k.jaanPrivate))
    await seed(server.db)
    expect(await written()).toEqual(before)
    const [jaanAfter] = await server.db.select({ roles: contacts.roles }).from(contacts).where(eq(contacts.id, k.jaanPrivate))
    expect(jaanAfter).toEqual(jaanBefore)
    expect(jaanAfter!.roles.filter((r) => r === "VIEW_CARDS")).toHaveLength(1)
  })
})

describe("GET /cards/{customerId}", () => {
  it("pages of 20 by card number ascending by default, without overlap", async () => {
    const first = await list(company, "cardType=PAYMENT_CARD")
    expect(first.size).toBe(20)
    expect(first.content).toHaveLength(20)
    const second = await list(company, "cardType=PAYMENT_CARD&page=1")
    const ids = [...first.content, ...second.content].map((card) => card.remoteCardId)
    expect(ids).toHaveLength(first.totalElements)
    expect(ids).toEqual([...ids].sort())
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("filters by blocked flag and searches name or number", async () => {
    expect((await list(company, "isBlockedCard=true")).content.map((card) => card.remoteCardId)).toEqual([blockedCard])
    const active = await list(company, "isBlockedCard=false&size=9000")
    expect(active.content.every((card) => !card.isBlockedCard)).toBe(true)
    expect((await list(company, "searchQuery=volvo")).content.every((card) => card.name?.toLowerCase().includes("volvo"))).toBe(true)
    expect((await list(company, "searchQuery=volvo")).totalElements).toBeGreaterThan(0)
    const spaced = blockedCard.replace(/(\d{4})/g, "$1 ").trim()
    expect((await list(company, `searchQuery=${encodeURIComponent(spaced)}`)).content.map((card) => card.remoteCardId)).toEqual([
      blockedCard,
    ])
    expect((await list(company, "searchQuery=%25")).totalElements).toBe(0)
  })

  it("sorts by every sort field both ways", async () => {
    const keys: Record<(typeof CardSortFields)[number], (card: any) => unknown> = {
      REMOTE_CARD_ID: (card) => card.remoteCardId,
      CARD_TYPE: (card) => card.cardType,
      NAME: (card) => card.name,
      IS_BLOCKED_CARD: (card) => (card.isBlockedCard ? 1 : 0),
      MONTHLY_LIMIT: (card) => card.monthlyLimit,
      CREDIT_REMAINING: (card) => (card.monthlyLimit == null ? null : card.monthlyLimit - card.creditUsed),
      DATE_CREATED: (card) => created.get(card.remoteCardId), // not in the answer: read from the table
    }
    const created = new Map((await server.db.select().from(cards)).map((row) => [row.remoteCardId, row.dateCreated.toISOString()]))
    for (const field of CardSortFields) {
      for (const direction of ["ASC", "DESC"] as const) {
        const page = await list(company, `size=9000&sortField=${field}&sortDirection=${direction}`)
        const values = page.content.map(keys[field])
        const present = values.filter((v) => v != null)
        // Nulls (cards without a limit) come last either way.
        expect(
          values.slice(present.length).every((v) => v == null),
          field,
        ).toBe(true)
        const sorted = [...present].sort((a: any, b: any) => (a < b ? -1 : a > b ? 1 : 0))
        expect(present, `${field} ${direction}`).toEqual(direction === "ASC" ? sorted : sorted.reverse())
      }
    }
  })

  it("serves 9000 for filter lists and refuses a bigger page or a bad sort", async () => {
    expect((await list(company, "size=9000")).size).toBe(9000)
    for (const query of ["size=9001", "size=0", "page=-1", "sortField=PIN", "cardType=FUEL_CARD", "isBlockedCard=yes"]) {
      const res = await call(server.app, "GET", `/v1/cards/${company}?${query}`, { token: mari.token })
      expect(res.status, query).toBe(400)
      expect(res.json.field, query).toBe(query.split("=")[0])
    }
  })
})

describe("another customer's cards", () => {
  const routes = [
    ["GET", `/v1/cards/${company}`, undefined],
    [
      "POST",
      `/v1/cards/${company}/requests`,
      {
        cardName: "X",
        cardType: "DISCOUNT_CARD",
        customerContactId: k.jaanPrivate,
        customerId: company,
        pickupLocation: demoStaffedStations[0]!.name,
      },
    ],
    ["POST", `/v1/cards/${company}/limit`, { remoteCardId: noLimitCard, newLimit: 100, isBlocked: false }],
    ["POST", `/v1/cards/${company}/pin`, { remoteCardId: noLimitCard, newPin: "1234" }],
    [
      "POST",
      `/v1/id-credit-applications/${c.mariPrivate}`,
      { email: "a@b.ee", phone: "5555555", pinCode: "1234", address: "A", city: "B", county: "C", zip: "12345", includeRfidCard: false },
    ],
  ] as const

  it("every card route is 403 for a customer the user is not a contact of, and writes nothing", async () => {
    for (const [method, path, body] of routes) {
      await expectRefusedWithoutWrites(() => call(server.app, method, path, { token: jaan.token, body }), {
        status: 403,
        code: "FORBIDDEN",
      })
    }
  })

  it("a card of another customer is 404 under the user's own customer, as if it did not exist", async () => {
    // Mari is a contact of both, but the company's card is not her private customer's.
    await expectRefusedWithoutWrites(
      () => post(`/cards/${c.mariPrivate}/limit`, { remoteCardId: noLimitCard, newLimit: 100, isBlocked: false }),
      { status: 404, code: "NOT_FOUND", field: "remoteCardId" },
    )
    await expectRefusedWithoutWrites(() => post(`/cards/${company}/pin`, { remoteCardId: mariIdCard, newPin: "1234" }), {
      status: 404,
      code: "NOT_FOUND",
      field: "remoteCardId",
    })
    await expectRefusedWithoutWrites(
      () => post(`/cards/${company}/limit`, { remoteCardId: "7000999900001", newLimit: 1, isBlocked: false }),
      { status: 404, code: "NOT_FOUND", field: "remoteCardId" },
    )
    expect((await list(c.mariPrivate, "size=9000")).content.some((card) => card.remoteCardId === noLimitCard)).toBe(false)
  })

  it("a customer without a card role is 403 (KÜ Tamme 5 mandate)", async () => {
    await expectRefusedWithoutWrites(() => call(server.app, "GET", `/v1/cards/${c.kyTamme5}`, { token: mari.token }), {
      status: 403,
      code: "FORBIDDEN",
    })
  })
})
