import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { hoursInTallinnMonth, isGridDayHour } from "../../../src/core/rules/consumption.cost"
import { startDateToSend } from "../../../src/core/rules/electricityAgreement"
import { minDeliveryDate } from "../../../src/core/rules/saleOrders"
import { budgetAlertMail } from "../../../src/core/rules/spending.budgets"
import { tallinnDay, tallinnHour } from "../../../src/core/rules/vat"
import { eur, qty } from "../../../src/server/documents/invoicePdf"

// Issue 26: an Intl formatter holds some 27 kB of ICU memory outside V8's heap that V8 does not count (and takes
// about 0.3 ms to build). Built per call on a request's path (today's date for the card list, a dispensing order's
// day), the garbage's native memory piled up between full collections to 100+ MB under the soak's load, and the C
// heap kept each new high-water mark: the soak's "jumps" of resident memory. The helpers build theirs once, at
// import; these calls must build none.

const built = { count: 0 }
const originals = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat }
const counting = <T extends object>(original: T): T =>
  new Proxy(original, {
    construct(target, args, newTarget) {
      built.count++
      return Reflect.construct(target as never, args, newTarget)
    },
    apply(target, self, args) {
      built.count++
      return Reflect.apply(target as never, self, args)
    },
  })

beforeEach(() => {
  built.count = 0
  Intl.DateTimeFormat = counting(originals.DateTimeFormat)
  Intl.NumberFormat = counting(originals.NumberFormat)
})
afterEach(() => {
  Intl.DateTimeFormat = originals.DateTimeFormat
  Intl.NumberFormat = originals.NumberFormat
})

describe("Intl formatters on the server's paths are built once, not per call", () => {
  it("counts a formatter built inside a call (the guard itself works)", () => {
    new Intl.DateTimeFormat("en-GB").format(new Date(0))
    expect(built.count).toBe(1)
  })

  it("builds none for Tallinn's day and hour, a month's hours, a tariff hour, a start date and a delivery day, after their first", () => {
    const winter = new Date("2026-01-15T21:30:00Z")
    const summer = new Date("2026-07-06T21:30:00Z")
    // Built on first use (in the browser they load with the signed-in code: not at import, issue 31).
    tallinnDay(winter)
    tallinnHour(winter)
    hoursInTallinnMonth("2026-03")
    isGridDayHour(winter)
    startDateToSend("2026-07-01")
    minDeliveryDate(winter, false)
    const first = built.count
    expect(first).toBeLessThanOrEqual(3)
    for (let i = 0; i < 50; i++) {
      expect(tallinnDay(winter)).toBe("2026-01-15")
      expect(tallinnDay(summer)).toBe("2026-07-07")
      expect(tallinnHour(winter)).toBe(23)
      expect(tallinnHour(summer)).toBe(0)
      expect(hoursInTallinnMonth("2026-03")).toBe(743)
      expect(isGridDayHour(new Date("2026-03-10T05:00:00Z"))).toBe(true)
      expect(startDateToSend("2026-07-01")).toBe("2026-07-01")
      expect(minDeliveryDate(winter, false)).toBe("2026-01-16")
    }
    expect(built.count).toBe(first)
  })

  it("builds none for a budget mail's month or an invoice's amounts, after the first of each locale", () => {
    const alert = {
      kind: "CATEGORY",
      key: "FUEL",
      label: null,
      month: "2026-03",
      threshold: 80,
      spent: 80,
      amount: 100,
      includesVat: true,
    } as const
    for (const locale of ["et", "en", "ru"] as const) budgetAlertMail(locale, alert, "https://example.test")
    const first = built.count
    for (let i = 0; i < 50; i++) {
      expect(budgetAlertMail("en", alert, "https://example.test").subject).toContain("March 2026")
      expect(eur(12345.5)).toBe("12 345,50 €")
      expect(qty(12.3456)).toBe("12,346")
    }
    expect(built.count).toBe(first)
  })
})
