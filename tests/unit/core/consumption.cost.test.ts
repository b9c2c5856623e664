import { describe, expect, it } from "vitest"
import {
  DEMO_GRID_DAY_TARIFF_CENTS_KWH,
  DEMO_GRID_NIGHT_TARIFF_CENTS_KWH,
  gridTariffCentsKwh,
  hourCostEuros,
  hoursInTallinnMonth,
  isGridDayHour,
  projectMonthCost,
} from "../../../src/core/rules/consumption.cost"

const at = (iso: string) => new Date(iso)

describe("the network's day and night tariff (Tallinn wall time)", () => {
  it("switches to day at 07:00 and back to night at 22:00 on a weekday (winter time, UTC+2)", () => {
    // Tuesday 10.03.2026
    expect(isGridDayHour(at("2026-03-10T04:00:00Z"))).toBe(false) // 06:00
    expect(isGridDayHour(at("2026-03-10T05:00:00Z"))).toBe(true) // 07:00
    expect(isGridDayHour(at("2026-03-10T19:00:00Z"))).toBe(true) // 21:00
    expect(isGridDayHour(at("2026-03-10T20:00:00Z"))).toBe(false) // 22:00
    expect(gridTariffCentsKwh(at("2026-03-10T05:00:00Z"))).toBe(DEMO_GRID_DAY_TARIFF_CENTS_KWH)
    expect(gridTariffCentsKwh(at("2026-03-10T04:00:00Z"))).toBe(DEMO_GRID_NIGHT_TARIFF_CENTS_KWH)
  })
  it("counts the hours in summer time (UTC+3) by the wall clock too", () => {
    // Monday 06.07.2026
    expect(isGridDayHour(at("2026-07-06T03:00:00Z"))).toBe(false) // 06:00
    expect(isGridDayHour(at("2026-07-06T04:00:00Z"))).toBe(true) // 07:00
    expect(isGridDayHour(at("2026-07-06T18:00:00Z"))).toBe(true) // 21:00
    expect(isGridDayHour(at("2026-07-06T19:00:00Z"))).toBe(false) // 22:00
  })
  it("weekends are night all day: Friday 21:00 day, Saturday noon night, Monday 07:00 day", () => {
    expect(isGridDayHour(at("2026-03-13T19:00:00Z"))).toBe(true)
    expect(isGridDayHour(at("2026-03-14T10:00:00Z"))).toBe(false)
    expect(isGridDayHour(at("2026-03-15T19:00:00Z"))).toBe(false)
    expect(isGridDayHour(at("2026-03-16T05:00:00Z"))).toBe(true)
  })
})

describe("hourCostEuros: spot + margin + tariff, with the VAT of the day", () => {
  it("takes 22% on the last hour before 1 July 2025 and 24% from its first hour (Tallinn midnight)", () => {
    // 30.06.2025 23:00 Tallinn (Monday, night tariff) and 01.07.2025 00:00 (Tuesday, night tariff)
    const before = hourCostEuros(at("2025-06-30T20:00:00Z"), 1, 100)
    const after = hourCostEuros(at("2025-06-30T21:00:00Z"), 1, 100)
    expect(before).toBeCloseTo(((10 + 0.6 + 3.5) * 1.22) / 100, 10)
    expect(after).toBeCloseTo(((10 + 0.6 + 3.5) * 1.24) / 100, 10)
  })
  it("scales with the kWh and follows a negative spot price", () => {
    // Tuesday 01.07.2025 12:00 Tallinn: day tariff, 24%
    expect(hourCostEuros(at("2025-07-01T09:00:00Z"), 2.5, 100)).toBeCloseTo((2.5 * (10 + 0.6 + 6.05) * 1.24) / 100, 10)
    expect(hourCostEuros(at("2025-07-01T09:00:00Z"), 1, -50)).toBeCloseTo(((-5 + 0.6 + 6.05) * 1.24) / 100, 10)
    expect(hourCostEuros(at("2025-07-01T09:00:00Z"), 0, 100)).toBe(0)
  })
})

describe("month-to-date projection", () => {
  it("carries the cost per measured hour over the month's hours", () => {
    expect(projectMonthCost(10, 100, 744)).toBeCloseTo(74.4, 10)
    expect(projectMonthCost(0, 0, 744)).toBeNull()
  })
  it("knows the months of the clock change in Tallinn", () => {
    expect(hoursInTallinnMonth("2026-01")).toBe(744)
    expect(hoursInTallinnMonth("2026-02")).toBe(672)
    expect(hoursInTallinnMonth("2026-03")).toBe(743)
    expect(hoursInTallinnMonth("2026-10")).toBe(745)
    expect(hoursInTallinnMonth("2026-12")).toBe(744)
  })
})
