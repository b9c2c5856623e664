import { describe, expect, it } from "vitest"
import { eInvoiceAmounts, electricityLine, unitCodeOf } from "../../../src/core/rules/invoices.eInvoice"

describe("an e-invoice's amounts", () => {
  const lines = [
    { name: "Diislikütus", quantity: 40.33, unitCode: "LTR", unitPrice: 1.359 },
    { name: "Klaasipesuvedelik", quantity: 3, unitCode: "H87", unitPrice: 2.04 },
  ]

  it("takes the VAT rate of the invoice date at its boundaries: 20 % to 2023, 22 % from 2024, 24 % from 1 July 2025", () => {
    expect(eInvoiceAmounts("2023-12-31", lines, 0).vatPercent).toBe(20)
    expect(eInvoiceAmounts("2024-01-01", lines, 0).vatPercent).toBe(22)
    expect(eInvoiceAmounts("2025-06-30", lines, 0).vatPercent).toBe(22)
    expect(eInvoiceAmounts("2025-07-01", lines, 0).vatPercent).toBe(24)
  })

  it("rounds each line to the cent and adds up: lines, VAT of the total, with VAT, prepaid and payable", () => {
    const a = eInvoiceAmounts("2023-05-10", lines, 10)
    // 40.33 × 1.359 = 54.80847 → 54.81; 3 × 2.04 = 6.12
    expect(a.lines.map((l) => l.netAmount)).toEqual([54.81, 6.12])
    expect(a.lineTotal).toBe(60.93)
    expect(a.vatAmount).toBe(12.19) // 60.93 × 20 % = 12.186
    expect(a.taxInclusive).toBe(73.12)
    expect(a.prepaid).toBe(10)
    expect(a.payable).toBe(63.12)
    expect(a.rounding).toBe(0)
    expect(eInvoiceAmounts("2023-05-10", lines, 500).payable).toBe(0)
    expect(eInvoiceAmounts("2023-05-10", lines, -5).prepaid).toBe(0)
  })

  it("carries a stored total with VAT that differs from the lines' as the rounding amount, and the payable is what is owed", () => {
    const a = eInvoiceAmounts("2023-05-10", lines, 0, 73.1)
    expect(a.taxInclusive).toBe(73.12)
    expect(a.rounding).toBe(-0.02)
    expect(a.payable).toBe(73.1)
    const paid = eInvoiceAmounts("2023-05-10", lines, 73.1, 73.1)
    expect([paid.prepaid, paid.rounding, paid.payable]).toEqual([73.1, -0.02, 0])
    expect(eInvoiceAmounts("2023-05-10", lines, 0, 73.12).rounding).toBe(0)
  })

  it("gives an electricity invoice one kWh line whose price reproduces the net amount, else one piece", () => {
    const line = electricityLine(123.45, 812.345)
    expect(line.unitCode).toBe("KWH")
    expect(Math.round(line.quantity * line.unitPrice * 100) / 100).toBe(123.45)
    expect(electricityLine(123.45, null)).toEqual({ name: "Elekter", quantity: 1, unitCode: "C62", unitPrice: 123.45 })
    expect(electricityLine(123.45, 0).unitCode).toBe("C62")
  })

  it("names units by UN/ECE Recommendation 20", () => {
    expect(["l", "tk", "kWh", "kast"].map(unitCodeOf)).toEqual(["LTR", "H87", "KWH", "C62"])
  })
})
