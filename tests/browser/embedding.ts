import type { Page } from "@playwright/test"
import { HOST_PORT } from "./playwright.config"

/** The retailer's site (tests/browser/hostServer.ts): in EMBED_ORIGINS, and the same pages on an origin that is not. */
export const LISTED_HOST = `http://127.0.0.1:${HOST_PORT}`
export const UNLISTED_HOST = `http://localhost:${HOST_PORT}`

export type BridgeKind = "ios" | "react-native" | "android"

/**
 * The native app around a webview, faked before the page's scripts run: the bridges of `kinds` record
 * every message (window.__bridge), and the app answers each `ise-token-request` by pushing `token`
 * through window.iseNative (as a real app would from native code).
 */
export const fakeApp = async (page: Page, token: string | null, kinds: ReadonlyArray<BridgeKind> = ["ios"]): Promise<void> => {
  await page.addInitScript(
    ({ token, kinds }) => {
      const w = window as unknown as Record<string, unknown> & { __bridge: Array<{ via: string; message: unknown }> }
      w.__bridge = []
      const hear = (via: string) => (raw: unknown) => {
        const message = typeof raw === "string" ? JSON.parse(raw) : raw
        w.__bridge.push({ via, message })
        const m = message as { type?: string }
        if (m.type === "ise-token-request" && token)
          setTimeout(() => (w.iseNative as { receive(m: unknown): void }).receive({ type: "token", token }), 10)
      }
      if (kinds.includes("ios")) w.webkit = { messageHandlers: { ise: { postMessage: hear("ios") } } }
      if (kinds.includes("react-native")) w.ReactNativeWebView = { postMessage: hear("react-native") }
      if (kinds.includes("android")) w.IseBridge = { postMessage: hear("android") }
    },
    { token, kinds },
  )
}

/** What the fake bridges heard so far. */
export const bridgeMessages = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __bridge: Array<{ via: string; message: { type: string; tag: string; detail: Record<string, unknown> } }> })
        .__bridge,
  )

/** Content-Security-Policy refusals the page reports (none may occur on a strict host page). */
export const cspViolations = (page: Page): string[] => {
  const found: string[] = []
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(m.text())
  })
  return found
}
