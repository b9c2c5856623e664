import { isMobileAppWebview, MOBILE_APP_PARAM } from "../../core/rules/statement"

const MARK = "ise.mobileApp"

/**
 * Whether this page runs in the mobile app's webview (core/rules/statement.ts says how the app
 * marks it). A `?mobileApp=true` address is remembered for the tab, so the mark survives in-app
 * navigation that drops the parameter.
 */
export function inMobileApp(): boolean {
  if (typeof window === "undefined") return false
  let markedBefore = false
  try {
    if (new URLSearchParams(window.location.search).get(MOBILE_APP_PARAM) === "true") window.sessionStorage.setItem(MARK, "1")
    markedBefore = window.sessionStorage.getItem(MARK) === "1"
  } catch {
    // Storage may be off in a webview: the address and the user agent still tell.
  }
  const w = window as unknown as { ReactNativeWebView?: unknown; webkit?: { messageHandlers?: { iseApp?: unknown } } }
  return isMobileAppWebview({
    userAgent: window.navigator.userAgent,
    search: window.location.search,
    markedBefore,
    hasAppBridge: w.ReactNativeWebView != null || w.webkit?.messageHandlers?.iseApp != null,
  })
}
