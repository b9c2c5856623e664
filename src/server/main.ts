import cluster from "node:cluster"
import { serve } from "@hono/node-server"
import { createApp } from "./app"
import { openFromEnv } from "./db/client"
import { PURGE_EVERY_MS, purgeExpired } from "./maintenance"
import { demoPersonalCodes, seed } from "./seed"
import { settableClock, systemClock } from "./clock"
import { backOfficeTimingFromEnv, startSaleOrderBackOffice } from "./services/saleOrders"
import { startDispensingWorker } from "./services/terminal"
import { mountStatic } from "./static"
import { availableParallelism } from "node:os"

/**
 * The API under /v1, the widget bundles, the examples and the built portal, on PORT.
 * Env: PORT (3000), DATA_DIR (./data, PGlite), DATABASE_URL (PostgreSQL instead of PGlite),
 * WEB_CONCURRENCY (over PostgreSQL: that many worker processes sharing the port, node:cluster).
 */
const port = Number(process.env.PORT ?? 3000)
const workers = webConcurrency(process.env)

if (cluster.isPrimary && workers > 1) {
  // The primary migrates and seeds once, then forks the workers; it serves nothing itself.
  const database = await openFromEnv()
  await seed(database.db)
  await database.close()
  let stopping = false
  const fork = () => cluster.fork({ ISE_CLUSTER_WORKER: "1" })
  for (let i = 0; i < workers; i++) fork()
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another`)
    fork()
  })
  let listening = 0
  cluster.on("listening", () => {
    if (++listening !== workers) return
    console.log(`Portal and API on http://localhost:${port}  (API /v1, docs /v1/docs, database: PostgreSQL (DATABASE_URL), ${workers} worker processes)`)
    console.log(`Demo sign-in (Smart-ID or Mobile-ID, any phone): Mari Maasikas ${demoPersonalCodes.mari}, Jaan Tamm ${demoPersonalCodes.jaan}; ${demoPersonalCodes.failing} always fails`)
  })
  const stopAll = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM")
    cluster.disconnect(() => process.exit(0))
  }
  process.once("SIGINT", stopAll)
  process.once("SIGTERM", stopAll)
} else {
  await serveOneProcess()
}

/**
 * WEB_CONCURRENCY (default 1; "auto": one per core). Only over PostgreSQL: PGlite is a database inside
 * one process (its folder cannot be opened by two), and the settable demo clock lives in one process.
 */
function webConcurrency(env: NodeJS.ProcessEnv): number {
  const raw = env.WEB_CONCURRENCY?.trim()
  if (!raw || env.ISE_CLUSTER_WORKER) return 1
  const wanted = raw === "auto" ? availableParallelism() : Number(raw)
  if (!Number.isInteger(wanted) || wanted < 1) {
    console.warn(`WEB_CONCURRENCY=${raw} is not a positive whole number (or "auto"): running one process`)
    return 1
  }
  if (wanted > 1 && !env.DATABASE_URL) {
    console.warn(`WEB_CONCURRENCY=${wanted} ignored: the embedded PGlite belongs to one process; set DATABASE_URL (PostgreSQL) to run several`)
    return 1
  }
  if (wanted > 1 && env.DEMO_CLOCK === "settable") {
    console.warn(`WEB_CONCURRENCY=${wanted} ignored: DEMO_CLOCK=settable keeps the demo time in one process`)
    return 1
  }
  return wanted
}

async function serveOneProcess() {
  const database = await openFromEnv()
  // In a cluster the primary has seeded already.
  if (!process.env.ISE_CLUSTER_WORKER) await seed(database.db)

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
    if (process.env.ISE_CLUSTER_WORKER) return console.log(`[cluster] worker ${process.pid} serving`)
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
}
