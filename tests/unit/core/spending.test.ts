import { describe, expect, it } from "vitest"
import {
  addMonths,
  fuelTypeOfProduct,
  monthDays,
  parseTankLitres,
  shownAmount,
  spendingCategoriesFor,
  spendingIncludesVat,
  spendingMonths,
} from "../../../src/core/rules/spending"
import { budgetAlertMail, budgetPercent, parseBudget, reachedThresholds } from "../../../src/core/rules/spending.budgets"
import {
  anomalyReason,
  NO_FIGURES,
  distanceKm,
  fasterThanACar,
  minutesAtAssumedSpeed,
  outsideBusinessHours,
} from "../../../src/core/rules/spending.anomalies"

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

describe("budget thresholds", () => {
  it("79.99 % reaches none, 80 % reaches 80, 100 % reaches both (compared in cents)", () => {
    expect(reachedThresholds(79.99, 100)).toEqual([])
    expect(reachedThresholds(80, 100)).toEqual([80])
    expect(reachedThresholds(99.99, 100)).toEqual([80])
    expect(reachedThresholds(100, 100)).toEqual([80, 100])
    expect(reachedThresholds(0.1 + 0.7, 1)).toEqual([80])
    expect(budgetPercent(79.99, 100)).toBe(80)
    expect(budgetPercent(1234.5, 1000)).toBe(123.5)
  })

  it("writes the alert in the customer's language with its figures", () => {
    const alert = {
      kind: "CATEGORY",
      key: "FUEL",
      label: null,
      month: "2026-03",
      threshold: 80,
      spent: 1234.5,
      amount: 1500,
      includesVat: false,
    } as const
    const et = budgetAlertMail("et", alert, "https://x/kulud")
    expect(et.subject).toBe("Eelarvest on kasutatud 80 %: kütus, märts 2026")
    expect(et.body).toContain("1234,50\u00a0€ / 1500,00\u00a0€ (käibemaksuta)")
    expect(budgetAlertMail("en", alert, "l").body).toContain("€1,234.50 of €1,500.00 (without VAT)")
    const ru = budgetAlertMail("ru", { ...alert, kind: "CARD", key: "7000-1", label: "Auto", threshold: 100 }, "l")
    expect(ru.subject).toBe("Бюджет исчерпан: карта 7000-1 (Auto), март 2026 г.")
    expect(ru.body).toContain("1\u00a0234,50\u00a0€ из 1\u00a0500,00\u00a0€ (без НДС)")
  })
})

describe("a typed budget", () => {
  it("reads euro with a comma or point and grouped thousands; blank is none; the rest is refused", () => {
    expect(parseBudget("")).toBeNull()
    expect(parseBudget(" 1 500,50 ")).toBe(1500.5)
    expect(parseBudget("80.00")).toBe(80)
    for (const bad of ["0", "0,00", "1,234", "-5", "abc", "1e3", "10000000,01"]) expect(parseBudget(bad), bad).toBeUndefined()
  })
})

describe("anomaly rules", () => {
  it("business hours are Monday to Friday 07:00–19:00 in Tallinn", () => {
    // 2026-03-02 is a Monday; Tallinn is UTC+2 in March.
    expect(outsideBusinessHours(new Date("2026-03-02T05:00:00Z"))).toBe(false) // 07:00
    expect(outsideBusinessHours(new Date("2026-03-02T04:59:00Z"))).toBe(true) // 06:59
    expect(outsideBusinessHours(new Date("2026-03-02T16:59:00Z"))).toBe(false) // 18:59
    expect(outsideBusinessHours(new Date("2026-03-02T17:00:00Z"))).toBe(true) // 19:00
    expect(outsideBusinessHours(new Date("2026-03-07T10:00:00Z"))).toBe(true) // Saturday noon
  })

  it("a car covers at most 130 km/h: Tallinn to Tartu (160 km in a straight line) in 60 minutes is too fast, in 80 it is not", () => {
    const tallinn = { lat: 59.4316, lon: 24.8156 }
    const tartu = { lat: 58.3608, lon: 26.6825 }
    const km = distanceKm(tallinn, tartu)
    expect(km).toBeGreaterThan(150)
    expect(km).toBeLessThan(161)
    expect(fasterThanACar(km, 60)).toBe(true)
    expect(fasterThanACar(km, 80)).toBe(false)
    expect(fasterThanACar(km, -5)).toBe(true)
    expect(minutesAtAssumedSpeed(130)).toBe(60)
  })

  it("tells the reason in et, en and ru with the figures", () => {
    const base = {
      kind: "TANK",
      lineId: 1,
      documentNumber: "LA-1",
      documentDate: "2026-03-02",
      purchasedAt: "2026-03-02T20:40:00Z",
      card: "7000",
      cardName: null,
      vehicle: "741 JKL",
      station: "Tartu, Riia 140",
      product: "Diislikütus",
      quantity: 120.5,
      ...NO_FIGURES,
      tankLitres: 90,
    } as const
    expect(anomalyReason("et", base)).toBe("Tangiti 120,50 L, sõiduki 741 JKL paak on 90 L")
    expect(anomalyReason("en", { ...base, kind: "FUEL", vehicleFuel: "DIESEL", productFuel: "PETROL" })).toBe(
      "petrol bought, vehicle 741 JKL takes diesel",
    )
    expect(anomalyReason("ru", { ...base, kind: "HOURS" })).toBe("Покупка 02.03.2026 22:40, карта только для рабочего времени (пн–пт 7–19)")
    const speed = {
      ...base,
      kind: "SPEED",
      previousStation: "Tallinn, Peterburi tee 2",
      previousAt: "2026-03-02T08:00:00Z",
      distanceKm: 157,
      minutes: 25,
    } as const
    expect(anomalyReason("et", speed)).toBe(
      "157 km eelmisest ostust (Tallinn, Peterburi tee 2, 02.03.2026 10:00) 25 minutiga; 130 km/h juures kulub vähemalt 73 min",
    )
  })
})

describe("a typed tank capacity", () => {
  it("is whole litres from 1 to 1500; blank is unknown", () => {
    expect(parseTankLitres(" ")).toBeNull()
    expect(parseTankLitres("90")).toBe(90)
    expect(parseTankLitres("1500")).toBe(1500)
    for (const bad of ["0", "1501", "80,5", "-1", "x"]) expect(parseTankLitres(bad), bad).toBeUndefined()
  })
})
