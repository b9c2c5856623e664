import type { Logger } from "drizzle-orm/logger"

/**
 * Writes to the tables the access cache keeps rows of (src/server/http/accessCache.ts): a sign-in's
 * liveness (user_sessions), a user's contacts and their roles (contacts), a customer's kind (customers)
 * and the user row of /users/current (users).
 */
const ACCESS_TABLE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:user_sessions|contacts|customers|users)"?[\s(]/i

const listeners = new Set<() => void>()

/** Calls `listener` whenever a statement of this process writes one of the access tables (before it runs). */
export function onAccessTablesWritten(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * drizzle's logger sees every statement of a database, prepared ones and those inside transactions too:
 * the one place where this process learns of its own writes to the access tables, whatever code made
 * them. Every database the server or a test opens is made with it (db/client.ts, tests' testDb.ts).
 */
export function accessWriteLogger(inner?: Logger): Logger {
  return {
    logQuery(query, params) {
      if (ACCESS_TABLE_WRITE.test(query)) for (const listener of listeners) listener()
      inner?.logQuery(query, params)
    },
  }
}

/** The channel of the triggers of migration 0019: a write to an access table in any process, by any client. */
export const ACCESS_CHANGED_CHANNEL = "access_changed"
