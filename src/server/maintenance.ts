import { lt } from "drizzle-orm"
import type { Db } from "./db/client"
import { authSessions, redirectTokens, refreshTokens, userSessions } from "./db/schema"
import { signingSessions } from "./features/agreements/agreements.tables"
import { throttle } from "./db/tables/throttle"

/** Short-lived rows are kept a day past their expiry (for support questions), then removed. */
const GRACE_MS = 24 * 60 * 60 * 1000
export const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Removes expired sign-in sessions and ID-card nonces, redirect tokens, signing sessions,
 * refresh tokens and throttle rows. Refresh tokens go only once expired (not when revoked): a revoked one must
 * still be recognised if it is replayed. Payment orders are records and stay.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GRACE_MS)
  const removed = await Promise.all([
    db.delete(authSessions).where(lt(authSessions.expiresAt, before)).returning({ id: authSessions.id }),
    db.delete(redirectTokens).where(lt(redirectTokens.expiresAt, before)).returning({ id: redirectTokens.tokenHash }),
    db.delete(signingSessions).where(lt(signingSessions.expiresAt, before)).returning({ id: signingSessions.id }),
    db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)).returning({ id: refreshTokens.id }),
    db.delete(userSessions).where(lt(userSessions.expiresAt, before)).returning({ id: userSessions.id }),
    // A throttle row whose newest attempt has left its window counts nothing any more.
    db.delete(throttle).where(lt(throttle.expiresAt, now)).returning({ id: throttle.key }),
  ])
  return removed.reduce((sum, rows) => sum + rows.length, 0)
}
