import { unauthorized } from "../../http/errors"
import { signIns } from "../../metrics"
import type { sessionCalls } from "../../../core/api"
import type { LoginMethod } from "../../../core/schemas/session"
import type { AppContext, AppDeps } from "../../context"
import { Reply, type Handler } from "../../http/bindCall"
import { throttleStart } from "../../auth/throttle"
import { bindToBrowser, presentedSecretHash } from "../../auth/eidBinding"
import { clearRefreshCookie, continueSignIn, revokeSignIn, rotate, signIn } from "../../auth/session"
import { refusalOf } from "./session.errors"
import { demoMode } from "../../demo"
import { newRedirectToken, pollEidSignIn, SIGN_IN_SESSION_SECONDS, startEidSignIn, useRedirectToken } from "./session.service"

/** Simulators answer sign-in and signing exactly when demo mode is on (app.ts, main.ts). */
export const signInProviders: Handler<typeof sessionCalls.signInProviders> = () => ({ simulators: demoMode() })

async function startSignIn(deps: AppDeps, c: AppContext, method: LoginMethod, personalCode: string, phoneNumber?: string) {
  await throttleStart(deps.db, c, personalCode)
  return startEidSignIn(deps.db, deps.eid, { method, personalCode, phoneNumber }, () => bindToBrowser(c, SIGN_IN_SESSION_SECONDS))
}

export const smartIdLogin: Handler<typeof sessionCalls.smartIdLogin> = ({ deps, c, body }) =>
  startSignIn(deps, c, "smart-id", body.personalIdentityCode)

export const mobileIdLogin: Handler<typeof sessionCalls.mobileIdLogin> = ({ deps, c, body }) =>
  startSignIn(deps, c, "mobile-id", body.personalIdentityCode, body.phoneNumber)

/** The poll of the browser that started the sign-in (its secret); an OK signs the user in here. */
export const loginPoll: Handler<typeof sessionCalls.loginPoll> = async ({ deps, c, params, body }) => {
  const method = params.method as LoginMethod // decoded by pathParams (smart-id | mobile-id)
  const polled = await pollEidSignIn(deps.db, deps.eid, presentedSecretHash(c), method, body)
  if (polled.kind !== "OK") throw refusalOf(polled)
  if (polled.poll.status === "FAILED") signIns.inc({ method, outcome: "failed" })
  if (polled.poll.status !== "OK") return { status: polled.poll.status }
  signIns.inc({ method, outcome: "ok" })
  const signedIn = await signIn(deps, c, polled.poll.userId)
  return { status: "OK", token: signedIn.token, userId: signedIn.userId }
}

export const refresh: Handler<typeof sessionCalls.refresh> = async ({ deps, c }) => {
  const session = await rotate(deps, c)
  if (!session) {
    clearRefreshCookie(c)
    throw refusalOf({ kind: "REFRESH_REFUSED" })
  }
  return { token: session.token, userId: session.userId }
}

export const logout: Handler<typeof sessionCalls.logout> = async ({ deps, c }) => {
  await revokeSignIn(deps, c)
  clearRefreshCookie(c)
}

export const redirectToken: Handler<typeof sessionCalls.redirectToken> = async ({ deps, user }) => {
  // A redirect continues a person's sign-in; an API key has none to carry.
  if (user.sessionId === undefined) throw unauthorized("A redirect token needs a person's sign-in")
  return { token: await newRedirectToken(deps.db, user.userId, user.sessionId) }
}

/** One-time: the token is marked used in the statement that checks it. */
export const redirectLogin: Handler<typeof sessionCalls.redirectLogin> = async ({ deps, c, body }) => {
  const sessionId = await useRedirectToken(deps.db, body.token)
  // No new sign-in: the token's own continues, or (ended meanwhile) nothing does.
  const issued = sessionId === undefined ? undefined : await continueSignIn(deps, c, sessionId)
  signIns.inc({ method: "redirect", outcome: issued === undefined ? "failed" : "ok" })
  if (issued === undefined) return new Reply(401, { data: null })
  return { data: issued }
}
