import type { profileCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { badRequest, notFound } from "../../http/errors"
import { contactPatchProblem, contactPersonOf, saveContactPerson } from "./profile.service"

/** The signed-in contact's own settings for the customer of the path (access checked it is a contact). */
export const contactPerson: Handler<typeof profileCalls.contactPerson> = ({ deps, contact }) => contactPersonOf(deps.db, contact)

/** Only the signed-in user's own contact may be changed: another contact's id is 404 (not theirs to know). */
export const contactPersonPatch: Handler<typeof profileCalls.contactPersonPatch> = async ({ deps, contact, user, params, body }) => {
  if (params.contactId !== contact.id) throw notFound("No such contact of yours")
  const problem = contactPatchProblem(body)
  if (problem) throw badRequest(problem.field, problem.problem)
  await saveContactPerson(deps.db, contact, user.userId, body)
}
