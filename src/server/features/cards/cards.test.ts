import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import * as Schema from "effect/Schema"
import { eq, sql } from "drizzle-orm"
import { ID_CREDIT_LINK_VALID_MS } from "../../../core/rules/cards"
import { CardPage, CardSortFields, OutboxMail } from "../../../core/schemas/cards"
import { contacts, users } from "../../db/schema"
import { cardChanges, cardRequests, cards, idCreditApplications, idCreditConfirmations, mailOutbox } from "./cards.tables"
import { demoIds, demoPersonalCodes, seed } from "../../db/seed"
import { DEMO_EXPIRED_ID_CREDIT_TOKEN, demoCardNumber, demoStaffedStations, idCreditApplicants } from "./cards.seed"
import { verifyPin } from "./cards.service"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string }
let jaan: { token: string }
const c = demoIds.customers
const k = demoIds.contacts
const company = c.naidisLogistika
/** The company's only unblocked payment card without a limit; its blocked one; Mari's ID credit card. */
const noLimitCard = demoCardNumber(company, 5)
const blockedCard = demoCardNumber(company, 9)
const mariIdCard = demoCardNumber(c.mariPrivate, 1)

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
})
afterAll(() => server?.close())
afterEach(() => {
  vi.useRealTimers()
})

const list = async (customerId: number, query = "", token = mari.token) => {
  const res = await call(server.app, "GET", `/v1/cards/${customerId}${query ? `?${query}` : ""}`, { token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(CardPage)(res.json)
}
const post = (path: string, body: unknown, token = mari.token) => call(server.app, "POST", `/v1${path}`, { token, body })
const cardRow = async (remoteCardId: string) => (await server.db.select().from(cards).where(eq(cards.remoteCardId, remoteCardId)))[0]!

/** Row counts of every table the cards routes write, to show that a refused request wrote nothing. */
const written = async () => {
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries({
    cards,
    cardChanges,
    cardRequests,
    idCreditApplications,
    idCreditConfirmations,
    mailOutbox,
  })) {
    const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(table)
    out[name] = row!.n
  }
  out.cardsState = (
    await server.db.select({ h: sql<string>`md5(string_agg(${cards}::text, ',' order by ${cards.remoteCardId}))` }).from(cards)
  )[0]!.h as never
  out.users = (await server.db.select({ h: sql<string>`md5(string_agg(${users}::text, ',' order by ${users.id}))` }).from(users))[0]!
    .h as never
  return out
}
const expectRefusedWithoutWrites = async (
  request: () => Promise<{ status: number; json: any }>,
  expected: { status: number; code: string; field?: string },
) => {
  const before = await written()
  const res = await request()
  expect({ status: res.status, code: res.json?.code, field: res.json?.field }).toEqual({ field: undefined, ...expected })
  expect(await written()).toEqual(before)
  return res
}

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

  it("a card that is not an ID card has no PIN to change", async () => {
    await expectRefusedWithoutWrites(() => post(`/cards/${company}/pin`, { remoteCardId: blockedCard, newPin: "1234" }), {
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
})

it("GET /petrol-stations/staffed lists the pickup locations without sign-in", async () => {
  const res = await call(server.app, "GET", "/v1/petrol-stations/staffed")
  expect(res.status).toBe(200)
  expect(res.json.map((s: { name: string }) => s.name).sort()).toEqual(demoStaffedStations.map((s) => s.name).sort())
})

describe("ID credit application and its e-mail confirmation", () => {
  const application = {
    email: "mari.maasikas@example.ee",
    phone: "+37251234567",
    pinCode: "8642",
    address: "Tamme tn 5-12",
    city: "Tartu",
    county: "Tartu maakond",
    zip: "50409",
    includeRfidCard: true,
  }
  const apply = (customerId: number = c.mariPrivate, token = mari.token) =>
    post(`/id-credit-applications/${customerId}`, application, token)
  const outbox = async (token = mari.token) => {
    const res = await call(server.app, "GET", "/v1/demo/outbox", { token })
    expect(res.status).toBe(200)
    return Schema.decodeUnknownSync(Schema.Array(OutboxMail))(res.json)
  }
  const confirm = (token: string) => call(server.app, "POST", `/v1/id-credit-applications/confirm/${token}`)
  const tokenOf = (link: string | null | undefined) => link!.split("/confirm-id-credit/")[1]!
  const canRequest = async () =>
    (await server.db.select({ can: users.canRequestIdCredit }).from(users).where(eq(users.id, demoIds.users.mari)))[0]!.can
  const allowAgain = () => server.db.update(users).set({ canRequestIdCredit: true }).where(eq(users.id, demoIds.users.mari))

  it("is refused for a user without canRequestIdCredit, for a company and with a bad field, writing nothing", async () => {
    await expectRefusedWithoutWrites(() => apply(c.jaanPrivate, jaan.token), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    await expectRefusedWithoutWrites(() => apply(company), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    await expectRefusedWithoutWrites(() => apply(c.kyTamme5), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    for (const [key, value] of [
      ["pinCode", "12345"],
      ["pinCode", "123"],
      ["email", "mari"],
      ["zip", "5040"],
    ] as const) {
      const res = await expectRefusedWithoutWrites(
        () => post(`/id-credit-applications/${c.mariPrivate}`, { ...application, [key]: value }),
        { status: 400, code: "VALIDATION", field: key },
      )
      expect(JSON.stringify(res.json)).not.toContain(value)
    }
  })

  it("an application mails a one-time link; the PIN is kept only hashed; the user may not apply twice", async () => {
    const res = await apply()
    expect(res.status, JSON.stringify(res.json)).toBe(204)
    const [mail] = await outbox()
    expect(mail!.recipient).toBe(application.email)
    expect(mail!.link).toMatch(/\/confirm-id-credit\/[A-Za-z0-9_-]{43}$/)
    expect(mail!.body).toContain(mail!.link)
    expect(mail!.body).not.toContain(application.pinCode)
    const [row] = await server.db.select().from(idCreditApplications).where(eq(idCreditApplications.userId, demoIds.users.mari))
    expect(row!.pinHash).not.toContain(application.pinCode)
    expect(await verifyPin(application.pinCode, row!.pinHash)).toBe(true)
    expect([row!.status, row!.contactId, row!.customerId]).toEqual(["EMAIL_PENDING", k.mariPrivate, c.mariPrivate])
    expect(await canRequest()).toBe(false)
    await expectRefusedWithoutWrites(() => apply(), { status: 409, code: "NOT_ELIGIBLE_FOR_ID_CREDIT" })
    // Jaan's outbox does not show Mari's mail.
    expect(await outbox(jaan.token)).toEqual([])

    const token = tokenOf(mail!.link)
    expect((await confirm(token)).json).toEqual({ success: true })
    const [confirmed] = await server.db.select().from(idCreditApplications).where(eq(idCreditApplications.id, row!.id))
    expect(confirmed!.status).toBe("EMAIL_CONFIRMED")
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date)
    expect((await confirm(token)).json).toEqual({ success: false, message: "ALREADY_CONFIRMED" })
    expect((await confirm("x".repeat(43))).json).toEqual({ success: false, message: "INVALID_LINK" })
    expect((await confirm("short")).json).toEqual({ success: false, message: "INVALID_LINK" })
  })

  it("a link works for 14 days; at 14 days and 1 s it answers EMAIL_EXPIRED and the user may apply again", async () => {
    await allowAgain()
    const latestLink = async () => {
      const token = tokenOf((await outbox())[0]!.link)
      const [row] = await server.db.select().from(idCreditConfirmations).orderBy(sql`${idCreditConfirmations.createdAt} desc`).limit(1)
      return { token, createdAt: row!.createdAt.getTime(), applicationId: row!.applicationId }
    }
    expect((await apply()).status).toBe(204)
    const late = await latestLink()
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(late.createdAt + ID_CREDIT_LINK_VALID_MS + 1000)
    expect((await confirm(late.token)).json).toEqual({ success: false, message: "EMAIL_EXPIRED" })
    expect((await confirm(late.token)).json).toEqual({ success: false, message: "EMAIL_EXPIRED" })
    vi.useRealTimers()
    const [closed] = await server.db.select().from(idCreditApplications).where(eq(idCreditApplications.id, late.applicationId))
    expect(closed!.status).toBe("EMAIL_EXPIRED")
    // "A new request is needed": the user may apply again, and that link still works at exactly 14 days.
    expect(await canRequest()).toBe(true)
    expect((await apply()).status).toBe(204)
    const onTime = await latestLink()
    expect(onTime.applicationId).not.toBe(late.applicationId)
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(onTime.createdAt + ID_CREDIT_LINK_VALID_MS)
    expect((await confirm(onTime.token)).json).toEqual({ success: true })
  })

  it("the seeded expired link answers EMAIL_EXPIRED every time and reopens nothing; seeding again changes nothing", async () => {
    const peeter = idCreditApplicants.peeter
    const flag = async () => (await server.db.select().from(users).where(eq(users.id, peeter.id)))[0]!.canRequestIdCredit
    expect(await flag()).toBe(true)
    await server.db.update(users).set({ canRequestIdCredit: false }).where(eq(users.id, peeter.id))
    for (let i = 0; i < 2; i++) {
      expect((await confirm(DEMO_EXPIRED_ID_CREDIT_TOKEN)).json).toEqual({ success: false, message: "EMAIL_EXPIRED" })
    }
    // Its application was closed when seeded: the link gives the user nothing back.
    expect(await flag()).toBe(false)
    await server.db.update(users).set({ canRequestIdCredit: true }).where(eq(users.id, peeter.id))
    const before = await written()
    await seed(server.db)
    expect(await written()).toEqual(before)
  })

  it("the outbox answers 404 when DEMO_MODE is off", async () => {
    vi.stubEnv("DEMO_MODE", "off")
    try {
      const res = await call(server.app, "GET", "/v1/demo/outbox", { token: mari.token })
      expect(res.status).toBe(404)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
