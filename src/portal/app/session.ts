import { useAtomValue } from "jotai"
import { useEffect } from "react"
import * as Effect from "effect/Effect"
import * as sessionCalls from "../../core/api/session.calls"
import {
  authenticatedAtom,
  contactsQueryAtom,
  currentUserQueryAtom,
  customerIdAtom,
  customerQueryAtom,
  effectiveCustomerId,
  getApi,
  queryClient,
  runApi,
  store,
  userIdAtom,
} from "../../widgets/session"
import { PRIVATE_PORTAL_URL } from "./config"
import { navigate } from "./router"

/** After a successful sign-in: keep the token and user, then go to the front page. */
export const signIn = (token: string, userId: number, customerId?: number | null) => {
  getApi().config.tokens.setToken(token, userId)
  queryClient.clear()
  store.set(userIdAtom, userId)
  if (customerId != null) store.set(customerIdAtom, customerId)
}

/** Clears the stored token, user and customer ids, and every cached answer. */
export const clearSession = () => {
  getApi().config.tokens.clear()
  store.set(userIdAtom, null)
  store.set(customerIdAtom, null)
  queryClient.clear()
}

/** "Logi välja": ends the server session too (its failure doesn't keep anybody signed in). */
export const signOut = async () => {
  await runApi(getApi().request(sessionCalls.logout).pipe(Effect.ignore)).catch(() => undefined)
  clearSession()
  // Logout returns to the private portal when that is a separate site, else to this /login.
  if (PRIVATE_PORTAL_URL) window.location.assign(PRIVATE_PORTAL_URL)
  else navigate("/login", { replace: true })
}

/** Chooses whom to represent; every customer-keyed query reloads by itself. */
export const chooseCustomer = (customerId: number) => store.set(customerIdAtom, customerId)

/** The portal's view of the session. */
export const useSession = () => {
  const authenticated = useAtomValue(authenticatedAtom)
  const user = useAtomValue(currentUserQueryAtom)
  const contacts = useAtomValue(contactsQueryAtom)
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(customerQueryAtom)

  // Keep the chosen customer one the user may still act for (or pick the first one).
  useEffect(() => {
    if (!contacts.data) return
    const next = effectiveCustomerId(contacts.data, customerId)
    if (next !== customerId) store.set(customerIdAtom, next)
  }, [contacts.data, customerId])

  return {
    authenticated,
    user: user.data ?? null,
    contacts: contacts.data ?? [],
    customerId,
    customer: customer.data && customer.data.id === customerId ? customer.data : null,
    failed: user.isError || contacts.isError || customer.isError,
    retrying: user.isFetching || contacts.isFetching || customer.isFetching,
  }
}
