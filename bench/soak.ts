/**
 * The soak (issue 26), in `npm run bench` (group `soak`): the mixed read and write workload — the lists, the
 * statement's sums, card limit changes, dispensing orders, and a sign-in every minute — from the separate load
 * process (bench/load.ts `mix`) at a moderate number of connections for `--soak-minutes` (10), after a warm-up.
 * The server's resident memory (VmRSS of its process, /proc/<pid>/status) is read after the warm-up, every
 * half minute, and at the end. Budgets: growth under 10 % from the warm-up's figure to the end's, and no error
 * answer or socket error in the whole run (warm-up included).
 */
import type { ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { demoIds, demoPersonalCodes } from "../src/server/db/seed"
import { demoCardNumber } from "../src/server/features/cards/cards.seed"
import type { Budget } from "./budget"
import { dispensingOrder } from "./faults"
import type { LoadRequest, LoadResult, MixStep } from "./load"
import { collectGarbageOf, memoryOf } from "./processes"
import { signIn, TARGETS, type Kind } from "./targets"

export const SOAK_CONNECTIONS = 20
export const SOAK_RSS_GROWTH_LIMIT = 10

/** The load process as the soak and the mixed load use it (bench/run.ts startLoader). */
export interface SoakLoader {
  run(request: Omit<LoadRequest, "id">): Promise<LoadResult>
  token(token: string): void
}

/** One sample of the server's memory during the soak (MB); V8's figures when the server answers over its IPC channel. */
export interface SoakSample {
  /** Seconds since the warm-up ended. */
  readonly atS: number
  readonly rssMb: number
  readonly heapUsedMb?: number
  readonly heapTotalMb?: number
  /** C++ objects bound to JavaScript ones (process.memoryUsage().external), Buffers' memory included. */
  readonly externalMb?: number
  readonly arrayBuffersMb?: number
}

/** The growth figure (soakFloorGrowth): the lowest RSS of the first and of the last window, and the growth between. */
export interface SoakFloor {
  readonly windowS: number
  readonly firstMb: number
  readonly lastMb: number
  readonly percent: number
}

export interface SoakFigures {
  readonly on: Kind
  readonly minutes: number
  readonly connections: number
  readonly requests: number
  readonly rps: number
  readonly p99Ms: number
  readonly non2xx: number
  readonly errors: number
  readonly statuses: Record<string, number>
  readonly signIns: number
  /** VmRSS in MB after the warm-up and at the end (single readings: each falls anywhere in V8's heap's swing). */
  readonly rssWarmMb: number
  readonly rssEndMb: number
  /** Every SOAK_SAMPLE_SECONDS while the load runs. */
  readonly samples: SoakSample[]
  /** The budget's figure. */
  readonly floor: SoakFloor
  /**
   * VmRSS after full collections the bench asked the server for (settledRss; bench/processes.ts, the bench's entry
   * only), after the warm-up and after the run: the live set plus what the process keeps outside V8's heap, with
   * little garbage (the dispensing jobs still run). Shown beside the budget's figure, not judged. Absent when the
   * server does not answer. The one after the warm-up also starts the run from a collected heap.
   */
  readonly settled?: { readonly startMb: number; readonly endMb: number }
  readonly loadAverage: number[]
}

/** VmRSS of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m)
  if (!line) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(line[1]) / 1024
}

const company = demoIds.customers.naidisLogistika
const path = (key: string) => TARGETS.find((t) => t.key === key)!.path()

/** The mix, in the order each connection cycles through it: seven reads, then two card changes and a dispensing order. */
export function soakMix(): MixStep[] {
  const cardChange = (n: number): MixStep => ({
    method: "POST",
    path: `/v1/cards/${company}/limit`,
    body: { remoteCardId: demoCardNumber(company, n), isBlocked: false },
    vary: "newLimit",
  })
  return [
    { method: "GET", path: path("prices") },
    { method: "GET", path: path("users") },
    { method: "GET", path: path("documents") },
    cardChange(1),
    { method: "GET", path: path("statement-sums") },
    { method: "GET", path: path("cards") },
    cardChange(2),
    // A page (the newest 25), not the whole list: the list grows with the mix's own orders, and a read that grows
    // with the run would hide a leak or fake one.
    { method: "GET", path: `/v1/dispensing-order/${company}?page=0&size=25` },
    { method: "GET", path: path("sale-orders") },
    {
      method: "POST",
      path: `/v1/dispensing-order/${company}`,
      body: dispensingOrder("SOAK"),
      vary: "documentNumber",
    },
  ]
}

const add = (a: Record<string, number>, b: Record<string, number> = {}) => {
  const out = { ...a }
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v
  return out
}

/** Seconds between the soak's memory samples: several in every swing of V8's heap (a full collection every 10–60 s). */
export const SOAK_SAMPLE_SECONDS = 5

/** Each of the two windows the growth figure compares: a fifth of the run, at least 30 s, at most 2 minutes. */
export const soakWindowSeconds = (minutes: number): number => Math.min(120, Math.max(30, (minutes * 60) / 5))

/**
 * The soak's growth figure: the lowest RSS of the first window after the warm-up against the lowest of the last
 * window, in % of the first. Between full collections V8's heap grows by up to 200 MB and shrinks again after one,
 * so a single sample falls anywhere in that swing; the lowest of a window is its trough, the memory the process
 * keeps. A leak raises the troughs, a swing does not. The windows are `windowS` long each (halves of a shorter
 * run); samples are `{ atS, rssMb }`, atS counted from the warm-up's end.
 */
export function soakFloorGrowth(samples: ReadonlyArray<Pick<SoakSample, "atS" | "rssMb">>, windowS: number): SoakFloor {
  if (samples.length < 2) throw new Error(`the soak's growth needs at least 2 memory samples, it has ${samples.length}`)
  // By time, not by order: a sample waits for the server's answer, so two may land out of order.
  const from = Math.min(...samples.map((s) => s.atS))
  const to = Math.max(...samples.map((s) => s.atS))
  const window = Math.min(windowS, (to - from) / 2)
  const lowest = (inWindow: (atS: number) => boolean) => Math.min(...samples.filter((s) => inWindow(s.atS)).map((s) => s.rssMb))
  const firstMb = lowest((atS) => atS <= from + window)
  const lastMb = lowest((atS) => atS >= to - window)
  return { windowS: window, firstMb, lastMb, percent: (100 * (lastMb - firstMb)) / firstMb }
}

const mb = (bytes: number) => bytes / 2 ** 20

/** One memory sample: VmRSS, and V8's figures when the server answers over its IPC channel. */
async function sampleOf(server: { pid: number; child?: ChildProcess }, atS: number): Promise<SoakSample> {
  const rss = rssMb(server.pid)
  const m = server.child ? await memoryOf(server.child).catch(() => undefined) : undefined
  if (!m) return { atS, rssMb: rss }
  return {
    atS,
    rssMb: rss,
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
  }
}

/** A sample as the soak's log line prints it: RSS, V8's heap, and RSS less V8's heap (the memory outside it). */
export const sampleLine = (s: SoakSample): string =>
  s.heapTotalMb == null
    ? `RSS ${s.rssMb.toFixed(1)} MB`
    : `RSS ${s.rssMb.toFixed(1)} MB; heap ${s.heapUsedMb!.toFixed(1)} of ${s.heapTotalMb.toFixed(1)} MB, outside it ${(s.rssMb - s.heapTotalMb).toFixed(1)} MB (external ${s.externalMb!.toFixed(1)}, array buffers ${s.arrayBuffersMb!.toFixed(1)})`

/**
 * VmRSS after two full collections of the server's a second apart (bench/processes.ts), a second after the second:
 * V8 gives back the pages the first one emptied only at the next. Undefined when the server does not answer.
 */
async function settledRss(server: { pid: number; child?: ChildProcess }): Promise<number | undefined> {
  const { child } = server
  if (!child) return undefined
  const second = () => new Promise((r) => setTimeout(r, 1_000))
  const collected = await collectGarbageOf(child)
    .then(second)
    .then(() => collectGarbageOf(child))
    .catch(() => false)
  if (!collected) return undefined
  await second()
  return rssMb(server.pid)
}

/**
 * Signs Mari in again every `everyMs` while a mix runs (the sign-ins of the mix) and hands each new token to the load
 * process; `stop` ends it and answers how many went through, how many failed, and the last failure.
 */
export function signInEvery(loader: SoakLoader, sign: () => Promise<string>, everyMs: number) {
  let signIns = 0
  let failures = 0
  let lastFailure: string | undefined
  const timer = setInterval(() => {
    sign().then(
      (token) => {
        signIns++
        loader.token(token)
      },
      (error: unknown) => {
        failures++
        lastFailure = error instanceof Error ? error.message : String(error)
      },
    )
  }, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return { signIns, failures, lastFailure }
    },
  }
}

/** Samples every SOAK_SAMPLE_SECONDS (a log line every 30 s); `stop` ends it and answers the samples. */
function sampleMemory(server: { pid: number; on: Kind; child?: ChildProcess }, log: (line: string) => void) {
  const samples: SoakSample[] = []
  const started = Date.now()
  let tick = 0
  const timer = setInterval(async () => {
    const sample = await sampleOf(server, Math.round((Date.now() - started) / 1000))
    samples.push(sample)
    if (++tick % (30 / SOAK_SAMPLE_SECONDS) === 0)
      log(`  ${server.on}: soak ${sampleLine(sample)} (load average ${loadavg()[0]!.toFixed(2)})`)
  }, SOAK_SAMPLE_SECONDS * 1000)
  return {
    stop: () => {
      clearInterval(timer)
      return samples
    },
  }
}

/** Warm-up (a tenth of the run, 30–60 s), then `minutes` of the mix; the server's memory sampled throughout. */
export async function soak(
  loader: SoakLoader,
  server: { base: string; pid: number; on: Kind; child?: ChildProcess },
  minutes: number,
  log: (line: string) => void,
) {
  const sign = () => signIn(server.base, demoPersonalCodes.mari)
  const mix = soakMix()
  const run = async (seconds: number) =>
    loader.run({
      url: server.base,
      headers: { authorization: `Bearer ${await sign()}` },
      connections: SOAK_CONNECTIONS,
      duration: seconds,
      mix,
    })
  const warmSeconds = Math.round(Math.min(60, Math.max(30, minutes * 6)))
  log(`  ${server.on}: soak warm-up ${warmSeconds} s at ${SOAK_CONNECTIONS} connections (RSS ${rssMb(server.pid).toFixed(1)} MB)`)
  const warm = await run(warmSeconds)
  const rssWarmMb = rssMb(server.pid)
  const settledStart = await settledRss(server)
  const settledNote = settledStart == null ? "" : `, ${settledStart.toFixed(1)} MB after full collections`
  log(`  ${server.on}: soak ${minutes} min from RSS ${rssWarmMb.toFixed(1)} MB${settledNote} (load average ${loadavg()[0]!.toFixed(2)})`)
  // A sign-in a minute (part of the mix) gives the load process a fresh token.
  const sampler = sampleMemory(server, log)
  const signer = signInEvery(loader, sign, 60_000)
  let main: LoadResult
  let samples: SoakSample[]
  let signed: ReturnType<typeof signer.stop>
  try {
    main = await run(minutes * 60)
  } finally {
    samples = sampler.stop()
    signed = signer.stop()
  }
  const { signIns, lastFailure: signInError } = signed
  const rssEndMb = rssMb(server.pid)
  const settledEnd = settledStart == null ? undefined : await settledRss(server)
  if (signInError) throw new Error(`a sign-in during the soak failed: ${signInError}`)
  return {
    on: server.on,
    minutes,
    connections: SOAK_CONNECTIONS,
    requests: main.requests,
    rps: main.rps,
    p99Ms: main.p99Ms,
    non2xx: warm.non2xx + main.non2xx,
    errors: warm.errors + main.errors,
    statuses: add(warm.statuses ?? {}, main.statuses),
    signIns,
    rssWarmMb,
    rssEndMb,
    samples,
    floor: soakFloorGrowth(samples, soakWindowSeconds(minutes)),
    ...(settledStart != null && settledEnd != null ? { settled: { startMb: settledStart, endMb: settledEnd } } : {}),
    loadAverage: loadavg(),
  } satisfies SoakFigures
}

export function printSoak(f: SoakFigures) {
  console.log(`\nSoak: the mixed workload for ${f.minutes} min at ${f.connections} connections (${f.on}, bench/soak.ts)`)
  console.table([
    {
      requests: f.requests,
      "req/s": Math.round(f.rps),
      "p99 ms": f.p99Ms,
      statuses: Object.entries(f.statuses)
        .map(([k, v]) => `${k}: ${v}`)
        .join(", "),
      errors: f.errors,
      "sign-ins": f.signIns,
      "RSS floor first MB": f.floor.firstMb.toFixed(1),
      "RSS floor last MB": f.floor.lastMb.toFixed(1),
      growth: `${f.floor.percent.toFixed(1)} %`,
    },
  ])
  const every30 = f.samples.filter((_, i) => (i + 1) % (30 / SOAK_SAMPLE_SECONDS) === 0)
  const row = (pick: (s: SoakSample) => number | undefined) => every30.map((s) => pick(s)?.toFixed(0) ?? "?").join(" ")
  console.log(
    `  The lowest RSS of the first and of the last ${f.floor.windowS} s (samples every ${SOAK_SAMPLE_SECONDS} s); single readings after the warm-up and at the end: ${f.rssWarmMb.toFixed(1)} and ${f.rssEndMb.toFixed(1)} MB`,
  )
  if (f.settled)
    console.log(
      `  RSS after full collections: ${f.settled.startMb.toFixed(1)} MB after the warm-up, ${f.settled.endMb.toFixed(1)} MB after the run`,
    )
  console.log(`  RSS every 30 s (MB): ${row((s) => s.rssMb)}`)
  if (every30.some((s) => s.heapTotalMb != null)) {
    console.log(`  V8 heap in use (MB): ${row((s) => s.heapUsedMb)}`)
    console.log(`  V8 heap total (MB): ${row((s) => s.heapTotalMb)}`)
    console.log(`  RSS less heap total (MB): ${row((s) => (s.heapTotalMb == null ? undefined : s.rssMb - s.heapTotalMb))}`)
  }
}

export function soakBudgets(f: SoakFigures | undefined, error: string | undefined): Budget[] {
  const where = f ? `${f.minutes} min, ${f.connections} conn., ${f.on}` : "not run"
  const rss = f ? `lowest of the first and last ${f.floor.windowS} s ${f.floor.firstMb.toFixed(1)} → ${f.floor.lastMb.toFixed(1)} MB, ` : ""
  return [
    {
      name: `Soak: server RSS growth after warm-up (${rss}${where})`,
      value: f ? Number(f.floor.percent.toFixed(2)) : NaN,
      limit: SOAK_RSS_GROWTH_LIMIT,
      unit: "%",
      cmp: "≤",
      ...(error ? { fail: error } : {}),
    },
    {
      name: `Soak: error answers and socket errors (${f ? `${f.requests} requests, ` : ""}${where})`,
      value: f ? f.non2xx + f.errors : NaN,
      limit: 0,
      unit: "errors",
      cmp: "≤",
      ...(error ? { fail: error } : {}),
    },
  ]
}
