/**
 * Cost per request (issue 26), in `npm run bench`: the server's CPU time per request, `process.cpuUsage()` of its
 * process (all its threads) over a run of `amount` requests divided by the requests, for GET /v1/prices,
 * /v1/users/current and the invoice list, beside the bare Hono ceiling's for a constant JSON answer of the same
 * size (bench/ceiling.ts /json/<bytes>), each read over the child's IPC channel (bench/processes.ts). A figure
 * that holds on a machine shared with others, where req/s move with the neighbours' load. Rounds interleave the
 * server's run and the ceiling's; the budget judges the median of the per-round ratios.
 */
import type { ChildProcess } from "node:child_process"
import { demoPersonalCodes } from "../src/server/db/seed"
import type { Budget } from "./budget"
import type { LoadRequest, LoadResult } from "./load"
import { collectGarbageOf, cpuUsageOf } from "./processes"
import { signIn, type Kind, type Target } from "./targets"

/** The targets whose cost is measured, and the budget: prices within 1.4 × bare Hono's CPU per request. */
export const COST_KEYS = ["prices", "users", "documents"] as const
export const COST_BUDGET = { key: "prices", limit: 1.4 } as const

export interface CostLine {
  readonly key: string
  readonly name: string
  readonly on: Kind
  readonly bytes: number
  /** Per round: the server's and the ceiling's µs of CPU per request. */
  readonly serverUs: number[]
  readonly ceilingUs: number[]
  error?: string
}

/** Requests before each measured round (perRequest). */
const WARM_REQUESTS = 2000

/**
 * Requests to the server after its forced collection, before its first round: the collection shrinks V8's young
 * generation, and it took tens of thousands of requests to grow back (measured per start, PGlite: the three rounds
 * after it 35 / 32 / 30 µs against 28–30 µs each without it). Unmeasured, as the warm-up.
 */
const SETTLE_REQUESTS = 40000

interface Runner {
  run(request: Omit<LoadRequest, "id">): Promise<LoadResult>
}

/** µs of `child`'s CPU per request over `amount` requests of `url`, after `WARM_REQUESTS` unmeasured ones. */
async function perRequest(loader: Runner, child: ChildProcess, url: string, headers: Record<string, string>, amount: number) {
  await loader.run({ url, headers, connections: 50, duration: 0, amount: WARM_REQUESTS })
  const before = await cpuUsageOf(child)
  const result = await loader.run({ url, headers, connections: 50, duration: 0, amount })
  const after = await cpuUsageOf(child)
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors of ${result.requests}`)
  return (after - before) / result.requests
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const ratios = (l: CostLine) => l.serverUs.map((us, i) => us / l.ceilingUs[i]!)

/** The cost lines of one database's server: a warm-up run of each, then `rounds` rounds. */
export async function measureCost(
  loader: Runner,
  on: { kind: Kind; base: string; child: ChildProcess },
  ceiling: { base: string; child: ChildProcess },
  targets: ReadonlyArray<Target>,
  rounds: number,
  amount: number,
): Promise<CostLine[]> {
  const lines: CostLine[] = []
  for (const target of targets.filter((t) => (COST_KEYS as ReadonlyArray<string>).includes(t.key))) {
    const line: CostLine = { key: target.key, name: target.name, on: on.kind, bytes: 0, serverUs: [], ceilingUs: [] }
    lines.push(line)
    try {
      const headers: Record<string, string> = target.signedIn
        ? { authorization: `Bearer ${await signIn(on.base, demoPersonalCodes.mari)}` }
        : {}
      const url = on.base + target.path()
      const probe = await fetch(url, { headers })
      if (!probe.ok) throw new Error(`GET ${url} answered ${probe.status}`)
      ;(line as { bytes: number }).bytes = (await probe.arrayBuffer()).byteLength
      const bare = `${ceiling.base}/json/${line.bytes}`
      // The server's heap settled once before its rounds: a full collection of what came before (the bench's seeding,
      // the previous target's rounds), outside the measured time. Without it such a collection landing in a round
      // doubled that round's figure (60–75 µs against 35–37). The ceiling seeded nothing and is not collected: a forced
      // collection shrinks the young generation, which then costs both processes alike while it grows back and would
      // flatter the ratio. The server's grows back over SETTLE_REQUESTS before its first round.
      await collectGarbageOf(on.child)
      await loader.run({ url, headers, connections: 50, duration: 0, amount: SETTLE_REQUESTS })
      for (let round = 0; round < rounds; round++) {
        line.serverUs.push(await perRequest(loader, on.child, url, headers, amount))
        line.ceilingUs.push(await perRequest(loader, ceiling.child, bare, {}, amount))
      }
    } catch (error) {
      line.error = error instanceof Error ? error.message : String(error)
    }
  }
  return lines
}

const spread = (xs: ReadonlyArray<number>, digits: number) =>
  xs.length ? [Math.min(...xs), median(xs), Math.max(...xs)].map((x) => x.toFixed(digits)).join(" / ") : "—"

export function printCost(lines: ReadonlyArray<CostLine>, amount: number) {
  console.log(`\nServer CPU per request (process.cpuUsage over ${amount} requests at 50 connections; min / median / max)`)
  console.table(
    lines.map((l) => ({
      target: l.name,
      on: l.on,
      "answer bytes": l.bytes,
      "server µs/req": spread(l.serverUs, 0),
      "bare Hono µs/req": spread(l.ceilingUs, 0),
      ratio: `${spread(ratios(l), 2)} × bare Hono`,
      ...(l.error ? { error: l.error } : {}),
    })),
  )
}

/** Prices within 1.4 × bare Hono's CPU per request, on each database measured; an error fails its line. */
export function costBudgets(lines: ReadonlyArray<CostLine>): Budget[] {
  const out: Budget[] = []
  for (const l of lines) {
    const where = l.on === "postgres" ? "PostgreSQL" : "PGlite"
    if (l.error)
      out.push({ name: `${l.name} CPU per request (${where}) measured: ${l.error}`, value: 1, limit: 0, unit: "errors", cmp: "≤" })
    else if (l.key === COST_BUDGET.key)
      out.push({
        name: `${l.name} server CPU per request vs bare Hono, same answer size (${where})`,
        value: median(ratios(l)),
        limit: COST_BUDGET.limit,
        unit: "× bare Hono",
        cmp: "≤",
      })
  }
  return out
}
