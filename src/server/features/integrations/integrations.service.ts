import { randomBytes } from "node:crypto"
import { and, desc, eq, isNull } from "drizzle-orm"
import {
  API_KEY_PREFIX,
  API_KEY_RATE_DEFAULT,
  API_KEY_VISIBLE_LENGTH,
  apiKeyExpiresAt,
  apiKeyProblems,
  type ApiKeyFieldProblem,
} from "../../../core/rules/integrations"
import type { Role } from "../../../core/schemas/common"
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from "../../../core/schemas/integrations"
import type { Db } from "../../db/client"
import { users } from "../../db/schema"
import { hashApiKey } from "./integrations.keyAccess"
import { apiKeys } from "./integrations.tables"

export type IntegrationsProblem = { readonly kind: "FIELD"; readonly problem: ApiKeyFieldProblem } | { readonly kind: "NO_SUCH_KEY" }

type KeyRow = typeof apiKeys.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const apiKeyOf = (row: KeyRow, createdBy: string): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  roles: row.roles,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  createdBy,
  lastUsedAt: iso(row.lastUsedAt),
  ratePerMinute: row.ratePerMinute,
})

/** The customer's keys that are not revoked, newest first. */
export async function apiKeysOf(db: Db, customerId: number): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.customerId, customerId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
  return rows.map((r) => apiKeyOf(r.key, r.createdBy))
}

/** A new secret: the prefix, 8 visible characters and 256 random bits (base64url). */
const newSecret = (): string => `${API_KEY_PREFIX}${randomBytes(6).toString("base64url")}_${randomBytes(32).toString("base64url")}`

/** Creates a key with the creator's `roles` checked (a subset of their own); answers its secret this once. */
export async function createApiKey(
  db: Db,
  creator: { userId: number; roles: ReadonlyArray<Role>; customerId: number },
  body: ApiKeyCreate,
  now: Date,
): Promise<ApiKeyCreated | IntegrationsProblem> {
  const fields = { name: body.name, roles: [...new Set(body.roles)], expiresOn: body.expiresOn }
  const [problem] = apiKeyProblems(fields, creator.roles, now)
  if (problem) return { kind: "FIELD", problem }
  const secret = newSecret()
  const [row] = await db
    .insert(apiKeys)
    .values({
      customerId: creator.customerId,
      name: fields.name.trim(),
      prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
      secretHash: hashApiKey(secret),
      roles: fields.roles,
      expiresAt: apiKeyExpiresAt(fields.expiresOn),
      createdAt: now,
      createdByUserId: creator.userId,
      ratePerMinute: body.ratePerMinute ?? API_KEY_RATE_DEFAULT,
    })
    .returning()
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, creator.userId))
  return { key: apiKeyOf(row!, user?.name ?? ""), secret }
}

/** Revokes a key of the customer at once (the next call with it is refused); another customer's key is not found. */
export async function revokeApiKey(
  db: Db,
  customerId: number,
  keyId: number,
  userId: number,
  now: Date,
): Promise<IntegrationsProblem | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now, revokedByUserId: userId })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.customerId, customerId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id })
  return row ? undefined : { kind: "NO_SUCH_KEY" }
}
