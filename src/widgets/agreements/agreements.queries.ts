import * as agreementsCalls from "../../core/api/agreements.calls"
import * as chargingCalls from "../../core/api/charging.calls"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import { OIL_AGREEMENTS_PAGE } from "../../core/rules/agreements"
import { callQueryAtom } from "../session"

/** Oil agreements of the represented customer: page 0, size 500, DATE_MODIFIED DESC (spec part 1 §7). */
export const oilAgreementsQueryAtom = callQueryAtom(agreementsCalls.oilAgreements, { input: () => ({ query: OIL_AGREEMENTS_PAGE }) })

export const electricityAgreementsQueryAtom = callQueryAtom(electricityAgreementCalls.electricityAgreements)

export const chargingAgreementsQueryAtom = callQueryAtom(chargingCalls.chargingAgreements)
