/**
 * Cookie consent (part 3 "Cookie consent", §4): the decision is kept in the browser's local storage
 * as a flag; only "agreed" lets the tag manager load. No decision yet means the banner shows.
 */
export const COOKIE_CONSENT_KEY = "ise.cookieConsent"

export type CookieConsent = "agreed" | "declined"

/** The stored decision, or null when there is none (or storage cannot be read). */
export function readConsent(storage: Pick<Storage, "getItem"> | undefined): CookieConsent | null {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_KEY)
    return value === "agreed" || value === "declined" ? value : null
  } catch {
    return null
  }
}

/** Keeps the decision; a storage that refuses (private mode, quota) only loses the memory of it. */
export function storeConsent(storage: Pick<Storage, "setItem"> | undefined, decision: CookieConsent): void {
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, decision)
  } catch {
    // The decision still holds for this page.
  }
}

/** A Google Tag Manager container id (`GTM-` and letters or digits); anything else never loads. */
export const isTagManagerId = (id: string | undefined | null): id is string => typeof id === "string" && /^GTM-[A-Z0-9]{4,12}$/.test(id)

/** The origin the tag manager's script comes from; the server's CSP allows it when GTM_ID is set. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com"

export const tagManagerScriptUrl = (id: string): string => `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`

/** Whether the tag manager loads: an id is configured and the user agreed. */
export const tagManagerEnabled = (id: string | undefined | null, consent: CookieConsent | null): boolean =>
  isTagManagerId(id) && consent === "agreed"
