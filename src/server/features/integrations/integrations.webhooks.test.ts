import { spawn } from "node:child_process"
import { createHmac } from "node:crypto"
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import { and, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { webhookNextAttempt } from "../../../core/rules/integrations"
import { WebhookEvents, type WebhookEvent } from "../../../core/schemas/integrations"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { startJobRunner } from "../../jobs/runner"
import { recordSignature } from "../agreements/signing.service"
import { fuelDocuments, paymentOrders } from "../invoices/invoices.tables"
import { decideOrder } from "../payments/payments.service"
import { recordDocumentLines } from "../statement/statement.service"
import { processNextJob } from "../terminal/terminal.service"
import { demoTerminal } from "../terminal/terminal.seed"
import { attemptDelivery, claimDelivery, isPublicAddress, postWebhook, signWebhook, webhookQueue } from "./integrations.delivery"
import { webhookDeliveries } from "./integrations.tables"

const RECEIVER_PORT = Number(process.env.WEBHOOK_TEST_PORT ?? 5360)
const c = demoIds.customers
let server: TestServer
let mari: { token: string }
let receiver: Server
/** What the receiver answers next (status), and what it got. */
let answer = 204
/** The Retry-After header the receiver sends with a failure, when set. */
let retryAfter: string | undefined
const received: Array<{ headers: IncomingHttpHeaders; body: string; at: number }> = []

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  receiver = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      received.push({ headers: req.headers, body, at: Date.now() })
      if (req.url === "/redirect") res.writeHead(302, { location: `http://127.0.0.1:${RECEIVER_PORT}/hook` }).end()
      else res.writeHead(answer, retryAfter && answer >= 400 ? { "retry-after": retryAfter } : {}).end(answer >= 400 ? "not now" : "")
    })
  })
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve))
})
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve))
  await server?.close()
})

/** The Standard Webhooks verification, written from the specification (not from our signer). */
const verify = (secret: string, headers: IncomingHttpHeaders, body: string): boolean => {
  const key = Buffer.from(secret.slice("whsec_".length), "base64")
  const expected = createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest("base64")
  return String(headers["webhook-signature"])
    .split(" ")
    .some((s) => s === `v1,${expected}`)
}

const register = async (url: string, events: ReadonlyArray<WebhookEvent> = WebhookEvents) =>
  call(server.app, "POST", `/v1/customers/${c.naidisLogistika}/webhooks`, { token: mari.token, body: { url, events } })

/** A new dispensing order of the company from the demo's diesel batch, as the terminal's tests write it. */
const dispensingOrder = (documentNumber: string, batchAmount: number) => ({
  documentNumber,
  owner: "TT",
  carrier: demoTerminal.carriers.own,
  vehicleCode: demoTerminal.cars.volvo,
  driver: demoTerminal.drivers.aivarNoCode,
  validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  warehouse: "1",
  rows: [{ remoteBatchId: demoTerminal.batches.diesel, batchAmount }],
})

/** A new fuel invoice of the company (the statement's recording): the source of invoice.created. */
const recordInvoice = (remoteDocumentId: string) =>
  recordDocumentLines(server.db, {
    customerId: c.naidisLogistika,
    remoteDocumentId,
    documentNumber: remoteDocumentId,
    documentType: "LV.5",
    createdAt: new Date(),
    lines: [
      {
        locationName: "Tallinn",
        remoteCardId: null,
        cardName: null,
        vehicleNumber: null,
        vehicleMileage: null,
        productName: "Diesel",
        price: 1.5,
        quantity: 2,
        amount: 3,
      },
    ],
  })

/** Runs every due delivery as the job runner's queue would, at `now`. */
const deliverDue = async (now = new Date()) => {
  for (let id = await claimDelivery(server.db, "test", now); id !== undefined; id = await claimDelivery(server.db, "test", now))
    await attemptDelivery(server.db, id, now, true)
}

describe("the signature (Standard Webhooks v1)", () => {
  it("matches the specification's published test vector", () => {
    // libraries/javascript/src/webhook.test.ts "sign function works" of standard-webhooks/standard-webhooks.
    expect(signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    )
  })
})

describe("registering endpoints", () => {
  it("https, or http to localhost in demo mode; the secret is whsec_ and base64 of 32 bytes, shown once", async () => {
    expect((await register("http://example.com/hook")).json).toMatchObject({ code: "VALIDATION", field: "url", message: "HTTPS_REQUIRED" })
    expect((await register("ftp://example.com/hook")).json).toMatchObject({ field: "url", message: "URL_INVALID" })
    expect((await register("https://user:pw@example.com/hook")).json).toMatchObject({ field: "url", message: "URL_INVALID" })
    expect((await register("https://example.com/hook", [])).json).toMatchObject({ field: "events", message: "NO_EVENTS" })
    const ok = await register("https://example.com/hook", ["invoice.created"])
    expect(ok.status).toBe(200)
    expect(ok.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(Buffer.from(ok.json.secret.slice(6), "base64")).toHaveLength(32)
    const list = await call(server.app, "GET", `/v1/customers/${c.naidisLogistika}/webhooks`, { token: mari.token })
    expect(JSON.stringify(list.json)).not.toContain(ok.json.secret)
    expect(
      (await call(server.app, "DELETE", `/v1/customers/${c.naidisLogistika}/webhooks/${ok.json.endpoint.id}`, { token: mari.token }))
        .status,
    ).toBe(204)
  })
})

describe("no delivery to private, loopback or link-local addresses outside demo mode", () => {
  it("refuses address literals and names that resolve to them; allows public addresses", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946", "1.1.1.1"])
      expect(isPublicAddress(address), address).toBe(true)
    const before = received.length
    await expect(postWebhook(`http://127.0.0.1:${RECEIVER_PORT}/hook`, {}, "{}", false)).rejects.toThrow(/refused address 127\.0\.0\.1/)
    await expect(postWebhook(`http://localhost:${RECEIVER_PORT}/hook`, {}, "{}", false)).rejects.toThrow(/refused address/)
    expect(received.length).toBe(before)
  })
})

describe("deliveries to a receiver on localhost", () => {
  let secret: string
  let endpointId: number
  beforeAll(async () => {
    const res = await register(`http://127.0.0.1:${RECEIVER_PORT}/hook`)
    secret = res.json.secret
    endpointId = res.json.endpoint.id
  })

  it("each listed event arrives correctly signed, sent by the job runner, not by the request that caused it", async () => {
    answer = 204
    received.length = 0
    // card.limit_changed and card.blocked through the API: the request only writes the deliveries.
    const cards = await call(server.app, "GET", `/v1/cards/${c.naidisLogistika}?size=50`, { token: mari.token })
    const card = cards.json.content.find(
      (k: { isBlockedCard: boolean; isEidCard: boolean; cardType: string }) =>
        !k.isBlockedCard && !k.isEidCard && k.cardType === "PAYMENT_CARD",
    )
    for (const body of [
      { remoteCardId: card.remoteCardId, newLimit: (card.monthlyLimit ?? 100) + 50, isBlocked: false },
      { remoteCardId: card.remoteCardId, isBlocked: true },
    ]) {
      const limit = await call(server.app, "POST", `/v1/cards/${c.naidisLogistika}/limit`, { token: mari.token, body })
      expect(limit.status, JSON.stringify(limit.json)).toBeLessThan(300)
    }
    expect(received).toHaveLength(0)
    // offer.decided: the demo charging offer declined.
    const offer = await call(
      server.app,
      "POST",
      `/v1/charging/agreements/${c.naidisLogistika}/${demoIds.agreements.charging.offerPending}/reject`,
      { token: mari.token },
    )
    expect(offer.status, JSON.stringify(offer.json)).toBeLessThan(300)
    // sale_order.state_changed: a quote cancelled.
    const cancelled = await call(server.app, "POST", `/v1/sale-orders/${c.naidisLogistika}/cancel/1`, { token: mari.token })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBeLessThan(300)
    // dispensing_order.completed and .failed: two saves applied by the terminal's own job (the second over stock).
    for (const batchAmount of [2000, 9_000_000]) {
      const saved = await call(server.app, "POST", `/v1/dispensing-order/${c.naidisLogistika}`, {
        token: mari.token,
        body: dispensingOrder(`VK-WH-${batchAmount}`, batchAmount),
      })
      expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    }
    while (await processNextJob(server.db, "terminal")) {
      // every waiting save
    }
    // invoice.created, payment.captured and agreement.signed through their services.
    await recordInvoice("WH-TEST-1")
    const [due] = await server.db
      .select()
      .from(fuelDocuments)
      .where(and(eq(fuelDocuments.customerId, c.naidisLogistika), eq(fuelDocuments.paid, false)))
    const [payment] = await server.db
      .insert(paymentOrders)
      .values({
        orderToken: "wh-test",
        customerId: c.naidisLogistika,
        contactId: demoIds.contacts.mariNaidis,
        methodType: "BANK",
        locale: "et",
        amount: Math.round((Number(due!.totalAmount) - Number(due!.paymentAmount)) * 100) / 100,
        documentIds: [due!.remoteDocumentId],
        expiresAt: new Date(Date.now() + 600_000),
      })
      .returning()
    expect(await decideOrder(server.db, payment!.orderToken, true)).toBe("CAPTURED")
    await recordSignature(server.db, demoIds.agreements.oil.creditCardPendingCustomer, {
      party: "customer",
      signer: "Mari Maasikas",
      personalCode: demoPersonalCodes.mari,
      method: "SMART_ID",
      xades: "<xades/>",
    })

    const runner = startJobRunner([webhookQueue(server.db, { intervalMs: 20, allowPrivate: true })])
    try {
      await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(9)
    } finally {
      await runner.stop()
    }
    const types = received.map((r) => JSON.parse(r.body).type as WebhookEvent)
    expect(new Set(types)).toEqual(new Set(WebhookEvents))
    for (const r of received) {
      expect(verify(secret, r.headers, r.body), r.body).toBe(true)
      expect(r.headers["webhook-id"]).toMatch(/^msg_[A-Za-z0-9_-]+$/)
      expect(Math.abs(Number(r.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60)
      expect(JSON.parse(r.body)).toMatchObject({ timestamp: expect.any(String), data: { customerId: c.naidisLogistika } })
      // Tampering breaks it: a byte of the body, or another id.
      expect(verify(secret, r.headers, r.body.replace("}", " }"))).toBe(false)
      expect(verify(secret, { ...r.headers, "webhook-id": "msg_other" }, r.body)).toBe(false)
    }
    const log = await call(server.app, "GET", `/v1/customers/${c.naidisLogistika}/webhook-deliveries`, { token: mari.token })
    expect(
      log.json
        .filter((d: { endpointId: number }) => d.endpointId === endpointId)
        .every(
          (d: { status: string; attempts: number; lastStatus: number }) =>
            d.status === "DELIVERED" && d.attempts === 1 && d.lastStatus === 204,
        ),
    ).toBe(true)
  })

  it("a failing receiver gets retries with growing gaps for 24 h, then FAILED; a redeliver from the log works", async () => {
    answer = 503
    received.length = 0
    await recordInvoice("WH-TEST-2")
    const [delivery] = await server.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "PENDING")))
    const start = delivery!.createdAt
    const attempts: Date[] = []
    let now = start
    for (let i = 0; i < 20; i++) {
      const [row] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id))
      if (row!.status !== "PENDING") break
      now = row!.nextAttemptAt!
      // Not before it is due.
      expect(await claimDelivery(server.db, "test", new Date(now.getTime() - 1))).toBeUndefined()
      attempts.push(now)
      await deliverDue(now)
    }
    const gaps = attempts.slice(1).map((at, i) => at.getTime() - attempts[i]!.getTime())
    expect(gaps.length).toBeGreaterThanOrEqual(5)
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!)
    expect(attempts.at(-1)!.getTime() - start.getTime()).toBeLessThanOrEqual(24 * 3600_000)
    expect(webhookNextAttempt(start, attempts.at(-1)!, attempts.length)).toBeNull()
    const [failed] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id))
    expect(failed).toMatchObject({
      status: "FAILED",
      attempts: attempts.length,
      lastStatus: 503,
      lastResponse: "not now",
      nextAttemptAt: null,
    })
    expect(new Set(received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([delivery!.messageId]))

    answer = 200
    const again = await call(server.app, "POST", `/v1/customers/${c.naidisLogistika}/webhook-deliveries/${delivery!.id}/redeliver`, {
      token: mari.token,
    })
    expect(again.status).toBe(204)
    await deliverDue(new Date())
    const [done] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id))
    expect(done).toMatchObject({ status: "DELIVERED", lastStatus: 200, attempts: attempts.length + 1 })
    const last = received.at(-1)!
    expect(last.headers["webhook-id"]).toBe(delivery!.messageId)
    expect(verify(secret, last.headers, last.body)).toBe(true)
    // Another company's delivery is not found.
    expect(
      (await call(server.app, "POST", `/v1/customers/${c.kyTamme5}/webhook-deliveries/${delivery!.id}/redeliver`, { token: mari.token }))
        .status,
    ).toBe(403)
  })

  it("honours the receiver's Retry-After (seconds or an HTTP date), never past the 24 h window", async () => {
    received.length = 0
    await recordInvoice("WH-TEST-RA")
    const [delivery] = await server.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "PENDING")))
    const rowNow = async () => (await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id)))[0]!
    const start = delivery!.createdAt.getTime()
    answer = 429
    // Seconds: the next attempt waits 600 s, not the backoff's 10 s.
    retryAfter = "600"
    let at = new Date(start + 1000)
    await deliverDue(at)
    expect((await rowNow()).nextAttemptAt!.getTime()).toBe(at.getTime() + 600_000)
    // An HTTP date: that instant.
    at = new Date(start + 601_000)
    const date = new Date(start + 3 * 3600_000)
    retryAfter = date.toUTCString()
    answer = 503
    await deliverDue(at)
    expect((await rowNow()).nextAttemptAt!.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000)
    // Three days: cut to the window's end, the last attempt; failing then, the delivery is FAILED.
    retryAfter = String(3 * 86_400)
    await deliverDue(new Date(date.getTime()))
    expect((await rowNow()).nextAttemptAt!.getTime()).toBe(start + 24 * 3600_000)
    await deliverDue(new Date(start + 24 * 3600_000))
    expect(await rowNow()).toMatchObject({ status: "FAILED", attempts: 4, lastStatus: 503, nextAttemptAt: null })
    expect(received.filter((r) => r.body.includes("WH-TEST-RA"))).toHaveLength(4)
    retryAfter = undefined
  })

  it("follows no redirect: a 302 is a failed attempt", async () => {
    const moved = await register(`http://127.0.0.1:${RECEIVER_PORT}/redirect`, ["invoice.created"])
    received.length = 0
    await recordInvoice("WH-TEST-3")
    answer = 204
    await deliverDue(new Date())
    const [row] = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, moved.json.endpoint.id))
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, lastStatus: 302 })
    // Two requests: the first endpoint's delivery and the one answered 302; a followed redirect would make a third.
    expect(received.filter((r) => r.body.includes("WH-TEST-3"))).toHaveLength(2)
  })
})

describe("the example receiver (examples/webhook-receiver.mjs)", () => {
  it("accepts a delivery signed with its secret (204) and refuses one signed with another (401)", async () => {
    const port = RECEIVER_PORT + 1
    const good = await register(`http://127.0.0.1:${port}/webhooks`, ["invoice.created"])
    const other = await register(`http://127.0.0.1:${port}/webhooks`, ["invoice.created"])
    const child = spawn(process.execPath, ["examples/webhook-receiver.mjs"], {
      env: { ...process.env, WEBHOOK_SECRET: good.json.secret, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    })
    try {
      await new Promise<void>((resolve) =>
        child.stdout!.on("data", (d: Buffer) => d.toString().includes("webhook receiver on") && resolve()),
      )
      await recordInvoice("WH-TEST-4")
      await deliverDue(new Date())
      const rows = await server.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.payload, (await lastPayload("WH-TEST-4"))!))
      const statusOf = (endpointId: number) => rows.find((r) => r.endpointId === endpointId)?.lastStatus
      expect(statusOf(good.json.endpoint.id)).toBe(204)
      expect(statusOf(other.json.endpoint.id)).toBe(401)
    } finally {
      child.kill()
    }
  })
})

const lastPayload = async (documentId: string) =>
  (await server.db.select({ payload: webhookDeliveries.payload }).from(webhookDeliveries))
    .map((r) => r.payload)
    .find((p) => p.includes(documentId))
