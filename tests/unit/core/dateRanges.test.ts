import { describe, expect, it } from "vitest"
import {
  mondayOf,
  parseCustomRange,
  parseEstonianDate,
  parseTypedDate,
  presetRange,
  toEstonianDate,
} from "../../../src/core/rules/dateRanges"

describe("date presets (weeks start on Monday)", () => {
  // Wednesday 18 March 2026
  const today = "2026-03-18"
  it("current and previous week", () => {
    expect(presetRange("currentWeek", today)).toEqual({ start: "2026-03-16", end: "2026-03-22" })
    expect(presetRange("previousWeek", today)).toEqual({ start: "2026-03-09", end: "2026-03-15" })
  })
  it("a Sunday belongs to the week that began on the Monday before", () => {
    expect(mondayOf("2026-03-22")).toBe("2026-03-16")
    expect(presetRange("currentWeek", "2026-03-22")).toEqual({ start: "2026-03-16", end: "2026-03-22" })
    expect(mondayOf("2026-03-16")).toBe("2026-03-16")
  })
  it("a week across the new year", () => {
    expect(presetRange("currentWeek", "2026-01-01")).toEqual({ start: "2025-12-29", end: "2026-01-04" })
    expect(presetRange("previousWeek", "2026-01-01")).toEqual({ start: "2025-12-22", end: "2025-12-28" })
  })
  it("current and previous month, February of a leap year, January's previous month", () => {
    expect(presetRange("currentMonth", today)).toEqual({ start: "2026-03-01", end: "2026-03-31" })
    expect(presetRange("previousMonth", today)).toEqual({ start: "2026-02-01", end: "2026-02-28" })
    expect(presetRange("previousMonth", "2024-03-05")).toEqual({ start: "2024-02-01", end: "2024-02-29" })
    expect(presetRange("previousMonth", "2026-01-10")).toEqual({ start: "2025-12-01", end: "2025-12-31" })
  })
  it("current and previous year", () => {
    expect(presetRange("currentYear", today)).toEqual({ start: "2026-01-01", end: "2026-12-31" })
    expect(presetRange("previousYear", today)).toEqual({ start: "2025-01-01", end: "2025-12-31" })
  })
})

describe("Estonian dates dd.MM.yyyy", () => {
  it("parses real dates, with or without leading zeros", () => {
    expect(parseEstonianDate("01.05.2026")).toBe("2026-05-01")
    expect(parseEstonianDate(" 1.5.2026 ")).toBe("2026-05-01")
    expect(parseEstonianDate("29.02.2024")).toBe("2024-02-29")
  })
  it("refuses impossible or foreign forms", () => {
    for (const bad of ["31.02.2026", "29.02.2026", "01.13.2026", "00.01.2026", "2026-05-01", "05/01/2026", "1.5.26", "abc", ""])
      expect(parseEstonianDate(bad), bad).toBeNull()
  })
  it("writes YYYY-MM-DD the Estonian way", () => expect(toEstonianDate("2026-05-01")).toBe("01.05.2026"))
  it("custom range: open ends allowed, bad text and reversed ranges named", () => {
    expect(parseCustomRange("01.01.2026", "")).toEqual({ range: { start: "2026-01-01" } })
    expect(parseCustomRange("", "")).toEqual({ range: {} })
    expect(parseCustomRange("32.01.2026", "")).toEqual({ problem: "startInvalid" })
    expect(parseCustomRange("01.01.2026", "x")).toEqual({ problem: "endInvalid" })
    expect(parseCustomRange("02.01.2026", "01.01.2026")).toEqual({ problem: "endBeforeStart" })
  })
})

describe("parseTypedDate: a date field's text", () => {
  it("takes day first with dots, slashes or dashes, and ISO", () => {
    expect(parseTypedDate("05.12.2026")).toBe("2026-12-05")
    expect(parseTypedDate("5/12/2026")).toBe("2026-12-05")
    expect(parseTypedDate(" 05-12-2026 ")).toBe("2026-12-05")
    expect(parseTypedDate("2026-12-05")).toBe("2026-12-05")
    expect(parseTypedDate("2024-02-29")).toBe("2024-02-29")
  })
  it("refuses what is not a real day or not a whole date", () => {
    expect(parseTypedDate("2026-02-29")).toBeNull()
    expect(parseTypedDate("31.04.2026")).toBeNull()
    expect(parseTypedDate("12/05/26")).toBeNull()
    expect(parseTypedDate("05.12.2026x")).toBeNull()
    expect(parseTypedDate("05.12-2026")).toBeNull()
    expect(parseTypedDate("")).toBeNull()
  })
})
