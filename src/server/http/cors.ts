import type { MiddlewareHandler } from "hono"

const ALLOW_HEADERS = "authorization, content-type, x-mobile-app, x-eid-session"
const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS"
const EXPOSE_HEADERS = "x-auth-token, x-eid-session"

/** Origins of pages that may embed the signed-in widgets: EMBED_ORIGINS, comma-separated (none by default). */
export const embedOrigins = (): ReadonlySet<string> =>
  new Set(
    (process.env.EMBED_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim().replace(/\/+$/, ""))
      .filter(Boolean),
  )

/**
 * CORS for pages on other origins. Public calls (no bearer token) are open to every origin with `*`
 * and no credentials: prices and the public widgets embed anywhere (they fetch with
 * `credentials: "omit"`). A signed-in call (its preflight asks for `authorization`, or the request
 * carries it) is allowed only from EMBED_ORIGINS: the answer names exactly that origin with
 * `Access-Control-Allow-Credentials: true` (and `Vary: Origin`); any other page gets no
 * Access-Control-Allow-Origin, so its browser neither sends the call nor shows it the answer. The
 * refresh cookie stays same-origin (SameSite). Headers are set before the handler runs: hono/cors rewrites them
 * afterwards, which takes @hono/node-server off its fast path and cost two thirds of the throughput.
 */
/** A listed origin's signed-in answers may be read by a fetch with credentials (never with `*`). */
const WITH_CREDENTIALS = { "access-control-allow-credentials": "true" } as const

export const corsForWidgets: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin")
  const preflight = c.req.method === "OPTIONS"
  const signedIn = preflight
    ? /(^|,)\s*authorization\s*(,|$)/i.test(c.req.header("access-control-request-headers") ?? "")
    : c.req.header("authorization") !== undefined
  const allowOrigin = !signedIn ? "*" : origin && embedOrigins().has(origin) ? origin : undefined
  if (signedIn) c.header("vary", "Origin")
  if (preflight) {
    if (!allowOrigin) return c.body(null, 204)
    return c.body(null, 204, {
      "access-control-allow-origin": allowOrigin,
      "access-control-allow-methods": ALLOW_METHODS,
      "access-control-allow-headers": ALLOW_HEADERS,
      "access-control-max-age": "600",
      ...(signedIn ? WITH_CREDENTIALS : {}),
    })
  }
  if (allowOrigin) {
    c.header("access-control-allow-origin", allowOrigin)
    c.header("access-control-expose-headers", EXPOSE_HEADERS)
    if (signedIn) c.header("access-control-allow-credentials", "true")
  }
  await next()
}

/** The headers corsForWidgets sets on the answer to a request without credentials (not a preflight). */
export const PUBLIC_CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": EXPOSE_HEADERS,
}
