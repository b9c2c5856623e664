import { DEMO_SIGN_IN_HINT, log } from "./log"
import { serve } from "@hono/node-server"
import { createServer } from "vite"
import { createApp } from "./app"
import { openFromEnv } from "./db/client"
import { accessCacheOf } from "./http/accessCache"
import { seed } from "./db/seed"
import { startDispensingWorker } from "./features/terminal/terminal.service"
import { gracefulStop, stopDeadlineFromEnv } from "./stop"
import type { Server as HttpServer } from "node:http"
import { demoMode } from "./demo"
import { startDemoProviders } from "./simulators/eidServers"

/** Development: the API on PORT+1 and Vite (with HMR) on PORT, proxying /v1 to the API. */
const port = Number(process.env.PORT ?? 3000)
const apiPort = Number(process.env.API_PORT ?? port + 1)
// The Smart-ID / Mobile-ID simulators on their own ports, as `npm start` runs them in demo mode.
if (demoMode()) await startDemoProviders()
const database = await openFromEnv()
await seed(database.db)
const dispensingWorker = startDispensingWorker(database.db)

const api = serve({ fetch: createApp({ db: database.db, accessCache: accessCacheOf(database) }).fetch, port: apiPort })
const vite = await createServer({
  // The repo's vite.config.ts is loaded as usual; only the port and the proxy are set here.
  server: {
    port,
    strictPort: true,
    proxy: { "/v1": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
})
await vite.listen()
log().info(`Portal (Vite) on http://localhost:${port}, API on http://localhost:${apiPort}/v1 (docs /v1/docs)`)
log().info(DEMO_SIGN_IN_HINT)

// The same bounded stop as the server's (stop.ts): Vite closes first, then the API's requests, jobs and database.
const stopApi = gracefulStop({
  server: api as HttpServer,
  jobs: () => dispensingWorker.stop(),
  database: () => database.close(),
  deadlineMs: stopDeadlineFromEnv(process.env),
  name: "[dev]",
})
const stop = () => void vite.close().finally(stopApi)
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
