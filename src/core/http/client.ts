import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { Transport, TransportResponse } from "./transport"
import { buildPath, type BodyOf, type Call, type HasPathParams, type ParamsInput, type QueryOf, type ResultOf } from "../api/call"
import { ApiError, DecodeError, NetworkError, problemOf, type HttpError } from "./errors"
import { userIdOfToken, type TokenStore } from "./tokenStore"

export type LogoutReason = "refresh-failed" | "forbidden"

export interface ApiClientConfig {
  /** Base address of the API including /v1, e.g. `/v1` or `https://host/v1`. */
  readonly baseUrl: string
  readonly tokens: TokenStore
  /** Called when the session is over: a failed refresh or a 403 (spec part 1 §4.4). */
  readonly onLogout?: (reason: LogoutReason) => void
  /** Login calls say whether the client is the mobile app. */
  readonly isMobileApp?: boolean
  /** How requests travel: `ofetchTransport` in the portal, `fetchTransport` in the small public elements. */
  readonly transport: Transport
  /**
   * Where a fresh access token comes from after a 401, in place of the refresh cookie: an element's
   * host (its `tokenProvider`, or its answer to `ise-token-request`). Asked once per 401; null gives up.
   */
  readonly renewToken?: () => Promise<string | null>
}

export type RequestInput<C extends Call> = ParamsInput<C["path"]> & {
  readonly query?: QueryOf<C>
  readonly body?: BodyOf<C>
  /** Further request headers (e.g. x-eid-session on a Smart-ID / Mobile-ID poll). */
  readonly headers?: Record<string, string>
}

/** A request's input may be left out only when the call's path has no placeholders. */
export type RequestArgs<C extends Call, I = RequestInput<C>> = HasPathParams<C["path"]> extends true ? [input: I] : [input?: I]

/** A decoded answer with its response headers. */
export interface Answer<A> {
  readonly data: A
  readonly headers: Headers
}

export const MOBILE_APP_HEADER = "x-mobile-app"
export const AUTH_TOKEN_HEADER = "x-auth-token"
export { EID_SESSION_HEADER } from "../api/call"

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e))

export interface ApiClient {
  readonly config: ApiClientConfig
  /** Makes a call of the contract: 200 → decoded data, 204 → void, else a typed error. */
  request<C extends Call>(call: C, ...input: RequestArgs<C>): Effect.Effect<ResultOf<C>, HttpError>
  /** The same, with the answer's headers. */
  requestWithHeaders<C extends Call>(call: C, ...input: RequestArgs<C>): Effect.Effect<Answer<ResultOf<C>>, HttpError>
  /** Absolute address of a call, for links such as file downloads. */
  url<C extends Call>(call: C, ...input: RequestArgs<C, ParamsInput<C["path"]> & { readonly query?: QueryOf<C> }>): string
  /**
   * Exchanges the httpOnly refresh cookie for a new access token (kept in `tokens`): how a reload
   * restores a session whose token lived only in memory. Resolves with the user id, or null when
   * there is no session to restore. Shares the one refresh in flight with the 401 path. `started`:
   * the answer of a refresh call already on its way (the page's inline script, core/http/earlyRefresh.ts),
   * taken as this refresh instead of sending another.
   */
  refresh(started?: Promise<TransportResponse>): Promise<number | null>
}

/** A call's query encoded by its schema, as the strings of the address (empty values left out). */
export const encodeQuery = (call: Call, query: unknown): Record<string, string> | undefined => {
  if (!call.query || query === undefined) return undefined
  const encoded = Schema.encodeSync(call.query as Schema.Codec<unknown, unknown>)(query) as Record<string, unknown>
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(encoded)) if (v !== undefined && v !== null) out[k] = String(v)
  return out
}

/** An answer other than 200/204: the API's error with the body's message, code and field when it has them. */
const apiErrorOf = (call: Call, res: TransportResponse): ApiError => {
  const body = res.data ?? res.statusText
  const message =
    typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
      ? (body as { message: string }).message
      : res.statusText || `HTTP ${res.status}`
  return new ApiError({ callId: call.id, status: res.status, body, message, ...problemOf(body) })
}

/** A 200 answer's data as the call's response says: a file, nothing, or decoded by its schema. */
const decodeAnswer = (call: Call, data: unknown): Effect.Effect<unknown, DecodeError> => {
  if (call.response === "binary") return Effect.succeed(data)
  if (call.response === "empty") return Effect.succeed(undefined)
  return Schema.decodeUnknownEffect(call.response as Schema.Codec<unknown, unknown>)(data).pipe(
    Effect.mapError((e) => new DecodeError({ callId: call.id, message: e.message })),
  )
}

/** A request's headers: the caller's, what it accepts, the access token, and whether a login comes from the mobile app. */
const requestHeaders = (config: ApiClientConfig, call: Call, extra: Record<string, string> | undefined): Record<string, string> => {
  const token = config.tokens.getToken()
  const headers: Record<string, string> = { ...extra, accept: call.response === "binary" ? "*/*" : "application/json" }
  if (token) headers.authorization = `Bearer ${token}`
  if (call.login) headers[MOBILE_APP_HEADER] = config.isMobileApp ? "true" : "false"
  return headers
}

/** A fresh token from the host that handed the first one over (elements), kept in `tokens`: no cookie involved. */
const renewFromHost = (config: ApiClientConfig, renewToken: () => Promise<string | null>): Promise<boolean> =>
  renewToken()
    .then((token) => {
      if (!token) return false
      config.tokens.setToken(token, userIdOfToken(token))
      return true
    })
    .catch(() => false)

export const makeApiClient = (config: ApiClientConfig): ApiClient => {
  const transport = config.transport
  const base = config.baseUrl.replace(/\/$/, "")
  // One refresh at a time: concurrent 401s wait for the same refresh.
  let refreshing: Promise<boolean> | null = null

  const url = (call: Call, input?: { readonly params?: Readonly<Record<string, string | number>>; readonly query?: unknown }): string => {
    const path = base + buildPath(call.path, input?.params)
    const q = encodeQuery(call, input?.query)
    return q && Object.keys(q).length ? `${path}?${new URLSearchParams(q)}` : path
  }

  const send = (call: Call, input: RequestInput<Call> | undefined): Promise<TransportResponse> =>
    transport({
      url: base + buildPath(call.path, input?.params),
      method: call.method,
      query: encodeQuery(call, input?.query),
      body: input?.body,
      headers: requestHeaders(config, call, input?.headers),
      binary: call.response === "binary",
    })

  const refresh = (started?: Promise<TransportResponse>): Promise<boolean> => {
    if (config.renewToken && !started) return (refreshing ??= renewFromHost(config, config.renewToken).finally(() => (refreshing = null)))
    refreshing ??= (started ?? transport({ url: `${base}/auth/refresh`, method: "POST", headers: {}, binary: false }))
      .then((res) => {
        const data = res.data as { token?: unknown; userId?: unknown } | undefined
        if (res.status !== 200 || typeof data?.token !== "string") return false
        config.tokens.setToken(data.token, typeof data.userId === "number" ? data.userId : userIdOfToken(data.token))
        return true
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  const requestWithHeaders = <C extends Call>(call: C, input?: RequestInput<Call>): Effect.Effect<Answer<ResultOf<C>>, HttpError> =>
    Effect.gen(function* () {
      const attempt = () =>
        Effect.tryPromise({
          try: () => send(call, input),
          catch: (e) => new NetworkError({ callId: call.id, message: messageOf(e) }),
        })
      let res = yield* attempt()
      if (res.status === 401 && call.access !== "public") {
        const refreshed = yield* Effect.promise(() => refresh())
        if (!refreshed) {
          config.tokens.clear()
          config.onLogout?.("refresh-failed")
        } else {
          res = yield* attempt()
        }
      }
      const replacement = res.headers.get(AUTH_TOKEN_HEADER)
      if (replacement) config.tokens.setToken(replacement, userIdOfToken(replacement))
      if (res.status === 403 && call.access !== "public") {
        config.tokens.clear()
        config.onLogout?.("forbidden")
      }
      const answer = (data: unknown): Answer<ResultOf<C>> => ({ data: data as ResultOf<C>, headers: res.headers })
      if (res.status === 204) return answer(undefined)
      if (res.status !== 200) return yield* Effect.fail(apiErrorOf(call, res))
      return answer(yield* decodeAnswer(call, res.data))
    })

  const request = <C extends Call>(call: C, input?: RequestInput<Call>): Effect.Effect<ResultOf<C>, HttpError> =>
    Effect.map(requestWithHeaders(call, input), (answer) => answer.data)

  const restore = async (started?: Promise<TransportResponse>): Promise<number | null> => {
    if (!(await refresh(started))) return null
    const token = config.tokens.getToken()
    return token ? userIdOfToken(token) : null
  }

  // The implementations take any call's input; the interface's types require the params a path names.
  return { config, request, requestWithHeaders, url, refresh: restore } as ApiClient
}
