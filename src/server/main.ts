import { serve } from "@hono/node-server"
import { createApp } from "./app"
import { openFromEnv } from "./db/client"
import { PURGE_EVERY_MS, purgeExpired } from "./maintenance"
import { demoPersonalCodes, seed } from "./seed"
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

const app = createApp({ db: database.db })
mountStatic(app, { portal: "dist/portal", widgets: "dist/widgets", examples: "examples" })

const server = serve({ fetch: app.fetch, port }, (info) => {
  const where = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`
  console.log(`Portal and API on http://localhost:${info.port}  (API /v1, docs /v1/docs, database: ${where})`)
  console.log(`Demo sign-in (Smart-ID or Mobile-ID, any phone): Mari Maasikas ${demoPersonalCodes.mari}, Jaan Tamm ${demoPersonalCodes.jaan}; ${demoPersonalCodes.failing} always fails`)
})

const stop = () => {
  clearInterval(purgeTimer)
  server.close()
  void dispensingWorker
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0))
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
