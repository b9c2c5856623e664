// A webhook receiver that verifies the portal's deliveries (Standard Webhooks, v1 = HMAC-SHA256).
// Node 20, no dependencies:
//   WEBHOOK_SECRET=whsec_… PORT=4000 node examples/webhook-receiver.mjs
// then register http://localhost:4000/webhooks on /profiil (plain http only to localhost in demo mode;
// otherwise an https address). docs/integrations.md explains the headers and the retries.
import { createHmac, timingSafeEqual } from "node:crypto"
import { createServer } from "node:http"

/** A delivery's timestamp may differ from this machine's clock by at most this much (replays are refused). */
const TOLERANCE_SECONDS = 5 * 60

/**
 * Whether the body was signed with the secret: the signature is base64 HMAC-SHA256 over `id.timestamp.body`
 * with the secret's base64 part as the key; the header may list several signatures (a secret rotation).
 */
export function verifyWebhook(secret, headers, body, now = Date.now()) {
  const id = headers["webhook-id"]
  const timestamp = headers["webhook-timestamp"]
  const signatures = headers["webhook-signature"]
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64")
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest()
  return signatures.split(" ").some((versioned) => {
    const [version, signature] = versioned.split(",")
    if (version !== "v1" || !signature) return false
    const given = Buffer.from(signature, "base64")
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

const seen = new Set()

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = process.env.WEBHOOK_SECRET
  if (!secret?.startsWith("whsec_")) throw new Error("Set WEBHOOK_SECRET to the whsec_… secret shown when the endpoint was registered")
  const port = Number(process.env.PORT ?? 4000)
  createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      // Verify the raw body as it came: parsing and re-serialising the JSON would change the bytes signed.
      if (req.method !== "POST" || !verifyWebhook(secret, req.headers, body)) {
        res.writeHead(401).end("invalid signature")
        return
      }
      const id = req.headers["webhook-id"]
      // The same webhook-id comes again on a retry or a redeliver: handle each event once.
      if (!seen.has(id)) {
        seen.add(id)
        const event = JSON.parse(body)
        console.log(`${event.timestamp} ${event.type} ${JSON.stringify(event.data)}`)
      }
      res.writeHead(204).end()
    })
  }).listen(port, () => console.log(`webhook receiver on http://localhost:${port}`))
}
