/**
 * The bench's ceiling: a bare Hono app on @hono/node-server answering GET /const with a constant JSON,
 * started by `npm run bench` as its own process (PORT). What the product's server is compared with:
 * the most this machine serves through the same HTTP stack with no work per request.
 */
import { serve } from "@hono/node-server"
import { Hono } from "hono"

const port = Number(process.env.PORT)
const app = new Hono().get("/const", (c) => c.json({ ok: true, value: 42 }))
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, (info) =>
  console.log(`[bench ceiling] http://127.0.0.1:${info.port}/const`),
)
const stop = () => server.close(() => process.exit(0))
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
