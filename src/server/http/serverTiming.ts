import type { MiddlewareHandler } from "hono"

/**
 * `Server-Timing: app;dur=<ms>` on every answer of the API (issue 31): the server's share of a call's
 * time, beside the network's, in the browser's waterfall (DevTools, bench/waterfall.ts) and in
 * PerformanceResourceTiming.serverTiming. It measures from the request entering the API's chain to the
 * answer being ready (the body of a stream is not waited for). The early answers of withEarlyAnswers
 * skip the chain and carry none.
 */
export const serverTiming: MiddlewareHandler = async (c, next) => {
  const start = performance.now()
  await next()
  c.res.headers.append("Server-Timing", `app;dur=${(performance.now() - start).toFixed(1)}`)
}
