import { getConnInfo } from "@hono/node-server/conninfo"
import type { AppContext } from "../context"
import { trustsProxy } from "./publicOrigin"

/**
 * The client's address for throttling: the socket's remote address. X-Forwarded-For is anybody's to
 * write, so it counts only when TRUST_PROXY is set, and then its last entry (the one our proxy added).
 * "unknown" when there is no socket (requests made in tests with app.request).
 */
export function clientAddress(c: AppContext): string {
  if (trustsProxy()) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown"
  } catch {
    return "unknown"
  }
}
