import { randomUUID } from "node:crypto"
import { and, eq, gt, isNull } from "drizzle-orm"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import type { AppContext, AppDeps } from "../context"
import { referredCustomerId } from "../db/queries/contacts"
import { refreshTokens, users } from "../db/schema"
import { hashToken, randomToken } from "./tokens"

export const REFRESH_COOKIE = "ise_refresh"
const REFRESH_PATH = "/v1/auth"
const REFRESH_DAYS = 30

export interface IssuedSession {
  readonly token: string
  readonly userId: number
  readonly customerId: number
}

export const isHttps = (c: AppContext) =>
  new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https"

function setRefreshCookie(c: AppContext, token: string) {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: REFRESH_PATH,
    maxAge: REFRESH_DAYS * 24 * 3600,
    secure: isHttps(c),
  })
}

export const clearRefreshCookie = (c: AppContext) => deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH })
export const refreshCookieOf = (c: AppContext): string | undefined => getCookie(c, REFRESH_COOKIE)

async function accessToken(deps: AppDeps, userId: number): Promise<IssuedSession | undefined> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
  if (!user) return undefined
  const customerId = await referredCustomerId(deps.db, user.id)
  const token = await deps.tokens.sign({ sub: user.personalCode, referred_customer_id: customerId, userId: user.id })
  return { token, userId: user.id, customerId }
}

async function storeRefresh(deps: AppDeps, c: AppContext, userId: number, familyId: string) {
  const token = randomToken()
  await deps.db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    familyId,
    userId,
    expiresAt: new Date(Date.now() + REFRESH_DAYS * 24 * 3600 * 1000),
  })
  setRefreshCookie(c, token)
}

/** A new sign-in: access token plus a new refresh-token family in the cookie. */
export async function signIn(deps: AppDeps, c: AppContext, userId: number): Promise<IssuedSession> {
  const session = await accessToken(deps, userId)
  if (!session) throw new Error(`user ${userId} vanished while signing in`)
  await storeRefresh(deps, c, userId, randomUUID())
  return session
}

/**
 * Rotates the refresh token in the cookie. The old token is revoked in the same statement that checks
 * it, so two processes cannot both use it; presenting a revoked token revokes its whole family
 * (somebody replayed a stolen token).
 */
export async function rotate(deps: AppDeps, c: AppContext): Promise<IssuedSession | undefined> {
  const presented = refreshCookieOf(c)
  if (!presented) return undefined
  const hash = hashToken(presented)
  const now = new Date()
  const [row] = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning()
  if (!row) {
    const [old] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
    if (old) await revokeFamily(deps, old.familyId)
    return undefined
  }
  const session = await accessToken(deps, row.userId)
  if (!session) return undefined
  await storeRefresh(deps, c, row.userId, row.familyId)
  return session
}

export async function revokeFamily(deps: AppDeps, familyId: string) {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/** Logout: revokes the sign-in the cookie belongs to. */
export async function revokeCookieSession(deps: AppDeps, c: AppContext) {
  const presented = refreshCookieOf(c)
  if (!presented) return
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented)))
  if (row) await revokeFamily(deps, row.familyId)
}
