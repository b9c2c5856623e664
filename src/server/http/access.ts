import { and, eq, sql } from "drizzle-orm"
import type { Call } from "../../core/api/call"
import { mayUse, refusalReason, type CustomerKind } from "../../core/rules/access"
import type { Role } from "../../core/schemas/common"
import type { AppContext, AppDeps } from "../context"
import type { Db } from "../db/client"
import { contacts, customers, userSessions } from "../db/schema"
import { contactsOf, type ContactAccess, type ContactRow } from "../db/queries/contacts"
import { preparedOnce } from "../db/prepared"
import { SLIDING_WINDOW_SECONDS } from "../auth/tokens"
import { isLive } from "../auth/session"
import { forbidden, unauthorized } from "./errors"
import { isApiKeyToken } from "../../core/rules/integrations"
import { apiKeyAccess } from "../features/integrations/integrations.keyAccess"

export interface AuthUser {
  readonly userId: number
  readonly personalCode: string
  readonly referredCustomerId: number
  /** The sign-in the access token names (its `sid`); none for a request made with an API key. */
  readonly sessionId?: string
  /** Set when the request is made with an API key: the one customer, and its roles, the key may read. */
  readonly apiKey?: { readonly customerId: number; readonly kind: CustomerKind }
}

export type { ContactRow }
export { contactsOf, type ContactAccess }

export interface Access {
  readonly user?: AuthUser
  readonly contact?: ContactRow
  /** The customer's kind with the contact's roles (customer calls). */
  readonly kind?: CustomerKind
  /** A fresh access token for the x-auth-token header when the presented one is about to expire. */
  readonly renewedToken?: string
}

const bearer = (c: AppContext): string | undefined => {
  const header = c.req.header("authorization")
  const m = header && /^Bearer\s+(.+)$/i.exec(header)
  return m ? m[1]!.trim() : undefined
}

/**
 * The two statements of the access check, prepared once per database (named statements on PostgreSQL:
 * parsed and planned once per connection, no query building per request). Each is one round trip:
 * the sign-in's liveness, and for customer calls the user's contact of the customer with its kind.
 */
const statements = (db: Db) =>
  preparedOnce(db, "access", (_, db) => {
    const session = { expiresAt: userSessions.expiresAt, revokedAt: userSessions.revokedAt }
    return {
      session: db
        .select(session)
        .from(userSessions)
        .where(eq(userSessions.id, sql.placeholder("sid")))
        .prepare("access_session"),
      contact: db
        .select({ ...session, contact: contacts, isPerson: customers.isPerson, apartmentAssociation: customers.apartmentAssociation })
        .from(userSessions)
        .leftJoin(contacts, and(eq(contacts.userId, sql.placeholder("userId")), eq(contacts.customerId, sql.placeholder("customerId"))))
        .leftJoin(customers, eq(customers.id, contacts.customerId))
        .where(eq(userSessions.id, sql.placeholder("sid")))
        .prepare("access_contact"),
    }
  })
type ContactJoin = { contact: ContactRow | null; isPerson: boolean | null; apartmentAssociation: boolean | null }

/** The sign-in's liveness and (for customer calls) the contact: from the cache, else one statement, kept when found. */
async function liveSessionAndContact(deps: AppDeps, call: Call, payload: { sid: string; userId: number }, customerId: number | undefined) {
  const cache = deps.accessCache
  let session = cache.session(payload.sid)
  let found = call.access === "customer" ? cache.contact(payload.userId, customerId!) : undefined
  if (session && (call.access !== "customer" || found)) return { session, found }
  const mark = cache.mark()
  const { session: sessionStatement, contact: contactStatement } = statements(deps.db)
  const [row] =
    call.access === "customer"
      ? await contactStatement.execute({ sid: payload.sid, userId: payload.userId, customerId })
      : await sessionStatement.execute({ sid: payload.sid })
  if (!row) return { session: undefined, found: undefined }
  session = { expiresAt: row.expiresAt, revokedAt: row.revokedAt }
  // Only a live sign-in and a contact that exists are kept: refusals are read again.
  const live = isLive(session)
  if (live) cache.keepSession(mark, payload.sid, session)
  const joined = row as Partial<ContactJoin>
  found =
    joined.contact && typeof joined.isPerson === "boolean" && typeof joined.apartmentAssociation === "boolean"
      ? { contact: joined.contact, isPerson: joined.isPerson, apartmentAssociation: joined.apartmentAssociation }
      : undefined
  if (found && live) cache.keepContact(mark, payload.userId, customerId!, found)
  return { session, found }
}

/**
 * Checks the call's access rule: public, user (valid bearer token) or customer (contact of {customerId}
 * whom `mayUse` lets make the call). The token's verification is cached per process (auth/tokens.ts), the
 * sign-in's liveness and the contact too (accessCache.ts: emptied by every write to them, this process's
 * at once, other processes' by NOTIFY), so a request of a known sign-in sends no statement for access and
 * a new one sends one: liveness and contact read together (docs/security.md).
 */
export async function checkAccess(c: AppContext, deps: AppDeps, call: Call, customerId: number | undefined): Promise<Access> {
  if (call.access === "public") return {}
  const token = bearer(c)
  // An API key (issue 27) acts for its own customer with its own roles, under the same rule.
  if (token && isApiKeyToken(token)) return apiKeyAccess(c, deps, call, customerId, token)
  const verified = token ? await deps.tokens.verify(token) : undefined
  if (!verified) throw unauthorized()
  const { payload, exp } = verified
  if (call.access === "customer" && customerId === undefined) throw new Error(`call ${call.id} has access "customer" but no {customerId}`)
  const { session, found } = await liveSessionAndContact(deps, call, payload, customerId)
  // The token's sign-in must still be live: logout and a replayed refresh token end it at once.
  if (!session || !isLive(session)) throw unauthorized("The sign-in has ended")
  const user: AuthUser = {
    userId: payload.userId,
    personalCode: payload.sub,
    referredCustomerId: payload.referred_customer_id,
    sessionId: payload.sid,
  }
  // Sliding session: the client replaces its stored token with the one in x-auth-token; never past the sign-in's end.
  const sessionEnd = Math.floor(session.expiresAt.getTime() / 1000)
  const renewedToken =
    exp - Date.now() / 1000 < SLIDING_WINDOW_SECONDS && exp < sessionEnd
      ? await deps.tokens.sign(payload, { notAfter: sessionEnd })
      : undefined
  if (call.access === "user") return { user, renewedToken }

  if (!found) throw forbidden("Not a contact of this customer")
  const kind: CustomerKind = {
    roles: found.contact.roles as Role[],
    isPerson: found.isPerson,
    apartmentAssociation: found.apartmentAssociation,
  }
  if (!mayUse(kind, call)) throw forbidden(`Needs ${refusalReason(call)}`)
  return { user, contact: found.contact, kind, renewedToken }
}
