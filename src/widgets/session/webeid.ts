/**
 * The Web eID browser extension's page protocol (window.postMessage, as the web-eid.js library
 * speaks it): a request `{ action: "web-eid:<name>", ... }` is acknowledged with `<action>-ack` and
 * answered with `<action>-success` or `<action>-failure`. No extension, no ack: the caller falls back.
 */
const ACK_TIMEOUT_MS = 1500
const USER_TIMEOUT_MS = 120_000

export class WebEidUnavailable extends Error {
  readonly _tag = "WebEidUnavailable"
}

const request = <A>(action: string, payload: Record<string, unknown> = {}): Promise<A> =>
  new Promise((resolve, reject) => {
    let acked = false
    const done = () => {
      window.removeEventListener("message", onMessage)
      clearTimeout(ackTimer)
      clearTimeout(userTimer)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || typeof event.data !== "object" || event.data === null) return
      const data = event.data as { action?: string; [key: string]: unknown }
      if (data.action === `${action}-ack`) acked = true
      else if (data.action === `${action}-success`) {
        done()
        resolve(data as A)
      } else if (data.action === `${action}-failure`) {
        done()
        reject(new Error(String((data.error as { code?: string } | undefined)?.code ?? "web-eid failure")))
      }
    }
    const ackTimer = setTimeout(() => {
      if (acked) return
      done()
      reject(new WebEidUnavailable("The Web eID extension did not answer"))
    }, ACK_TIMEOUT_MS)
    const userTimer = setTimeout(() => {
      done()
      reject(new Error("web-eid timeout"))
    }, USER_TIMEOUT_MS)
    window.addEventListener("message", onMessage)
    window.postMessage({ action, ...payload }, window.location.origin)
  })

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16))

/** The signing certificate of the card in the reader, hex DER. */
export const webEidCertificate = async (lang: string): Promise<string> => {
  const answer = await request<{ certificate: string }>("web-eid:get-signing-certificate", { lang, options: {} })
  return hex(fromBase64(answer.certificate))
}

/** Signs a SHA-256 digest (hex) with the card; answers the signature, hex. */
export const webEidSign = async (certificateHex: string, digestHex: string, lang: string): Promise<string> => {
  const answer = await request<{ signature: string }>("web-eid:sign", {
    certificate: toBase64(fromHex(certificateHex)),
    hash: toBase64(fromHex(digestHex)),
    hashFunction: "SHA-256",
    lang,
  })
  return hex(fromBase64(answer.signature))
}

/** Web eID authentication: the card signs the origin and the server's nonce; answers the token fields. */
export const webEidAuthenticate = async (challengeNonce: string, lang: string) => {
  const answer = await request<{ unverifiedCertificate: string; algorithm: string; signature: string; format: string; appVersion?: string }>(
    "web-eid:authenticate",
    { challengeNonce, lang, options: {} },
  )
  const { unverifiedCertificate, algorithm, signature, format, appVersion } = answer
  return { unverifiedCertificate, algorithm, signature, format, appVersion }
}
