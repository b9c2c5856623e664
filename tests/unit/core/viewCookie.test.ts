import { describe, expect, it } from "vitest"
import { decodeViewCookie, encodeViewCookie, renderedView, sameView, viewUserId } from "../../../src/core/http/viewCookie"
import { TAB_CLOSURE_TIMEOUT_MS } from "../../../src/core/rules/tabs"

const storageOf = (values: Record<string, string>) => decodeViewCookie(encodeViewCookie((key) => values[key] ?? null))!

describe("the view cookie (issue 31: what the server's first view reads of local storage)", () => {
  it("carries the keys the first view reads, and only those", () => {
    const values = {
      "ise.locale": "ru",
      "ise.userId": "7",
      "ise.customerId": "2",
      "ise.customerOf": "7",
      "ise.cookieConsent": "agreed",
      other: "x",
    }
    const storage = storageOf(values)
    for (const key of ["ise.locale", "ise.userId", "ise.customerId", "ise.customerOf", "ise.cookieConsent"])
      expect(storage.getItem(key)).toBe(values[key as keyof typeof values])
    expect(storage.getItem("other")).toBeNull()
    expect(storage.getItem("ise.openTabs")).toBeNull()
  })

  it("is a cookie value: no separator, space or quote of the cookie syntax", () => {
    expect(encodeViewCookie(() => 'a; b="c",d')).toMatch(/^[A-Za-z0-9%_.!~*'()-]*$/)
  })

  it("refuses what the portal did not write: broken JSON, other shapes, overlong or non-string values", () => {
    expect(decodeViewCookie(undefined)).toBeUndefined()
    expect(decodeViewCookie("%7Bbroken")).toBeUndefined()
    expect(decodeViewCookie(encodeURIComponent("[1]"))).toBeUndefined()
    expect(decodeViewCookie(encodeURIComponent("null"))).toBeUndefined()
    const odd = decodeViewCookie(
      encodeURIComponent(JSON.stringify({ "ise.userId": 7, "ise.locale": "x".repeat(41), "ise.customerId": "x".repeat(40) })),
    )!
    expect([odd.getItem("ise.userId"), odd.getItem("ise.locale"), odd.getItem("ise.customerId")]).toEqual([null, null, "x".repeat(40)])
  })

  it("names the user only while the tabs rule keeps the session: all tabs closed for more than 120 s ends it", () => {
    const closedAt = 1_000_000
    const at = (openTabs: string, now: number) =>
      viewUserId(storageOf({ "ise.userId": "7", "ise.openTabs": openTabs, "ise.lastTabClosedAt": String(closedAt) }), now)
    expect(at("0", closedAt + TAB_CLOSURE_TIMEOUT_MS)).toBe(7)
    expect(at("0", closedAt + TAB_CLOSURE_TIMEOUT_MS + 1)).toBeNull()
    expect(at("1", closedAt + TAB_CLOSURE_TIMEOUT_MS + 1)).toBe(7)
    expect(viewUserId(storageOf({ "ise.openTabs": "1" }), closedAt)).toBeNull()
    expect(viewUserId(storageOf({ "ise.userId": "seven" }), closedAt)).toBeNull()
  })

  it("tells the browser whether its storage still holds what the server rendered from: any rendered key changed, or added, is another view; the tab counts are not", () => {
    const values = { "ise.locale": "en", "ise.userId": "7", "ise.customerId": "2", "ise.openTabs": "1" }
    const rendered = renderedView(storageOf(values))
    const local = (changes: Record<string, string | null>) => {
      const all: Record<string, string | null> = { ...values, ...changes }
      return { getItem: (key: string) => all[key] ?? null }
    }
    expect(sameView(rendered, local({}))).toBe(true)
    expect(sameView(rendered, local({ "ise.openTabs": "3", "ise.lastTabClosedAt": "5" }))).toBe(true)
    const changes: ReadonlyArray<Record<string, string | null>> = [
      { "ise.locale": "ru" },
      { "ise.userId": null },
      { "ise.customerId": "3" },
      { "ise.customerOf": "7" },
      { "ise.cookieConsent": "agreed" },
    ]
    for (const changed of changes) expect(sameView(rendered, local(changed)), JSON.stringify(changed)).toBe(false)
  })
})
