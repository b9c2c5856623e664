import * as consumptionCalls from "../../core/api/consumption.calls"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import * as profileCalls from "../../core/api/profile.calls"
import { callQueryAtom } from "../session"

/** The customer's metering points with their authorisation, related agreement and earliest start. */
export const wizardPointsQueryAtom = callQueryAtom(consumptionCalls.meteringPoints)

/** Electricity agreements and offers: the offer view and the package change find theirs here. */
export const electricityAgreementsQueryAtom = callQueryAtom(electricityAgreementCalls.electricityAgreements)

/** The signed-in contact's invoice settings: the data step starts from them. */
export const wizardContactQueryAtom = callQueryAtom(profileCalls.contactPerson)
