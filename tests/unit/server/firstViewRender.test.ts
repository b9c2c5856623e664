import { describe, expect, it } from "vitest"
import { isPlainJson } from "../../../src/portal/firstView"

// The render itself runs from its build (dist/portal-render) in tests/browser/firstView.spec.ts.
describe("the first view's answers", () => {
  it("go into the page only as plain JSON: what comes back the same from JSON.parse", () => {
    expect(isPlainJson({ a: [1, "x", true, null, { b: undefined }] })).toBe(true)
    for (const odd of [new Date(), new Map(), Number.NaN, Number.POSITIVE_INFINITY, [undefined], () => 1, 1n])
      expect(isPlainJson({ odd }), String(odd)).toBe(false)
  })
})
