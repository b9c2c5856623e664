import { LAST_TAB_CLOSED_KEY as LAST_CLOSED, OPEN_TABS_KEY as OPEN_TABS, sessionExpiredByTabs } from "../../core/rules/tabs"
import { mirrorViewCookie } from "./viewCookie"

const readNumber = (key: string): number | null => {
  const n = Number(localStorage.getItem(key))
  return localStorage.getItem(key) != null && Number.isFinite(n) ? n : null
}

/**
 * Counts this tab in, ends a session whose tabs were all closed over 120 s ago, and counts the
 * tab out (with the time) when it is closed. Returns true when the session was ended.
 */
export const trackTabs = (endSession: () => void): boolean => {
  const expired = sessionExpiredByTabs({ openTabs: readNumber(OPEN_TABS) ?? 0, lastClosedAt: readNumber(LAST_CLOSED) }, Date.now())
  if (expired) endSession()
  localStorage.setItem(OPEN_TABS, String(Math.max(0, readNumber(OPEN_TABS) ?? 0) + 1))
  let counted = true
  const countOut = () => {
    if (!counted) return
    counted = false
    localStorage.setItem(OPEN_TABS, String(Math.max(0, (readNumber(OPEN_TABS) ?? 1) - 1)))
    localStorage.setItem(LAST_CLOSED, String(Date.now()))
    mirrorViewCookie()
  }
  const countIn = () => {
    if (counted) return
    counted = true
    localStorage.setItem(OPEN_TABS, String((readNumber(OPEN_TABS) ?? 0) + 1))
    mirrorViewCookie()
  }
  window.addEventListener("pagehide", countOut)
  // A page restored from the back-forward cache is open again.
  window.addEventListener("pageshow", (e) => e.persisted && countIn())
  return expired
}
