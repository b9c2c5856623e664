import * as Data from "effect/Data"
import * as Effect from "effect/Effect"

/**
 * The Web eID browser extension's page protocol (window.postMessage, as the web-eid.js library
 * speaks it): a request `{ action: "web-eid:<name>", ... }` is acknowledged with `<action>-ack` and
 * answered with `<action>-success` or `<action>-failure`. No extension, no ack: the caller falls back.
 */
const ACK_TIMEOUT_MS = 1500
const USER_TIMEOUT_MS = 120_000

/** No Web eID extension answered on this page (not installed, or not allowed here). */
// biome-ignore lint/complexity/noBannedTypes: a tagged error without fields (Effect's own form)
export class WebEidUnavailable extends Data.TaggedError("WebEidUnavailable")<{}> {}

/** The extension answered but the card operation failed: its error code, or "timeout" when nobody acted in time. */
export class WebEidFailed extends Data.TaggedError("WebEidFailed")<{ readonly code: string }> {}

export type WebEidError = WebEidUnavailable | WebEidFailed

const request = <A>(action: string, payload: Record<string, unknown> = {}): Effect.Effect<A, WebEidError> =>
  Effect.callback<A, WebEidError>((resume) => {
    let acked = false
    const done = () => {
      window.removeEventListener("message", onMessage)
      clearTimeout(ackTimer)
      clearTimeout(userTimer)
    }
    const finish = (outcome: Effect.Effect<A, WebEidError>) => {
      done()
      resume(outcome)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || typeof event.data !== "object" || event.data === null) return
      const data = event.data as { action?: string; error?: { code?: string }; [key: string]: unknown }
      if (data.action === `${action}-ack`) acked = true
      else if (data.action === `${action}-success`) finish(Effect.succeed(data as A))
      else if (data.action === `${action}-failure`) finish(Effect.fail(new WebEidFailed({ code: String(data.error?.code ?? "failure") })))
    }
    const ackTimer = setTimeout(() => {
      if (!acked) finish(Effect.fail(new WebEidUnavailable()))
    }, ACK_TIMEOUT_MS)
    const userTimer = setTimeout(() => finish(Effect.fail(new WebEidFailed({ code: "timeout" }))), USER_TIMEOUT_MS)
    window.addEventListener("message", onMessage)
    window.postMessage({ action, ...payload }, window.location.origin)
    // Interrupted (modal closed, page left): stop listening.
    return Effect.sync(done)
  })

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16))

/** The signing certificate of the card in the reader, hex DER. */
export const webEidCertificate = (lang: string): Effect.Effect<string, WebEidError> =>
  request<{ certificate: string }>("web-eid:get-signing-certificate", { lang, options: {} }).pipe(
    Effect.map((answer) => hex(fromBase64(answer.certificate))),
  )

/** Signs a SHA-256 digest (hex) with the card; answers the signature, hex. */
export const webEidSign = (certificateHex: string, digestHex: string, lang: string): Effect.Effect<string, WebEidError> =>
  request<{ signature: string }>("web-eid:sign", {
    certificate: toBase64(fromHex(certificateHex)),
    hash: toBase64(fromHex(digestHex)),
    hashFunction: "SHA-256",
    lang,
  }).pipe(Effect.map((answer) => hex(fromBase64(answer.signature))))

/** Web eID authentication: the card signs the origin and the server's nonce; answers the token fields. */
export const webEidAuthenticate = (challengeNonce: string, lang: string) =>
  request<{ unverifiedCertificate: string; algorithm: string; signature: string; format: string; appVersion?: string }>(
    "web-eid:authenticate",
    { challengeNonce, lang, options: {} },
  ).pipe(
    Effect.map(({ unverifiedCertificate, algorithm, signature, format, appVersion }) => ({
      unverifiedCertificate,
      algorithm,
      signature,
      format,
      appVersion,
    })),
  )
