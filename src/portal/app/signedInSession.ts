import { useAtomValue } from "jotai"
import { useEffect } from "react"
import {
  authenticatedAtom,
  contactsQueryAtom,
  currentUserQueryAtom,
  customerIdAtom,
  customerQueryAtom,
  effectiveCustomerId,
  store,
} from "../../widgets/session"
import type { PortalSession } from "./session"

/**
 * The portal's view of the session from its queries: the user, the contacts and the represented
 * customer. Only signed-in code imports this (SignedInApp, pages), so the sign-in page carries no
 * query library.
 */
export const useSession = (): PortalSession => {
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
