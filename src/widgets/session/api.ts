import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { makeApiClient, memoryTokenStore, ofetchTransport, type ApiClient, type LogoutReason, type TokenStore } from "../../core/http"
import { takeEarlyGets } from "../../core/http/earlyRefresh"
import { shareGets } from "../../core/http/sharedGets"
import { renderScope } from "./renderScope"

let client: ApiClient | null = null
const logoutListeners = new Set<(reason: LogoutReason) => void>()

/** Listen to the end of the session (failed refresh, 403); returns the unsubscribe. */
export const onLogout = (listener: (reason: LogoutReason) => void): (() => void) => {
  logoutListeners.add(listener)
  return () => logoutListeners.delete(listener)
}

/**
 * Every widget on a page shares one API client (each custom element is its own React root,
 * so module singletons are how they share). The first caller may choose base and token store.
 */
export const configureApi = (
  options: { baseUrl?: string; tokens?: TokenStore; renewToken?: () => Promise<string | null> } = {},
): ApiClient => {
  client = makeApiClient({
    baseUrl: options.baseUrl ?? "/v1",
    // The access token lives in memory only (issue 8): a reload gets a new one through the refresh cookie.
    tokens: options.tokens ?? memoryTokenStore(),
    // A GET another widget on the page has already on its way (same address and token) shares its answer;
    // the session's first GETs take the answers the portal's inline script started (core/http/earlyRefresh.ts).
    transport: shareGets(takeEarlyGets(ofetchTransport)),
    // An element's host gives the next token after a 401 (the portal has the refresh cookie instead).
    ...(options.renewToken ? { renewToken: options.renewToken } : {}),
    onLogout: (reason) => {
      for (const l of logoutListeners) l(reason)
    },
  })
  return client
}

/** The page's API client; in the server's render of a first view, the request's own (renderScope.ts). */
export const getApi = (): ApiClient => renderScope()?.api ?? client ?? configureApi()

/**
 * Runs an API effect for a query or an event handler: resolves with the value, rejects with the
 * typed error itself (its `_tag` kept) so callers can tell an ApiError from a NetworkError.
 */
export const runApi = async <A, E>(effect: Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> => {
  const exit = await Effect.runPromiseExit(effect, { signal })
  if (Exit.isSuccess(exit)) return exit.value
  const failure = exit.cause.reasons.find(Cause.isFailReason)
  throw failure ? failure.error : Cause.squash(exit.cause)
}
