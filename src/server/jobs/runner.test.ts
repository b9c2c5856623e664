import { afterEach, describe, expect, it, vi } from "vitest"
import {
  jobsStatus,
  runBounded,
  startJobRunner,
  JobTimeout,
  type ClaimedJob,
  type JobFailure,
  type JobQueue,
  type JobRunner,
} from "./runner"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A queue over an array: each claim takes the next job. */
function arrayQueue(jobs: ClaimedJob[], timeoutMs = 100): JobQueue & { left: ClaimedJob[] } {
  const left = [...jobs]
  return {
    name: "test",
    timeoutMs,
    intervalMs: 10,
    left,
    claim: async () => left.shift(),
    depth: async () => ({ depth: left.length, oldestAgeSeconds: left.length ? 1 : 0 }),
  }
}

const job = (id: number, run: (signal: AbortSignal) => Promise<unknown>, extra: Partial<ClaimedJob> = {}): ClaimedJob => ({
  id,
  run,
  ...extra,
})

let runners: JobRunner[] = []
afterEach(async () => {
  await Promise.all(runners.map((r) => r.stop()))
  runners = []
})

describe("the job runner", () => {
  it("gives up a job at its timeout, aborts its signal, logs queue, job, request id and cause, and goes on", async () => {
    const failures: JobFailure[] = []
    let aborted = false
    const done: number[] = []
    const hanging = job(1, (signal) => new Promise(() => signal.addEventListener("abort", () => (aborted = true))), { requestId: "req-1" })
    const queue = arrayQueue([hanging, job(2, async () => done.push(2))], 80)
    runners.push(startJobRunner([queue], { logFailure: (f) => failures.push(f) }))
    // Waited for rather than slept on: a loaded machine (CI) may take longer than any fixed pause.
    await vi.waitFor(() => expect(done).toEqual([2]), { timeout: 10_000, interval: 20 })
    expect(aborted).toBe(true)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({ queue: "test", jobId: 1, requestId: "req-1" })
    expect(failures[0]!.cause).toBeInstanceOf(JobTimeout)
  })

  it("logs a job that throws with its cause, and a claim that fails, then keeps polling", async () => {
    const failures: JobFailure[] = []
    let claims = 0
    const queue: JobQueue = {
      ...arrayQueue([]),
      claim: async () => {
        claims++
        if (claims === 1) throw new Error("database away")
        if (claims === 2) return job(7, async () => Promise.reject(new Error("broken")))
        return undefined
      },
    }
    const runner = startJobRunner([queue], { logFailure: (f) => failures.push(f) })
    runners.push(runner)
    await vi.waitFor(() => expect(claims).toBeGreaterThan(3), { timeout: 10_000, interval: 20 })
    expect(failures.map((f) => [f.jobId, (f.cause as Error).message])).toEqual([
      [undefined, "database away"],
      [7, "broken"],
    ])
    expect(runner.alive()).toBe(true)
  })

  it("renews the lease of a running job (heartbeat) and stops renewing when it ends", async () => {
    // The job ends at its third renewal, however slow the machine: no count of timer ticks to guess.
    let renewals = 0
    let third: () => void = () => {}
    const thirdRenewal = new Promise<void>((resolve) => (third = resolve))
    await runBounded(
      job(1, () => thirdRenewal, {
        renew: async () => {
          if (++renewals === 3) third()
        },
      }),
      10_000,
      30,
    )
    const atEnd = renewals
    expect(atEnd).toBeGreaterThanOrEqual(3)
    await sleep(100)
    expect(renewals).toBe(atEnd)
  })

  it("is not alive when a loop has not turned within its interval and timeout; answers depths by queue", async () => {
    const runner = startJobRunner([arrayQueue([job(1, async () => undefined)])])
    runners.push(runner)
    expect(runner.alive()).toBe(true)
    expect(runner.alive(Date.now() + 10 + 100 + 1001)).toBe(false)
    await sleep(100)
    const status = await jobsStatus()
    expect(status).toEqual({ runs: true, alive: true, queues: { test: { depth: 0, oldestAgeSeconds: 0 } } })
    await runner.stop()
    expect((await jobsStatus()).runs).toBe(false)
  })

  it("stop waits for the job in hand", async () => {
    let started = false
    let finished = false
    const runner = startJobRunner([
      arrayQueue(
        [
          job(1, () => {
            started = true
            return sleep(100).then(() => (finished = true))
          }),
        ],
        1000,
      ),
    ])
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 10 })
    await runner.stop()
    expect(finished).toBe(true)
  })

  it("runs up to a queue's concurrency jobs at once, never more; an empty poll is one claim", async () => {
    let inFlight = 0
    let most = 0
    const release: Array<() => void> = []
    const held = (id: number) =>
      job(id, async () => {
        most = Math.max(most, ++inFlight)
        await new Promise<void>((resolve) => release.push(resolve))
        inFlight--
      })
    const queue = { ...arrayQueue([1, 2, 3, 4, 5, 6, 7].map(held), 10_000), concurrency: 3 }
    runners.push(startJobRunner([queue]))
    // Each job waits until let go: three are held at once, the others wait for a free worker.
    for (let done = 0; done < 7; done++) {
      await vi.waitFor(() => expect(release.length).toBeGreaterThan(done), { timeout: 10_000, interval: 10 })
      if (done < 4) await vi.waitFor(() => expect(inFlight).toBe(3), { timeout: 10_000, interval: 10 })
      release[done]!()
    }
    await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 10_000, interval: 10 })
    expect(most).toBe(3)

    // An empty queue is polled by one claim at a time: the workers beside the first start only when it finds a job.
    let polls = 0
    let claiming = 0
    let mostClaiming = 0
    const claim = async () => {
      polls++
      mostClaiming = Math.max(mostClaiming, ++claiming)
      await sleep(5)
      claiming--
      return undefined
    }
    runners.push(startJobRunner([{ ...arrayQueue([]), concurrency: 3, claim }]))
    await vi.waitFor(() => expect(polls).toBeGreaterThanOrEqual(4), { timeout: 10_000, interval: 5 })
    expect(mostClaiming).toBe(1)
  })
})
