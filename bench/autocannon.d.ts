// The few parts of autocannon 8's programmatic API that bench/run.ts uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
    /** Requests in all, instead of a duration. */
    amount?: number
    workers?: number
    /** Seconds before a request counts as timed out (10). */
    timeout?: number
    /** Requests each connection cycles through (paths relative to url); setupRequest may change one before it is sent. */
    requests?: ReadonlyArray<{
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>
    }>
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    statusCodeStats: Record<string, { count: number }>
  }
  /** The run: a promise of its result, and an emitter of each answer (the connection, status, bytes and ms). */
  interface Instance extends Promise<Result> {
    on(event: "response", listener: (client: any, status: number, bytes: number, ms: number) => void): Instance
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
