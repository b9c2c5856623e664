import { logEarlyAnswer, type AnsweredRequest } from "./requestLog"
import type { Hono } from "hono"
import type { Call } from "../../core/api/call"
import type { AppDeps } from "../context"
import type { EncodedAnswer } from "./bindCall"
import { etagMatches } from "./etag"
import { PUBLIC_CORS_HEADERS } from "./cors"
import { securityHeaderValues } from "./securityHeaders"

/** The encoded answer of a public call while it is cached and fresh (`Cached.fresh` of cachedAnswer), else undefined. */
export type FreshAnswer = (deps: AppDeps) => EncodedAnswer | undefined

const early = new WeakMap<Hono<any>, Map<string, FreshAnswer>>()

/**
 * Marks a public GET call (bound with bindCall as usual) whose answer is the same for everybody and kept
 * encoded (cachedAnswer): while that answer is fresh, a request without credentials gets it before the
 * middleware chain and routing (withEarlyAnswers). Anything else goes the usual way.
 */
export function answerEarly(app: Hono<any>, call: Call, fresh: FreshAnswer): void {
  if (call.access !== "public" || call.method !== "GET" || call.path.includes("{"))
    throw new Error(`call ${call.id}: only a public GET without path params may be answered early`)
  const table = early.get(app) ?? new Map<string, FreshAnswer>()
  table.set(call.path, fresh)
  early.set(app, table)
}

/** The path of a request URL (no query), as the client sent it. */
const pathOf = (url: string): string => {
  const start = url.indexOf("/", url.indexOf("://") + 3)
  const query = url.indexOf("?", start)
  return start < 0 ? "/" : url.slice(start, query < 0 ? undefined : query)
}

/**
 * Serves the early answers of `api` (mounted at `prefix` in `app`) in front of `app.fetch` (issue 16: the
 * public prices at the cost of a bare server): a GET of such a path, without credentials, while its answer
 * is fresh, is answered at once with the headers the middleware would have set (security headers, CORS for
 * a request without credentials) and the answer's ETag (304 when If-None-Match names it). A request with
 * a bearer token or a cookie, a stale answer or any other path takes the full chain.
 */
export function withEarlyAnswers(
  app: Hono<any>,
  api: Hono<any>,
  prefix: string,
  deps: AppDeps,
  observe?: (answered: AnsweredRequest) => void,
): void {
  const table = new Map([...(early.get(api) ?? [])].map(([path, fresh]) => [prefix + path, fresh]))
  if (table.size === 0) return
  const fetch = app.fetch
  app.fetch = (request, env, executionContext) => {
    if (request.method === "GET") {
      const started = performance.now()
      const path = pathOf(request.url)
      const answer = table.get(path)?.(deps)
      if (answer) {
        const header = requestHeaders(request, env)
        if (!header("authorization") && !header("cookie")) {
          const status = etagMatches(header("if-none-match"), answer.etag) ? 304 : 200
          const headers: Record<string, string> = { ...securityHeaderValues(path, header), ...PUBLIC_CORS_HEADERS, etag: answer.etag }
          const durationMs = Math.round((performance.now() - started) * 1000) / 1000
          logEarlyAnswer(headers, header("x-request-id"), { method: "GET", route: path, status, durationMs }, observe)
          if (status === 304) return new Response(null, { status, headers })
          headers["content-type"] = "application/json"
          // The encoded bytes, kept with the answer: nothing is serialised or encoded per request.
          return new Response(answer.bytes, { status, headers })
        }
      }
    }
    return fetch(request, env, executionContext)
  }
}

/**
 * A request header by lower-case name: from Node's own parse of the request (@hono/node-server hands it as
 * `env.incoming`) when there is one, which spares building a fetch `Headers` of every header per request;
 * else (app.request in tests) from the Request.
 */
function requestHeaders(request: Request, env: unknown): (name: string) => string | undefined {
  const incoming = (env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming
  if (incoming?.headers) {
    const raw = incoming.headers
    return (name) => {
      const value = raw[name]
      return Array.isArray(value) ? value.join(", ") : value
    }
  }
  return (name) => request.headers.get(name) ?? undefined
}
