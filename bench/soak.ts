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
import { memoryOf } from "./processes"
import { signIn, TARGETS, type Kind } from "./targets"

export const SOAK_CONNECTIONS = 20
export const SOAK_RSS_GROWTH_LIMIT = 10

interface SoakLoader {
  run(request: Omit<LoadRequest, "id">): Promise<LoadResult>
  token(token: string): void
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
  /** VmRSS in MB after the warm-up and at the end, and the samples between (every 30 s). */
  readonly rssWarmMb: number
  readonly rssEndMb: number
  readonly rssSamplesMb: number[]
  /**
   * V8's heap in use (heapUsed, MB) at each RSS sample, when the server answers over its IPC channel: a heap that
   * climbs with the RSS is a leak of JavaScript objects; one that stays while the RSS climbs is the heap's headroom
   * or native memory.
   */
  readonly heapSamplesMb: number[]
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

/** Warm-up (a tenth of the run, 30–60 s), then `minutes` of the mix; the server's RSS read throughout. */
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
  log(`  ${server.on}: soak ${minutes} min from RSS ${rssWarmMb.toFixed(1)} MB (load average ${loadavg()[0]!.toFixed(2)})`)
  // A sign-in a minute (part of the mix) gives the load process a fresh token; the RSS every 30 s.
  const samples: number[] = []
  const heapSamples: number[] = []
  let signIns = 0
  let signInError: string | undefined
  const sampler = setInterval(async () => {
    samples.push(rssMb(server.pid))
    const memory = server.child ? await memoryOf(server.child).catch(() => undefined) : undefined
    if (memory) heapSamples.push(memory.heapUsed / 2 ** 20)
    const heap = memory
      ? `; heap ${(memory.heapUsed / 2 ** 20).toFixed(1)} of ${(memory.heapTotal / 2 ** 20).toFixed(1)} MB, external ${(memory.external / 2 ** 20).toFixed(1)} MB`
      : ""
    log(`  ${server.on}: soak RSS ${samples.at(-1)!.toFixed(1)} MB${heap} (load average ${loadavg()[0]!.toFixed(2)})`)
  }, 30_000)
  const signer = setInterval(() => {
    sign().then(
      (token) => {
        signIns++
        loader.token(token)
      },
      (error: unknown) => (signInError = error instanceof Error ? error.message : String(error)),
    )
  }, 60_000)
  let main: LoadResult
  try {
    main = await run(minutes * 60)
  } finally {
    clearInterval(sampler)
    clearInterval(signer)
  }
  const rssEndMb = rssMb(server.pid)
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
    rssSamplesMb: samples,
    heapSamplesMb: heapSamples,
    loadAverage: loadavg(),
  } satisfies SoakFigures
}

export const soakGrowth = (f: SoakFigures) => (100 * (f.rssEndMb - f.rssWarmMb)) / f.rssWarmMb

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
      "RSS warm MB": f.rssWarmMb.toFixed(1),
      "RSS end MB": f.rssEndMb.toFixed(1),
      growth: `${soakGrowth(f).toFixed(1)} %`,
    },
  ])
  console.log(`  RSS every 30 s (MB): ${f.rssSamplesMb.map((x) => x.toFixed(0)).join(" ")}`)
  if (f.heapSamplesMb.length) console.log(`  V8 heap in use at those samples (MB): ${f.heapSamplesMb.map((x) => x.toFixed(0)).join(" ")}`)
}

export function soakBudgets(f: SoakFigures | undefined, error: string | undefined): Budget[] {
  const where = f ? `${f.minutes} min, ${f.connections} conn., ${f.on}` : "not run"
  const rss = f ? `${f.rssWarmMb.toFixed(1)} → ${f.rssEndMb.toFixed(1)} MB, ` : ""
  return [
    {
      name: `Soak: server RSS growth after warm-up (${rss}${where})`,
      value: f ? Number(soakGrowth(f).toFixed(2)) : NaN,
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
