import * as chargingCalls from "../../core/api/charging.calls"
import { callQueryAtom } from "../session/callQuery"

/** The customer's charging agreements and offers (the same key as /lepingud's list: one request serves both). */
export const chargingAgreementsQueryAtom = callQueryAtom(chargingCalls.chargingAgreements)
