import type { sessionCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { contactsOfUser } from "../../db/queries/contacts"
import { refusalOf } from "./session.errors"
import type { SessionProblem } from "./session.service"
import { companiesOf, currentUserOf, customerOf, ownOnly } from "./users.service"

const answer = (problem: SessionProblem | undefined): void => {
  if (problem) throw refusalOf(problem)
}

/** GET /users/current: the user row, from the access cache while no write to users has been heard. */
export const currentUser: Handler<typeof sessionCalls.currentUser> = async ({ deps, user }) => {
  const found = await currentUserOf(deps.db, deps.accessCache, user.userId)
  if (found.kind !== "OK") throw refusalOf(found)
  return found.user
}

export const userContacts: Handler<typeof sessionCalls.userContacts> = async ({ deps, user, params }) => {
  answer(ownOnly(params.userId, user.userId))
  const rows = await contactsOfUser(deps.db, user.userId)
  return rows.map(({ roles: _roles, ...contact }) => contact)
}

export const companies: Handler<typeof sessionCalls.companies> = async ({ deps, user, params }) => {
  answer(ownOnly(params.userId, user.userId))
  return companiesOf(deps.db, user.userId)
}

export const customer: Handler<typeof sessionCalls.customer> = async ({ deps, contact, params }) => {
  const found = await customerOf(deps.db, contact, params.customerId)
  if (found.kind !== "OK") throw refusalOf(found)
  return found.customer
}
