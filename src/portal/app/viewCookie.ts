import { encodeViewCookie, VIEW_COOKIE } from "../../core/http/viewCookie"
import { customerIdAtom, localeAtom, store, userIdAtom } from "../../widgets/session"

/** A year: the copy lives as long as local storage does, and is rewritten on every change. */
const MAX_AGE_SECONDS = 365 * 24 * 3600

/**
 * Copies the local-storage keys the first view depends on into the `ise.view` cookie (core/http/viewCookie.ts),
 * so that the next page request tells the server what this browser would render. Strict: a page opened from
 * another site's link gets no first view (and the session cookie is not sent then either).
 */
export const mirrorViewCookie = (): void => {
  try {
    const value = encodeViewCookie((key) => localStorage.getItem(key))
    const secure = window.location.protocol === "https:" ? "; Secure" : ""
    document.cookie = `${VIEW_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`
  } catch {
    // No storage or no cookies: the next page is rendered by the browser, as before.
  }
}

/** Keeps the copy current: now, and whenever the language, the user or the chosen customer changes. */
export const keepViewCookie = (): void => {
  mirrorViewCookie()
  for (const atom of [localeAtom, userIdAtom, customerIdAtom]) store.sub(atom, mirrorViewCookie)
}
