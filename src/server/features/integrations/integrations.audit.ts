import type { MiddlewareHandler } from "hono"
import type { AppEnv } from "../../context"
import { apiKeyCalls } from "./integrations.tables"

/**
 * Writes one row for every call made with an API key (issue 27): the key, the call (method and path), the
 * answer's status and the time. Refusals count too (401 of a revoked key, 403, 429); a call that failed
 * with our bug is written as 500 before the error goes on to the app's handler.
 */
export const auditApiKeyCalls: MiddlewareHandler<AppEnv> = async (c, next) => {
  let status: number | undefined
  try {
    await next()
    status = c.res.status
  } catch (error) {
    status = 500
    throw error
  } finally {
    const key = c.get("apiKey")
    if (key && status !== undefined) {
      const deps = c.get("deps")
      await deps.db.insert(apiKeyCalls).values({ apiKeyId: key.id, method: c.req.method, path: c.req.path, status, at: deps.clock.now() })
    }
  }
}
