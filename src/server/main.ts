import { serve } from "@hono/node-server"
import { createApp } from "./app"
import { openFromEnv } from "./db/client"
import { PURGE_EVERY_MS, purgeExpired } from "./maintenance"
import { demoPersonalCodes, seed } from "./seed"
import { settableClock, systemClock } from "./clock"
import { backOfficeTimingFromEnv, startSaleOrderBackOffice } from "./services/saleOrders"
import { startDispensingWorker } from "./services/terminal"
import { mountStatic } from "./static"

/**
 * One process: the API under /v1, the widget bundles, the examples and the built portal, on PORT.
 * Env: PORT (3000), DATA_DIR (./data, PGlite), DATABASE_URL (PostgreSQL instead of PGlite).
 */
const port = Number(process.env.PORT ?? 3000)
const database = await openFromEnv()
await seed(database.db)

// Expired sessions and tokens are removed at start and then hourly (each process does it; deletes are idempotent).
const purge = () => purgeExpired(database.db).catch((error) => console.error("[maintenance] purge failed", error))
void purge()
const purgeTimer = setInterval(purge, PURGE_EVERY_MS)
purgeTimer.unref()

// Dispensing-order saves are job rows: this process applies them in the background, as any other process over the same database may.
const dispensingWorker = startDispensingWorker(database.db)

// DEMO_CLOCK=settable (the browser tests) lets PUT /v1/demo/clock fix the time the sale-order rules and back office read.
const demoClock = process.env.DEMO_CLOCK === "settable" ? settableClock() : undefined
const clock = demoClock ?? systemClock
// The simulated back office prices quotes and moves orders on, one step per SALE_ORDER_STEP_MS.
const backOffice = startSaleOrderBackOffice(database.db, clock, { stepMs: backOfficeTimingFromEnv().stepMs })

const app = createApp({ db: database.db, clock })
if (demoClock) {
  app.put("/v1/demo/clock", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { now?: string | null }
    const at = body.now ? new Date(body.now) : null
    if (at && Number.isNaN(at.getTime())) return c.json({ code: "VALIDATION", field: "now", message: "Not a date" }, 400)
    demoClock.set(at)
    return c.json({ now: clock.now().toISOString() })
  })
}
mountStatic(app, { portal: "dist/portal", widgets: "dist/widgets", examples: "examples" })

const server = serve({ fetch: app.fetch, port }, (info) => {
  const where = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`
  console.log(`Portal and API on http://localhost:${info.port}  (API /v1, docs /v1/docs, database: ${where})`)
  console.log(`Demo sign-in (Smart-ID or Mobile-ID, any phone): Mari Maasikas ${demoPersonalCodes.mari}, Jaan Tamm ${demoPersonalCodes.jaan}; ${demoPersonalCodes.failing} always fails`)
})

const stop = () => {
  clearInterval(purgeTimer)
  server.close()
  void Promise.all([dispensingWorker.stop(), backOffice.stop()])
    .then(() => database.close())
    .finally(() => process.exit(0))
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
