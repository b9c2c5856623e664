import { randomUUID } from "node:crypto"
import type { Hono } from "hono"
import type { AppEnv } from "../context"
import { demoMode } from "../demo"

/** Where the demo's mail API answers, under the API, and the server token it takes. */
export const DEMO_MAIL_API_PATH = "/v1/demo/mail-api"
export const DEMO_MAIL_API_TOKEN = "demo-mail-token"

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

/**
 * The demo's mail provider: Postmark's POST /email as Postmark answers it (401 without the server token,
 * 422 with its ErrorCode for a message it refuses, 200 with a MessageID when it takes one). It delivers
 * nothing: the demo shows every mail in the outbox (GET /v1/demo/outbox), marked SENT once this took it.
 * Mounted in demo mode only, like every simulator.
 */
export function mailApiSimulatorRoutes(api: Hono<AppEnv>): void {
  api.post(`${DEMO_MAIL_API_PATH.replace(/^\/v1/, "")}/email`, async (c) => {
    if (!demoMode()) return c.json({ ErrorCode: 404, Message: "No demo mail API outside demo mode" }, 404)
    if (c.req.header("x-postmark-server-token") !== DEMO_MAIL_API_TOKEN) {
      return c.json({ ErrorCode: 10, Message: "Request does not contain a valid Server token." }, 401)
    }
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const refuse = (ErrorCode: number, Message: string) => c.json({ ErrorCode, Message }, 422)
    if (!body) return refuse(402, "Received invalid JSON input.")
    if (typeof body.From !== "string" || !ADDRESS.test(body.From)) return refuse(300, "Invalid 'From' address.")
    if (typeof body.To !== "string" || !ADDRESS.test(body.To)) return refuse(300, "Invalid 'To' address.")
    if (typeof body.TextBody !== "string" && typeof body.HtmlBody !== "string")
      return refuse(300, "Provide either email TextBody or HtmlBody or both.")
    return c.json({ To: body.To, SubmittedAt: new Date().toISOString(), MessageID: randomUUID(), ErrorCode: 0, Message: "OK" })
  })
}
