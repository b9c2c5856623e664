import { receiveNativeTokens, TOKEN_REQUEST_EVENT } from "./nativeBridge"
import type { TokenProvider } from "./spec"

/**
 * How a signed-in element gets its access token: from its host, in memory, never from an address,
 * an attribute the page's markup carries, or the page's storage. In order: the `tokenProvider`
 * property (a function answering a promise of a fresh token); the `token` attribute for the first
 * token only; a token the app pushed through the native bridge (nativeBridge.ts); else an
 * `ise-token-request` event, which the host answers with `event.detail.respondWith(token)` (or the
 * app by pushing a token). After a 401 the element asks once more the same way, then gives up.
 */
export { TOKEN_REQUEST_EVENT }

export type TokenReason = "initial" | "expired"

export interface TokenRequestDetail {
  /** `initial`: the element starts; `expired`: the API refused the last token (401). */
  readonly reason: TokenReason
  /** The host's answer: a token, a promise of one, or null (no session: the element gives up). */
  respondWith(token: string | null | undefined | Promise<string | null | undefined>): void
}

/** How long an element waits for a fresh token after a 401 before it gives up. */
export const RENEW_TIMEOUT_MS = 15_000

const waiting = new Set<(token: string | null) => void>()
const pushListeners = new Set<(token: string) => void>()
let lastPushed: string | null = null

/** A token the app pushes (the native bridge): answers every request waiting, and reaches the elements in use. */
export const pushToken = (token: string): void => {
  lastPushed = token
  for (const answer of [...waiting]) answer(token)
  for (const listener of [...pushListeners]) listener(token)
}

// The native bridge hands the app's tokens here.
receiveNativeTokens(pushToken)

/** Hears the tokens the app pushes later (an element replaces its token with each); returns the unsubscribe. */
export const onPushedToken = (listener: (token: string) => void): (() => void) => {
  pushListeners.add(listener)
  return () => pushListeners.delete(listener)
}

const asToken = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

/** Asks the host with an `ise-token-request` event (bubbling, composed): its answer or the app's next push. */
const requestFromHost = (host: Element | undefined, reason: TokenReason): Promise<string | null> =>
  new Promise((resolve) => {
    let done = false
    const finish = (token: unknown) => {
      if (done) return
      done = true
      waiting.delete(finish)
      clearTimeout(timer)
      resolve(asToken(token))
    }
    waiting.add(finish)
    const timer = reason === "expired" ? setTimeout(() => finish(null), RENEW_TIMEOUT_MS) : undefined
    const detail: TokenRequestDetail = {
      reason,
      respondWith: (token) => void Promise.resolve(token).then(finish, () => finish(null)),
    }
    // A web host answers by respondWith; the app (nativeBridge.ts hears the event) by pushing a token.
    host?.dispatchEvent(new CustomEvent(TOKEN_REQUEST_EVENT, { bubbles: true, composed: true, detail }))
  })

/** The element's way to a token, for its first one and for the one after a 401. */
export const tokenSource =
  (host: Element | undefined, provider: TokenProvider | undefined, attribute: string | undefined) =>
  async (reason: TokenReason): Promise<string | null> => {
    if (typeof provider === "function") return asToken(await Promise.resolve(provider()).catch(() => null))
    if (reason === "initial" && attribute) return attribute
    if (reason === "initial" && lastPushed) return lastPushed
    return requestFromHost(host, reason)
  }
