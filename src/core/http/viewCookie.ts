import { LOCALE_KEY } from "../i18n/numbers"
import { CUSTOMER_ID_KEY, CUSTOMER_OWNER_KEY, USER_ID_KEY } from "./tokenStore"
import { COOKIE_CONSENT_KEY } from "../rules/consent"
import { LAST_TAB_CLOSED_KEY, OPEN_TABS_KEY, sessionExpiredByTabs } from "../rules/tabs"

/**
 * The first view's server render (issue 31) needs what the browser keeps in local storage and the page's first
 * render reads: the language, the user whose session may be restored, the chosen customer and whose choice
 * it is, the cookie decision, and the tab count (a session whose tabs were all closed over 120 s ago is over,
 * rules/tabs.ts). The portal copies those keys into this cookie whenever it writes them (portal/app/viewCookie.ts);
 * the server reads them from the page's request. Nothing secret: ids, a language, counts.
 */
export const VIEW_COOKIE = "ise.view"

export const VIEW_KEYS = [
  LOCALE_KEY,
  USER_ID_KEY,
  CUSTOMER_ID_KEY,
  CUSTOMER_OWNER_KEY,
  COOKIE_CONSENT_KEY,
  OPEN_TABS_KEY,
  LAST_TAB_CLOSED_KEY,
] as const
type ViewKey = (typeof VIEW_KEYS)[number]

/** The keys whose values decide what the first render shows (the tab counts only decide whether there is one). */
export const RENDERED_KEYS = [LOCALE_KEY, USER_ID_KEY, CUSTOMER_ID_KEY, CUSTOMER_OWNER_KEY, COOKIE_CONSENT_KEY] as const

/** What a storage holds of the rendered keys: the server's view goes with the page, and the browser compares its own. */
export const renderedView = (storage: Pick<Storage, "getItem">): Record<string, string | null> =>
  Object.fromEntries(RENDERED_KEYS.map((key) => [key, storage.getItem(key)]))

/** Whether a browser's storage holds what the server rendered from (else the browser's own start renders the page). */
export const sameView = (rendered: Readonly<Record<string, string | null>>, storage: Pick<Storage, "getItem">): boolean =>
  RENDERED_KEYS.every((key) => (rendered[key] ?? null) === storage.getItem(key))

/** A value longer than this is not one the portal wrote. */
const MAX_VALUE_LENGTH = 40

/** The cookie's value for what `read` gives of each key (absent keys left out). */
export const encodeViewCookie = (read: (key: ViewKey) => string | null): string => {
  const kept: Partial<Record<ViewKey, string>> = {}
  for (const key of VIEW_KEYS) {
    const value = read(key)
    if (value != null && value.length <= MAX_VALUE_LENGTH) kept[key] = value
  }
  return encodeURIComponent(JSON.stringify(kept))
}

/** The keys of a cookie value, as a read-only storage; undefined when it is not one the portal wrote. */
export const decodeViewCookie = (value: string | undefined): Pick<Storage, "getItem"> | undefined => {
  if (!value) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeURIComponent(value))
  } catch {
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined
  const kept = new Map<string, string>()
  for (const key of VIEW_KEYS) {
    const v = (parsed as Record<string, unknown>)[key]
    if (typeof v === "string" && v.length <= MAX_VALUE_LENGTH) kept.set(key, v)
  }
  return { getItem: (key: string) => kept.get(key) ?? null }
}

const numberOf = (storage: Pick<Storage, "getItem">, key: ViewKey): number | null => {
  const raw = storage.getItem(key)
  const n = raw == null ? Number.NaN : Number(raw)
  return Number.isFinite(n) ? n : null
}

/**
 * The signed-in user whose first view the server may render from a view cookie: the stored user id, unless
 * the tab rule has ended that session (then the browser's own start ends it, and the page must not show it).
 */
export const viewUserId = (storage: Pick<Storage, "getItem">, now: number): number | null => {
  const userId = numberOf(storage, USER_ID_KEY)
  if (userId == null) return null
  const expired = sessionExpiredByTabs(
    { openTabs: numberOf(storage, OPEN_TABS_KEY) ?? 0, lastClosedAt: numberOf(storage, LAST_TAB_CLOSED_KEY) },
    now,
  )
  return expired ? null : userId
}
