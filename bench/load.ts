/**
 * The bench's load generator, a process of its own (bench/run.ts forks it): for each message
 * `{ id, url, headers, connections, duration }` it runs autocannon and answers `{ id, result }` (or
 * `{ id, error }`), so neither the server measured nor the orchestrator shares its CPU time with it.
 *
 * With `mix` (the soak, bench/soak.ts) each connection cycles through those requests instead of GET `url`:
 * a write's varying field is filled per request (a card's new limit drawn at random, a dispensing order's
 * document number counted up), and `{ token }` messages replace the bearer token of every later request
 * (the orchestrator signs in again while the run goes on; a token lives 10 minutes).
 */
import autocannon from "autocannon"
import { p99Of } from "./percentile"

/** One request of a mixed workload; `vary` names the body field load.ts fills per request. */
export interface MixStep {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: Record<string, unknown>
  readonly vary?: "newLimit" | "documentNumber"
}

export interface LoadRequest {
  id: number
  url: string
  headers: Record<string, string>
  connections: number
  /** Seconds. */
  duration: number
  /** Requests: when set, this many (the duration is then ignored). */
  amount?: number
  /** A mixed workload (paths relative to `url`'s origin), signed in by `headers`' bearer token. */
  mix?: ReadonlyArray<MixStep>
}

/** One step of a mix: its answers, their p99 and the error answers among them (recordSteps). */
export interface StepResult {
  readonly method: string
  readonly path: string
  readonly requests: number
  readonly p99Ms: number
  readonly non2xx: number
}

export interface LoadResult {
  rps: number
  p50Ms: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
  /** Answers by status code ("200": n). */
  statuses?: Record<string, number>
  /** With `mix`: each step's answers, in the mix's order. */
  steps?: StepResult[]
}

export type LoadReply = { id: number; result: LoadResult } | { id: number; error: string }

/** The bearer token of the mixed requests: the latest one the orchestrator sent. */
let token: string | undefined
let counter = 0

const filled = (step: MixStep): string | undefined => {
  if (!step.body) return undefined
  // Never the same limit twice in a run: a random draw equal to the card's current limit is NOTHING_CHANGED (409),
  // which the soak counts as an error (it met one in 755 116 requests). 7 919 is prime to 480 000: the stride visits
  // every cent value from 100 € to 4 900 € once before any repeats.
  if (step.vary === "newLimit") return JSON.stringify({ ...step.body, newLimit: (100_00 + ((++counter * 7_919) % 4_800_00)) / 100 })
  if (step.vary === "documentNumber") return JSON.stringify({ ...step.body, documentNumber: `SOAK-${process.pid}-${++counter}` })
  return JSON.stringify(step.body)
}

const mixRequests = (mix: ReadonlyArray<MixStep>) =>
  mix.map((step) => ({
    method: step.method,
    path: step.path,
    setupRequest: (req: Record<string, unknown>) => ({
      ...req,
      headers: {
        ...(req.headers as Record<string, string>),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(step.body ? { "content-type": "application/json" } : {}),
      },
      body: filled(step),
    }),
  }))

/**
 * Each answer's time and status under the step it answered: a connection sends one request at a time and its
 * request iterator still points at the one answered when autocannon emits the answer (it moves on right after).
 */
function recordSteps(instance: ReturnType<typeof autocannon>, mix: ReadonlyArray<MixStep>): () => StepResult[] {
  const times = mix.map(() => [] as number[])
  const failed = mix.map(() => 0)
  type Answering = { requestIterator?: { currentRequestIndex?: number } }
  instance.on("response", (client: Answering, status: number, _bytes: number, ms: number) => {
    const step = client.requestIterator?.currentRequestIndex ?? -1
    if (!times[step]) return
    times[step]!.push(ms)
    if (status < 200 || status > 299) failed[step]!++
  })
  return () =>
    mix.map((step, i) => ({
      method: step.method,
      path: step.path,
      requests: times[i]!.length,
      p99Ms: p99Of(times[i]!),
      non2xx: failed[i]!,
    }))
}

process.on("message", (message: LoadRequest | { token: string }) => {
  if ("token" in message) {
    token = message.token
    return
  }
  const { id, url, headers, connections, duration, amount, mix } = message
  if (mix) token = headers.authorization?.replace(/^Bearer /, "") ?? token
  const instance = autocannon({
    url,
    headers,
    connections,
    ...(amount ? { amount } : { duration }),
    ...(mix ? { requests: mixRequests(mix) } : {}),
  })
  const steps = mix ? recordSteps(instance, mix) : undefined
  instance.then(
    (r) => {
      const result: LoadResult = {
        rps: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
        ...(steps ? { steps: steps() } : {}),
      }
      process.send!({ id, result } satisfies LoadReply)
    },
    (error: unknown) => process.send!({ id, error: error instanceof Error ? error.message : String(error) } satisfies LoadReply),
  )
})
// The orchestrator gone, nothing is left to do.
process.on("disconnect", () => process.exit(0))
