import { describe, expect, it } from "vitest"
import {
  CHARGING_PRICING_LINES,
  chargingFileName,
  chargingPricingOf,
  chargingProblems,
  pendingChargingOffer,
} from "../../../src/core/rules/charging"
import type { ChargingAgreement } from "../../../src/core/schemas/charging"

const ok = { email: "a@b.ee", phone: "+3725551234", address: "Sadama 1", startDate: "2026-03-10", termsAccepted: true }
const problemsOf = (over: Partial<typeof ok>, today = "2026-03-10", end: string | null = "2026-12-31") =>
  chargingProblems({ ...ok, ...over }, today, end).map((p) => `${p.field}:${p.problem}`)

describe("chargingProblems (part 3 §5 Charging confirm)", () => {
  it("a full form passes", () => expect(problemsOf({})).toEqual([]))
  it("requires each field and the terms", () =>
    expect(problemsOf({ email: " ", phone: "", address: "  ", startDate: "", termsAccepted: false })).toEqual([
      "email:REQUIRED",
      "phone:REQUIRED",
      "address:REQUIRED",
      "startDate:REQUIRED",
      "termsAccepted:TERMS_REQUIRED",
    ]))
  it("e-mail and phone must be valid", () => {
    expect(problemsOf({ email: "a@b" })).toEqual(["email:EMAIL_INVALID"])
    expect(problemsOf({ phone: "+" })).toEqual(["phone:PHONE_INVALID"])
    expect(problemsOf({ phone: "5551234" })).toEqual([])
  })
  it("the start date lies from today to the offer's end date, both included", () => {
    expect(problemsOf({ startDate: "2026-03-09" })).toEqual(["startDate:START_BEFORE_TODAY"])
    expect(problemsOf({ startDate: "2026-03-10" })).toEqual([])
    expect(problemsOf({ startDate: "2026-12-31" })).toEqual([])
    expect(problemsOf({ startDate: "2027-01-01" })).toEqual(["startDate:START_AFTER_END"])
    expect(problemsOf({ startDate: "2040-01-01" }, "2026-03-10", null)).toEqual([])
    expect(problemsOf({ startDate: "31.02.2026" })).toEqual(["startDate:DATE_INVALID"])
  })
})

describe("charging offer helpers", () => {
  const a = (id: number, status: ChargingAgreement["status"]) => ({ id, contractNumber: `LA-${id}`, status }) as ChargingAgreement
  it("the page shows the first PENDING agreement", () => {
    expect(pendingChargingOffer([a(1, "ACTIVE"), a(2, "PENDING"), a(3, "PENDING")])?.id).toBe(2)
    expect(pendingChargingOffer([a(1, "REJECTED")])).toBeUndefined()
  })
  it("lists the pricing lines the offer has, in the spec's order", () => {
    const lines = chargingPricingOf({
      pricing: { devicesCostEuros: 2400, thirdPartyChargingMarginalCentsKwh: 3, gridDayTariffCentsKwh: null },
    })
    expect(lines.map((l) => [l.key, l.unit, l.value])).toEqual([
      ["thirdPartyChargingMarginalCentsKwh", "CENTS_KWH", 3],
      ["devicesCostEuros", "EUROS", 2400],
    ])
    expect(CHARGING_PRICING_LINES).toHaveLength(15)
  })
  it("names the file after the contract number", () => {
    expect(chargingFileName("LA-2025-017")).toBe("LA-2025-017.pdf")
    expect(chargingFileName("LA/2025 017")).toBe("LA_2025_017.pdf")
  })
})
