import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { cardChanges, cardRequests } from "./cards.tables"
import { demoCardNumber, demoStaffedStations } from "./cards.seed"
import { verifyPin } from "./cards.service"
import { call } from "../../db/testDb"
import {
  blockedCard,
  c,
  cardRow,
  company,
  expectRefusedWithoutWrites,
  k,
  mariIdCard,
  noLimitCard,
  post,
  server,
  useCardsServer,
} from "./cards.fixtures"

useCardsServer()

describe("POST /cards/{customerId}/limit", () => {
  const change = (body: Record<string, unknown>) =>
    post(`/cards/${company}/limit`, { remoteCardId: noLimitCard, isBlocked: false, ...body })

  it("refuses a negative or malformed limit with 400 naming newLimit", async () => {
    for (const newLimit of ["-1", "1,234", "1.234", "abc", -1, -0.01, 1.234, 1e13]) {
      await expectRefusedWithoutWrites(() => change({ newLimit }), { status: 400, code: "VALIDATION", field: "newLimit" })
    }
  })

  it("takes 0 and 0.01, and records who and when", async () => {
    const before = Date.now()
    for (const newLimit of [0, 0.01]) {
      const res = await change({ newLimit })
      expect(res.status, JSON.stringify(res.json)).toBe(204)
      const row = await cardRow(noLimitCard)
      expect(row.monthlyLimit).toBe(newLimit)
      expect(row.changedByContactId).toBe(k.mariNaidis)
      expect(row.changedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    }
    const audit = await server.db.select().from(cardChanges).where(eq(cardChanges.remoteCardId, noLimitCard))
    expect(audit.map((a) => [a.kind, a.oldLimit, a.newLimit, a.contactId])).toEqual([
      ["LIMIT", null, 0, k.mariNaidis],
      ["LIMIT", 0, 0.01, k.mariNaidis],
    ])
    expect((await change({ newLimit: null })).status).toBe(204)
    expect((await cardRow(noLimitCard)).monthlyLimit).toBeNull()
  })

  it("is refused when nothing differs, or when a block comes with a limit change", async () => {
    await expectRefusedWithoutWrites(() => change({ newLimit: null }), { status: 409, code: "NOTHING_CHANGED" })
    await expectRefusedWithoutWrites(() => change({}), { status: 409, code: "NOTHING_CHANGED" })
    await expectRefusedWithoutWrites(() => change({ newLimit: 50, isBlocked: true }), {
      status: 400,
      code: "VALIDATION",
      field: "newLimit",
    })
  })

  it("a limit up to the customer's credit limit (5 000 €) passes; a cent more is 400 LIMIT_ABOVE_CREDIT, writing nothing", async () => {
    expect((await change({ newLimit: 5000 })).status).toBe(204)
    expect((await cardRow(noLimitCard)).monthlyLimit).toBe(5000)
    for (const newLimit of [5000.01, 999_999_999_999.99]) {
      await expectRefusedWithoutWrites(() => change({ newLimit }), { status: 400, code: "LIMIT_ABOVE_CREDIT", field: "newLimit" })
    }
    expect((await cardRow(noLimitCard)).monthlyLimit).toBe(5000)
    expect((await change({ newLimit: null })).status).toBe(204)
  })

  it("blocks with who and when, keeps the limit, and unblocks", async () => {
    const card = demoCardNumber(company, 2)
    const limit = (await cardRow(card)).monthlyLimit
    const res = await post(`/cards/${company}/limit`, { remoteCardId: card, newLimit: limit, isBlocked: true })
    expect(res.status).toBe(204)
    const blocked = await cardRow(card)
    expect([blocked.isBlocked, blocked.monthlyLimit, blocked.blockedByContactId]).toEqual([true, limit, k.mariNaidis])
    expect(blocked.blockedAt).toBeInstanceOf(Date)
    expect((await post(`/cards/${company}/limit`, { remoteCardId: card, isBlocked: false })).status).toBe(204)
    expect((await cardRow(card)).isBlocked).toBe(false)
    const kinds = (await server.db.select().from(cardChanges).where(eq(cardChanges.remoteCardId, card))).map((a) => a.kind)
    expect(kinds).toEqual(["BLOCK", "UNBLOCK"])
  })

  it("an ID card's limit and a discount card's limit are refused", async () => {
    await expectRefusedWithoutWrites(
      () => post(`/cards/${c.mariPrivate}/limit`, { remoteCardId: mariIdCard, newLimit: 5, isBlocked: false }),
      { status: 409, code: "NOT_AN_ID_CARD", field: "remoteCardId" },
    )
    await expectRefusedWithoutWrites(
      () => post(`/cards/${company}/limit`, { remoteCardId: demoCardNumber(company, 101), newLimit: 5, isBlocked: false }),
      { status: 400, code: "VALIDATION", field: "newLimit" },
    )
  })
})

describe("POST /cards/{customerId}/pin", () => {
  it("refuses a 3- or 5-digit PIN with 400 naming newPin, without echoing it", async () => {
    for (const newPin of ["987", "98765", "12a4", 1234]) {
      const res = await expectRefusedWithoutWrites(() => post(`/cards/${c.mariPrivate}/pin`, { remoteCardId: mariIdCard, newPin }), {
        status: 400,
        code: "VALIDATION",
        field: "newPin",
      })
      expect(JSON.stringify(res.json)).not.toContain(String(newPin))
    }
  })

  it("stores a 4-digit PIN only as a salted hash and answers nothing about it", async () => {
    const res = await post(`/cards/${c.mariPrivate}/pin`, { remoteCardId: mariIdCard, newPin: "0427" })
    expect(res.status).toBe(204)
    expect(res.json).toBeUndefined()
    const row = await cardRow(mariIdCard)
    expect(row.pinHash).not.toContain("0427")
    expect(await verifyPin("0427", row.pinHash!)).toBe(true)
    expect(await verifyPin("0428", row.pinHash!)).toBe(false)
    const again = await post(`/cards/${c.mariPrivate}/pin`, { remoteCardId: mariIdCard, newPin: "0427" })
    expect(again.status).toBe(204)
    expect((await cardRow(mariIdCard)).pinHash).not.toBe(row.pinHash) // a fresh salt each time
    const audit = await server.db.select().from(cardChanges).where(eq(cardChanges.remoteCardId, mariIdCard))
    expect(audit.map((a) => [a.kind, a.contactId])).toEqual([
      ["PIN", k.mariPrivate],
      ["PIN", k.mariPrivate],
    ])
  })

  it("refuses every PIN of one digit, a run up or down, or a pair twice (PIN_TOO_SIMPLE); one step off passes", async () => {
    const simple = [
      ...Array.from({ length: 10 }, (_, d) => String(d).repeat(4)),
      ...Array.from({ length: 7 }, (_, d) => `${d}${d + 1}${d + 2}${d + 3}`),
      ...Array.from({ length: 7 }, (_, d) => `${d + 3}${d + 2}${d + 1}${d}`),
      "1212",
      "2020",
      "9898",
    ]
    expect(simple).toEqual(expect.arrayContaining(["0000", "1111", "1234", "4321", "0123", "6789", "9876"]))
    for (const newPin of simple) {
      const res = await expectRefusedWithoutWrites(() => post(`/cards/${c.mariPrivate}/pin`, { remoteCardId: mariIdCard, newPin }), {
        status: 400,
        code: "PIN_TOO_SIMPLE",
        field: "newPin",
      })
      expect(JSON.stringify(res.json)).not.toContain(newPin)
    }
    for (const newPin of ["1235", "0001", "1221", "1357"]) {
      expect((await post(`/cards/${c.mariPrivate}/pin`, { remoteCardId: mariIdCard, newPin })).status, newPin).toBe(204)
    }
  })

  it("a card that is not an ID card has no PIN to change", async () => {
    await expectRefusedWithoutWrites(() => post(`/cards/${company}/pin`, { remoteCardId: blockedCard, newPin: "5829" }), {
      status: 409,
      code: "NOT_AN_ID_CARD",
      field: "remoteCardId",
    })
  })
})

describe("POST /cards/{customerId}/requests", () => {
  const station = demoStaffedStations[2]!.name
  const payment = {
    cardName: "Uus Volvo",
    monthlyLimit: 0.01,
    cardCategory: "DIESEL_FUEL",
    cardType: "PAYMENT_CARD",
    customerContactId: k.mariNaidis,
    customerId: company,
    pickupLocation: station,
  }
  const request = (body: Record<string, unknown>) => post(`/cards/${company}/requests`, { ...payment, ...body })

  it("stores a payment card request with the contact, and a discount card request", async () => {
    expect((await request({})).status).toBe(204)
    expect((await request({ monthlyLimit: null })).status).toBe(204)
    expect((await request({ cardType: "DISCOUNT_CARD", monthlyLimit: undefined, cardCategory: undefined })).status).toBe(204)
    const rows = await server.db.select().from(cardRequests).where(eq(cardRequests.customerId, company))
    expect(rows.map((r) => [r.cardType, r.monthlyLimit, r.cardCategory, r.contactId, r.pickupLocation])).toEqual([
      ["PAYMENT_CARD", 0.01, "DIESEL_FUEL", k.mariNaidis, station],
      ["PAYMENT_CARD", null, "DIESEL_FUEL", k.mariNaidis, station],
      ["DISCOUNT_CARD", null, null, k.mariNaidis, station],
    ])
  })

  it("refuses each bad field with 400 naming it and writes nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ cardName: " " }, "cardName", "VALIDATION"],
      [{ pickupLocation: "" }, "pickupLocation", "VALIDATION"],
      [{ pickupLocation: "Narva, Kreenholmi 1" }, "pickupLocation", "VALIDATION"],
      [{ monthlyLimit: -1 }, "monthlyLimit", "VALIDATION"],
      [{ monthlyLimit: "1,234" }, "monthlyLimit", "VALIDATION"],
      [{ monthlyLimit: 1.234 }, "monthlyLimit", "VALIDATION"],
      [{ cardCategory: null }, "cardCategory", "VALIDATION"],
      [{ cardCategory: "PETROL" }, "cardCategory", "VALIDATION"],
      [{ cardType: "DISCOUNT_CARD", cardCategory: null }, "monthlyLimit", "VALIDATION"],
      [{ customerId: c.mariPrivate }, "customerId", "VALIDATION"],
      [{ customerContactId: k.jaanPrivate }, "customerContactId", "VALIDATION"],
      [{ customerContactId: 0 }, "customerContactId", "VALIDATION"],
    ]
    for (const [body, field, code] of cases) await expectRefusedWithoutWrites(() => request(body), { status: 400, code, field })
  })

  it("a new card's monthly limit up to the credit limit (5 000 €) is taken; a cent more is LIMIT_ABOVE_CREDIT, writing nothing", async () => {
    expect((await request({ monthlyLimit: 5000 })).status).toBe(204)
    await expectRefusedWithoutWrites(() => request({ monthlyLimit: 5000.01 }), {
      status: 400,
      code: "LIMIT_ABOVE_CREDIT",
      field: "monthlyLimit",
    })
  })
})

it("GET /petrol-stations/staffed lists the pickup locations without sign-in", async () => {
  const res = await call(server.app, "GET", "/v1/petrol-stations/staffed")
  expect(res.status).toBe(200)
  expect(res.json.map((s: { name: string }) => s.name).sort()).toEqual(demoStaffedStations.map((s) => s.name).sort())
})
