import { eq, sql } from "drizzle-orm"
import type { AppContext } from "../context"
import type { Db } from "../db/client"
import { throttle } from "../db/tables/throttle"
import { clientAddress } from "../http/clientAddress"
import { refuse } from "../http/errors"
import { trustedDevice } from "./device"

/** Sign-in and signing starts are counted over this window. */
export const START_WINDOW_MS = 10 * 60_000
/** Past the per-code ceiling, a person's code still takes one start from a browser not known for them this often: slowed, not locked. */
export const SLOW_START_MS = 30_000

/**
 * Starts allowed per window (OWASP's account-lockout guidance: no lockouts, device cookies):
 * - perAddress: from one client address, whatever the codes (a client trying many codes);
 * - perDevice: from a browser whose device cookie proves an earlier sign-in of the person (auth/device.ts):
 *   its own allowance, which nobody else's starts use up;
 * - perCodeAndAddress: starts for one personal code from one address without that proof;
 * - perCodeCeiling: such starts for one code from all addresses together; past it the code is slowed to
 *   one start per SLOW_START_MS (each start pushes a prompt to that person's phone), never locked.
 * THROTTLE_STARTS_PER_CODE (per code and address, and per device) / THROTTLE_STARTS_PER_ADDRESS /
 * THROTTLE_STARTS_CODE_CEILING raise them where many sign-ins of the same demo users are the point (the
 * test suites); read on each start.
 */
export const startLimits = () => {
  const perCode = Number(process.env.THROTTLE_STARTS_PER_CODE || 5)
  return {
    perAddress: Number(process.env.THROTTLE_STARTS_PER_ADDRESS || 30),
    perDevice: perCode,
    perCodeAndAddress: perCode,
    perCodeCeiling: Number(process.env.THROTTLE_STARTS_CODE_CEILING || 4 * perCode),
  }
}

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

/** Seconds to wait for a start of `personalCode` from this client, or undefined when it took the start (and counted it). */
async function personWait(db: Db, c: AppContext, personalCode: string, now: Date): Promise<number | undefined> {
  const limits = startLimits()
  const device = await trustedDevice(c.get("deps"), c, personalCode)
  if (device) return takeAttempt(db, `start:device:${device}:${personalCode}`, limits.perDevice, START_WINDOW_MS, now)
  const address = clientAddress(c)
  const here = await takeAttempt(db, `start:code:${personalCode}:address:${address}`, limits.perCodeAndAddress, START_WINDOW_MS, now)
  if (here !== undefined) return here
  const ceiling = await takeAttempt(db, `start:code:${personalCode}`, limits.perCodeCeiling, START_WINDOW_MS, now)
  if (ceiling === undefined) return undefined
  // Past the ceiling: slowed to one start per SLOW_START_MS for the code, never locked for the window.
  return takeAttempt(db, `start:code:${personalCode}:slow`, 1, SLOW_START_MS, now)
}

/**
 * Counts a sign-in or signing start (Smart-ID, Mobile-ID, the ID-card challenge, ID-card signing) of
 * this personal code from this client, or refuses it: 429 TOO_MANY_REQUESTS with Retry-After. The
 * address is counted first, so a client trying many codes is stopped by its own limit; then the person's
 * allowance as `startLimits` describes it. `null` when the start names nobody yet (the ID-card
 * challenge: the card says who only at the end): the address alone.
 */
export async function throttleStart(db: Db, c: AppContext, personalCode: string | null, now = new Date()): Promise<void> {
  const wait =
    (await takeAttempt(db, `start:address:${clientAddress(c)}`, startLimits().perAddress, START_WINDOW_MS, now)) ??
    (personalCode == null ? undefined : await personWait(db, c, personalCode, now))
  if (wait === undefined) return
  c.header("retry-after", String(wait))
  throw refuse("TOO_MANY_REQUESTS", `Too many sign-in or signing starts: try again in ${wait} s`)
}
