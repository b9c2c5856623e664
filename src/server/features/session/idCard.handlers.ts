import { signIns } from "../../metrics"
import type * as sessionCalls from "../../../core/api/session.calls"
import type { LoginPollResponse } from "../../../core/schemas/session"
import { signIn } from "../../auth/session"
import { throttleStart } from "../../auth/throttle"
import { demoMode } from "../../demo"
import type { Handler } from "../../http/bindCall"
import { publicOrigin } from "../../http/publicOrigin"
import { refusalOf } from "./session.errors"
import { idCardUser, newIdCardChallenge, simulatedIdCardToken } from "./session.idCard"

const FAILED: LoginPollResponse = { status: "FAILED" }

export const idCardChallenge: Handler<typeof sessionCalls.idCardChallenge> = async ({ deps, c }) => {
  // Each challenge is a row: counted per address like the other starts (who it is shows only at the end).
  await throttleStart(deps.db, c, null)
  return { nonce: await newIdCardChallenge(deps.db) }
}

export const idCardLogin: Handler<typeof sessionCalls.idCardLogin> = async ({ deps, c, body }) => {
  const userId = await idCardUser(deps.db, deps.eidTrust, body, publicOrigin(c))
  signIns.inc({ method: "id-card", outcome: userId === undefined ? "failed" : "ok" })
  if (userId === undefined) return FAILED
  const signedIn = await signIn(deps, c, userId)
  return { status: "OK", token: signedIn.token, userId: signedIn.userId }
}

/** Demo mode: the simulated card of a card holder answers the challenge as Web eID would. */
export const simulatedIdCardAuth: Handler<typeof sessionCalls.simulatedIdCardAuth> = async ({ deps, body }) => {
  if (!demoMode()) throw refusalOf({ kind: "DEMO_ONLY" })
  return simulatedIdCardToken(deps.db, body)
}
