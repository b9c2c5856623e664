import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as agreementsCalls from "../../core/api/agreements.calls"
import type { Call } from "../../core/api/call"
import type { ApiClient } from "../../core/http/client"
import type { ApiError } from "../../core/http/errors"
import {
  eidSession,
  eidSessionHeaders,
  eidStarted,
  mobileIdPhone,
  SIGNING_SESSION,
  type EidMethod,
  type EidStarted,
} from "../../core/rules/session"
import { webEidCertificate, webEidSign, type WebEidUnavailable } from "../eid"
import { reloadChanges } from "../session"

export type SigningMethod = EidMethod | "id-card"

export interface SigningTarget {
  readonly customerId: number
  readonly agreementId: number
}

/** After a completed signature: the queries the signing's last call changes (the agreement lists) reload. */
const reloadChanged = (call: Call) => Effect.promise(() => reloadChanges(call))

/**
 * Smart-ID / Mobile-ID signing (spec part 1 §4.2): the shared eID session with the signing calls and
 * timers (every 1 s, 3 failed requests in a row end it). Interrupting the fiber (closing the modal)
 * stops the polling.
 */
export const mobileSigning = (
  api: ApiClient,
  target: SigningTarget,
  method: EidMethod,
  nationalIdentityCode: string,
  phoneDigits: string,
  onCode: (code: string) => void,
) => {
  const params = { customerId: target.customerId }
  const { agreementId } = target
  const start = (
    method === "smart-id"
      ? api.requestWithHeaders(agreementsCalls.agreementSignSmartId, { params, body: { agreementId, nationalIdentityCode } })
      : api.requestWithHeaders(agreementsCalls.agreementSignMobileId, {
          params,
          body: { agreementId, nationalIdentityCode, phoneNumber: mobileIdPhone(phoneDigits) },
        })
  ).pipe(Effect.map(eidStarted))
  const pollCall = method === "smart-id" ? agreementsCalls.agreementSignSmartIdPoll : agreementsCalls.agreementSignMobileIdPoll
  const check = (started: EidStarted) =>
    api.request(pollCall, {
      params,
      body: { agreementId, nationalIdentityCode, verificationCode: started.verificationCode },
      headers: eidSessionHeaders(started),
    })
  return eidSession(SIGNING_SESSION, { start, check }, onCode).pipe(Effect.tap(() => reloadChanged(pollCall)))
}

/** The ID-card signing ended with another status than COMPLETED (the server refused the signature). */
export class SigningRejected extends Data.TaggedError("SigningRejected")<{ readonly status: string }> {}

/**
 * The card to sign with: the Web eID extension's certificate, or, when no extension answers and the
 * server is in demo mode, its simulated card (`onSimulated` tells the modal). Without either the
 * signing fails with WebEidUnavailable.
 */
const signingCard = (api: ApiClient, params: { customerId: number }, lang: string, onSimulated: () => void) =>
  webEidCertificate(lang).pipe(
    Effect.map((certificate) => ({ certificate, simulated: false })),
    Effect.catchTag("WebEidUnavailable", (unavailable) =>
      api.request(agreementsCalls.simulatedIdCardCertificate, { params }).pipe(
        // 404: not in demo mode, so there is no simulated card either.
        Effect.catchTag(
          "ApiError",
          (error): Effect.Effect<never, ApiError | WebEidUnavailable> => Effect.fail(error.status === 404 ? unavailable : error),
        ),
        Effect.tap(() => Effect.sync(onSimulated)),
        Effect.map(({ certificate }) => ({ certificate, simulated: true })),
      ),
    ),
  )

/**
 * ID card (spec part 1 §4.2): read the certificate, sign-init with it → the hex to sign, sign it
 * with SHA-256, sign-finalize.
 */
export const idCardSigning = (api: ApiClient, target: SigningTarget, lang: string, onSimulated: () => void) =>
  Effect.gen(function* () {
    const params = { customerId: target.customerId }
    const card = yield* signingCard(api, params, lang, onSimulated)
    const { hex } = yield* api.request(agreementsCalls.agreementSignInit, {
      params,
      body: { agreementId: target.agreementId, certHash: card.certificate },
    })
    const signature = card.simulated
      ? (yield* api.request(agreementsCalls.simulatedIdCardSign, { params, body: { hex } })).signature
      : yield* webEidSign(card.certificate, hex, lang)
    const result = yield* api.request(agreementsCalls.agreementSignFinalize, {
      params,
      body: { agreementId: target.agreementId, signatureHash: signature },
    })
    if (result.status !== "COMPLETED") return yield* Effect.fail(new SigningRejected({ status: result.status }))
    yield* reloadChanged(agreementsCalls.agreementSignFinalize)
    return result
  })
