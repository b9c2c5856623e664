import { atom } from "jotai"
import { DEFAULT_LOCALE, isLocale } from "../../core/i18n/translate"
import { CUSTOMER_ID_KEY, CUSTOMER_OWNER_KEY, USER_ID_KEY } from "../../core/http/tokenStore"
import { LOCALE_KEY } from "../../core/i18n/numbers"
import type { Locale } from "../../core/schemas/common"
import type { Contact } from "../../core/schemas/session"
import { forgetCustomerQueries } from "./answerCache"

// CUSTOMER_OWNER_KEY: whose choice the stored customer is: a user who did not sign out must not hand theirs to the next.

const storage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage)
const readNumber = (key: string): number | null => {
  const raw = storage()?.getItem(key)
  const n = raw == null ? NaN : Number(raw)
  return Number.isFinite(n) ? n : null
}

/** A value kept in local storage so that it survives a reload. */
let persistence = true

/**
 * Signed-in elements on another page hold their session from attributes: nothing they choose
 * may be written to the host page's local storage (on the portal's own origin it would switch
 * the customer of an open portal tab). Their self-contained scripts call this once.
 */
export const keepSessionInMemory = (): void => {
  persistence = false
}

const persistedAtom = <T>(read: () => T, write: (value: T) => void) => {
  const base = atom(read())
  return atom(
    (get) => get(base),
    (_get, set, value: T) => {
      if (persistence) write(value)
      set(base, value)
    },
  )
}

export const localeAtom = persistedAtom<Locale>(
  () => {
    const stored = storage()?.getItem(LOCALE_KEY)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  },
  (value) => storage()?.setItem(LOCALE_KEY, value),
)

/**
 * The user id of the signed-in user, null when signed out. It starts null on every page load: the
 * session counts as signed in once `restoreSession` (or a sign-in) has put a token in the memory token
 * store. The stored id is only the hint that a restore is worth a refresh call.
 */
export const userIdAtom = persistedAtom<number | null>(
  () => null,
  (value) => (value == null ? storage()?.removeItem(USER_ID_KEY) : storage()?.setItem(USER_ID_KEY, String(value))),
)

export const authenticatedAtom = atom((get) => get(userIdAtom) != null)

const storedCustomerIdAtom = persistedAtom<number | null>(
  () => readNumber(CUSTOMER_ID_KEY),
  (value) => (value == null ? storage()?.removeItem(CUSTOMER_ID_KEY) : storage()?.setItem(CUSTOMER_ID_KEY, String(value))),
)

const storedCustomerOwnerAtom = persistedAtom<number | null>(
  () => readNumber(CUSTOMER_OWNER_KEY),
  (value) => (value == null ? storage()?.removeItem(CUSTOMER_OWNER_KEY) : storage()?.setItem(CUSTOMER_OWNER_KEY, String(value))),
)

/**
 * The represented customer; every customer-scoped query is keyed by it. This is the one place a
 * customer switch happens: the previous customer's answers are dropped from the cache. A choice
 * stored by another user of this browser (who closed the tab without signing out) is not used: the
 * first customer call would ask for a customer this user may not see, and a 403 ends the session.
 */
export const customerIdAtom = atom(
  (get) => {
    const owner = get(storedCustomerOwnerAtom)
    const userId = get(userIdAtom)
    return owner == null || userId == null || owner === userId ? get(storedCustomerIdAtom) : null
  },
  (get, set, next: number | null) => {
    const previous = get(storedCustomerIdAtom)
    if (previous != null && previous !== next) forgetCustomerQueries(previous)
    set(storedCustomerIdAtom, next)
    set(storedCustomerOwnerAtom, next == null ? null : get(userIdAtom))
  },
)

/** The customer in effect: the stored choice when the user may still act for it, else the first contact. */
export const effectiveCustomerId = (contacts: ReadonlyArray<Contact>, chosen: number | null): number | null => {
  if (chosen != null && contacts.some((c) => c.customerId === chosen)) return chosen
  return contacts[0]?.customerId ?? null
}
