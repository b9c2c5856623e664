import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createApp } from "../../../src/server/app"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { demoPersonalCodes } from "../../../src/server/db/seed"
import { Histogram, Registry } from "prom-client"
import { jobsOldestAge, jobsQueueDepth, RequestDurations } from "../../../src/server/metrics"
import { startJobRunner } from "../../../src/server/jobs/runner"

const TOKEN = "scrape-secret-1"
let server: TestServer
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  server = await createTestServer()
  app = createApp({ db: server.db, metricsToken: TOKEN })
})
afterAll(() => server.close())

const scrape = async () => {
  const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"/y
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"])

/**
 * Prometheus's text format (0.0.4), strictly: every family has one HELP and one TYPE line before its samples,
 * names and label names are valid, label values escaped, values numbers, samples of a family together, a
 * histogram's buckets ascending with a +Inf bucket equal to its _count.
 */
function parseExposition(text: string) {
  const families = new Map<
    string,
    { help?: string; type?: string; samples: Array<{ name: string; labels: Record<string, string>; value: number }> }
  >()
  const closed = new Set<string>()
  let current: string | undefined
  expect(text.endsWith("\n")).toBe(true)
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue // empty lines are allowed and ignored
    const meta = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line)
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string]
      expect(name).toMatch(NAME)
      const family = families.get(name) ?? { samples: [] }
      expect({ name, closed: closed.has(name) }).toEqual({ name, closed: false })
      if (kind === "HELP") family.help = rest
      else {
        expect(TYPES.has(rest)).toBe(true)
        expect(family.samples).toHaveLength(0)
        family.type = rest
      }
      families.set(name, family)
      if (current && current !== name) closed.add(current)
      current = name
      continue
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line)
    expect({ line, ok: sample !== null }).toEqual({ line, ok: true })
    const [, name, , labelText, value] = sample!
    const base = [...families.keys()].find(
      (f) => name === f || (/_(bucket|sum|count)$/.test(name!) && name!.replace(/_(bucket|sum|count)$/, "") === f),
    )
    expect({ line, family: base === current }).toEqual({ line, family: true })
    const labels: Record<string, string> = {}
    if (labelText) {
      LABEL.lastIndex = 0
      let at = 0
      while (at < labelText.length) {
        LABEL.lastIndex = at
        const m = LABEL.exec(labelText)
        expect({ line, label: m !== null }).toEqual({ line, label: true })
        labels[m![1]!] = m![2]!
        at = LABEL.lastIndex
        if (labelText[at] === ",") at++
      }
    }
    // The format reads values with Go's ParseFloat, which takes NaN in any case (prom-client writes "Nan" for a
    // gauge that has no sample yet, e.g. the event-loop lag before its first tick).
    expect({ line, value: /^((?:nan)|[+-]Inf|-?\d+(\.\d+)?(e[+-]?\d+)?)$/i.test(value!) }).toEqual({ line, value: true })
    families.get(base!)!.samples.push({ name: name!, labels, value: Number(value!.replace("Inf", "Infinity")) })
  }
  for (const [name, family] of families)
    expect({ name, help: !!family.help, type: !!family.type }).toEqual({ name, help: true, type: true })
  return families
}

describe("/metrics", () => {
  it("is refused without the token and absent without one configured", async () => {
    expect((await app.request("/metrics")).status).toBe(401)
    expect((await app.request("/metrics", { headers: { authorization: "Bearer scrape-secret-2" } })).status).toBe(401)
    expect((await server.app.request("/metrics")).status).toBe(404)
  })

  it("answers Prometheus's text format with the portal's metrics", async () => {
    await call(app, "GET", "/v1/prices")
    await call(app, "GET", "/v1/nope")
    const mari = await signInAs(app, demoPersonalCodes.mari)
    await call(app, "GET", "/v1/users/current", { token: mari.token })
    await call(app, "GET", "/v1/users/current", { token: mari.token })
    jobsQueueDepth.set({ queue: "dispensing" }, 3)
    jobsOldestAge.set({ queue: "dispensing" }, 12.5)
    const families = parseExposition(await scrape())
    const type = (name: string) => families.get(name)?.type
    expect({
      duration: type("ise_http_request_duration_seconds"),
      cache: type("ise_access_cache_lookups_total"),
      signIns: type("ise_sign_ins_total"),
      signings: type("ise_signings_total"),
      payments: type("ise_payments_total"),
      depth: type("ise_jobs_queue_depth"),
      age: type("ise_jobs_oldest_age_seconds"),
      pool: type("ise_db_pool_connections"),
      acquire: type("ise_db_pool_acquire_seconds"),
      memory: type("process_resident_memory_bytes"),
    }).toEqual({
      duration: "histogram",
      cache: "counter",
      signIns: "counter",
      signings: "counter",
      payments: "counter",
      depth: "gauge",
      age: "gauge",
      pool: "gauge",
      acquire: "histogram",
      memory: "gauge",
    })
    const samples = (name: string) => families.get(name)!.samples
    const count = samples("ise_http_request_duration_seconds").find(
      (s) => s.name.endsWith("_count") && s.labels.route === "/v1/users/current" && s.labels.status === "200",
    )
    expect(count?.value).toBeGreaterThanOrEqual(2)
    // Route patterns only: a 404's path never becomes a label.
    expect(samples("ise_http_request_duration_seconds").some((s) => s.labels.route?.includes("nope"))).toBe(false)
    expect(samples("ise_sign_ins_total")).toContainEqual({
      name: "ise_sign_ins_total",
      labels: { method: "smart-id", outcome: "ok" },
      value: 1,
    })
    expect(samples("ise_access_cache_lookups_total").some((s) => s.labels.result === "hit" && s.value > 0)).toBe(true)
    expect(samples("ise_jobs_queue_depth")).toEqual([{ name: "ise_jobs_queue_depth", labels: { queue: "dispensing" }, value: 3 }])
    // Buckets ascend to +Inf, which equals _count.
    const buckets = samples("ise_http_request_duration_seconds").filter(
      (s) => s.name.endsWith("_bucket") && s.labels.route === "/v1/users/current",
    )
    expect(buckets.at(-1)?.labels.le).toBe("+Inf")
    expect(buckets.at(-1)?.value).toBe(count?.value)
  })

  it("reads the job runner's queues at each scrape", async () => {
    const runner = startJobRunner([
      {
        name: "probe",
        timeoutMs: 1000,
        intervalMs: 60_000,
        claim: async () => undefined,
        depth: async () => ({ depth: 7, oldestAgeSeconds: 42 }),
      },
    ])
    try {
      const families = parseExposition(await scrape())
      expect(families.get("ise_jobs_queue_depth")!.samples).toContainEqual({
        name: "ise_jobs_queue_depth",
        labels: { queue: "probe" },
        value: 7,
      })
      expect(families.get("ise_jobs_oldest_age_seconds")!.samples).toContainEqual({
        name: "ise_jobs_oldest_age_seconds",
        labels: { queue: "probe" },
        value: 42,
      })
    } finally {
      await runner.stop()
    }
  })
})

describe("the request-duration histogram kept by hand (issue 26's cost per request)", () => {
  it("exposes what prom-client's own Histogram exposes for the same observations, each bound inclusive", async () => {
    const ours = new RequestDurations()
    const theirs = new Histogram({
      name: ours.name,
      help: ours.help,
      labelNames: ["method", "route", "status"] as const,
      buckets: [...ours.upperBounds],
      registers: [],
    })
    // Each bound exactly (Prometheus's `le`: less than or equal), just above it, zero, and past the last bound.
    const seconds = [0, ...ours.upperBounds, ...ours.upperBounds.map((b) => b + 1e-9), 60]
    for (const [method, route, status] of [
      ["GET", "/v1/prices", 200],
      ["POST", "/v1/orders/:customerId", 400],
    ] as const)
      for (const s of seconds) {
        ours.observe(method, route, status, s)
        theirs.observe({ method, route, status: String(status) }, s)
      }
    const exposition = async (metric: unknown) => {
      const registry = new Registry()
      registry.registerMetric(metric as Parameters<Registry["registerMetric"]>[0])
      return registry.metrics()
    }
    const text = await exposition(ours)
    expect(text).toBe(await exposition(theirs))
    expect(text).toContain('ise_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/v1/prices",status="200"} 2')
    ours.reset()
    expect(await exposition(ours)).not.toContain("_bucket")
  })
})
