import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core"
import type { Role } from "../../../core/schemas/common"
import type { WebhookDeliveryStatus, WebhookEvent } from "../../../core/schemas/integrations"
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

/**
 * A company's webhook endpoints. The `whsec_` secret is kept as it is: every delivery is signed with it
 * (HMAC needs the key itself); it is answered only once, at registration. A removed endpoint keeps its row
 * (`deleted_at`) for its delivery log.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEvent[]>().notNull(),
    secret: text("secret").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => users.id),
    deletedAt: at("deleted_at"),
  },
  (t) => [index("webhook_endpoints_customer").on(t.customerId)],
)

/**
 * One event to one endpoint: written in the transaction of the change that caused it (never sent by that
 * request), sent by the job runner's `webhooks` queue, retried with growing waits for 24 h. `payload` is the
 * exact body signed and sent; `message_id` the webhook-id that stays the same on every attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    messageId: text("message_id").notNull(),
    event: text("event").$type<WebhookEvent>().notNull(),
    payload: text("payload").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: at("created_at").notNull(),
    nextAttemptAt: at("next_attempt_at"),
    lastAttemptAt: at("last_attempt_at"),
    lastStatus: integer("last_status"),
    lastResponse: text("last_response"),
    claimedBy: text("claimed_by"),
    claimedAt: at("claimed_at"),
  },
  (t) => [
    index("webhook_deliveries_due").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_customer").on(t.customerId, t.createdAt),
  ],
)
