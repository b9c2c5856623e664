import { inRequestScope, log } from "../log"
import { hostname } from "node:os"
import { randomBytes } from "node:crypto"

/**
 * The one background job runner of a server process (docs/server.md, "Background jobs"): dispensing saves
 * and the sale orders' back-office steps are queues of it. A queue keeps its jobs as rows and claims them
 * itself (`FOR UPDATE SKIP LOCKED`, a lease in the row); the runner polls each queue, runs up to the queue's
 * `concurrency` jobs at a time (one by default), each under the queue's timeout, renews a job's lease while it
 * runs (heartbeat), logs every failure with its queue, job, request id and cause, and answers its liveness and each queue's depth for health and metrics.
 */

/** A claimed job: run it (honouring `signal`, aborted at the timeout), renew its lease while it runs. */
export interface ClaimedJob {
  readonly id: string | number
  /** The request that queued it (x-request-id), for the log. */
  readonly requestId?: string | null
  run(signal: AbortSignal): Promise<unknown>
  /** Extends the job's lease (the heartbeat); absent when the claim is a row lock held by `run` itself. */
  renew?(): Promise<unknown>
}

export interface QueueDepth {
  /** Jobs waiting or running. */
  readonly depth: number
  /** Seconds since the oldest of them was due (0 when none). */
  readonly oldestAgeSeconds: number
}

export interface JobQueue {
  readonly name: string
  /** The longest one job may run; past it the runner gives it up (its lease then lets another take it over once). */
  readonly timeoutMs: number
  /** The pause between polls when the queue is empty. */
  readonly intervalMs: number
  /**
   * How many of its jobs this process runs at once (1 when absent): each claims its own job, so a queue whose jobs
   * wait on the database (locks, round trips) does not fall behind while its jobs come faster than one at a time.
   */
  readonly concurrency?: number
  /** Claims the next due job for `workerId`, or answers undefined when none is due. */
  claim(workerId: string): Promise<ClaimedJob | undefined>
  depth(): Promise<QueueDepth>
}

export interface JobFailure {
  readonly queue: string
  readonly jobId: string | number | undefined
  readonly requestId: string | null
  readonly cause: unknown
}

export interface JobRunner {
  readonly workerId: string
  /** Every queue's loop has turned within its interval plus its timeout (a loop stuck on a job is not alive). */
  alive(now?: number): boolean
  /** Each queue's depth and oldest age (for /readyz and the gauges ise_jobs_queue_depth, ise_jobs_oldest_age_seconds). */
  depths(): Promise<Record<string, QueueDepth>>
  /** Polls every queue now (after a job was queued in this process). */
  wake(): void
  /** Stops polling and waits for the jobs in hand (each is bounded by its timeout). */
  stop(): Promise<void>
}

export const newWorkerId = (): string => `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`

export class JobTimeout extends Error {
  constructor(readonly ms: number) {
    super(`the job ran longer than its timeout of ${ms} ms`)
    this.name = "JobTimeout"
  }
}

/** Runs `job` under `timeoutMs`, renewing its lease every `renewEveryMs`; rejects with JobTimeout past the timeout. */
export async function runBounded(job: ClaimedJob, timeoutMs: number, renewEveryMs: number): Promise<void> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const heartbeat = job.renew ? setInterval(() => void job.renew!().catch(() => undefined), renewEveryMs) : undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new JobTimeout(timeoutMs))
    }, timeoutMs)
  })
  try {
    await Promise.race([job.run(controller.signal), timeout])
  } finally {
    clearTimeout(timer)
    clearInterval(heartbeat)
  }
}

// A failure's line carries the request id of the request that queued the job (pino, redacted like every line).
const defaultLog = (failure: JobFailure) =>
  inRequestScope({ requestId: failure.requestId ?? "job" }, () =>
    log().error({ queue: failure.queue, jobId: failure.jobId, err: failure.cause }, "job failed"),
  )

/** Starts one loop per queue; `logFailure` gets every job that threw or timed out, and every failed claim. */
export function startJobRunner(
  queues: ReadonlyArray<JobQueue>,
  options: { workerId?: string; logFailure?: (failure: JobFailure) => void } = {},
): JobRunner {
  const workerId = options.workerId ?? newWorkerId()
  const logFailure = options.logFailure ?? defaultLog
  let stopped = false
  const loops = queues.map((queue) => {
    const loop = { queue, tickedAt: Date.now(), timer: undefined as NodeJS.Timeout | undefined, running: Promise.resolve() }
    // One worker: claims and runs jobs until none is due (`found` told of each job it claims).
    const work = async (found?: () => void) => {
      while (!stopped) {
        loop.tickedAt = Date.now()
        let job: ClaimedJob | undefined
        try {
          job = await queue.claim(workerId)
          if (!job) return
          found?.()
          await runBounded(job, queue.timeoutMs, Math.max(50, queue.timeoutMs / 3))
        } catch (cause) {
          logFailure({ queue: queue.name, jobId: job?.id, requestId: job?.requestId ?? null, cause })
          // A claim that fails (the database away) is tried again after the interval, not in a tight loop.
          if (!job) return
        }
      }
    }
    const workers = Math.max(1, Math.floor(queue.concurrency ?? 1))
    // A poll that finds a job starts the queue's other workers beside it (an empty poll stays one claim).
    const drain = async () => {
      const others: Array<Promise<void>> = []
      await work(() => {
        while (others.length < workers - 1) others.push(work())
      })
      await Promise.all(others)
    }
    const schedule = (delay: number) => {
      clearTimeout(loop.timer)
      loop.timer = setTimeout(() => {
        loop.running = drain().finally(() => {
          loop.tickedAt = Date.now()
          if (!stopped) schedule(queue.intervalMs)
        })
      }, delay)
      loop.timer.unref()
    }
    schedule(queue.intervalMs)
    return { loop, schedule }
  })
  let waking = false
  const runner: JobRunner = {
    workerId,
    alive: (now = Date.now()) =>
      !stopped && loops.every(({ loop }) => now - loop.tickedAt <= loop.queue.intervalMs + loop.queue.timeoutMs + 1000),
    depths: async () => {
      const entries = await Promise.all(queues.map(async (q) => [q.name, await q.depth()] as const))
      return Object.fromEntries(entries)
    },
    wake: () => {
      if (waking || stopped) return
      waking = true
      // Only a loop that is waiting is woken: one that is draining takes the new job on its own.
      void Promise.all(loops.map(({ loop }) => loop.running)).then(() => {
        waking = false
        for (const { schedule } of loops) if (!stopped) schedule(0)
      })
    },
    stop: async () => {
      stopped = true
      running.delete(runner)
      for (const { loop } of loops) clearTimeout(loop.timer)
      await Promise.all(loops.map(({ loop }) => loop.running))
    },
  }
  running.add(runner)
  return runner
}

/** The runners started in this process and not stopped (one in a server; none in a cluster worker without the jobs). */
const running = new Set<JobRunner>()

export interface JobsStatus {
  /** Whether this process runs background jobs at all (in a cluster, one worker does). */
  readonly runs: boolean
  /** Every runner of this process is alive (true when it runs none: nothing here can hang). */
  readonly alive: boolean
  /** Per queue: depth and oldest age (labels of ise_jobs_queue_depth and ise_jobs_oldest_age_seconds). */
  readonly queues: Readonly<Record<string, QueueDepth>>
}

/** For /readyz and /metrics: this process's job runners' liveness and their queues' depths (one query per queue). */
export async function jobsStatus(): Promise<JobsStatus> {
  const runners = [...running]
  const depths = await Promise.all(runners.map((r) => r.depths()))
  return { runs: runners.length > 0, alive: runners.every((r) => r.alive()), queues: Object.assign({}, ...depths) }
}
