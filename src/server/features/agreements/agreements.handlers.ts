import { signings } from "../../metrics"
import type { agreementsCalls, chargingCalls, electricityAgreementCalls } from "../../../core/api"
import type { AppContext, AppDeps } from "../../context"
import { throttleStart } from "../../auth/throttle"
import { bindToBrowser, presentedSecretHash } from "../../auth/eidBinding"
import type { Handler } from "../../http/bindCall"
import { demoMode } from "../../demo"
import { simulatorKey } from "../../simulators/idCardCertificate"
import { refusalOf } from "./agreements.errors"
import {
  agreementFile,
  chargingAgreementList,
  electricityAgreementList,
  oilAgreementPage,
  signaturesOf,
  simulatedCertificateOf,
  type AgreementsAnswer,
} from "./agreements.service"
import { finishIdCardSigning, pollMobileSigning, startIdCardSigning, startMobileSigning, type SigningEdge } from "./agreements.signing"
import { SESSION_SECONDS, simulatedCardSign } from "./signing.service"

/** The value of an answer, or its refusal thrown. */
const answerValue = <T extends object>(answer: AgreementsAnswer<T>): Omit<{ readonly kind: "OK" } & T, "kind"> => {
  if (answer.kind !== "OK") throw refusalOf(answer)
  const { kind: _kind, ...value } = answer
  return value
}

const edgeOf = (deps: AppDeps, c: AppContext): SigningEdge => ({
  throttle: (personalCode) => throttleStart(deps.db, c, personalCode),
  bindToBrowser: () => bindToBrowser(c, SESSION_SECONDS),
  trust: deps.eidTrust,
})

export const list: Handler<typeof agreementsCalls.oilAgreements> = ({ deps, params, query }) =>
  oilAgreementPage(deps.db, params.customerId, query)

/** GET /agreements/file: the user must be a contact of the agreement's customer with an agreements role. */
export const file: Handler<typeof agreementsCalls.agreementFile> = async ({ deps, user, query }) => {
  const { body, type, fileName } = answerValue(await agreementFile(deps.db, user.userId, query)).file
  return new Response(body as unknown as BodyInit, {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "private, no-store",
    },
  })
}

export const signatures: Handler<typeof agreementsCalls.agreementSignatures> = async ({ deps, params, query }) =>
  answerValue(await signaturesOf(deps.db, params.customerId, query.agreementId)).signatures

export const signSmartId: Handler<typeof agreementsCalls.agreementSignSmartId> = async ({ deps, c, params, user, body }) =>
  answerValue(
    await startMobileSigning(
      deps.db,
      deps.eid,
      edgeOf(deps, c),
      { customerId: params.customerId, userId: user.userId },
      { method: "smart-id", agreementId: body.agreementId, personalCode: body.nationalIdentityCode },
    ),
  )

export const signMobileId: Handler<typeof agreementsCalls.agreementSignMobileId> = async ({ deps, c, params, user, body }) =>
  answerValue(
    await startMobileSigning(
      deps.db,
      deps.eid,
      edgeOf(deps, c),
      { customerId: params.customerId, userId: user.userId },
      { method: "mobile-id", agreementId: body.agreementId, personalCode: body.nationalIdentityCode, phoneNumber: body.phoneNumber },
    ),
  )

/** A finished signing counted by method (ise_signings_total); RUNNING is not finished. */
const countedSigning = <T extends { readonly status: string }>(method: string, answer: T): T => {
  if (answer.status !== "RUNNING") signings.inc({ method, outcome: answer.status === "COMPLETED" ? "ok" : "failed" })
  return answer
}

/** One poll of a Smart-ID or Mobile-ID signing: the two calls differ only in the method. */
const pollSigning =
  (method: "smart-id" | "mobile-id"): Handler<typeof agreementsCalls.agreementSignSmartIdPoll> =>
  async ({ deps, c, params, user, body }) =>
    countedSigning(
      method,
      answerValue(
        await pollMobileSigning(
          deps.db,
          deps.eid,
          presentedSecretHash(c),
          { method, customerId: params.customerId, userId: user.userId },
          body,
        ),
      ),
    )

export const pollSmartId: Handler<typeof agreementsCalls.agreementSignSmartIdPoll> = pollSigning("smart-id")
export const pollMobileId: Handler<typeof agreementsCalls.agreementSignMobileIdPoll> = pollSigning("mobile-id")

export const signInit: Handler<typeof agreementsCalls.agreementSignInit> = async ({ deps, c, params, user, body }) =>
  answerValue(await startIdCardSigning(deps.db, edgeOf(deps, c), { customerId: params.customerId, userId: user.userId }, body))

export const signFinalize: Handler<typeof agreementsCalls.agreementSignFinalize> = async ({ deps, params, user, body }) =>
  countedSigning(
    "id-card",
    answerValue(await finishIdCardSigning(deps.db, deps.eidTrust, { customerId: params.customerId, userId: user.userId }, body)),
  )

const demoOnly = () => {
  if (!demoMode()) throw refusalOf({ kind: "DEMO_ONLY" })
}

export const simulatedCertificate: Handler<typeof agreementsCalls.simulatedIdCardCertificate> = async ({ deps, user }) => {
  demoOnly()
  return answerValue(await simulatedCertificateOf(deps.db, user.userId))
}

export const simulatedSign: Handler<typeof agreementsCalls.simulatedIdCardSign> = async ({ deps, body }) => {
  demoOnly()
  return { signature: simulatedCardSign(await simulatorKey(deps.db), Buffer.from(body.hex, "hex")).toString("hex") }
}

/** Electricity agreements and offers of the customer, newest change first. */
export const electricityList: Handler<typeof electricityAgreementCalls.electricityAgreements> = ({ deps, params }) =>
  electricityAgreementList(deps.db, params.customerId)

/** Charging agreements and offers (PENDING) of the customer, newest change first. */
export const chargingList: Handler<typeof chargingCalls.chargingAgreements> = ({ deps, params }) =>
  chargingAgreementList(deps.db, params.customerId)
