import * as sessionCalls from "../../core/api/session.calls"
import { callQueryAtom } from "./callQuery"

export { customerQueryAtom } from "./callQuery"

export const currentUserQueryAtom = callQueryAtom(sessionCalls.currentUser)

export const contactsQueryAtom = callQueryAtom(sessionCalls.userContacts)

export const companiesQueryAtom = callQueryAtom(sessionCalls.companies)
