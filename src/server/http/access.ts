import { and, eq } from "drizzle-orm"
import type { Call } from "../../core/api/call"
import type { AppContext, AppDeps } from "../context"
import { contacts } from "../db/schema"
import { SLIDING_WINDOW_SECONDS } from "../auth/tokens"
import { forbidden, unauthorized } from "./errors"

export interface AuthUser {
  readonly userId: number
  readonly personalCode: string
  readonly referredCustomerId: number
}

export type ContactRow = typeof contacts.$inferSelect

export interface Access {
  readonly user?: AuthUser
  readonly contact?: ContactRow
  /** A fresh access token for the x-auth-token header when the presented one is about to expire. */
  readonly renewedToken?: string
}

const bearer = (c: AppContext): string | undefined => {
  const header = c.req.header("authorization")
  const m = header && /^Bearer\s+(.+)$/i.exec(header)
  return m ? m[1]!.trim() : undefined
}

/** Checks the call's access rule: public, user (valid bearer token) or customer (contact of {customerId}, with a role). */
export async function checkAccess(c: AppContext, deps: AppDeps, call: Call, customerId: number | undefined): Promise<Access> {
  if (call.access === "public") return {}
  const token = bearer(c)
  const verified = token ? await deps.tokens.verify(token) : undefined
  if (!verified) throw unauthorized()
  const { payload, exp } = verified
  const user: AuthUser = { userId: payload.userId, personalCode: payload.sub, referredCustomerId: payload.referred_customer_id }
  // Sliding session: the client replaces its stored token with the one in x-auth-token.
  const renewedToken =
    exp - Date.now() / 1000 < SLIDING_WINDOW_SECONDS ? await deps.tokens.sign(payload) : undefined
  if (call.access === "user") return { user, renewedToken }

  if (customerId === undefined) throw new Error(`call ${call.id} has access "customer" but no {customerId}`)
  const [contact] = await deps.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, user.userId), eq(contacts.customerId, customerId)))
  if (!contact) throw forbidden("Not a contact of this customer")
  if (call.roles?.length && !call.roles.some((role) => contact.roles.includes(role))) {
    throw forbidden(`Needs one of the roles ${call.roles.join(", ")}`)
  }
  return { user, contact, renewedToken }
}
