import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestServer, type TestServer } from "../db/testDb"
import { mailOutbox } from "../features/cards/cards.tables"
import { DEMO_MAIL_API_PATH, DEMO_MAIL_API_TOKEN } from "../simulators/mailApi"
import { mailApi } from "./mailApi"
import { MAIL_MAX_ATTEMPTS, mailQueue, mailRetryDelayMs } from "./mailQueue"

/** The outbox sent by the job runner's mail queue through the demo's mail API, over HTTP as in production. */
let server: TestServer
let listening: ReturnType<typeof serve>
let base = ""
beforeAll(async () => {
  server = await createTestServer()
  await new Promise<void>((resolve) => {
    listening = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve())
  })
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}${DEMO_MAIL_API_PATH}`
})
afterAll(async () => {
  listening?.close()
  await server?.close()
})

const T0 = new Date("2026-11-28T10:00:00Z")
const api = (token = DEMO_MAIL_API_TOKEN) => mailApi({ baseUrl: base, token, from: "noreply@iseteenindus.example" })
const queue = (at: Date, token?: string) => mailQueue(server.db, api(token), { now: () => at })
const later = (ms: number) => new Date(T0.getTime() + ms)

/** A fresh queued mail due at T0; every other queued mail is moved out of the way first. */
const queued = async (recipient = "mari@example.ee") => {
  await server.db.update(mailOutbox).set({ status: "SENT" }).where(eq(mailOutbox.status, "QUEUED"))
  const [row] = await server.db
    .insert(mailOutbox)
    .values({ recipient, subject: "Kinnita e-post", body: "Tere!", link: "https://portal.example.ee/x", dueAt: T0 })
    .returning()
  return row!
}
const rowOf = async (id: number) => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
const runNext = async (q: ReturnType<typeof queue>, worker = "w1") => {
  const job = await q.claim(worker)
  if (!job) return "none"
  return job.run(new AbortController().signal).then(
    () => "sent",
    (error: Error) => error.message,
  )
}

describe("the mail queue", () => {
  it("sends a due mail through the mail API and keeps the provider's message id", async () => {
    const mail = await queued()
    expect(await queue(T0).depth()).toEqual({ depth: 1, oldestAgeSeconds: 0 })
    expect(await runNext(queue(T0))).toBe("sent")
    const row = await rowOf(mail.id)
    expect(row).toMatchObject({ status: "SENT", attempts: 1, lastError: null, claimedBy: null })
    expect(row.messageId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await runNext(queue(T0))).toBe("none")
  })

  it("a refused token is tried again, first after 30 s and not a millisecond sooner, then after 60 s", async () => {
    const mail = await queued()
    expect(await runNext(queue(T0, "wrong"))).toMatch(/^mail API 401/)
    expect(await rowOf(mail.id)).toMatchObject({ status: "QUEUED", attempts: 1, lastError: expect.stringMatching(/401/) })
    expect(await runNext(queue(later(30_000 - 1)))).toBe("none")
    expect(await runNext(queue(later(30_000), "wrong"))).toMatch(/401/)
    expect((await rowOf(mail.id)).dueAt).toEqual(later(30_000 + 60_000))
    expect(await runNext(queue(later(90_000)))).toBe("sent")
    expect(await rowOf(mail.id)).toMatchObject({ status: "SENT", attempts: 3 })
  })

  it("a message the provider refuses (422) fails at once; the last attempt fails too", async () => {
    const bad = await queued("not an address")
    expect(await runNext(queue(T0))).toMatch(/^mail API 422: 300 Invalid 'To' address/)
    expect(await rowOf(bad.id)).toMatchObject({ status: "FAILED", attempts: 1 })

    const mail = await queued()
    await server.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 2 })
      .where(eq(mailOutbox.id, mail.id))
    expect(await runNext(queue(T0, "wrong"))).toMatch(/401/)
    expect(await rowOf(mail.id)).toMatchObject({ status: "QUEUED", attempts: MAIL_MAX_ATTEMPTS - 1 })
    expect(await runNext(queue(later(6 * 3600_000), "wrong"))).toMatch(/401/)
    expect(await rowOf(mail.id)).toMatchObject({ status: "FAILED", attempts: MAIL_MAX_ATTEMPTS })
  })

  it("the backoff doubles from 30 s to at most 6 hours, a little over a day in all", () => {
    expect([1, 2, 3].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000])
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(6 * 3600_000)
    let total = 0
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) total += mailRetryDelayMs(attempt)
    expect(total / 3600_000).toBeGreaterThan(24)
    expect(total / 3600_000).toBeLessThan(30)
  })

  it("a claim is another worker's for a minute; after that a worker that died is taken over", async () => {
    const mail = await queued()
    expect(await queue(T0).claim("dead")).toBeDefined()
    expect(await runNext(queue(later(60_000)), "w2")).toBe("none")
    expect(await runNext(queue(later(60_001)), "w2")).toBe("sent")
    expect(await rowOf(mail.id)).toMatchObject({ status: "SENT", attempts: 2 })
  })
})
