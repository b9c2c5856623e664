import { describe, expect, it } from "vitest"
import { SOAK_RSS_GROWTH_LIMIT, SOAK_SAMPLE_SECONDS, soakFloorGrowth, soakWindowSeconds } from "../../../bench/soak"

// The soak's growth figure (bench/soak.ts, docs/bench.md "Soak"): the lowest RSS of the first window after the
// warm-up against the lowest of the last. Under the soak's load V8's heap grows by up to 200 MB between full
// collections and shrinks after each, so the RSS saws up and down; a single reading falls anywhere on the saw.

const TEN_MINUTES = 600
/** A sample every SOAK_SAMPLE_SECONDS for `seconds`, from the warm-up's end. */
const run = (seconds: number, rss: (t: number) => number) =>
  Array.from({ length: seconds / SOAK_SAMPLE_SECONDS }, (_, i) => {
    const atS = (i + 1) * SOAK_SAMPLE_SECONDS
    return { atS, rssMb: rss(atS) }
  })
/** V8's heap's swing: 200 MB up over 37 s, down at the full collection (37 s: the samples fall anywhere on it). */
const saw = (t: number) => 200 * ((t % 37) / 37)
const window = soakWindowSeconds(10)

describe("the soak's RSS growth figure", () => {
  it("compares the first and the last 2 minutes of a 10-minute run; halves of a short one", () => {
    expect(window).toBe(120)
    expect(soakWindowSeconds(1)).toBe(30)
    expect(
      soakFloorGrowth(
        run(60, (t) => (t <= 30 ? 300 : 330)),
        120,
      ),
    ).toMatchObject({ windowS: 27.5, firstMb: 300, lastMb: 330 })
  })

  it("ignores the swing of V8's heap: the troughs stay, whichever samples fall on the peaks", () => {
    const samples = run(TEN_MINUTES, (t) => 250 + saw(t))
    // The single readings the budget used to compare can be a trough and a peak: +80 % for a process that keeps
    // the same memory throughout.
    expect(Math.max(...samples.map((s) => s.rssMb)) / Math.min(...samples.map((s) => s.rssMb))).toBeGreaterThan(1.7)
    const { percent } = soakFloorGrowth(samples, window)
    expect(Math.abs(percent)).toBeLessThan(3)
  })

  it("ignores a single high sample at the end (a burst of requests' garbage)", () => {
    const samples = run(TEN_MINUTES, (t) => 250 + saw(t) + (t === TEN_MINUTES ? 300 : 0))
    expect(Math.abs(soakFloorGrowth(samples, window).percent)).toBeLessThan(3)
  })

  it("catches a steady climb under the swing (a leak of 6 MB a minute)", () => {
    const samples = run(TEN_MINUTES, (t) => 250 + saw(t) + 0.1 * t)
    expect(soakFloorGrowth(samples, window).percent).toBeGreaterThan(SOAK_RSS_GROWTH_LIMIT)
  })

  it("catches memory that jumps and is never given back (native memory kept by the C heap)", () => {
    const samples = run(TEN_MINUTES, (t) => 250 + saw(t) + (t > 300 ? 120 : 0))
    const floor = soakFloorGrowth(samples, window)
    expect(floor.percent).toBeGreaterThan(40)
    expect(floor.lastMb - floor.firstMb).toBeGreaterThan(110)
  })

  it("needs two samples at least", () => {
    expect(() => soakFloorGrowth([{ atS: 5, rssMb: 300 }], window)).toThrow(/at least 2/)
  })
})
