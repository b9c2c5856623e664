import * as profileCalls from "../../core/api/profile.calls"
import { callQueryAtom } from "../session"

/** The signed-in contact's settings for the represented customer. */
export const contactPersonQueryAtom = callQueryAtom(profileCalls.contactPerson)
