import { createHmac } from "node:crypto"
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import http from "node:http"
import https from "node:https"
import { BlockList, isIP } from "node:net"
import { and, eq, lte, sql } from "drizzle-orm"
import { retryAfterMs, WEBHOOK_TIMEOUT_MS, webhookNextAttempt } from "../../../core/rules/integrations"
import { claimDueRow } from "../../jobs/claimDue"
import type { Db } from "../../db/client"
import { demoMode } from "../../demo"
import type { JobQueue } from "../../jobs/runner"
import { webhookDeliveries, webhookEndpoints } from "./integrations.tables"

/** The Standard Webhooks v1 signature: HMAC-SHA256 with the secret's base64 key over `id.timestamp.body`. */
export const signWebhook = (secret: string, id: string, timestamp: number, body: string): string =>
  `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${body}`, "utf8")
    .digest("base64")}`

/** Addresses a delivery never goes to outside demo mode: private, loopback, link-local, unspecified, shared and multicast. */
const refused = new BlockList()
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refused.addSubnet(net, prefix, "ipv4")
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  refused.addSubnet(net, prefix, "ipv6")

/** Whether a delivery may go to `address` (an IPv4-mapped IPv6 address is judged as its IPv4). */
export const isPublicAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return !refused.check(mapped, "ipv4")
  const family = isIP(address)
  if (family === 0) return false
  return !refused.check(address, family === 4 ? "ipv4" : "ipv6")
}

export class AddressRefused extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}: private, loopback or link-local`)
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** dns.lookup that refuses a name resolving to an address outside the public internet: checked on the connection's own lookup. */
const guardedLookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, [])
    const bad = addresses.find((a) => !isPublicAddress(a.address))
    if (bad) return callback(new AddressRefused(bad.address), [])
    if (options.all) return callback(null, addresses)
    return callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

export interface PostAnswer {
  readonly status: number
  readonly body: string
  /** The answer's Retry-After header, when it has one. */
  readonly retryAfter?: string
}

/**
 * One POST of a delivery: no redirect is followed (3xx is an answer, a failure), the whole exchange is bounded
 * by WEBHOOK_TIMEOUT_MS, at most 1 kB of the answer is kept. Outside demo mode (`allowPrivate` false) an
 * address literal or a resolved name that is not public is refused before connecting.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<PostAnswer> {
  const target = new URL(url)
  const host = target.hostname.replace(/^\[|\]$/g, "")
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) return Promise.reject(new AddressRefused(host))
  const client = target.protocol === "https:" ? https : http
  return new Promise<PostAnswer>((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        ...(allowPrivate ? {} : { lookup: guardedLookup as unknown as typeof dnsLookup }),
      },
      (res) => {
        let kept = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => {
          if (kept.length < 1024) kept += chunk
        })
        const retryAfter = res.headers["retry-after"]
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: kept.slice(0, 1024), ...(retryAfter ? { retryAfter } : {}) }))
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(body)
  })
}

/** A claim older than this is another worker's that died: the delivery may be taken over. */
const STALE_CLAIM_MS = 30_000

export async function claimDelivery(db: Db, workerId: string, now: Date): Promise<number | undefined> {
  return claimDueRow(
    db,
    {
      table: webhookDeliveries,
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      waiting: "PENDING",
      dueAt: webhookDeliveries.nextAttemptAt,
      claimedBy: webhookDeliveries.claimedBy,
      claimedAt: webhookDeliveries.claimedAt,
    },
    workerId,
    now,
    STALE_CLAIM_MS,
  )
}

/**
 * One attempt of a claimed delivery, recorded: DELIVERED on 2xx; else the next attempt (when the receiver's
 * Retry-After says, within the 24 h), or FAILED past 24 h (or on 410 Gone).
 */
export async function attemptDelivery(db: Db, id: number, now: Date, allowPrivate: boolean): Promise<void> {
  const [row] = await db
    .select({ d: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret, deletedAt: webhookEndpoints.deletedAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
  if (!row) return
  const { d } = row
  if (row.deletedAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: "FAILED", nextAttemptAt: null, claimedBy: null, claimedAt: null })
      .where(eq(webhookDeliveries.id, id))
    return
  }
  const timestamp = Math.floor(now.getTime() / 1000)
  const headers = {
    "webhook-id": d.messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(row.secret, d.messageId, timestamp, d.payload),
    "user-agent": "ise-portal-webhooks/1",
  }
  const answer = await postWebhook(row.url, headers, d.payload, allowPrivate).catch(
    (error: Error): PostAnswer => ({
      status: 0,
      body: error instanceof AddressRefused ? error.message : `${error.name}: ${error.message}`,
    }),
  )
  const attempts = d.attempts + 1
  const delivered = answer.status >= 200 && answer.status < 300
  const next =
    delivered || answer.status === 410 ? null : webhookNextAttempt(d.createdAt, now, attempts, retryAfterMs(answer.retryAfter, now))
  await db
    .update(webhookDeliveries)
    .set({
      status: delivered ? "DELIVERED" : next ? "PENDING" : "FAILED",
      attempts,
      lastAttemptAt: now,
      nextAttemptAt: next,
      lastStatus: answer.status === 0 ? null : answer.status,
      lastResponse: answer.body,
      claimedBy: null,
      claimedAt: null,
    })
    .where(eq(webhookDeliveries.id, id))
}

/** The job runner's `webhooks` queue: due deliveries, one attempt each (bounded by the 5 s timeout). */
export function webhookQueue(db: Db, options: { now?: () => Date; intervalMs?: number; allowPrivate?: boolean } = {}): JobQueue {
  const now = options.now ?? (() => new Date())
  return {
    name: "webhooks",
    timeoutMs: WEBHOOK_TIMEOUT_MS + 5_000,
    intervalMs: options.intervalMs ?? 1000,
    claim: async (workerId) => {
      const id = await claimDelivery(db, workerId, now())
      if (id === undefined) return undefined
      return { id, run: () => attemptDelivery(db, id, now(), options.allowPrivate ?? demoMode()) }
    },
    depth: async () => {
      const [row] = await db
        .select({
          depth: sql<number>`count(*)::int`,
          age: sql<number>`coalesce(extract(epoch from now() - min(${webhookDeliveries.nextAttemptAt})), 0)::float8`,
        })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, "PENDING"), lte(webhookDeliveries.nextAttemptAt, now())))
      return { depth: row?.depth ?? 0, oldestAgeSeconds: Math.max(0, row?.age ?? 0) }
    },
  }
}
