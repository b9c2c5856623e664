import { createHash } from "node:crypto"
import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { EARLY_REFRESH_GLOBAL, EARLY_REFRESH_SCRIPT } from "../../../src/core/http/earlyRefresh"
import { EARLY_REFRESH_HASH, portalCsp } from "../../../src/server/http/securityHeaders"
import { sessionExpiredByTabs } from "../../../src/core/rules/tabs"

/** Runs the inline script against a local storage holding `stored`; answers the fetch calls it made. */
const run = (stored: Record<string, string>, now = 1_000_000_000) => {
  const calls: Array<{ url: string; init: { method: string; credentials: string } }> = []
  const window: Record<string, unknown> = {}
  const response = { status: 200, statusText: "OK", headers: {}, json: () => Promise.resolve({ token: "t", userId: 1 }) }
  runInNewContext(EARLY_REFRESH_SCRIPT, {
    window,
    localStorage: { getItem: (k: string) => stored[k] ?? null },
    fetch: (url: string, init: { method: string; credentials: string }) => {
      calls.push({ url, init })
      return Promise.resolve(response)
    },
    Date: { now: () => now },
    isFinite,
  })
  return { calls, started: window[EARLY_REFRESH_GLOBAL] as Promise<{ status: number; data: unknown }> | undefined }
}

describe("the early refresh script of the portal's HTML", () => {
  it("starts one refresh call when a user id is stored, and leaves its answer on window", async () => {
    const { calls, started } = run({ "ise.userId": "1", "ise.openTabs": "1" })
    expect(calls).toEqual([{ url: "/v1/auth/refresh", init: expect.objectContaining({ method: "POST", credentials: "include" }) }])
    await expect(started).resolves.toMatchObject({ status: 200, data: { token: "t", userId: 1 } })
  })

  it("asks nothing without a stored user id", () => {
    expect(run({}).calls).toEqual([])
  })

  it("follows the tabs rule of main.tsx: no refresh for a session whose tabs were all closed over 120 s ago", () => {
    const now = 1_000_000_000
    const cases = [
      { openTabs: "0", closed: now - 121_000 },
      { openTabs: "0", closed: now - 119_000 },
      { openTabs: "2", closed: now - 500_000 },
      { openTabs: undefined, closed: now - 500_000 },
      { openTabs: "0", closed: undefined },
    ]
    for (const c of cases) {
      const stored: Record<string, string> = { "ise.userId": "1" }
      if (c.openTabs !== undefined) stored["ise.openTabs"] = c.openTabs
      if (c.closed !== undefined) stored["ise.lastTabClosedAt"] = String(c.closed)
      const expired = sessionExpiredByTabs({ openTabs: Number(c.openTabs ?? 0), lastClosedAt: c.closed ?? null }, now)
      expect(run(stored, now).calls.length, JSON.stringify(c)).toBe(expired ? 0 : 1)
    }
  })

  it("is the one inline script the portal's CSP allows, by its hash", () => {
    expect(EARLY_REFRESH_HASH).toBe(`'sha256-${createHash("sha256").update(EARLY_REFRESH_SCRIPT).digest("base64")}'`)
    expect(portalCsp("")).toContain(`script-src 'self' ${EARLY_REFRESH_HASH};`)
  })
})
