import { describe, expect, it } from "vitest"
import { VAT_RATES, vatPercentOn, vatRateOn, withoutVat } from "../../../src/core/rules/vat"
import { digitsOnly, isEmailList, isEstonianBankAccount, isPersonalCode, phoneChars } from "../../../src/core/rules/validation"

describe("VAT table", () => {
  it("takes the rate of the date", () => {
    expect(vatRateOn("2023-12-31")).toBe(0.2)
    expect(vatRateOn("2024-01-01")).toBe(0.22)
    expect(vatRateOn("2025-06-30")).toBe(0.22)
    expect(vatRateOn("2025-07-01")).toBe(0.24)
    expect(vatPercentOn("2026-11-23")).toBe(24)
  })
  it("is ordered so that a later row wins", () => {
    const froms = VAT_RATES.map((r) => r.from)
    expect([...froms].sort()).toEqual(froms)
  })
  it("uses the Tallinn day of a Date (23:30 UTC on 30.06.2025 is already 01.07 in Tallinn)", () => {
    expect(vatRateOn(new Date("2025-06-30T23:30:00Z"))).toBe(0.24)
  })
  it("removes VAT to 3 decimals", () => {
    expect(withoutVat(1.859, "2026-01-01")).toBe(1.499)
    expect(withoutVat(1.22, "2024-05-01")).toBe(1)
  })
})

describe("validation", () => {
  it("personal code is exactly 11 digits", () => {
    expect(isPersonalCode("48001010005")).toBe(true)
    expect(isPersonalCode("4800101000")).toBe(false)
    expect(isPersonalCode("480010100055")).toBe(false)
    expect(isPersonalCode("4800101000a")).toBe(false)
  })
  it("digit-only inputs drop other characters", () => {
    expect(digitsOnly("5a1 2-3")).toBe("5123")
    expect(phoneChars("+372 5555")).toBe("+3725555")
    expect(phoneChars("37+2")).toBe("372")
  })
  it("e-mail lists are comma separated", () => {
    expect(isEmailList("a@b.ee")).toBe(true)
    expect(isEmailList("a@b.ee, c.d@e-f.com")).toBe(true)
    expect(isEmailList("a@b.ee,")).toBe(false)
    expect(isEmailList("a@b")).toBe(false)
    expect(isEmailList("")).toBe(false)
  })
  it("Estonian bank accounts: EE, 2 digits, bank code, 11+ digits", () => {
    expect(isEstonianBankAccount("EE382200221020145685")).toBe(true)
    expect(isEstonianBankAccount("EE38 2200 2210 2014 5685")).toBe(true)
    expect(isEstonianBankAccount("EE381900221020145685")).toBe(false)
    expect(isEstonianBankAccount("EE3822002210201")).toBe(false)
    expect(isEstonianBankAccount("LV382200221020145685")).toBe(false)
  })
})

import { sessionExpiredByTabs } from "../../../src/core/rules/tabs"

describe("several tabs", () => {
  const now = 1_000_000
  it("ends the session when every tab was closed over 120 s ago", () => {
    expect(sessionExpiredByTabs({ openTabs: 0, lastClosedAt: now - 120_001 }, now)).toBe(true)
  })
  it("keeps it within 120 s, while another tab is open, or when no tab was ever closed", () => {
    expect(sessionExpiredByTabs({ openTabs: 0, lastClosedAt: now - 119_000 }, now)).toBe(false)
    expect(sessionExpiredByTabs({ openTabs: 1, lastClosedAt: now - 500_000 }, now)).toBe(false)
    expect(sessionExpiredByTabs({ openTabs: 0, lastClosedAt: null }, now)).toBe(false)
  })
})
