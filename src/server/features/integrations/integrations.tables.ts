import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import type { Role } from "../../../core/schemas/common"
import { customers, users } from "../../db/schema"

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const id = () => integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100_000 })

/**
 * A company's API keys (issue 27). Only the SHA-256 of the secret is kept (the secret has 256 random bits,
 * so a plain hash is enough); `prefix` is the part shown in the list. The rate limit's window is kept in the
 * row, so every server process counts the same calls (one UPDATE per call takes a slot and marks the use).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    roles: text("roles").array().$type<Role[]>().notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => users.id),
    revokedAt: at("revoked_at"),
    revokedByUserId: integer("revoked_by_user_id").references(() => users.id),
    lastUsedAt: at("last_used_at"),
    ratePerMinute: integer("rate_per_minute").notNull(),
    windowStartedAt: at("window_started_at"),
    windowCount: integer("window_count").notNull().default(0),
  },
  (t) => [index("api_keys_customer").on(t.customerId, t.createdAt)],
)

/** Every call an API key made (or tried, once the key was known): which key, which call, its status and when. */
export const apiKeyCalls = pgTable(
  "api_key_calls",
  {
    id: id(),
    apiKeyId: integer("api_key_id")
      .notNull()
      .references(() => apiKeys.id),
    at: at("at").notNull().defaultNow(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
  },
  (t) => [index("api_key_calls_key").on(t.apiKeyId, t.at)],
)
