import * as Effect from "effect/Effect"
import * as sessionCalls from "../../core/api/session.calls"
import type { ApiClient } from "../../core/http/client"
import { webEidAuthenticate } from "../../widgets/eid"

/**
 * ID-card sign-in through the Web eID extension: the server's nonce, the card's signature over
 * this page's origin and the nonce, the server's check. Loaded only when the ID-kaart tab is used.
 * Fails with WebEidUnavailable when no extension answers.
 */
export const idCardSignIn = (api: ApiClient, lang: string) =>
  Effect.gen(function* () {
    const { nonce } = yield* api.request(sessionCalls.idCardChallenge)
    const authToken = yield* webEidAuthenticate(nonce, lang)
    return yield* api.request(sessionCalls.idCardLogin, { body: { authToken, nonce } })
  })

/** Demo mode: the server's simulated card of the given card holder answers instead of a reader. */
export const simulatedIdCardSignIn = (api: ApiClient, personalIdentityCode: string) =>
  Effect.gen(function* () {
    const { nonce } = yield* api.request(sessionCalls.idCardChallenge)
    const authToken = yield* api.request(sessionCalls.simulatedIdCardAuth, {
      body: { personalIdentityCode, nonce, origin: window.location.origin },
    })
    return yield* api.request(sessionCalls.idCardLogin, { body: { authToken, nonce } })
  })
