import { describe, expect, it } from "vitest"
import { freeBottom } from "../../../src/widgets/ui/toastPlacement"

// A 900 px viewport, a 70 px toast: its default bottom is 900 - 16 = 884.
describe("freeBottom: the lowest band where a toast covers no control", () => {
  it("stays at the bottom margin when nothing is under it", () => {
    expect(freeBottom(70, 900, [])).toBe(884)
    // A control ending exactly where the toast begins (884 - 70 = 814) is not covered.
    expect(freeBottom(70, 900, [{ top: 780, bottom: 814 }])).toBe(884)
  })
  it("moves just above a control it would cover, and above a stack of rows of buttons", () => {
    expect(freeBottom(70, 900, [{ top: 815, bottom: 850 }])).toBe(809)
    // Buttons every 52 px from 420 down: no 70 px gap between them, so above the first one.
    const rows = Array.from({ length: 9 }, (_, i) => ({ top: 420 + i * 52, bottom: 452 + i * 52 }))
    expect(freeBottom(70, 900, rows)).toBe(414)
  })
  it("takes a gap between controls that is tall enough", () => {
    expect(
      freeBottom(70, 900, [
        { top: 820, bottom: 860 },
        { top: 600, bottom: 740 },
      ]),
    ).toBe(814)
    expect(
      freeBottom(70, 900, [
        { top: 800, bottom: 860 },
        { top: 600, bottom: 724 },
      ]),
    ).toBe(794)
    expect(
      freeBottom(70, 900, [
        { top: 800, bottom: 860 },
        { top: 600, bottom: 726 },
      ]),
    ).toBe(594)
  })
  it("gives up (null) when every band covers a control", () => {
    expect(freeBottom(70, 900, [{ top: 0, bottom: 900 }])).toBeNull()
  })
})
