import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from "node:crypto"
import { and, eq, isNull } from "drizzle-orm"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import type { AppContext, AppDeps } from "../context"
import type { Db } from "../db/client"
import { referredCustomerId } from "../db/queries/contacts"
import { refreshTokens, userSessions, users } from "../db/schema"
import { rememberDevice } from "./device"
import { hashToken, randomToken } from "./tokens"

export const REFRESH_COOKIE = "ise_refresh"
/**
 * The portal's pages carry the refresh cookie too (issue 31): a page request with a session gets its first
 * view rendered (firstView.ts). Before, its path was /v1/auth; such a cookie is removed when the new one is set.
 */
const REFRESH_PATH = "/"
const OLD_REFRESH_PATH = "/v1/auth"
/** A sign-in ends this long after it began: renewals and refreshes cannot extend it. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000
/**
 * A refresh token rotated this recently still answers, with the pair it was rotated into: two tabs
 * refreshing at once both get the same new pair. Later, presenting it is a replay and ends the sign-in.
 */
export const REFRESH_GRACE_MS = 10_000

export interface IssuedSession {
  readonly token: string
  readonly userId: number
  readonly customerId: number
}

type UserSession = typeof userSessions.$inferSelect

export const isHttps = (c: AppContext) => new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https"

/**
 * httpOnly, SameSite=Strict, path /: the portal's own same-origin fetches and its page requests carry it, no
 * script reads it. Strict costs the redirect flows nothing: the bank, Elering and eID pages return by a
 * top-level navigation from their site, which carries no Strict cookie: that page starts without a first view
 * and refreshes with a same-origin fetch (Strict sends the cookie there). The API's other calls take a bearer
 * token, never this cookie, so its presence on them grants nothing.
 */
function setRefreshCookie(c: AppContext, token: string, session: UserSession) {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: "Strict",
    path: REFRESH_PATH,
    maxAge: Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
    secure: isHttps(c),
  })
  if (getCookie(c, REFRESH_COOKIE) !== undefined) deleteCookie(c, REFRESH_COOKIE, { path: OLD_REFRESH_PATH })
}

export const clearRefreshCookie = (c: AppContext) => {
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH })
  deleteCookie(c, REFRESH_COOKIE, { path: OLD_REFRESH_PATH })
}
export const refreshCookieOf = (c: AppContext): string | undefined => getCookie(c, REFRESH_COOKIE)

/** Whether the sign-in may still act: neither revoked nor past its 12 h. */
export const isLive = (session: Pick<UserSession, "revokedAt" | "expiresAt"> | undefined, now = Date.now()): session is UserSession =>
  !!session && !session.revokedAt && session.expiresAt.getTime() > now

export async function sessionById(db: Db, id: string): Promise<UserSession | undefined> {
  const [row] = await db.select().from(userSessions).where(eq(userSessions.id, id))
  return row
}

async function accessToken(deps: AppDeps, userId: number, session: UserSession, c?: AppContext): Promise<IssuedSession | undefined> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
  if (!user) return undefined
  // A new sign-in: this browser keeps its own allowance of starts for the person (auth/device.ts).
  if (c) await rememberDevice(deps, c, user.personalCode)
  const customerId = await referredCustomerId(deps.db, user.id)
  const token = await deps.tokens.sign(
    { sub: user.personalCode, referred_customer_id: customerId, userId: user.id, sid: session.id },
    { notAfter: Math.floor(session.expiresAt.getTime() / 1000) },
  )
  return { token, userId: user.id, customerId }
}

async function storeRefresh(deps: AppDeps, session: UserSession, token: string) {
  await deps.db
    .insert(refreshTokens)
    .values({ tokenHash: hashToken(token), familyId: session.id, userId: session.userId, expiresAt: session.expiresAt })
}

/** A new sign-in: a session row, an access token naming it, a new refresh-token family in the cookie. */
export async function signIn(deps: AppDeps, c: AppContext, userId: number): Promise<IssuedSession> {
  const [session] = await deps.db
    .insert(userSessions)
    .values({ id: randomUUID(), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) })
    .returning()
  const issued = await accessToken(deps, userId, session!, c)
  if (!issued) throw new Error(`user ${userId} vanished while signing in`)
  const refresh = randomToken()
  await storeRefresh(deps, session!, refresh)
  setRefreshCookie(c, refresh, session!)
  return issued
}

/**
 * The same sign-in on another page (a redirect token): an access token naming it and a new refresh
 * token of its family in this browser's cookie. Nothing new begins: the sign-in's 12 h stay counted
 * from its start, and logout or a replay revokes this browser's tokens with the rest. Undefined when
 * the sign-in has ended meanwhile.
 */
export async function continueSignIn(deps: AppDeps, c: AppContext, sessionId: string): Promise<IssuedSession | undefined> {
  const session = await sessionById(deps.db, sessionId)
  if (!isLive(session)) return undefined
  const issued = await accessToken(deps, session.userId, session)
  if (!issued) return undefined
  const refresh = randomToken()
  await storeRefresh(deps, session, refresh)
  setRefreshCookie(c, refresh, session)
  return issued
}

/** The rotated pair, kept with the old token for the grace window, readable only with the old token. */
interface Successor {
  readonly refresh: string
  readonly issued: IssuedSession
}

const sealKey = (presented: string) => createHash("sha256").update(`refresh-successor:${presented}`).digest()

function seal(presented: string, successor: Successor): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", sealKey(presented), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(successor), "utf8"), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".")
}

function unseal(presented: string, sealed: string): Successor | undefined {
  try {
    const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"))
    const decipher = createDecipheriv("aes-256-gcm", sealKey(presented), iv!)
    decipher.setAuthTag(tag!)
    return JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8")) as Successor
  } catch {
    return undefined
  }
}

/**
 * Rotates the refresh token in the cookie. The old token is revoked in the statement that checks it,
 * so two processes cannot both rotate it; the loser (a second tab, within REFRESH_GRACE_MS) gets the
 * winner's pair. Presenting a token rotated longer ago revokes the whole sign-in (somebody replayed a
 * stolen token). Nothing outlives the sign-in's 12 h.
 */
export async function rotate(deps: AppDeps, c: AppContext): Promise<IssuedSession | undefined> {
  const presented = refreshCookieOf(c)
  if (!presented) return undefined
  const hash = hashToken(presented)
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
  if (!row) return undefined
  const session = await sessionById(deps.db, row.familyId)
  if (!isLive(session)) return undefined

  if (!row.revokedAt) {
    const issued = await accessToken(deps, row.userId, session)
    if (!issued) return undefined
    const successor: Successor = { refresh: randomToken(), issued }
    const now = new Date()
    const [won] = await deps.db
      .update(refreshTokens)
      .set({ revokedAt: now, successorSealed: seal(presented, successor) })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id })
    if (won) {
      await storeRefresh(deps, session, successor.refresh)
      setRefreshCookie(c, successor.refresh, session)
      return issued
    }
  }
  // Rotated already, by another tab a moment ago or long before.
  const [rotated] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
  const recent = rotated?.revokedAt && Date.now() - rotated.revokedAt.getTime() <= REFRESH_GRACE_MS
  const successor = recent && rotated.successorSealed ? unseal(presented, rotated.successorSealed) : undefined
  if (!successor) {
    await revokeSession(deps, row.familyId)
    return undefined
  }
  setRefreshCookie(c, successor.refresh, session)
  return successor.issued
}

/** Ends a sign-in: its access tokens are refused from now on and its refresh tokens are dead. */
export async function revokeSession(deps: AppDeps, sessionId: string) {
  const now = new Date()
  await deps.db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)))
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
}

/** Logout: revokes the sign-in the cookie belongs to, and the one the bearer token names (elements have no cookie). */
export async function revokeSignIn(deps: AppDeps, c: AppContext) {
  const presented = refreshCookieOf(c)
  const [row] = presented
    ? await deps.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    : []
  if (row) await revokeSession(deps, row.familyId)
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]
  const verified = bearer ? await deps.tokens.verify(bearer.trim()) : undefined
  if (verified) await revokeSession(deps, verified.payload.sid)
}
