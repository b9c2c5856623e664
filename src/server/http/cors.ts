import type { MiddlewareHandler } from "hono"

const ALLOW_HEADERS = "authorization, content-type, x-mobile-app, x-eid-session"
const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS"

/**
 * CORS for pages on other origins (widgets use the bearer token; the refresh cookie stays
 * same-origin). Headers are set before the handler runs: hono/cors rewrites them afterwards,
 * which takes @hono/node-server off its fast path and cost two thirds of the throughput.
 */
export const corsForWidgets: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "OPTIONS") {
    return c.body(null, 204, {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": ALLOW_METHODS,
      "access-control-allow-headers": ALLOW_HEADERS,
      "access-control-max-age": "600",
    })
  }
  c.header("access-control-allow-origin", "*")
  c.header("access-control-expose-headers", "x-auth-token, x-eid-session")
  await next()
}
