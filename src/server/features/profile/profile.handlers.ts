import type { profileCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { refusalOf } from "./profile.errors"
import { changeContactPerson, contactPersonOf } from "./profile.service"

/** The signed-in contact's own settings for the customer of the path (access checked it is a contact). */
export const contactPerson: Handler<typeof profileCalls.contactPerson> = ({ deps, contact }) => contactPersonOf(deps.db, contact)

/** Only the signed-in user's own contact may be changed: another contact's id is 404 (not theirs to know). */
export const contactPersonPatch: Handler<typeof profileCalls.contactPersonPatch> = async ({ deps, contact, user, params, body }) => {
  const problem = await changeContactPerson(deps.db, contact, user.userId, params.contactId, body)
  if (problem) throw refusalOf(problem)
}
