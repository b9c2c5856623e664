import { describe, expect, it } from "vitest"
import { checkMeasurementRange, consumptionPresetRange, drillDown, lastYearOf, resolutionFor } from "../../../src/core/rules/consumption"

describe("consumption rules", () => {
  it("presets count whole months from today; the last 12 months end with this month", () => {
    expect(consumptionPresetRange("last12Months", "2026-11-25")).toEqual({ start: "2025-12-01", end: "2026-11-30" })
    expect(consumptionPresetRange("last12Months", "2026-12-01")).toEqual({ start: "2026-01-01", end: "2026-12-31" })
    expect(consumptionPresetRange("previousMonth", "2026-01-15")).toEqual({ start: "2025-12-01", end: "2025-12-31" })
    expect(consumptionPresetRange("currentMonth", "2028-02-10")).toEqual({ start: "2028-02-01", end: "2028-02-29" })
  })

  it("a day is shown by hour, up to 62 days by day, longer by month", () => {
    expect(resolutionFor({ start: "2026-03-01", end: "2026-03-01" })).toBe("HOUR")
    expect(resolutionFor({ start: "2026-03-01", end: "2026-03-02" })).toBe("DAY")
    expect(resolutionFor({ start: "2026-03-01", end: "2026-05-01" })).toBe("DAY")
    expect(resolutionFor({ start: "2026-03-01", end: "2026-05-02" })).toBe("MONTH")
  })

  it("drills a month to its days, a day to its hours, and an hour nowhere", () => {
    expect(drillDown("MONTH", "2026-02")).toEqual({ range: { start: "2026-02-01", end: "2026-02-28" }, resolution: "DAY" })
    expect(drillDown("DAY", "2026-02-14")).toEqual({ range: { start: "2026-02-14", end: "2026-02-14" }, resolution: "HOUR" })
    expect(drillDown("HOUR", "2026-02-14T13:00")).toBeNull()
  })

  it("last year of 29 February is 28 February", () => {
    expect(lastYearOf({ start: "2028-02-01", end: "2028-02-29" })).toEqual({ start: "2027-02-01", end: "2027-02-28" })
  })

  it("refuses requests at their limits: HOUR 31 days, DAY 366, MONTH 1098", () => {
    expect(checkMeasurementRange("2026-01-01", "2026-01-31", "HOUR")).toBeNull()
    expect(checkMeasurementRange("2026-01-01", "2026-02-01", "HOUR")).toBe("tooLong")
    expect(checkMeasurementRange("2025-01-01", "2026-01-01", "DAY")).toBeNull()
    expect(checkMeasurementRange("2024-12-31", "2026-01-01", "DAY")).toBe("tooLong")
    expect(checkMeasurementRange("2026-02-29", "2026-03-01", "DAY")).toBe("fromInvalid")
    expect(checkMeasurementRange("2026-03-02", "2026-03-01", "DAY")).toBe("toBeforeFrom")
    expect(checkMeasurementRange("2026-03-01", "2026-3-1", "DAY")).toBe("toInvalid")
  })
})
