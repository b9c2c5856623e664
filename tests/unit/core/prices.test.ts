import { describe, expect, it } from "vitest"
import { buildPriceTable } from "../../../src/core/rules/prices"

const prices = [
  { noomId: 1133, price: 1.749, idcPrice: 1.699 },
  { noomId: 1145, price: 1.659, idcPrice: 1.609 },
  { noomId: 10654, price: 0.899, idcPrice: null },
  { noomId: 3311, price: 1.19 },
]
const day = "2026-11-23"

describe("fuel price table", () => {
  it("hides LPG from persons and keeps the products' order", () => {
    const table = buildPriceTable(prices, [], { isPerson: true, isCompany: false }, day)
    expect(table.rows.map((r) => r.type)).toEqual(["B95", "D", "AdBlue"])
    expect(table.defaultMode).toBe("with")
  })
  it("shows LPG to companies, without VAT by default, at today's 24%", () => {
    const table = buildPriceTable(prices, [], { isPerson: false, isCompany: true }, day)
    expect(table.rows.map((r) => r.type)).toEqual(["B95", "D", "LPG", "AdBlue"])
    expect(table.defaultMode).toBe("without")
    expect(table.rows[0].withoutVAT).toBe(1.41)
  })
  it("apartment associations see LPG but prices with VAT", () => {
    const table = buildPriceTable(prices, [], { isPerson: false, isCompany: false }, day)
    expect(table.rows.some((r) => r.type === "LPG")).toBe(true)
    expect(table.defaultMode).toBe("with")
  })
  it("group IDC gets the special price column, others do not", () => {
    expect(buildPriceTable(prices, [], { isPerson: true, isCompany: false, groupId: "IDC" }, day).showIdcColumn).toBe(true)
    const plain = buildPriceTable(prices, [], { isPerson: true, isCompany: false, groupId: null }, day)
    expect(plain.showIdcColumn).toBe(false)
    expect(plain.rows.every((r) => r.idcWithVAT === null)).toBe(true)
  })
  it("customer prices appear where they exist", () => {
    const table = buildPriceTable(prices, [{ noomId: 1145, clientPrice: 1.55 }], { isPerson: false, isCompany: true }, day)
    expect(table.showCustomerColumn).toBe(true)
    expect(table.rows.find((r) => r.type === "D")?.customerWithoutVAT).toBe(1.25)
    expect(table.rows.find((r) => r.type === "B95")?.customerWithVAT).toBeNull()
  })
  it("takes VAT apart with the rate of the day", () => {
    expect(buildPriceTable(prices, [], { isPerson: false, isCompany: true }, "2024-06-01").rows[0].withoutVAT).toBe(1.434)
  })
})
