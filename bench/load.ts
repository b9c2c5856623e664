/**
 * The bench's load generator, a process of its own (bench/run.ts forks it): for each message
 * `{ id, url, headers, connections, duration }` it runs autocannon and answers `{ id, result }` (or
 * `{ id, error }`), so neither the server measured nor the orchestrator shares its CPU time with it.
 */
import autocannon from "autocannon"

export interface LoadRequest {
  id: number
  url: string
  headers: Record<string, string>
  connections: number
  /** Seconds. */
  duration: number
  /** Requests: when set, this many (the duration is then ignored). */
  amount?: number
}

export interface LoadResult {
  rps: number
  p50Ms: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
}

export type LoadReply = { id: number; result: LoadResult } | { id: number; error: string }

process.on("message", (message: LoadRequest) => {
  const { id, url, headers, connections, duration, amount } = message
  autocannon({ url, headers, connections, ...(amount ? { amount } : { duration }) }).then(
    (r) => {
      const result: LoadResult = {
        rps: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      }
      process.send!({ id, result } satisfies LoadReply)
    },
    (error: unknown) => process.send!({ id, error: error instanceof Error ? error.message : String(error) } satisfies LoadReply),
  )
})
// The orchestrator gone, nothing is left to do.
process.on("disconnect", () => process.exit(0))
