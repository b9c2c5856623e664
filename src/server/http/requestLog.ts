import { randomUUID } from "node:crypto"
import type { Context, MiddlewareHandler } from "hono"
import { routePath } from "hono/route"
import { inRequestScope, logAccess, scrub, type RequestScope } from "../log"
import { trustsProxy } from "./publicOrigin"

/** A request id a proxy may hand on: short, and only letters, digits and `-_.:` (nothing to forge a log line with). */
const SAFE_ID = /^[\w.:-]{1,128}$/

/**
 * The request's id: the trusted proxy's X-Request-Id (TRUST_PROXY), else a new one. Not one that looks like a
 * secret (log.ts's scrub would change it): the access line writes the id as it is.
 */
export function requestIdOf(header: string | undefined): string {
  return header && trustsProxy() && SAFE_ID.test(header) && scrub(header) === header ? header : randomUUID()
}

/**
 * The pattern of the route that answered (`/v1/invoices/:customerId`): what access lines and metrics are keyed
 * by, never the path itself (its ids, and a query that may hold anything, stay out). A wildcard when a
 * middleware, a static folder or the not-found handler answered.
 */
export function routePatternOf(c: Context): string {
  try {
    return routePath(c).replace(/\{[^}]*\}/g, "")
  } catch {
    return "*"
  }
}

/** What the access line and the metrics get of one answered request. */
export interface AnsweredRequest {
  readonly method: string
  readonly route: string
  readonly status: number
  readonly durationMs: number
}

/**
 * The first middleware: gives the request its id (X-Request-Id on the answer), runs the rest inside its log
 * scope (every line it logs carries the id, the user's and the customer's once the access check knows them) and
 * writes one access line when it is answered; `observe` (the metrics) gets the same facts.
 */
export function requestLog(observe?: (answered: AnsweredRequest) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const scope: RequestScope = { requestId: requestIdOf(c.req.header("x-request-id")) }
    c.header("x-request-id", scope.requestId)
    await inRequestScope(scope, async () => {
      try {
        await next()
      } finally {
        const answered = {
          method: c.req.method,
          route: routePatternOf(c),
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        }
        observe?.(answered)
        logAccess(answered)
      }
    })
  }
}

/**
 * The access line (and metrics) of an answer given before the middleware (http/earlyAnswers.ts): the same facts;
 * answers the request's id, for the answer's X-Request-Id.
 */
export function logEarlyAnswer(
  requestIdHeader: string | undefined,
  answered: AnsweredRequest,
  observe?: (answered: AnsweredRequest) => void,
): string {
  const requestId = requestIdOf(requestIdHeader)
  observe?.(answered)
  // The id beside the facts, not spread into a copy of them: the copy took V8's slow path on every early answer
  // (perf: Runtime_DefineNamedOwnIC_Slow and load-IC misses after it), 44 → 34 µs of CPU per request in the cost
  // group (issue 26, docs/bench.md).
  logAccess(answered, requestId)
  return requestId
}
