import { describe, expect, it } from "vitest"
import { withOffset } from "../../../src/core/rules/consumption"
import { pointLabel, pointLabels, pointSeconds, zoneOf } from "../../../src/widgets/consumption/timeLabels"

/** The hours of a day as the server sends them: wall time and the offset at that instant, in minutes. */
const hours = (day: string, wall: ReadonlyArray<[hour: number, offset: number]>) =>
  wall.map(([h, o]) => ({ time: withOffset(`${day}T${String(h).padStart(2, "0")}:00`, o) }))

describe("an hour's time with its offset", () => {
  it("is an ISO 8601 instant: +03:00 in summer, +02:00 in winter, Z at UTC, minutes kept", () => {
    expect(withOffset("2025-10-26T03:00", 180)).toBe("2025-10-26T03:00+03:00")
    expect(withOffset("2025-10-26T03:00", 120)).toBe("2025-10-26T03:00+02:00")
    expect(withOffset("2025-10-26T01:00", 0)).toBe("2025-10-26T01:00Z")
    expect(withOffset("2025-10-26T01:00", -330)).toBe("2025-10-26T01:00-05:30")
    expect(Date.parse(withOffset("2025-10-26T03:00", 180))).toBe(Date.parse("2025-10-26T00:00:00Z"))
    expect(Date.parse(withOffset("2025-10-26T03:00", 120))).toBe(Date.parse("2025-10-26T01:00:00Z"))
  })

  it("names its zone by the offset", () => {
    expect(zoneOf("2025-10-26T03:00+03:00")).toBe("EEST")
    expect(zoneOf("2025-10-26T03:00+02:00")).toBe("EET")
    expect(zoneOf("2025-10-26T03:00Z")).toBe("UTC")
    expect(zoneOf("2025-10-26T03:00+04:00")).toBe("+04:00")
  })
})

describe("the labels of a day's hours", () => {
  const autumn = hours("2025-10-26", [
    [2, 180],
    [3, 180],
    [3, 120],
    [4, 120],
  ])

  it("tell the two 03:00 hours of the autumn day apart by their zone, and leave the others plain", () => {
    const labels = pointLabels(autumn, "HOUR")
    expect(autumn.map((p) => labels.get(p.time))).toEqual(["02:00", "03:00 (EEST)", "03:00 (EET)", "04:00"])
    expect(pointLabel(autumn[1]!.time, "HOUR")).toBe("03:00")
  })

  it("put the two 03:00 hours an hour apart on the chart, and an ordinary or spring day's hours plain", () => {
    expect(autumn.map((p) => pointSeconds(p.time))).toEqual([0, 1, 2, 3].map((i) => Date.parse("2025-10-25T23:00:00Z") / 1000 + i * 3600))
    const spring = hours("2026-03-29", [
      [2, 120],
      [4, 180],
    ])
    expect([...pointLabels(spring, "HOUR").values()]).toEqual(["02:00", "04:00"])
    expect(pointSeconds(spring[1]!.time) - pointSeconds(spring[0]!.time)).toBe(3600)
  })

  it("keeps days and months as their wall dates", () => {
    expect([...pointLabels([{ time: "2025-10-26" }, { time: "2025-10-27" }], "DAY").values()]).toEqual(["26.10.2025", "27.10.2025"])
    expect(pointSeconds("2025-10-26")).toBe(Date.UTC(2025, 9, 26) / 1000)
    expect([...pointLabels([{ time: "2025-10" }], "MONTH").values()]).toEqual(["10.2025"])
  })
})
