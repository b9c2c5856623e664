import * as Effect from "effect/Effect"
import * as agreementsCalls from "../../core/api/agreements.calls"
import type { ApiClient } from "../../core/http/client"
import { classifySigningPoll, MOBILE_ID_PREFIX } from "../../core/rules/agreements"
import { poll, SIGNING_POLL } from "../../core/rules/polling"
import { webEidCertificate, webEidSign, WebEidUnavailable } from "../session/webeid"

export type SigningMethod = "smart-id" | "mobile-id" | "id-card"

export interface SigningTarget {
  readonly customerId: number
  readonly agreementId: number
}

/**
 * Smart-ID / Mobile-ID signing (spec part 1 §4.2): start, hand the verification code to the modal,
 * poll every 1 s until COMPLETED or FAILED; 3 failed poll requests in a row end it. Interrupting the
 * fiber (closing the modal) stops the polling.
 */
export const mobileSigning = (
  api: ApiClient,
  target: SigningTarget,
  method: "smart-id" | "mobile-id",
  nationalIdentityCode: string,
  phoneDigits: string,
  onCode: (code: string) => void,
) =>
  Effect.gen(function* () {
    const params = { customerId: target.customerId }
    const started =
      method === "smart-id"
        ? yield* api.request(agreementsCalls.agreementSignSmartId, { params, body: { agreementId: target.agreementId, nationalIdentityCode } })
        : yield* api.request(agreementsCalls.agreementSignMobileId, {
            params,
            body: { agreementId: target.agreementId, nationalIdentityCode, phoneNumber: MOBILE_ID_PREFIX + phoneDigits },
          })
    yield* Effect.sync(() => onCode(started.verificationCode))
    const body = { agreementId: target.agreementId, nationalIdentityCode, verificationCode: started.verificationCode }
    return yield* poll(
      SIGNING_POLL,
      api.request(method === "smart-id" ? agreementsCalls.agreementSignSmartIdPoll : agreementsCalls.agreementSignMobileIdPoll, { params, body }),
      classifySigningPoll,
    )
  })

export class SigningRejected extends Error {
  readonly _tag = "SigningRejected"
}

/**
 * ID card (spec part 1 §4.2): read the certificate, sign-init with it → the hex to sign, sign it
 * with SHA-256, sign-finalize. The Web eID extension when it answers; otherwise, in demo mode, the
 * server's simulated card (`onSimulated` tells the modal).
 */
export const idCardSigning = (api: ApiClient, target: SigningTarget, lang: string, onSimulated: () => void) =>
  Effect.gen(function* () {
    const params = { customerId: target.customerId }
    const extension = yield* Effect.tryPromise({ try: () => webEidCertificate(lang), catch: (e) => e }).pipe(
      Effect.map((certificate) => ({ certificate, simulated: false })),
      Effect.catch((e) =>
        e instanceof WebEidUnavailable
          ? api.request(agreementsCalls.simulatedIdCardCertificate, { params }).pipe(
              Effect.tap(() => Effect.sync(onSimulated)),
              Effect.map(({ certificate }) => ({ certificate, simulated: true })),
            )
          : Effect.fail(e),
      ),
    )
    const { hex } = yield* api.request(agreementsCalls.agreementSignInit, {
      params,
      body: { agreementId: target.agreementId, certHash: extension.certificate },
    })
    const signature = extension.simulated
      ? (yield* api.request(agreementsCalls.simulatedIdCardSign, { params, body: { hex } })).signature
      : yield* Effect.tryPromise({ try: () => webEidSign(extension.certificate, hex, lang), catch: (e) => e })
    const result = yield* api.request(agreementsCalls.agreementSignFinalize, {
      params,
      body: { agreementId: target.agreementId, signatureHash: signature },
    })
    if (result.status !== "COMPLETED") return yield* Effect.fail(new SigningRejected(result.status))
    return result
  })
