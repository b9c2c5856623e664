import type { LoginMethod } from "../../core/schemas/session"

export interface EidStart {
  readonly method: LoginMethod
  readonly personalCode: string
  readonly phoneNumber?: string
}

export type EidStatus = "RUNNING" | "OK" | "FAILED"

/**
 * Smart-ID / Mobile-ID as the server sees them. Session state lives in the database (auth_sessions),
 * so an adapter only starts a session and judges a poll; any server process can answer a poll. The
 * simulator (simulators/eid.ts) implements it.
 */
export interface EidProvider {
  start(input: EidStart): Promise<{ verificationCode: string; providerRef: string }>
  poll(session: { method: LoginMethod; personalCode: string; providerRef: string | null; pollCount: number }): Promise<EidStatus>
}

/**
 * The production start until a real Smart-ID / Mobile-ID adapter is configured: a sign-in cannot start (a
 * logged 500), and nothing answers as the simulator would.
 */
export const unconfiguredEid = (): EidProvider => ({
  start: async () => {
    throw new Error("No Smart-ID / Mobile-ID provider is configured (the simulator runs in demo mode only)")
  },
  poll: async () => "FAILED",
})
