import * as sessionCalls from "../../core/api/session.calls"
import { callQueryAtom, startCallQuery } from "./callQuery"

export { customerQueryAtom } from "./callQuery"

export const currentUserQueryAtom = callQueryAtom(sessionCalls.currentUser)

export const contactsQueryAtom = callQueryAtom(sessionCalls.userContacts)

export const companiesQueryAtom = callQueryAtom(sessionCalls.companies)

/**
 * The session's own calls (user, contacts, the represented customer, the user's companies for the
 * header), started in one parallel round as soon as the session is restored, before the first render.
 */
export const startSessionQueries = (): void => {
  for (const call of [sessionCalls.currentUser, sessionCalls.userContacts, sessionCalls.customer, sessionCalls.companies])
    startCallQuery(call)
}
