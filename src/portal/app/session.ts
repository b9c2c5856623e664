import * as sessionCalls from "../../core/api/session.calls"
import type { Contact, Customer, User } from "../../core/schemas/session"
import { clearAnswers, customerIdAtom, getApi, store, userIdAtom, writeCall } from "../../widgets/session"
import { PRIVATE_PORTAL_URL } from "./config"
import { navigate } from "./router"

/** After a successful sign-in: keep the token and user, then go to the front page. */
export const signIn = (token: string, userId: number, customerId?: number | null) => {
  getApi().config.tokens.setToken(token, userId)
  clearAnswers()
  store.set(userIdAtom, userId)
  if (customerId != null) store.set(customerIdAtom, customerId)
}

/** Clears the stored token, user and customer ids, and every cached answer. */
export const clearSession = () => {
  getApi().config.tokens.clear()
  store.set(userIdAtom, null)
  store.set(customerIdAtom, null)
  clearAnswers()
}

/** "Logi välja": ends the server session too (its failure doesn't keep anybody signed in). */
export const signOut = async () => {
  await writeCall(sessionCalls.logout)
  clearSession()
  // Logout returns to the private portal when that is a separate site, else to this /login.
  if (PRIVATE_PORTAL_URL) window.location.assign(PRIVATE_PORTAL_URL)
  else navigate("/login", { replace: true })
}

/** Chooses whom to represent; every customer-keyed query reloads by itself. */
export const chooseCustomer = (customerId: number) => store.set(customerIdAtom, customerId)

/** The portal's view of the session (signedInSession.ts reads it for a signed-in user). */
export interface PortalSession {
  readonly authenticated: boolean
  readonly user: User | null
  readonly contacts: ReadonlyArray<Contact>
  readonly customerId: number | null
  readonly customer: Customer | null
  /** The user's or the customer's own data did not load. */
  readonly failed: boolean
  readonly retrying: boolean
}

/** Nobody is signed in: what the sign-in page and the guard see, without any query. */
export const VISITOR: PortalSession = {
  authenticated: false,
  user: null,
  contacts: [],
  customerId: null,
  customer: null,
  failed: false,
  retrying: false,
}
