import { randomBytes } from "node:crypto"
import { and, desc, eq, isNull, sql } from "drizzle-orm"
import { webhookUrlProblem } from "../../../core/rules/integrations"
import type { WebhookCreate, WebhookCreated, WebhookDelivery, WebhookEndpoint, WebhookEvent } from "../../../core/schemas/integrations"
import type { Db } from "../../db/client"
import { demoMode } from "../../demo"
import { webhookDeliveries, webhookEndpoints } from "./integrations.tables"

/** A database or one of its transactions: events are written with the change that caused them. */
type Writer = Pick<Db, "select" | "insert">

export type WebhooksProblem =
  | { readonly kind: "FIELD"; readonly field: "url" | "events"; readonly problem: string }
  | { readonly kind: "NO_SUCH_ENDPOINT" }
  | { readonly kind: "NO_SUCH_DELIVERY" }

const endpointOf = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
})

export async function webhookEndpointsOf(db: Db, customerId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.customerId, customerId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
  return rows.map(endpointOf)
}

/** A Standard Webhooks symmetric secret: `whsec_` and 32 random bytes in base64. */
const newSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`

export async function createWebhookEndpoint(
  db: Db,
  creator: { userId: number; customerId: number },
  body: WebhookCreate,
  now: Date,
): Promise<WebhookCreated | WebhooksProblem> {
  const problem = webhookUrlProblem(body.url, demoMode())
  if (problem) return { kind: "FIELD", field: "url", problem }
  const events = [...new Set(body.events)]
  if (events.length === 0) return { kind: "FIELD", field: "events", problem: "NO_EVENTS" }
  const secret = newSecret()
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ customerId: creator.customerId, url: body.url.trim(), events, secret, createdAt: now, createdByUserId: creator.userId })
    .returning()
  return { endpoint: endpointOf(row!), secret }
}

/** Removes an endpoint: its pending deliveries end as FAILED, nothing more is written for it. */
export async function deleteWebhookEndpoint(db: Db, customerId: number, id: number, now: Date): Promise<WebhooksProblem | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ deletedAt: now })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId), isNull(webhookEndpoints.deletedAt)))
      .returning({ id: webhookEndpoints.id })
    if (!row) return { kind: "NO_SUCH_ENDPOINT" }
    await tx
      .update(webhookDeliveries)
      .set({ status: "FAILED", nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, "PENDING")))
    return undefined
  })
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export async function webhookDeliveriesOf(db: Db, customerId: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({ d: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.customerId, customerId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(50)
  return rows.map(({ d, url }) => ({
    id: d.id,
    endpointId: d.endpointId,
    url,
    messageId: d.messageId,
    event: d.event,
    status: d.status,
    attempts: d.attempts,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: iso(d.lastAttemptAt),
    nextAttemptAt: iso(d.nextAttemptAt),
    lastStatus: d.lastStatus,
    lastResponse: d.lastResponse,
  }))
}

/** Sends a delivery again now: PENDING and due, whatever it was; the same webhook-id. */
export async function redeliver(db: Db, customerId: number, id: number, now: Date): Promise<WebhooksProblem | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "PENDING", nextAttemptAt: now, claimedBy: null, claimedAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.customerId, customerId),
        sql`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.id} = ${webhookDeliveries.endpointId} and ${webhookEndpoints.deletedAt} is null)`,
      ),
    )
    .returning({ id: webhookDeliveries.id })
  return row ? undefined : { kind: "NO_SUCH_DELIVERY" }
}

/** A webhook-id: `msg_` and 16 random bytes (no full stop: it is part of what is signed). */
const messageId = (): string => `msg_${randomBytes(16).toString("base64url")}`

/**
 * Writes one delivery of `type` for each of the customer's endpoints that chose it, in the caller's
 * transaction (the change and its events are committed together); the job runner sends them. The body is
 * the Standard Webhooks payload `{ type, timestamp, data }`, thin: ids and the change itself.
 */
export async function emitWebhookEvent(
  db: Writer,
  customerId: number,
  type: WebhookEvent,
  data: Record<string, unknown>,
  now: Date = new Date(),
): Promise<void> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.customerId, customerId), isNull(webhookEndpoints.deletedAt)))
  const chosen = endpoints.filter((e) => e.events.includes(type))
  if (chosen.length === 0) return
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data: { customerId, ...data } })
  await db.insert(webhookDeliveries).values(
    chosen.map((e) => ({
      endpointId: e.id,
      customerId,
      messageId: messageId(),
      event: type,
      payload,
      status: "PENDING" as const,
      createdAt: now,
      nextAttemptAt: now,
    })),
  )
}
