import { describe, expect, it } from "vitest"
import {
  COOKIE_CONSENT_KEY,
  isTagManagerId,
  readConsent,
  storeConsent,
  tagManagerEnabled,
  tagManagerScriptUrl,
} from "../../../src/core/rules/consent"
import { EARLY_REFRESH_HASH, portalCsp } from "../../../src/server/http/securityHeaders"
import { loadTagManager } from "../../../src/portal/app/tagManager"

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}

describe("cookie consent", () => {
  it("no decision until one is stored; the stored flag is read back; junk and broken storage count as none", () => {
    const storage = memory()
    expect(readConsent(storage)).toBeNull()
    storeConsent(storage, "agreed")
    expect([storage.map.get(COOKIE_CONSENT_KEY), readConsent(storage)]).toEqual(["agreed", "agreed"])
    storage.setItem(COOKIE_CONSENT_KEY, "maybe")
    expect(readConsent(storage)).toBeNull()
    expect(
      readConsent({
        getItem: () => {
          throw new Error("denied")
        },
      }),
    ).toBeNull()
    expect(() =>
      storeConsent(
        {
          setItem: () => {
            throw new Error("quota")
          },
        },
        "declined",
      ),
    ).not.toThrow()
  })

  it("the tag manager loads only with a configured id and an agreement", () => {
    expect([isTagManagerId("GTM-AB12CD"), isTagManagerId(""), isTagManagerId("GTM-<x>"), isTagManagerId(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ])
    expect(tagManagerEnabled("GTM-AB12CD", "agreed")).toBe(true)
    expect([tagManagerEnabled("GTM-AB12CD", "declined"), tagManagerEnabled("GTM-AB12CD", null), tagManagerEnabled("", "agreed")]).toEqual([
      false,
      false,
      false,
    ])
    expect(tagManagerScriptUrl("GTM-AB12CD")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD")
  })

  it("loading adds the start event and one script, however often it is called", () => {
    const appended: Array<{ src: string; async: boolean }> = []
    const doc = {
      querySelector: (selector: string) => (appended.some((s) => selector.includes(s.src)) ? {} : null),
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (s: { src: string; async: boolean }) => appended.push(s) },
    } as unknown as Document
    const win = {} as Window & { dataLayer?: unknown[] }
    loadTagManager("GTM-AB12CD", doc, win)
    loadTagManager("GTM-AB12CD", doc, win)
    expect(appended).toEqual([{ src: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD", async: true }])
    expect(win.dataLayer).toHaveLength(1)
    expect(win.dataLayer![0]).toMatchObject({ event: "gtm.js" })
  })

  it("the portal's CSP allows the tag manager's origin only when GTM_ID is configured", () => {
    const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src"))
    // 'self' and the hash of the one inline script (the early refresh), nothing else without an id.
    expect(scriptSrc(portalCsp(""))).toBe(`script-src 'self' ${EARLY_REFRESH_HASH}`)
    expect(scriptSrc(portalCsp("not-an-id"))).toBe(`script-src 'self' ${EARLY_REFRESH_HASH}`)
    expect(scriptSrc(portalCsp("GTM-AB12CD"))).toBe(`script-src 'self' ${EARLY_REFRESH_HASH} https://www.googletagmanager.com`)
    expect(portalCsp("GTM-AB12CD")).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
  })
})
