import { getCookie, setCookie } from "hono/cookie"
import { EID_SESSION_HEADER } from "../../core/http/client"
import type { AppContext } from "../context"
import { isHttps } from "./session"
import { hashToken, randomToken } from "./tokens"

/**
 * Polls one session answers before it fails: the fastest client cadence (signing, every second) over
 * a session's 5 minutes; the portal's sign-in polls every 3 s and needs 100.
 */
export const MAX_POLLS_PER_SESSION = 300

/** The cookie naming the Smart-ID / Mobile-ID session (sign-in or signing) this browser started. */
export const EID_SESSION_COOKIE = "ise_eid"

/**
 * Binds a starting Smart-ID / Mobile-ID session to the browser that starts it: a random secret goes
 * to the browser twice, as an httpOnly SameSite=Strict cookie limited to the API and in the
 * x-eid-session header (for elements on other origins, where the cookie may not travel). Only its
 * hash is stored with the session, and a poll must present the secret: knowing somebody's personal
 * code and guessing the 4-digit verification code is no longer enough.
 */
export function bindToBrowser(c: AppContext, lifetimeSeconds: number): string {
  const secret = randomToken()
  setCookie(c, EID_SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: "Strict",
    path: "/v1",
    maxAge: lifetimeSeconds,
    secure: isHttps(c),
  })
  c.header(EID_SESSION_HEADER, secret)
  return hashToken(secret)
}

/**
 * The hash of the secret a poll presents, or undefined. The header goes first: it names the session
 * of this very flow even when a start in another tab has replaced the cookie since.
 */
export function presentedSecretHash(c: AppContext): string | undefined {
  const secret = c.req.header(EID_SESSION_HEADER) || getCookie(c, EID_SESSION_COOKIE)
  return secret ? hashToken(secret) : undefined
}
