import { randomInt, randomUUID } from "node:crypto"
import type { EidProvider } from "../auth/eidProvider"

/** The personal code whose sign-in the simulator always refuses. */
export const SIMULATOR_FAILING_CODE = "39912319997"

/** Default adapter: RUNNING for the first `runningPolls` polls, then OK, or FAILED for the failing code. */
export function eidSimulator(options: { runningPolls?: number } = {}): EidProvider {
  const runningPolls = options.runningPolls ?? 2
  return {
    async start() {
      return { verificationCode: String(randomInt(0, 10_000)).padStart(4, "0"), providerRef: `sim-${randomUUID()}` }
    },
    async poll({ personalCode, pollCount }) {
      if (pollCount <= runningPolls) return "RUNNING"
      return personalCode === SIMULATOR_FAILING_CODE ? "FAILED" : "OK"
    },
  }
}
