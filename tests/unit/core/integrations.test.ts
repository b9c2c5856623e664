import { describe, expect, it } from "vitest"
import { retryAfterMs, WEBHOOK_FIRST_RETRY_MS, WEBHOOK_RETRY_WINDOW_MS, webhookNextAttempt } from "../../../src/core/rules/integrations"

const now = new Date("2026-03-02T10:00:00Z")

describe("retryAfterMs (RFC 9110's Retry-After)", () => {
  it("reads delay-seconds and the three HTTP date forms; a past date is no wait", () => {
    expect(retryAfterMs("120", now)).toBe(120_000)
    expect(retryAfterMs(" 0 ", now)).toBe(0)
    expect(retryAfterMs("Mon, 02 Mar 2026 10:05:00 GMT", now)).toBe(300_000)
    expect(retryAfterMs("Monday, 02-Mar-26 10:05:00 GMT", now)).toBe(300_000)
    expect(retryAfterMs("Mon Mar  2 10:05:00 2026", now)).toBe(300_000)
    expect(retryAfterMs("Mon, 02 Mar 2026 09:00:00 GMT", now)).toBe(0)
  })

  it("ignores what is neither", () => {
    for (const value of [undefined, null, "", "-5", "1.5", "soon", "2026-03-02T10:05:00Z", "Mon, 02 Mar 2026 10:05:00 +0200"])
      expect(retryAfterMs(value, now), String(value)).toBeUndefined()
  })
})

describe("webhookNextAttempt", () => {
  const created = new Date("2026-03-02T09:00:00Z")
  const end = created.getTime() + WEBHOOK_RETRY_WINDOW_MS

  it("backs off 10 s, 30 s, 90 s … without Retry-After, and stops past 24 h", () => {
    expect(webhookNextAttempt(created, now, 1)!.getTime() - now.getTime()).toBe(WEBHOOK_FIRST_RETRY_MS)
    expect(webhookNextAttempt(created, now, 3)!.getTime() - now.getTime()).toBe(90_000)
    expect(webhookNextAttempt(created, new Date(end - 10_000), 1)!.getTime()).toBe(end)
    expect(webhookNextAttempt(created, new Date(end - 9_999), 1)).toBeNull()
  })

  it("takes the receiver's Retry-After instead (at least 10 s), cut to the window's end", () => {
    expect(webhookNextAttempt(created, now, 1, 600_000)!.getTime() - now.getTime()).toBe(600_000)
    // Shorter than the backoff (attempt 5 would wait 810 s): the receiver's word counts.
    expect(webhookNextAttempt(created, now, 5, 60_000)!.getTime() - now.getTime()).toBe(60_000)
    expect(webhookNextAttempt(created, now, 1, 0)!.getTime() - now.getTime()).toBe(WEBHOOK_FIRST_RETRY_MS)
    expect(webhookNextAttempt(created, now, 1, 3 * WEBHOOK_RETRY_WINDOW_MS)!.getTime()).toBe(end)
    expect(webhookNextAttempt(created, new Date(end - 1), 1, 3_600_000)!.getTime()).toBe(end)
    expect(webhookNextAttempt(created, new Date(end), 1, 3_600_000)).toBeNull()
  })
})
