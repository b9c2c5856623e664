import type { Hono } from "hono"
import { agreementsCalls, chargingCalls, electricityAgreementCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./agreements.handlers"

/** Oil agreements and their signing, plus the electricity and charging agreement lists that /lepingud shows. */
export function agreementsRoutes(app: Hono<AppEnv>) {
  bindCall(app, agreementsCalls.oilAgreements, h.list)
  bindCall(app, agreementsCalls.agreementFile, h.file)
  bindCall(app, agreementsCalls.agreementSignatures, h.signatures)
  bindCall(app, agreementsCalls.agreementSignInit, h.signInit)
  bindCall(app, agreementsCalls.agreementSignFinalize, h.signFinalize)
  bindCall(app, agreementsCalls.agreementSignMobileId, h.signMobileId)
  bindCall(app, agreementsCalls.agreementSignMobileIdPoll, h.pollMobileId)
  bindCall(app, agreementsCalls.agreementSignSmartId, h.signSmartId)
  bindCall(app, agreementsCalls.agreementSignSmartIdPoll, h.pollSmartId)
  bindCall(app, agreementsCalls.simulatedIdCardCertificate, h.simulatedCertificate)
  bindCall(app, agreementsCalls.simulatedIdCardSign, h.simulatedSign)
  bindCall(app, electricityAgreementCalls.electricityAgreements, h.electricityList)
  bindCall(app, chargingCalls.chargingAgreements, h.chargingList)
}
