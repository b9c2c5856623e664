import { describe, expect, it } from "vitest"
import {
  addMonths,
  fuelTypeOfProduct,
  monthDays,
  shownAmount,
  spendingCategoriesFor,
  spendingIncludesVat,
  spendingMonths,
} from "../../../src/core/rules/spending"

const kind = (roles: string[], isPerson = false, apartmentAssociation = false) =>
  ({ roles, isPerson, apartmentAssociation }) as Parameters<typeof spendingCategoriesFor>[0]

describe("spending rules", () => {
  it("counts months across years", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12")
    expect(addMonths("2025-12", 1)).toBe("2026-01")
    expect(addMonths("2026-03", -12)).toBe("2025-03")
    expect(spendingMonths("2026-01")).toHaveLength(13)
    expect(spendingMonths("2026-01")[0]).toBe("2025-01")
    expect(spendingMonths("2026-01").at(-1)).toBe("2026-01")
  })
  it("gives a month's first and last day, leap years included", () => {
    expect(monthDays("2024-02")).toEqual({ start: "2024-02-01", end: "2024-02-29" })
    expect(monthDays("2025-02")).toEqual({ start: "2025-02-01", end: "2025-02-28" })
    expect(monthDays("2025-12")).toEqual({ start: "2025-12-01", end: "2025-12-31" })
  })
  it("tells fuel from other purchases by the product's name", () => {
    expect(fuelTypeOfProduct("Bensiin 95")).toBe("PETROL")
    expect(fuelTypeOfProduct("Diislikütus")).toBe("DIESEL")
    expect(fuelTypeOfProduct("LPG")).toBe("LPG")
    expect(fuelTypeOfProduct("AdBlue")).toBeNull()
    expect(fuelTypeOfProduct("Autopesu (ülipesu)")).toBeNull()
  })
  it("shows the categories each role lets in", () => {
    expect(spendingCategoriesFor(kind(["ELECTRICITY_CUSTOMER"]))).toEqual(["ELECTRICITY"])
    expect(spendingCategoriesFor(kind(["VIEW_DOCUMENT_ROWS"]))).toEqual(["FUEL", "OTHER", "CHARGING"])
    expect(spendingCategoriesFor(kind(["ADMIN"]))).toEqual(["FUEL", "OTHER", "CHARGING"])
    expect(spendingCategoriesFor(kind(["ADMIN", "ELECTRICITY_CUSTOMER"]))).toEqual(["FUEL", "OTHER", "ELECTRICITY", "CHARGING"])
    expect(spendingCategoriesFor(kind(["VIEW_DOCUMENTS", "VIEW_CARDS"]))).toEqual([])
  })
  it("gives companies amounts without VAT, persons and associations with it", () => {
    expect(spendingIncludesVat(kind([], false, false))).toBe(false)
    expect(spendingIncludesVat(kind([], true))).toBe(true)
    expect(spendingIncludesVat(kind([], false, true))).toBe(true)
    expect(shownAmount(12.4, 2.4, true)).toBe(12.4)
    expect(shownAmount(12.4, 2.4, false)).toBe(10)
    expect(shownAmount(0.3, 0.1, false)).toBe(0.2)
  })
})
