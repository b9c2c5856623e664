import { describe, expect, it } from "vitest"
import { passes } from "../../../bench/budget"
import { LCP_BUDGET_MS, medians, VITAL_ROUTES, vitalBudgets, type Vital } from "../../../bench/vitals"

const load = (over: Partial<Vital>): Omit<Vital, "runs"> => ({
  route: "/arved",
  viewport: "desktop",
  visitor: "returning",
  lcpMs: 1000,
  element: '<h1> "Arved"',
  placeholder: false,
  cls: 0,
  requests: 10,
  wireKB: 100,
  ...over,
})

describe("bench/vitals (issue 31)", () => {
  it("measures /login and every signed-in route of the table without a parameter", () => {
    expect(VITAL_ROUTES).toContain("/login")
    expect(VITAL_ROUTES).toContain("/elektritarbimine")
    expect(VITAL_ROUTES).toContain("/laadimine/leping")
    expect(VITAL_ROUTES).not.toContain("/redirect")
    expect(VITAL_ROUTES.some((r) => r.includes(":"))).toBe(false)
  })

  it("keeps the median load of each line by LCP, with every load's LCP in measured order", () => {
    const [line, other] = medians([
      load({ lcpMs: 1900, requests: 1 }),
      load({ visitor: "first", lcpMs: 700 }),
      load({ lcpMs: 1100, requests: 2 }),
      load({ lcpMs: 1400, requests: 3 }),
    ])
    expect(line).toMatchObject({ visitor: "returning", lcpMs: 1400, requests: 3, runs: [1900, 1100, 1400] })
    expect(other).toMatchObject({ visitor: "first", lcpMs: 700, runs: [700] })
  })

  it("budgets the returning customer everywhere and the first-time visitor on /login, at 1.5 s exactly", () => {
    const lcp = (v: Partial<Vital>) => vitalBudgets([{ ...load(v), runs: [] }]).filter((b) => b.name.startsWith("LCP"))
    expect(lcp({ lcpMs: LCP_BUDGET_MS }).map(passes)).toEqual([true])
    expect(lcp({ lcpMs: LCP_BUDGET_MS + 1 }).map(passes)).toEqual([false])
    expect(lcp({ visitor: "first" })).toEqual([])
    expect(lcp({ visitor: "first", route: "/login" }).map(passes)).toEqual([true])
  })

  it("fails a line whose LCP element is a placeholder, however fast", () => {
    const [lcp] = vitalBudgets([{ ...load({ lcpMs: 200, placeholder: true, element: '<p> "Kasutame…"' }), runs: [] }])
    expect(passes(lcp!)).toBe(false)
    expect(lcp!.fail).toContain("placeholder")
  })
})
