import { randomUUID } from "node:crypto"
import { and, eq, gt, isNull, sql } from "drizzle-orm"
import type { sessionCalls } from "../../../core/api"
import type { LoginMethod, LoginPollResponse } from "../../../core/schemas/session"
import type { AppContext, AppDeps } from "../../context"
import { authSessions, redirectTokens, users } from "../../db/schema"
import { Reply, type Handler } from "../../http/bindCall"
import { notFound, unauthorized } from "../../http/errors"
import { throttleStart } from "../../auth/throttle"
import { bindToBrowser, MAX_POLLS_PER_SESSION, presentedSecretHash } from "../../auth/eidBinding"
import { clearRefreshCookie, revokeSignIn, rotate, signIn } from "../../auth/session"
import { hashToken, randomToken } from "../../auth/tokens"

const SESSION_MINUTES = 5
const REDIRECT_TOKEN_SECONDS = 60

async function startSignIn(deps: AppDeps, c: AppContext, method: LoginMethod, personalCode: string, phoneNumber?: string) {
  await throttleStart(deps.db, c, personalCode)
  // Unknown personal codes get a session too: the answer must not tell who is a user.
  const { verificationCode, providerRef } = await deps.eid.start({ method, personalCode, phoneNumber })
  await deps.db.insert(authSessions).values({
    id: randomUUID(),
    method,
    personalCode,
    phoneNumber: phoneNumber ?? null,
    verificationCode,
    providerRef,
    secretHash: bindToBrowser(c, SESSION_MINUTES * 60),
    expiresAt: new Date(Date.now() + SESSION_MINUTES * 60_000),
  })
  return { verificationCode }
}

export const smartIdLogin: Handler<typeof sessionCalls.smartIdLogin> = ({ deps, c, body }) =>
  startSignIn(deps, c, "smart-id", body.personalIdentityCode)

export const mobileIdLogin: Handler<typeof sessionCalls.mobileIdLogin> = ({ deps, c, body }) =>
  startSignIn(deps, c, "mobile-id", body.personalIdentityCode, body.phoneNumber)

const sqlIncrement = sql`${authSessions.pollCount} + 1`
const FAILED: LoginPollResponse = { status: "FAILED" }

const failSignIn = async (deps: AppDeps, id: string) => {
  await deps.db
    .update(authSessions)
    .set({ status: "FAILED" })
    .where(and(eq(authSessions.id, id), eq(authSessions.status, "RUNNING")))
  return FAILED
}

/**
 * Finds the session by the secret of the browser that started it (any process may have started it);
 * without the secret there is no session to poll (404). The body must then name that session's
 * method, person and verification code: anything else fails the session, so nobody gets a second guess.
 */
export const loginPoll: Handler<typeof sessionCalls.loginPoll> = async ({ deps, c, params, body }) => {
  const method = params.method as LoginMethod // decoded by pathParams (smart-id | mobile-id)
  const { db } = deps
  const secretHash = presentedSecretHash(c)
  const [found] = secretHash ? await db.select().from(authSessions).where(eq(authSessions.secretHash, secretHash)) : []
  if (!found) throw notFound("No sign-in session of this browser")
  if (found.status !== "RUNNING" || found.expiresAt.getTime() <= Date.now()) return FAILED
  const named =
    found.method === method && found.personalCode === body.personalIdentityCode && found.verificationCode === body.verificationCode
  if (!named || found.pollCount >= MAX_POLLS_PER_SESSION) return failSignIn(deps, found.id)
  const [session] = await db
    .update(authSessions)
    .set({ pollCount: sqlIncrement })
    .where(and(eq(authSessions.id, found.id), eq(authSessions.status, "RUNNING")))
    .returning()
  if (!session) return FAILED

  const status = await deps.eid.poll({ ...session, method })
  if (status === "RUNNING") return { status: "RUNNING" }
  const [user] = status === "OK" ? await db.select().from(users).where(eq(users.personalCode, session.personalCode)) : []
  // Only one poll may finish a session: the status change is the claim.
  const [claimed] = await db
    .update(authSessions)
    .set({ status: user ? "OK" : "FAILED" })
    .where(and(eq(authSessions.id, session.id), eq(authSessions.status, "RUNNING")))
    .returning({ id: authSessions.id })
  if (!user || !claimed) return FAILED
  const signedIn = await signIn(deps, c, user.id)
  return { status: "OK", token: signedIn.token, userId: signedIn.userId }
}

export const refresh: Handler<typeof sessionCalls.refresh> = async ({ deps, c }) => {
  const session = await rotate(deps, c)
  if (!session) {
    clearRefreshCookie(c)
    throw unauthorized("Refresh token missing, expired or already used")
  }
  return { token: session.token, userId: session.userId }
}

export const logout: Handler<typeof sessionCalls.logout> = async ({ deps, c }) => {
  await revokeSignIn(deps, c)
  clearRefreshCookie(c)
}

export const redirectToken: Handler<typeof sessionCalls.redirectToken> = async ({ deps, user }) => {
  const token = randomToken()
  await deps.db.insert(redirectTokens).values({
    tokenHash: hashToken(token),
    userId: user.userId,
    expiresAt: new Date(Date.now() + REDIRECT_TOKEN_SECONDS * 1000),
  })
  return { token }
}

/** One-time: the token is marked used in the statement that checks it. */
export const redirectLogin: Handler<typeof sessionCalls.redirectLogin> = async ({ deps, c, body }) => {
  const now = new Date()
  const [row] = await deps.db
    .update(redirectTokens)
    .set({ usedAt: now })
    .where(and(eq(redirectTokens.tokenHash, hashToken(body.token)), isNull(redirectTokens.usedAt), gt(redirectTokens.expiresAt, now)))
    .returning()
  if (!row) return new Reply(401, { data: null })
  return { data: await signIn(deps, c, row.userId) }
}
