import { eq, sql } from "drizzle-orm"
import type { AppContext } from "../context"
import type { Db } from "../db/client"
import { throttle } from "../db/tables/throttle"
import { clientAddress } from "../http/clientAddress"
import { refuse } from "../http/errors"

/** Sign-in and signing starts are counted over this window. */
export const START_WINDOW_MS = 10 * 60_000

/**
 * Starts allowed per window: per personal code (each start pushes a prompt to that person's phone)
 * and per client address. THROTTLE_STARTS_PER_CODE / THROTTLE_STARTS_PER_ADDRESS raise them where many
 * sign-ins of the same demo users are the point (the test suites); read on each start.
 */
export const startLimits = () => ({
  perCode: Number(process.env.THROTTLE_STARTS_PER_CODE || 5),
  perAddress: Number(process.env.THROTTLE_STARTS_PER_ADDRESS || 30),
})

/** Seconds until the key takes an attempt again; undefined when it took this one (and counted it). */
export async function takeAttempt(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<number | undefined> {
  const since = new Date(now.getTime() - windowMs).toISOString()
  const at = now.toISOString()
  const expiresAt = new Date(now.getTime() + windowMs)
  // One statement: the row lock of ON CONFLICT makes concurrent attempts (any process) count one by one.
  const taken = await db
    .insert(throttle)
    .values({ key, hits: sql`array[${at}::timestamptz]`, expiresAt })
    .onConflictDoUpdate({
      target: throttle.key,
      set: {
        hits: sql`array(select h from unnest(${throttle.hits}) h where h > ${since}::timestamptz order by h) || ${at}::timestamptz`,
        expiresAt,
      },
      setWhere: sql`(select count(*) from unnest(${throttle.hits}) h where h > ${since}::timestamptz) < ${limit}`,
    })
    .returning({ key: throttle.key })
  if (taken.length > 0) return undefined
  const [row] = await db
    .select({
      oldest: sql<number>`(select extract(epoch from min(h))::float8 from unnest(${throttle.hits}) h where h > ${since}::timestamptz)`,
    })
    .from(throttle)
    .where(eq(throttle.key, key))
  const freeAt = Number(row?.oldest ?? 0) * 1000 + windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

/**
 * Counts a sign-in or signing start (Smart-ID, Mobile-ID, the ID-card challenge, ID-card signing) of
 * this personal code from this client, or refuses it: 429 TOO_MANY_REQUESTS with Retry-After. The
 * address is counted first, so a client trying many codes is stopped by its own limit. `null` when the
 * start names nobody yet (the ID-card challenge: the card says who only at the end): the address alone.
 */
export async function throttleStart(db: Db, c: AppContext, personalCode: string | null, now = new Date()): Promise<void> {
  const limits = startLimits()
  const wait =
    (await takeAttempt(db, `start:address:${clientAddress(c)}`, limits.perAddress, START_WINDOW_MS, now)) ??
    (personalCode == null ? undefined : await takeAttempt(db, `start:code:${personalCode}`, limits.perCode, START_WINDOW_MS, now))
  if (wait === undefined) return
  c.header("retry-after", String(wait))
  throw refuse("TOO_MANY_REQUESTS", `Too many sign-in or signing starts: try again in ${wait} s`)
}
