/**
 * The mixed load (issue 26), in `npm run bench` (group `mixed`): the soak's mix of reads and writes (bench/soak.ts
 * `soakMix`: the lists, the statement's sums, card limit changes, dispensing orders) at 200 connections for 60 s from
 * the separate load process, with a sign-in every 10 s beside it, on PostgreSQL when there is one (else PGlite). Each
 * step's p99 is printed; the budget is no error answer, socket error or failed sign-in.
 */
import { loadavg } from "node:os"
import { demoPersonalCodes } from "../src/server/db/seed"
import type { Budget } from "./budget"
import type { LoadResult, StepResult } from "./load"
import { signInEvery, soakMix, type SoakLoader } from "./soak"
import { signIn, type Kind } from "./targets"

export const MIXED_CONNECTIONS = 200
export const MIXED_SECONDS = 60
const SIGN_IN_EVERY_MS = 10_000

export interface MixedFigures {
  readonly on: Kind
  readonly requests: number
  readonly rps: number
  readonly non2xx: number
  readonly errors: number
  readonly statuses: Record<string, number>
  readonly steps: ReadonlyArray<StepResult>
  readonly signIns: number
  readonly signInFailures: number
  readonly loadAverage: number[]
}

/** The mix at MIXED_CONNECTIONS for MIXED_SECONDS, signing Mari in again every SIGN_IN_EVERY_MS (the new token used). */
export async function mixedLoad(
  loader: SoakLoader,
  server: { base: string; on: Kind },
  log: (line: string) => void,
): Promise<MixedFigures> {
  const sign = () => signIn(server.base, demoPersonalCodes.mari)
  log(`  ${server.on}: mixed load ${MIXED_SECONDS} s at ${MIXED_CONNECTIONS} connections (load average ${loadavg()[0]!.toFixed(2)})`)
  const first = await sign()
  const signer = signInEvery(loader, sign, SIGN_IN_EVERY_MS)
  let result: LoadResult
  let signed: ReturnType<typeof signer.stop>
  try {
    result = await loader.run({
      url: server.base,
      headers: { authorization: `Bearer ${first}` },
      connections: MIXED_CONNECTIONS,
      duration: MIXED_SECONDS,
      mix: soakMix(),
    })
  } finally {
    signed = signer.stop()
  }
  return {
    on: server.on,
    requests: result.requests,
    rps: result.rps,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses: result.statuses ?? {},
    steps: result.steps ?? [],
    signIns: signed.signIns + 1,
    signInFailures: signed.failures,
    loadAverage: loadavg(),
  }
}

export function printMixed(f: MixedFigures) {
  console.log(
    `\nMixed load: ${MIXED_CONNECTIONS} connections for ${MIXED_SECONDS} s (${f.on}, bench/mixed.ts): ${f.requests} requests, ${Math.round(f.rps)} req/s, ${f.signIns} sign-ins`,
  )
  console.table(
    f.steps.map((s) => ({ step: `${s.method} ${s.path}`, answers: s.requests, "p99 ms": Math.round(s.p99Ms), "error answers": s.non2xx })),
  )
}

export function mixedBudgets(f: MixedFigures | undefined, error: string | undefined): Budget[] {
  const where = `${MIXED_CONNECTIONS} conn., ${MIXED_SECONDS} s, ${f?.on ?? "not run"}`
  return [
    {
      name: `Mixed load: error answers, socket errors and failed sign-ins (${f ? `${f.requests} requests, ${f.signIns} sign-ins, ` : ""}${where})`,
      value: f ? f.non2xx + f.errors + f.signInFailures : NaN,
      limit: 0,
      unit: "errors",
      cmp: "≤",
      ...(error ? { fail: error } : {}),
    },
  ]
}
