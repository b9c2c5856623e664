import { createHash } from "node:crypto"
import { and, eq, gt, isNull, sql } from "drizzle-orm"
import type { Call } from "../../../core/api/call"
import { mayUse, refusalReason, type CustomerKind } from "../../../core/rules/access"
import { API_KEY_USER_CALLS, API_KEY_WINDOW_MS } from "../../../core/rules/integrations"
import type { Role } from "../../../core/schemas/common"
import type { AppContext, AppDeps } from "../../context"
import type { ContactRow } from "../../db/queries/contacts"
import { contacts, customers, users } from "../../db/schema"
import { forbidden, refuse, unauthorized } from "../../http/errors"
import { apiKeys } from "./integrations.tables"

/** What a key acts as: its creator's contact of its customer, with the key's roles (those the creator still has). */
export interface KeyAccess {
  readonly user: {
    readonly userId: number
    readonly personalCode: string
    readonly referredCustomerId: number
    /** What the key may read in user calls that check a document's customer themselves (API_KEY_USER_CALLS). */
    readonly apiKey: { readonly customerId: number; readonly kind: CustomerKind }
  }
  readonly contact?: ContactRow
  readonly kind?: CustomerKind
}

export const hashApiKey = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex")

/**
 * Takes one slot of the key's rate limit and marks its use, in one statement, only for a live key (neither
 * revoked nor past its expiry instant, by the server's clock). The window restarts when a minute has passed.
 */
async function takeSlot(deps: AppDeps, hash: string, now: Date) {
  const windowEnded = sql`(${apiKeys.windowStartedAt} is null or ${apiKeys.windowStartedAt} <= ${new Date(now.getTime() - API_KEY_WINDOW_MS)})`
  const [row] = await deps.db
    .update(apiKeys)
    .set({
      lastUsedAt: now,
      windowStartedAt: sql`case when ${windowEnded} then ${now} else ${apiKeys.windowStartedAt} end`,
      windowCount: sql`case when ${windowEnded} then 1 else ${apiKeys.windowCount} + 1 end`,
    })
    .where(and(eq(apiKeys.secretHash, hash), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now)))
    .returning()
  return row
}

async function creatorContact(deps: AppDeps, userId: number, customerId: number) {
  const [row] = await deps.db
    .select({
      contact: contacts,
      personalCode: users.personalCode,
      isPerson: customers.isPerson,
      apartment: customers.apartmentAssociation,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .innerJoin(customers, eq(customers.id, contacts.customerId))
    .where(and(eq(contacts.userId, userId), eq(contacts.customerId, customerId)))
  return row
}

/**
 * The access check of a request made with an API key (`Authorization: Bearer isk_…`): the same rule as a
 * person's (`mayUse`), with the key's roles, only for its own customer and only through customer calls.
 * 401 for an unknown, revoked or expired key; 429 with Retry-After past its rate limit; 403 otherwise refused.
 */
export async function apiKeyAccess(
  c: AppContext,
  deps: AppDeps,
  call: Call,
  customerId: number | undefined,
  secret: string,
): Promise<KeyAccess> {
  const hash = hashApiKey(secret)
  const now = deps.clock.now()
  const key = await takeSlot(deps, hash, now)
  if (!key) {
    // Refused keys' calls are audited too: the holder of a revoked key keeps trying.
    const [known] = await deps.db
      .select({ id: apiKeys.id, customerId: apiKeys.customerId })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hash))
    if (known) c.set("apiKey", known)
    throw unauthorized("The API key is unknown, revoked or expired")
  }
  c.set("apiKey", { id: key.id, customerId: key.customerId })
  if (key.windowCount > key.ratePerMinute) {
    const freeAt = (key.windowStartedAt?.getTime() ?? now.getTime()) + API_KEY_WINDOW_MS
    const wait = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
    c.header("retry-after", String(wait))
    throw refuse("TOO_MANY_REQUESTS", `The API key's limit of ${key.ratePerMinute} calls a minute is used: try again in ${wait} s`)
  }
  const userCall = call.access === "user" && API_KEY_USER_CALLS.includes(call.id)
  if (call.access !== "customer" && !userCall) throw forbidden("An API key acts only through its customer's calls")
  if (call.access === "customer" && customerId !== key.customerId) throw forbidden("Not this API key's customer")
  const found = await creatorContact(deps, key.createdByUserId, key.customerId)
  if (!found) throw forbidden("The API key's creator no longer acts for this customer")
  const roles = key.roles.filter((role) => found.contact.roles.includes(role)) as Role[]
  const kind: CustomerKind = { roles, isPerson: found.isPerson, apartmentAssociation: found.apartment }
  const user = {
    userId: key.createdByUserId,
    personalCode: found.personalCode,
    referredCustomerId: key.customerId,
    apiKey: { customerId: key.customerId, kind },
  }
  if (userCall) return { user }
  if (!mayUse(kind, call)) throw forbidden(`Needs ${refusalReason(call)}`)
  return { user, contact: { ...found.contact, roles }, kind }
}
