import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { agreementsRule } from "./callRules"
import { chargingAgreements } from "./charging.calls"
import { electricityAgreements } from "./electricityAgreement.calls"
import { pageOf } from "../schemas/common"
import {
  AgreementFileQuery,
  OilAgreement,
  OilAgreementPageQuery,
  SignFinalizeBody,
  SignInitBody,
  SignInitResponse,
  SignMobileIdBody,
  SignPollBody,
  SignResponse,
  SignSmartIdBody,
  SignStartResponse,
  Signature,
  SignaturesQuery,
  SimulatedCardCertificate,
  SimulatedCardSignature,
  SimulatedCardSignBody,
} from "../schemas/agreements"

export const oilAgreements = defineCall({
  id: "oilAgreements",
  method: "GET",
  path: "/agreements/{customerId}",
  query: OilAgreementPageQuery,
  response: pageOf(OilAgreement),
  ...agreementsRule,
  summary: "Oil agreements, paged (the agreements page: page 0, size 500, DATE_MODIFIED DESC)",
})

export const agreementFile = defineCall({
  id: "agreementFile",
  method: "GET",
  path: "/agreements/file",
  query: AgreementFileQuery,
  response: "binary",
  access: "user",
  errors: ["NOT_SIGNED_YET"],
  summary: "The agreement file: PDF by default, BDOC once signed",
})

export const agreementSignatures = defineCall({
  id: "agreementSignatures",
  method: "GET",
  path: "/agreements/{customerId}/signatures",
  query: SignaturesQuery,
  response: Schema.Array(Signature),
  ...agreementsRule,
  summary: "Signatures of an agreement: signer and date signed",
})

/** What a completed signature changes: every agreement list of the customer, and the signatures. */
const signed = [oilAgreements, agreementSignatures, electricityAgreements, chargingAgreements]

/** Web eID's checks of the card's signing certificate (server: auth/eidCertificate.ts). */
const CERTIFICATE_REFUSALS = ["CERT_UNTRUSTED", "CERT_EXPIRED", "CERT_REVOKED", "CERT_USAGE", "SIGNER_MISMATCH"] as const

export const agreementSignInit = defineCall({
  id: "agreementSignInit",
  method: "POST",
  path: "/agreements/{customerId}/sign-init",
  body: SignInitBody,
  response: SignInitResponse,
  ...agreementsRule,
  errors: ["ALREADY_SIGNED", "NOT_SIGNER", "TOO_MANY_REQUESTS", ...CERTIFICATE_REFUSALS],
  summary: "ID card signing: send the certificate hash, get the hex to sign with SHA-256",
})

export const agreementSignFinalize = defineCall({
  id: "agreementSignFinalize",
  method: "POST",
  path: "/agreements/{customerId}/sign-finalize",
  body: SignFinalizeBody,
  response: SignResponse,
  ...agreementsRule,
  errors: ["ALREADY_SIGNED", "NOT_SIGNER", "SESSION_EXPIRED", ...CERTIFICATE_REFUSALS],
  changes: signed,
  summary: "ID card signing: finish with the signature",
})

export const agreementSignMobileId = defineCall({
  id: "agreementSignMobileId",
  method: "POST",
  path: "/agreements/{customerId}/sign-mobileid",
  body: SignMobileIdBody,
  response: SignStartResponse,
  ...agreementsRule,
  errors: ["ALREADY_SIGNED", "NOT_SIGNER", "TOO_MANY_REQUESTS"],
  summary: "Start Mobile-ID signing; answers the verification code",
})

export const agreementSignMobileIdPoll = defineCall({
  id: "agreementSignMobileIdPoll",
  method: "POST",
  path: "/agreements/{customerId}/sign-mobileid-poll",
  body: SignPollBody,
  response: SignResponse,
  ...agreementsRule,
  changes: signed,
  summary: "Poll Mobile-ID signing: COMPLETED or FAILED end it, anything else keeps polling",
})

export const agreementSignSmartId = defineCall({
  id: "agreementSignSmartId",
  method: "POST",
  path: "/agreements/{customerId}/sign-smartid",
  body: SignSmartIdBody,
  response: SignStartResponse,
  ...agreementsRule,
  errors: ["ALREADY_SIGNED", "NOT_SIGNER", "TOO_MANY_REQUESTS"],
  summary: "Start Smart-ID signing; answers the verification code",
})

export const agreementSignSmartIdPoll = defineCall({
  id: "agreementSignSmartIdPoll",
  method: "POST",
  path: "/agreements/{customerId}/sign-smartid-poll",
  body: SignPollBody,
  response: SignResponse,
  ...agreementsRule,
  changes: signed,
  summary: "Poll Smart-ID signing: COMPLETED or FAILED end it, anything else keeps polling",
})

export const simulatedIdCardCertificate = defineCall({
  id: "simulatedIdCardCertificate",
  method: "GET",
  path: "/agreements/{customerId}/simulated-id-card/certificate",
  response: SimulatedCardCertificate,
  ...agreementsRule,
  pathChosen: true,
  summary: "Demo mode only (404 otherwise): the signed-in user's simulated ID card certificate, hex DER",
})

export const simulatedIdCardSign = defineCall({
  id: "simulatedIdCardSign",
  method: "POST",
  path: "/agreements/{customerId}/simulated-id-card/sign",
  body: SimulatedCardSignBody,
  response: SimulatedCardSignature,
  ...agreementsRule,
  pathChosen: true,
  summary: "Demo mode only (404 otherwise): the simulated ID card signs the hex of sign-init (SHA-256), answers hex",
})
