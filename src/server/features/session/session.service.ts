import { randomUUID } from "node:crypto"
import { and, eq, gt, isNull, sql } from "drizzle-orm"
import type { LoginMethod } from "../../../core/schemas/session"
import type { EidProvider } from "../../auth/eidProvider"
import { MAX_POLLS_PER_SESSION } from "../../auth/eidBinding"
import { hashToken, randomToken } from "../../auth/tokens"
import type { Db } from "../../db/client"
import { authSessions, redirectTokens, users } from "../../db/schema"

/**
 * Sign-in's own rows: Smart-ID / Mobile-ID sessions and one-time redirect tokens (the ID card's are in
 * session.idCard.ts). The cookies, the browser binding and the throttle stay at the edge (the handlers
 * and server/auth); the signed-in session itself is auth/session.ts's.
 */

/** Why the session feature refuses a request; session.errors.ts maps each to its HTTP answer. */
export type SessionProblem =
  | { readonly kind: "NO_SIGN_IN_SESSION" }
  | { readonly kind: "REFRESH_REFUSED" }
  | { readonly kind: "DEMO_ONLY" }
  | { readonly kind: "NOT_YOUR_USER" }
  | { readonly kind: "USER_NOT_FOUND" }
  | { readonly kind: "CUSTOMER_NOT_FOUND" }

const SESSION_MINUTES = 5
export const SIGN_IN_SESSION_SECONDS = SESSION_MINUTES * 60
const REDIRECT_TOKEN_SECONDS = 60

/**
 * Starts a Smart-ID / Mobile-ID sign-in. Unknown personal codes get a session too: the answer must not
 * tell who is a user. `bindToBrowser` gives the hash of the secret the browser got (auth/eidBinding.ts).
 */
export async function startEidSignIn(
  db: Db,
  eid: EidProvider,
  start: { readonly method: LoginMethod; readonly personalCode: string; readonly phoneNumber?: string },
  bindToBrowser: () => string,
): Promise<{ verificationCode: string }> {
  const { method, personalCode, phoneNumber } = start
  const { verificationCode, providerRef } = await eid.start({ method, personalCode, phoneNumber })
  await db.insert(authSessions).values({
    id: randomUUID(),
    method,
    personalCode,
    phoneNumber: phoneNumber ?? null,
    verificationCode,
    providerRef,
    secretHash: bindToBrowser(),
    expiresAt: new Date(Date.now() + SESSION_MINUTES * 60_000),
  })
  return { verificationCode }
}

/** A poll's verdict: still running, failed, or the user it signs in. */
export type EidPoll = { readonly status: "RUNNING" | "FAILED" } | { readonly status: "OK"; readonly userId: number }

const sqlIncrement = sql`${authSessions.pollCount} + 1`
const FAILED: EidPoll = { status: "FAILED" }

const failSignIn = async (db: Db, id: string): Promise<EidPoll> => {
  await db
    .update(authSessions)
    .set({ status: "FAILED" })
    .where(and(eq(authSessions.id, id), eq(authSessions.status, "RUNNING")))
  return FAILED
}

/**
 * Finds the session by the secret of the browser that started it (any process may have started it);
 * without the secret there is no session to poll. The body must then name that session's method,
 * person and verification code: anything else fails the session, so nobody gets a second guess.
 */
export async function pollEidSignIn(
  db: Db,
  eid: EidProvider,
  secretHash: string | undefined,
  method: LoginMethod,
  body: { readonly personalIdentityCode: string; readonly verificationCode: string },
): Promise<{ readonly kind: "OK"; readonly poll: EidPoll } | SessionProblem> {
  const [found] = secretHash ? await db.select().from(authSessions).where(eq(authSessions.secretHash, secretHash)) : []
  if (!found) return { kind: "NO_SIGN_IN_SESSION" }
  if (found.status !== "RUNNING" || found.expiresAt.getTime() <= Date.now()) return { kind: "OK", poll: FAILED }
  const named =
    found.method === method && found.personalCode === body.personalIdentityCode && found.verificationCode === body.verificationCode
  if (!named || found.pollCount >= MAX_POLLS_PER_SESSION) return { kind: "OK", poll: await failSignIn(db, found.id) }
  const [session] = await db
    .update(authSessions)
    .set({ pollCount: sqlIncrement })
    .where(and(eq(authSessions.id, found.id), eq(authSessions.status, "RUNNING")))
    .returning()
  if (!session) return { kind: "OK", poll: FAILED }

  const status = await eid.poll({ ...session, method })
  if (status === "RUNNING") return { kind: "OK", poll: { status: "RUNNING" } }
  const [user] = status === "OK" ? await db.select().from(users).where(eq(users.personalCode, session.personalCode)) : []
  // Only one poll may finish a session: the status change is the claim.
  const [claimed] = await db
    .update(authSessions)
    .set({ status: user ? "OK" : "FAILED" })
    .where(and(eq(authSessions.id, session.id), eq(authSessions.status, "RUNNING")))
    .returning({ id: authSessions.id })
  if (!user || !claimed) return { kind: "OK", poll: FAILED }
  return { kind: "OK", poll: { status: "OK", userId: user.id } }
}

/** A one-time token that carries the user's sign-in (`sessionId`) to another page of the portal within a minute. */
export async function newRedirectToken(db: Db, userId: number, sessionId: string): Promise<string> {
  const token = randomToken()
  await db.insert(redirectTokens).values({
    tokenHash: hashToken(token),
    userId,
    sessionId,
    expiresAt: new Date(Date.now() + REDIRECT_TOKEN_SECONDS * 1000),
  })
  return token
}

/** One-time: the token is marked used in the statement that checks it. The sign-in it continues, if any. */
export async function useRedirectToken(db: Db, token: string): Promise<string | undefined> {
  const now = new Date()
  const [row] = await db
    .update(redirectTokens)
    .set({ usedAt: now })
    .where(and(eq(redirectTokens.tokenHash, hashToken(token)), isNull(redirectTokens.usedAt), gt(redirectTokens.expiresAt, now)))
    .returning()
  return row?.sessionId ?? undefined
}
