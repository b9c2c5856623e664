/**
 * The bench's ceiling: a bare Hono app on @hono/node-server, started by `npm run bench` as its own process
 * (PORT). What the product's server is compared with: the most this machine serves through the same HTTP
 * stack with no work per request. GET /const answers a small constant JSON; GET /json/<bytes> a constant JSON
 * object of that many bytes (the cost per request compares each target with the answer of its size). With an
 * IPC channel (bench/cost.ts), the message "cpu" is answered with process.cpuUsage().
 */
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { answerCpuUsage } from "./processes"

const port = Number(process.env.PORT)
/** `{"pad":"xx…"}` of `bytes` bytes (at least the 10 of `{"pad":""}`), made once per size. */
const sized = new Map<number, { pad: string }>()
const ofSize = (bytes: number) => {
  let value = sized.get(bytes)
  if (!value) sized.set(bytes, (value = { pad: "x".repeat(Math.max(0, bytes - 10)) }))
  return value
}
const app = new Hono()
  .get("/const", (c) => c.json({ ok: true, value: 42 }))
  .get("/json/:bytes", (c) => c.json(ofSize(Number(c.req.param("bytes")) || 0)))
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, (info) =>
  console.log(`[bench ceiling] http://127.0.0.1:${info.port}/const`),
)
answerCpuUsage()
const stop = () => server.close(() => process.exit(0))
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
