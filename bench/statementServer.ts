/**
 * The server for the statement's figures: `src/server/main.ts`'s app (API, built portal, widgets) over
 * PGlite in DATA_DIR, seeded with the demo data and the bench fleet (BENCH_FLEET_CUSTOMER_ID, Mari its
 * ADMIN) of BENCH_FLEET_LINES lines (100 000) over the last year. A data folder that holds the fleet
 * already is reused as is (seeding is idempotent), so a second run starts in seconds.
 *
 *   DATA_DIR=/tmp/ise-fleet PORT=4640 node --import tsx bench/statementServer.ts
 */
import { serve } from "@hono/node-server"
import { createApp } from "../src/server/app"
import { openFromEnv } from "../src/server/db/client"
import { demoIds, seed } from "../src/server/seed"
import { seedBenchFleet } from "../src/server/seed/statement"
import { mountStatic } from "../src/server/static"

const port = Number(process.env.PORT ?? 4640)
const lines = Number(process.env.BENCH_FLEET_LINES ?? 100_000)
const database = await openFromEnv()
const started = Date.now()
await seed(database.db)
await seedBenchFleet(database.db, demoIds.users.mari, lines)
console.log(`[statement bench server] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)

const app = createApp({ db: database.db, logError: (e, where) => console.error(`[statement bench server] ${where}`, e) })
mountStatic(app, { portal: "dist/portal", widgets: "dist/widgets", examples: "examples" })
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? "127.0.0.1" }, (info) => {
  console.log(`[statement bench server] http://127.0.0.1:${info.port}`)
})

const stop = () => {
  server.close()
  void database.close().finally(() => process.exit(0))
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
