import { describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import {
  ID_CREDIT_LINK_VALID_MS,
  creditLimitRemainder,
  idCreditApplicationProblems,
  isCardLimitAmount,
  isCardPin,
  isIdCreditLinkExpired,
  limitChangeProblem,
  newCardProblems,
  parseCardLimit,
  pinInput,
  seesIdCreditPromo,
  showCardsAsList,
  type ChangeableCard,
} from "../../../src/core/rules/cards"
import { CardLimitChange, CardPageQuery, CardPinChange, IdCreditApplication, NewCardRequest } from "../../../src/core/schemas/cards"

describe("card limit", () => {
  it("parses blank as no limit, comma or dot decimals with at most two places", () => {
    expect(parseCardLimit("")).toBeNull()
    expect(parseCardLimit("  ")).toBeNull()
    expect(parseCardLimit("0")).toBe(0)
    expect(parseCardLimit("0,01")).toBe(0.01)
    expect(parseCardLimit("0.01")).toBe(0.01)
    expect(parseCardLimit("1500")).toBe(1500)
    expect(parseCardLimit("12,5")).toBe(12.5)
  })

  it("refuses negative, malformed and three-decimal limits", () => {
    for (const text of ["-1", "-0.01", "1,234", "1.234", "1,2,3", "1.2.3", "abc", "1e3", "12 000", "+5", ".5", "5."]) {
      expect(parseCardLimit(text), text).toBeUndefined()
    }
  })

  it("an amount is finite, not negative and has at most two decimals", () => {
    expect(isCardLimitAmount(0)).toBe(true)
    expect(isCardLimitAmount(0.01)).toBe(true)
    // Float noise of a two-decimal amount is not a third decimal.
    expect(isCardLimitAmount(0.1 + 0.2)).toBe(true)
    expect(isCardLimitAmount(0.001)).toBe(false)
    expect(isCardLimitAmount(0.005)).toBe(false)
    expect(isCardLimitAmount(-0.01)).toBe(false)
    expect(isCardLimitAmount(1.234)).toBe(false)
    expect(isCardLimitAmount(Number.NaN)).toBe(false)
    expect(isCardLimitAmount(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isCardLimitAmount(999_999_999_999.99)).toBe(true)
    expect(isCardLimitAmount(1_000_000_000_000)).toBe(false)
  })
})

describe("PIN", () => {
  it("is exactly 4 digits", () => {
    expect(isCardPin("1234")).toBe(true)
    expect(isCardPin("0000")).toBe(true)
    for (const pin of ["123", "12345", "12a4", " 1234", "", "１２３４"]) expect(isCardPin(pin), pin).toBe(false)
  })

  it("the input keeps digits only, at most 4", () => {
    expect(pinInput("12345")).toBe("1234")
    expect(pinInput("1a2-3")).toBe("123")
  })
})

describe("new card request", () => {
  const stations = ["Tartu, Riia 140"]
  const payment = {
    cardType: "PAYMENT_CARD" as const,
    cardName: "Volvo",
    pickupLocation: stations[0]!,
    monthlyLimit: null,
    cardCategory: "ALL_FUELS" as const,
  }

  it("passes a complete payment card with no limit, 0 or 0.01", () => {
    for (const monthlyLimit of [null, 0, 0.01]) expect(newCardProblems({ ...payment, monthlyLimit }, stations)).toEqual([])
  })

  it("names each missing or wrong field", () => {
    expect(
      newCardProblems({ ...payment, cardName: " ", pickupLocation: "", cardCategory: null, monthlyLimit: undefined }, stations),
    ).toEqual([
      { field: "cardName", problem: "REQUIRED" },
      { field: "pickupLocation", problem: "REQUIRED" },
      { field: "monthlyLimit", problem: "INVALID_NUMBER" },
      { field: "cardCategory", problem: "CATEGORY_MISSING" },
    ])
    expect(newCardProblems({ ...payment, pickupLocation: "Narva" }, stations)).toEqual([
      { field: "pickupLocation", problem: "UNKNOWN_PICKUP_LOCATION" },
    ])
    expect(newCardProblems({ ...payment, monthlyLimit: -1 }, stations)).toEqual([{ field: "monthlyLimit", problem: "INVALID_NUMBER" }])
  })

  it("a payment card's limit may be the credit limit, not a cent more; no known credit limit checks nothing", () => {
    expect(newCardProblems({ ...payment, monthlyLimit: 5000 }, stations, 5000)).toEqual([])
    expect(newCardProblems({ ...payment, monthlyLimit: 5000.01 }, stations, 5000)).toEqual([
      { field: "monthlyLimit", problem: "LIMIT_ABOVE_CREDIT" },
    ])
    expect(newCardProblems({ ...payment, monthlyLimit: 999_999 }, stations, null)).toEqual([])
  })

  it("a discount card needs no category and takes no limit", () => {
    const discount = { ...payment, cardType: "DISCOUNT_CARD" as const, cardCategory: null }
    expect(newCardProblems(discount, stations)).toEqual([])
    expect(newCardProblems({ ...discount, monthlyLimit: 10 }, stations)).toEqual([
      { field: "monthlyLimit", problem: "NOT_FOR_DISCOUNT_CARD" },
    ])
  })
})

describe("limit and block change", () => {
  const card: ChangeableCard = { cardType: "PAYMENT_CARD", isEidCard: false, isBlockedCard: false, monthlyLimit: 500 }

  it("is allowed only when the limit or the blocked flag differs", () => {
    expect(limitChangeProblem(card, { newLimit: 500, isBlocked: false })).toBe("NOTHING_CHANGED")
    expect(limitChangeProblem(card, { isBlocked: false })).toBe("NOTHING_CHANGED")
    expect(limitChangeProblem(card, { newLimit: 500.01, isBlocked: false })).toBeUndefined()
    expect(limitChangeProblem(card, { newLimit: 0, isBlocked: false })).toBeUndefined()
    expect(limitChangeProblem(card, { newLimit: null, isBlocked: false })).toBeUndefined()
    expect(limitChangeProblem(card, { newLimit: 500, isBlocked: true })).toBeUndefined()
  })

  it("blocking keeps the limit (the form clears a limit edit when blocking)", () => {
    expect(limitChangeProblem(card, { newLimit: 600, isBlocked: true })).toBe("LIMIT_WHILE_BLOCKED")
    expect(limitChangeProblem({ ...card, isBlockedCard: true }, { newLimit: 600, isBlocked: true })).toBe("LIMIT_WHILE_BLOCKED")
    expect(limitChangeProblem({ ...card, isBlockedCard: true }, { isBlocked: false })).toBeUndefined()
  })

  it("an ID card changes its PIN instead; a discount card has no limit", () => {
    expect(limitChangeProblem({ ...card, isEidCard: true }, { isBlocked: true })).toBe("ID_CARD")
    const discount = { ...card, cardType: "DISCOUNT_CARD" as const, monthlyLimit: null }
    expect(limitChangeProblem(discount, { newLimit: 10, isBlocked: false })).toBe("NO_LIMIT_ON_DISCOUNT_CARD")
    expect(limitChangeProblem(discount, { newLimit: null, isBlocked: true })).toBeUndefined()
  })
})

describe("ID credit", () => {
  const form = {
    email: "mari@example.ee",
    phone: "+37251234567",
    pinCode: "1739",
    address: "Tamme 5",
    city: "Tartu",
    county: "Tartu maakond",
    zip: "50409",
  }
  const problemsOf = (patch: Partial<typeof form>) => idCreditApplicationProblems({ ...form, ...patch })

  it("the application form: every field required, then each at its boundary", () => {
    expect(problemsOf({})).toEqual([])
    for (const field of Object.keys(form) as Array<keyof typeof form>) {
      expect(problemsOf({ [field]: "  " }), field).toEqual([{ field, problem: "REQUIRED" }])
    }
    expect(problemsOf({ email: "mari@example" })).toEqual([{ field: "email", problem: "INVALID_EMAIL" }])
    expect(problemsOf({ phone: "1234" })).toEqual([{ field: "phone", problem: "INVALID_PHONE" }])
    expect(problemsOf({ phone: "12345" })).toEqual([])
    expect(problemsOf({ phone: "+1234567890123456" })).toEqual([{ field: "phone", problem: "INVALID_PHONE" }])
    expect(problemsOf({ phone: "+123456789012345" })).toEqual([])
    expect(problemsOf({ pinCode: "123" })).toEqual([{ field: "pinCode", problem: "INVALID_NUMBER" }])
    expect(problemsOf({ pinCode: "12345" })).toEqual([{ field: "pinCode", problem: "INVALID_NUMBER" }])
    for (const pinCode of ["0000", "9999", "0123", "1234", "6789", "4321", "9876", "1212"])
      expect(problemsOf({ pinCode }), pinCode).toEqual([{ field: "pinCode", problem: "PIN_TOO_SIMPLE" }])
    for (const pinCode of ["1235", "0124", "1221", "1357", "2468"]) expect(problemsOf({ pinCode }), pinCode).toEqual([])
    expect(problemsOf({ zip: "5040" })).toEqual([{ field: "zip", problem: "INVALID_ZIP" }])
    expect(problemsOf({ zip: "504091" })).toEqual([{ field: "zip", problem: "INVALID_ZIP" }])
    expect(problemsOf({ address: "a".repeat(200) })).toEqual([])
    expect(problemsOf({ address: "a".repeat(201) })).toEqual([{ field: "address", problem: "REQUIRED" }])
  })

  it("what the form lets through, the server's schema takes too", () => {
    const body = { ...form, includeRfidCard: true }
    expect(Schema.is(IdCreditApplication)(body)).toBe(true)
    for (const bad of [{ phone: "1234" }, { zip: "5040" }, { pinCode: "12345" }, { email: "x@y" }]) {
      expect(Schema.is(IdCreditApplication)({ ...body, ...bad }), JSON.stringify(bad)).toBe(false)
      expect(idCreditApplicationProblems({ ...form, ...bad }).length, JSON.stringify(bad)).toBe(1)
    }
  })

  it("a confirmation link is valid 14 days, to the millisecond", () => {
    const made = new Date("2026-01-01T10:00:00Z")
    expect(isIdCreditLinkExpired(made, new Date(made.getTime() + ID_CREDIT_LINK_VALID_MS))).toBe(false)
    expect(isIdCreditLinkExpired(made, new Date(made.getTime() + ID_CREDIT_LINK_VALID_MS + 1000))).toBe(true)
    expect(ID_CREDIT_LINK_VALID_MS).toBe(14 * 86_400_000)
  })

  it("the promo is for persons whose user may request ID credit", () => {
    expect(seesIdCreditPromo({ isPerson: true }, { canRequestIdCredit: true })).toBe(true)
    expect(seesIdCreditPromo({ isPerson: false }, { canRequestIdCredit: true })).toBe(false)
    expect(seesIdCreditPromo({ isPerson: true }, { canRequestIdCredit: false })).toBe(false)
  })

  it("the credit limit remainder is hidden with the promo and without a limit", () => {
    expect(creditLimitRemainder({ customerBalanceLimit: 1000, creditUsed: 212.4 }, false)).toBe(787.6)
    expect(creditLimitRemainder({ customerBalanceLimit: 1000, creditUsed: null }, false)).toBe(1000)
    expect(creditLimitRemainder({ customerBalanceLimit: 1000, creditUsed: 212.4 }, true)).toBeUndefined()
    expect(creditLimitRemainder({ customerBalanceLimit: null, creditUsed: 5 }, false)).toBeUndefined()
  })
})

it("the card view becomes a list above 6 cards of either type", () => {
  expect(showCardsAsList(6, 6)).toBe(false)
  expect(showCardsAsList(7, 0)).toBe(true)
  expect(showCardsAsList(0, 7)).toBe(true)
})

describe("schemas", () => {
  const ok = (schema: Schema.Top, value: unknown) => Schema.decodeUnknownExit(schema as Schema.Codec<unknown>)(value)._tag === "Success"

  it("a limit change takes 0, 0.01 and null, not a negative, three-decimal or string limit", () => {
    for (const newLimit of [0, 0.01, null, 1500.5])
      expect(ok(CardLimitChange, { remoteCardId: "7000000200001", newLimit, isBlocked: false }), String(newLimit)).toBe(true)
    for (const newLimit of [-1, -0.01, 1.234, "1,234", "abc", "10"])
      expect(ok(CardLimitChange, { remoteCardId: "7000000200001", newLimit, isBlocked: false }), String(newLimit)).toBe(false)
  })

  it("a PIN change takes exactly 4 digits", () => {
    expect(ok(CardPinChange, { remoteCardId: "7000000100001", newPin: "0042" })).toBe(true)
    for (const newPin of ["123", "12345", 1234, "12 4"])
      expect(ok(CardPinChange, { remoteCardId: "7000000100001", newPin }), String(newPin)).toBe(false)
  })

  it("ids are positive 32-bit integers", () => {
    const request = { cardName: "A", cardType: "DISCOUNT_CARD", customerContactId: 2, customerId: 2, pickupLocation: "Tartu, Riia 140" }
    expect(ok(NewCardRequest, request)).toBe(true)
    for (const customerId of [0, -2, 1.5, 2_147_483_648])
      expect(ok(NewCardRequest, { ...request, customerId }), String(customerId)).toBe(false)
  })

  it("the card list size is 1 to 9000", () => {
    expect(ok(CardPageQuery, { size: "9000" })).toBe(true)
    expect(ok(CardPageQuery, { size: "9001" })).toBe(false)
    expect(ok(CardPageQuery, { size: "0" })).toBe(false)
    expect(ok(CardPageQuery, { page: "-1" })).toBe(false)
  })

  it("an application needs a valid e-mail, phone, PIN and 5-digit zip", () => {
    const application = {
      email: "mari@example.ee",
      phone: "+37251234567",
      pinCode: "1234",
      address: "Tamme 5",
      city: "Tartu",
      county: "Tartu maakond",
      zip: "50409",
      includeRfidCard: true,
    }
    expect(ok(IdCreditApplication, application)).toBe(true)
    for (const [key, value] of [
      ["email", "mari"],
      ["phone", "abc"],
      ["pinCode", "12345"],
      ["zip", "504"],
      ["city", " "],
    ] as const) {
      expect(ok(IdCreditApplication, { ...application, [key]: value }), key).toBe(false)
    }
  })
})
