import { randomInt, randomUUID } from "node:crypto"
import type { LoginMethod } from "../../core/schemas/session"

export interface EidStart {
  readonly method: LoginMethod
  readonly personalCode: string
  readonly phoneNumber?: string
}

export type EidStatus = "RUNNING" | "OK" | "FAILED"

/**
 * Smart-ID / Mobile-ID as the server sees them. Session state lives in the database (auth_sessions),
 * so an adapter only starts a session and judges a poll; any server process can answer a poll.
 */
export interface EidProvider {
  start(input: EidStart): Promise<{ verificationCode: string; providerRef: string }>
  poll(session: { method: LoginMethod; personalCode: string; providerRef: string | null; pollCount: number }): Promise<EidStatus>
}

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
