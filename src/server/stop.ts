import { log as rootLog } from "./log"
import type { Server } from "node:http"

/** How long a stopping server process may take (STOP_DEADLINE_MS, 10 s by default). */
export const stopDeadlineFromEnv = (env: NodeJS.ProcessEnv): number => {
  const ms = Number(env.STOP_DEADLINE_MS)
  return Number.isFinite(ms) && ms > 0 ? ms : 10_000
}

export interface StopParts {
  readonly server: Server
  /** Stops the background jobs; resolves once a job being applied has finished. */
  readonly jobs: () => Promise<unknown>
  /** Ends the database (a PostgreSQL pool waits for the clients requests still hold). */
  readonly database: () => Promise<void>
  /** The whole stop ends within this: what is still pending then is given up and the process exits with 1. */
  readonly deadlineMs: number
  /** How the log names this process. */
  readonly name: string
  /** How the process ends (tests pass their own). */
  readonly exit?: (code: number) => void
  readonly log?: (message: string) => void
}

/**
 * The stop of one server process (SIGTERM/SIGINT), bounded: no new connections; the requests in flight
 * may finish (idle keep-alive connections are closed as they become idle, and whatever is still open
 * at half the deadline is closed); the background jobs stop after the job in hand; then the database
 * ends. If anything of that has not finished by the deadline, the process exits anyway (code 1) and
 * says what it was still waiting for: a stuck query or a client that never ends its request cannot keep
 * it alive (in a cluster, a worker that never ends would keep the primary and the port alive).
 */
export function gracefulStop(parts: StopParts): () => void {
  const exit = parts.exit ?? ((code: number) => process.exit(code))
  const log = parts.log ?? ((message: string) => rootLog().warn(message))
  let stopping = false
  return () => {
    if (stopping) return
    stopping = true
    const pending = new Set<string>()
    const track = <T>(what: string, promise: Promise<T>): Promise<T> => {
      pending.add(what)
      return promise.finally(() => pending.delete(what))
    }
    let finished = false
    const finish = (code: number) => {
      if (finished) return
      finished = true
      clearTimeout(deadline)
      clearTimeout(force)
      clearInterval(idle)
      exit(code)
    }
    const deadline = setTimeout(() => {
      log(
        `${parts.name}: stop not finished after ${parts.deadlineMs} ms (waiting for ${[...pending].join(", ") || "nothing known"}); exiting`,
      )
      finish(1)
    }, parts.deadlineMs)

    const { server } = parts
    const closed = track("open connections", new Promise<void>((resolve) => server.close(() => resolve())))
    // A keep-alive connection becomes idle once its answer is sent: close it then, not at the client's leisure.
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    const force = setTimeout(() => server.closeAllConnections(), parts.deadlineMs / 2)
    Promise.all([closed, track("background jobs", Promise.resolve().then(parts.jobs))])
      .then(() => track("the database", parts.database()))
      .then(
        () => finish(0),
        (error: unknown) => {
          log(`${parts.name}: stop failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
          finish(1)
        },
      )
  }
}
