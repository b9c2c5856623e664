import { timingSafeEqual } from "node:crypto"
import type { Env, Hono } from "hono"
import type pg from "pg"
import { jobsStatus } from "./jobs/runner"
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client"

/**
 * The process's Prometheus metrics (docs/operations.md lists them): GET /metrics answers them in the text
 * format to a scraper that presents METRICS_TOKEN. Names start with `ise_`; prom-client's default process
 * and Node.js metrics (`process_*`, `nodejs_*`) come along.
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

/** One series of the request durations: its labels, its per-bucket counts (not cumulative), sum and count. */
interface DurationSeries {
  readonly labels: Readonly<Record<"method" | "route" | "status", string>>
  readonly counts: Float64Array
  sum: number
  count: number
}

/**
 * `ise_http_request_duration_seconds`, a histogram kept by hand and exposed through prom-client's registry as any of
 * its metrics (a `get()` answering the same values a prom-client Histogram answers). Every request observes it,
 * and prom-client's own observe builds a closure, hashes the labels and walks its objects each time: on a cached
 * answer that was most of the request's cost (issue 26's cost per request). Here a request's series is found by
 * one string key and observed with a few number writes.
 */
export class RequestDurations {
  readonly name = "ise_http_request_duration_seconds"
  readonly help = "Time from a request's arrival to its answer, by method, route pattern and status."
  readonly type = "histogram"
  readonly aggregator = "sum"
  readonly upperBounds: ReadonlyArray<number> = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
  private series = new Map<string, DurationSeries>()

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`
    let series = this.series.get(key)
    if (!series) {
      series = { labels: { method, route, status: String(status) }, counts: new Float64Array(this.upperBounds.length), sum: 0, count: 0 }
      this.series.set(key, series)
    }
    const bounds = this.upperBounds
    let i = 0
    while (i < bounds.length && seconds > bounds[i]!) i++
    if (i < bounds.length) series.counts[i]!++
    series.sum += seconds
    series.count++
  }

  /** What prom-client's Histogram answers: cumulative `_bucket` lines per bound and `+Inf`, then `_sum` and `_count`. */
  async get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = []
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0
      this.upperBounds.forEach((le, i) => {
        cumulative += counts[i]!
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${this.name}_bucket` })
      })
      values.push({ labels: { le: "+Inf", ...labels }, value: count, metricName: `${this.name}_bucket` })
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` })
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` })
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator }
  }

  reset(): void {
    this.series.clear()
  }
}

export const httpRequestDuration = new RequestDurations()
registry.registerMetric(httpRequestDuration as unknown as Parameters<Registry["registerMetric"]>[0])

/** The requestLog's observer: the request's duration under its route pattern (never its path). */
export const observeRequest = (answered: {
  readonly method: string
  readonly route: string
  readonly status: number
  readonly durationMs: number
}): void => httpRequestDuration.observe(answered.method, answered.route, answered.status, answered.durationMs / 1000)

export const accessCacheLookups = new Counter({
  name: "ise_access_cache_lookups_total",
  help: "Access-cache reads by what was asked (session, contact, user) and whether it was there (hit, miss).",
  labelNames: ["kind", "result"] as const,
  registers: [registry],
})

export const signIns = new Counter({
  name: "ise_sign_ins_total",
  help: "Finished sign-ins by method (smart-id, mobile-id, id-card, redirect) and outcome (ok, failed).",
  labelNames: ["method", "outcome"] as const,
  registers: [registry],
})

export const signings = new Counter({
  name: "ise_signings_total",
  help: "Finished agreement signings by method (smart-id, mobile-id, id-card) and outcome (ok, failed).",
  labelNames: ["method", "outcome"] as const,
  registers: [registry],
})

export const payments = new Counter({
  name: "ise_payments_total",
  help: "Payment orders the bank decided, by outcome (captured, failed, declined).",
  labelNames: ["outcome"] as const,
  registers: [registry],
})

/** Read from this process's job runners at each scrape (one query per queue): jobs waiting per queue. */
export const jobsQueueDepth: Gauge<"queue"> = new Gauge({
  name: "ise_jobs_queue_depth",
  help: "Jobs waiting to run, by queue (read from the job runner at each scrape).",
  labelNames: ["queue"] as const,
  registers: [registry],
  async collect() {
    await collectJobs()
  },
})

/** The age of the oldest waiting job per queue (0 when none waits), read with the depth. */
export const jobsOldestAge: Gauge<"queue"> = new Gauge({
  name: "ise_jobs_oldest_age_seconds",
  help: "Age of the oldest waiting job, by queue (read from the job runner at each scrape).",
  labelNames: ["queue"] as const,
  registers: [registry],
  // Its own read: the registry asks the metrics at once, so the depth's read may not have ended yet.
  async collect() {
    await collectJobs()
  },
})

async function collectJobs(): Promise<void> {
  const { queues } = await jobsStatus()
  for (const [queue, { depth, oldestAgeSeconds }] of Object.entries(queues)) {
    jobsQueueDepth.set({ queue }, depth)
    jobsOldestAge.set({ queue }, oldestAgeSeconds)
  }
}

const pools = new Map<string, pg.Pool>()

new Gauge({
  name: "ise_db_pool_connections",
  help: "PostgreSQL pool connections by pool (main, prepared) and state (total, idle, waiting: callers waiting for one).",
  labelNames: ["pool", "state"] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const [name, pool] of pools) {
      this.set({ pool: name, state: "total" }, pool.totalCount)
      this.set({ pool: name, state: "idle" }, pool.idleCount)
      this.set({ pool: name, state: "waiting" }, pool.waitingCount)
    }
  },
})

export const poolAcquire = new Histogram({
  name: "ise_db_pool_acquire_seconds",
  help: "Time a statement waited for a PostgreSQL pool connection, by pool.",
  labelNames: ["pool"] as const,
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
})

type Connect = (callback?: (error: Error | undefined, client: unknown, done: unknown) => void) => Promise<unknown> | undefined

/** Watches a pool: its connections on each scrape, and how long each `connect` (every query's first step) waited. */
export function watchPool(name: string, pool: pg.Pool): void {
  pools.set(name, pool)
  const connect = pool.connect.bind(pool) as Connect
  const timed: Connect = (callback) => {
    const end = poolAcquire.startTimer({ pool: name })
    if (callback)
      return connect((error, client, done) => {
        end()
        callback(error, client, done)
      })
    return connect()!.finally(end)
  }
  ;(pool as unknown as { connect: Connect }).connect = timed
}

/** Stops watching a pool (closed). */
export const unwatchPool = (name: string): void => {
  pools.delete(name)
}

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const presented = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "")
  const expected = Buffer.from(token)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}

/**
 * GET /metrics in Prometheus's text format, to a request with `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise). Without a token configured the path is not served at all (the portal's 404).
 */
export function metricsRoutes<E extends Env>(app: Hono<E>, token: string | undefined): void {
  if (!token) return
  app.get("/metrics", async (c) => {
    if (!bearerMatches(c.req.header("authorization"), token))
      return c.json({ code: "UNAUTHORIZED", message: "Metrics token required" }, 401)
    return c.body(await registry.metrics(), 200, { "content-type": registry.contentType, "cache-control": "no-store" })
  })
}
