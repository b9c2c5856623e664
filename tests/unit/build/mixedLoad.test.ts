import { describe, expect, it } from "vitest"
import { status } from "../../../bench/budget"
import { mixedBudgets, type MixedFigures } from "../../../bench/mixed"
import { p99Of } from "../../../bench/percentile"

// The mixed load (bench/mixed.ts, issue 26): each step's p99 printed, and no error of any kind allowed.

describe("p99Of: the nearest rank", () => {
  it("is the smallest value at or above 99 % of the answers", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(p99Of(hundred)).toBe(99)
    expect(p99Of([...hundred, 101])).toBe(100)
    expect(p99Of([5, 1, 3])).toBe(5)
    expect(p99Of([])).toBe(0)
  })
})

describe("the mixed load's budget", () => {
  const figures = (over: Partial<MixedFigures>): MixedFigures => ({
    on: "postgres",
    requests: 1000,
    rps: 100,
    non2xx: 0,
    errors: 0,
    statuses: { "200": 1000 },
    steps: [],
    signIns: 6,
    signInFailures: 0,
    loadAverage: [1, 1, 1],
    ...over,
  })
  const verdict = (f: MixedFigures | undefined, error?: string) => mixedBudgets(f, error).map(status)
  it("passes with none, and fails at one error answer, one socket error or one failed sign-in", () => {
    expect(verdict(figures({}))).toEqual(["PASS"])
    expect(verdict(figures({ non2xx: 1 }))).toEqual(["FAIL"])
    expect(verdict(figures({ errors: 1 }))).toEqual(["FAIL"])
    expect(verdict(figures({ signInFailures: 1 }))).toEqual(["FAIL"])
  })
  it("fails when the run itself failed", () => {
    expect(verdict(undefined, "the load process exited (1)")).toEqual(["FAIL"])
  })
})
