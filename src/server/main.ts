import { BRAND } from "../core/rules/brand"
import { DEMO_SIGN_IN_HINT, log, loggerFromEnv, setLogger } from "./log"
import { accessCacheOf, type AppAccessCache } from "./http/accessCache"
import cluster from "node:cluster"
import { serveApp } from "./http/earlyAnswers"
import { createApp } from "./app"
import { openFromEnv } from "./db/client"
import { PURGE_EVERY_MS, purgeExpired } from "./maintenance"
import { seed } from "./db/seed"
import { settableClock, systemClock } from "./clock"
import { backOfficeTimingFromEnv, saleOrderQueue } from "./features/saleOrders/saleOrders.service"
import { dispensingQueue } from "./features/terminal/terminal.service"
import { startJobRunner } from "./jobs/runner"
import { budgetAlertQueue } from "./features/spending/spending.budgetJob"
import { webhookQueue } from "./features/integrations/integrations.delivery"
import { mountStatic } from "./static"
import { loadFirstViewRenderer } from "./firstView"
import { availableParallelism } from "node:os"
import { gracefulStop, stopDeadlineFromEnv } from "./stop"
import { serverReadiness } from "./http/health"
import { demoMode } from "./demo"
import { fixOriginSettings, originNotice } from "./http/publicOrigin"
import { checkConfig } from "./config"
import { mailApi, mailApiConfigFromEnv } from "./mail/mailApi"
import { mailQueue } from "./mail/mailQueue"
import { DEMO_MAIL_API_PATH, DEMO_MAIL_API_TOKEN } from "./simulators/mailApi"
import { startDemoProviders } from "./simulators/eidServers"

/** The origin the server writes into returns and links, and a warning when it is only the default. */
const sayOrigin = () => {
  const { info, warning } = originNotice()
  log().info(info)
  if (warning) log().warn(warning)
}

/**
 * The API under /v1, the widget bundles, the examples and the built portal, on PORT.
 * Env: PORT (3000), DATA_DIR (./data, PGlite), DATABASE_URL (PostgreSQL instead of PGlite),
 * WEB_CONCURRENCY (over PostgreSQL: that many worker processes sharing the port, node:cluster).
 */
// The configuration first (config.ts): a refused, unknown or missing variable stops the start here, named.
const configProblems = checkConfig(process.env, { production: !demoMode() })
if (configProblems.length > 0) {
  process.stderr.write(
    `The server does not start: its configuration has ${configProblems.length} problem(s).\n${configProblems.map((p) => `  - ${p}\n`).join("")}`,
  )
  process.exit(2)
}
setLogger(loggerFromEnv(process.env))
fixOriginSettings()
const port = Number(process.env.PORT ?? 3000)
const workers = webConcurrency(process.env)
// A stopping process (SIGTERM/SIGINT) ends within this, whatever it waits for (STOP_DEADLINE_MS, 10 s);
// the cluster's primary waits a little longer for its workers, then kills them.
const stopDeadlineMs = stopDeadlineFromEnv(process.env)
const primaryStopMs = stopDeadlineMs + 5_000
// Demo mode (npm start): migrate and seed the demo data at start. Production (npm run start:prod, or DEMO_MODE=off):
// no seed, and migrations only with MIGRATE_ON_START=true (else `npm run db:migrate` before the start).
const demo = demoMode()
const migrateOnStart = demo || process.env.MIGRATE_ON_START === "true"
// Demo mode: the Smart-ID and Mobile-ID simulators, each an HTTP service on its own port, unless providers are
// configured (simulators/eidServers.ts); the primary, or the only process, runs them. A production start without
// the providers' configuration has stopped above (config.ts: required in production).
if (demo && !process.env.ISE_CLUSTER_WORKER) await startDemoProviders()
const openDatabase = () => openFromEnv(process.env, migrateOnStart)
// The personal codes stay in README.md: no log line carries one.
/** The database opened (and migrated), with the time it took in the start log. */
const openTimed = async () => {
  const at = performance.now()
  const database = await openDatabase()
  log().info(`Start: database open${migrateOnStart ? " and migrated" : ""} in ${Math.round(performance.now() - at)} ms`)
  return database
}
/** The demo data, with the time it took in the start log (issue 29: a first start's phases are printed). */
const seedTimed = async (db: Parameters<typeof seed>[0]) => {
  const at = performance.now()
  const steps: string[] = []
  await seed(db, (name, ms) => steps.push(`${name} ${Math.round(ms)}`))
  log().info(`Start: demo data seeded in ${Math.round(performance.now() - at)} ms (${steps.join(", ")})`)
}
const startHint = () => (demo ? DEMO_SIGN_IN_HINT : "Production: no demo data, no simulators")

if (cluster.isPrimary && workers > 1) {
  // The primary migrates and seeds once (demo), then forks the workers; it serves nothing itself.
  const database = await openDatabase()
  if (demo) await seedTimed(database.db)
  await database.close()
  let stopping = false
  // One worker runs the background jobs (ISE_CLUSTER_JOBS=1); the worker that replaces it takes them over.
  const jobsWorkers = new Set<number>()
  const fork = (jobs: boolean) => {
    const worker = cluster.fork({ ISE_CLUSTER_WORKER: "1", ISE_CLUSTER_JOBS: jobs ? "1" : "0" })
    if (jobs) jobsWorkers.add(worker.id)
  }
  for (let i = 0; i < workers; i++) fork(i === 0)
  cluster.on("exit", (worker, code, signal) => {
    const hadJobs = jobsWorkers.delete(worker.id)
    if (stopping) return
    log().error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another`)
    fork(hadJobs)
  })
  let listening = 0
  cluster.on("listening", () => {
    if (++listening !== workers) return
    log().info(
      `Portal and API on http://localhost:${port}  (API /v1, docs /v1/docs, database: PostgreSQL (DATABASE_URL), ${workers} worker processes)`,
    )
    sayOrigin()
    log().info(startHint())
  })
  // SIGTERM to every worker (each stops within its own deadline); the primary exits once they have all
  // exited, and after its own deadline kills whichever is still there rather than wait for it.
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead())
    const done = () => {
      if (alive().length > 0) return
      clearTimeout(deadline)
      process.exit(0)
    }
    const deadline = setTimeout(() => {
      const left = alive()
      log().error(
        `[cluster] ${left.length} worker(s) still running ${primaryStopMs} ms after ${signal}: killed (${left.map((w) => w!.process.pid).join(", ")})`,
      )
      for (const worker of left) worker!.process.kill("SIGKILL")
      process.exit(1)
    }, primaryStopMs)
    cluster.on("exit", done)
    for (const worker of alive()) worker!.process.kill("SIGTERM")
    done()
  }
  process.once("SIGINT", () => stopAll("SIGINT"))
  process.once("SIGTERM", () => stopAll("SIGTERM"))
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
    log().warn(`WEB_CONCURRENCY=${raw} is not a positive whole number (or "auto"): running one process`)
    return 1
  }
  if (wanted > 1 && !env.DATABASE_URL) {
    log().warn(
      `WEB_CONCURRENCY=${wanted} ignored: the embedded PGlite belongs to one process; set DATABASE_URL (PostgreSQL) to run several`,
    )
    return 1
  }
  if (wanted > 1 && env.DEMO_CLOCK === "settable") {
    log().warn(`WEB_CONCURRENCY=${wanted} ignored: DEMO_CLOCK=settable keeps the demo time in one process`)
    return 1
  }
  return wanted
}

/** PUT /v1/demo/clock: the demo's settable time (DEMO_CLOCK=settable, demo mode only). */
function mountDemoClock(app: ReturnType<typeof createApp>, demoClock: ReturnType<typeof settableClock>) {
  app.put("/v1/demo/clock", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { now?: string | null }
    const at = body.now ? new Date(body.now) : null
    if (at && Number.isNaN(at.getTime())) return c.json({ code: "VALIDATION", field: "now", message: "Not a date" }, 400)
    demoClock.set(at)
    return c.json({ now: demoClock.now().toISOString() })
  })
}

async function serveOneProcess() {
  const worker = Boolean(process.env.ISE_CLUSTER_WORKER)
  // In a cluster the primary has migrated and seeded already.
  const database = worker ? await openFromEnv(process.env, false) : await openTimed()
  if (!worker && demo) await seedTimed(database.db)
  // The background jobs run in one process: this one, or in a cluster the worker the primary chose (docs/server.md).
  const runsJobs = !worker || process.env.ISE_CLUSTER_JOBS === "1"
  // Expired sessions and tokens are removed at start and then hourly.
  const purge = () => purgeExpired(database.db).catch((error) => log().error({ err: error }, "[maintenance] purge failed"))
  let purgeTimer: NodeJS.Timeout | undefined
  if (runsJobs) {
    void purge()
    purgeTimer = setInterval(purge, PURGE_EVERY_MS)
    purgeTimer.unref()
  }

  // DEMO_CLOCK=settable (the browser tests) lets PUT /v1/demo/clock fix the time the sale-order rules and back office read.
  const demoClock = demo && process.env.DEMO_CLOCK === "settable" ? settableClock() : undefined
  const clock = demoClock ?? systemClock
  // The job runner (jobs/runner.ts): dispensing-order saves are job rows this process applies in the background (the
  // claims would also let other processes over the same database do so safely, e.g. a second host); the simulated
  // back office prices quotes and moves orders on, one step per SALE_ORDER_STEP_MS.
  // The mail outbox is sent through the configured mail API; the demo's is its own simulator over HTTP.
  const mail =
    mailApiConfigFromEnv() ??
    (demo ? { baseUrl: `http://127.0.0.1:${port}${DEMO_MAIL_API_PATH}`, token: DEMO_MAIL_API_TOKEN, from: BRAND.mailFrom } : undefined)
  if (!mail && runsJobs) log().warn("MAIL_API_URL is not set: mails stay QUEUED in mail_outbox and none is sent")
  const jobs = runsJobs
    ? startJobRunner([
        dispensingQueue(database.db),
        saleOrderQueue(database.db, clock, { stepMs: backOfficeTimingFromEnv().stepMs }),
        ...(mail ? [mailQueue(database.db, mailApi(mail))] : []),
        // Webhook deliveries (issue 27), never sent inside the request that caused them; budget alerts every 15 min (28).
        webhookQueue(database.db, { now: () => clock.now() }),
        budgetAlertQueue(database.db, clock),
      ])
    : undefined

  const accessCache: AppAccessCache = accessCacheOf(database)
  const app = createApp({
    db: database.db,
    clock,
    accessCache,
    readiness: serverReadiness(database, accessCache),
    metricsToken: process.env.METRICS_TOKEN || undefined,
  })
  if (demoClock) mountDemoClock(app, demoClock)
  mountStatic(
    app,
    { portal: "dist/portal", widgets: "dist/widgets", examples: demo ? "examples" : undefined },
    await loadFirstViewRenderer(),
  )

  const onListening = (info: { port: number }) => {
    if (worker) return log().info(`[cluster] worker ${process.pid} serving${runsJobs ? " (background jobs)" : ""}`)
    const where = `${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`}; up ${Math.round(performance.now())} ms after start`
    log().info(`Portal and API on http://localhost:${info.port}  (API /v1, docs /v1/docs, database: ${where})`)
    sayOrigin()
    log().info(startHint())
  }
  const server = serveApp(app, port, onListening)

  const stop = gracefulStop({
    server,
    jobs: () => {
      clearInterval(purgeTimer)
      return jobs?.stop() ?? Promise.resolve()
    },
    database: () => database.close(),
    deadlineMs: stopDeadlineMs,
    name: worker ? `[cluster] worker ${process.pid}` : "[server]",
  })
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}
