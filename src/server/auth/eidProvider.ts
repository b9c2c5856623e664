import type { LoginMethod } from "../../core/schemas/session"
import type { EidTrust } from "./eidCertificate"
import type { EidStatus, RelyingParty } from "./eidRelyingParty"
import { type MobileIdSession, mobileIdAuthenticate, mobileIdSign, mobileIdStatus } from "./mobileId"
import { type SmartIdSession, smartIdAuthenticate, smartIdSign, smartIdStatus } from "./smartId"

export type { EidStatus } from "./eidRelyingParty"

export interface EidStart {
  readonly method: LoginMethod
  readonly personalCode: string
  readonly phoneNumber?: string
  /** Signing: the document whose digest the person signs; absent for a sign-in. */
  readonly document?: Uint8Array
}

/**
 * Smart-ID / Mobile-ID as the server sees them. Session state lives in the database (auth_sessions,
 * signing_sessions): `providerRef` keeps what the final answer is verified against (the provider's session
 * id, our challenge or digest), so any server process can answer a poll.
 */
export interface EidProvider {
  start(input: EidStart): Promise<{ verificationCode: string; providerRef: string }>
  poll(session: { method: LoginMethod; personalCode: string; providerRef: string | null; pollCount?: number }): Promise<EidStatus>
}

/** Where the providers are and who we are there: configuration only (README: SMART_ID_* and MOBILE_ID_*). */
export interface EidConfig {
  readonly smartId: RelyingParty
  readonly mobileId: RelyingParty
}

export const EID_VARIABLES = [
  "SMART_ID_BASE_URL",
  "SMART_ID_RP_UUID",
  "SMART_ID_RP_NAME",
  "MOBILE_ID_BASE_URL",
  "MOBILE_ID_RP_UUID",
  "MOBILE_ID_RP_NAME",
] as const

/** The provider variables the environment lacks. */
export const missingEidVariables = (env: NodeJS.ProcessEnv): string[] => EID_VARIABLES.filter((name) => !env[name]?.trim())

/** The configuration in the environment, or undefined when any of it is missing. */
export function eidConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EidConfig | undefined {
  if (missingEidVariables(env).length > 0) return undefined
  const pollTimeoutMs = Number(env.EID_POLL_TIMEOUT_MS ?? 1000)
  return {
    smartId: { baseUrl: env.SMART_ID_BASE_URL!, uuid: env.SMART_ID_RP_UUID!, name: env.SMART_ID_RP_NAME!, pollTimeoutMs },
    mobileId: { baseUrl: env.MOBILE_ID_BASE_URL!, uuid: env.MOBILE_ID_RP_UUID!, name: env.MOBILE_ID_RP_NAME!, pollTimeoutMs },
  }
}

type Ref = ({ provider: "smart-id" } & SmartIdSession) | ({ provider: "mobile-id" } & MobileIdSession) | { provider: "none" }

/** The providers' clients over HTTP, their final answers checked against `trust`. */
export function eidProviders(config: EidConfig, trust: EidTrust): EidProvider {
  return {
    async start({ method, personalCode, phoneNumber, document }) {
      let started: { verificationCode: string; ref: Ref }
      if (method === "smart-id") {
        const s = document
          ? await smartIdSign(config.smartId, personalCode, document)
          : await smartIdAuthenticate(config.smartId, personalCode)
        started = { verificationCode: s.verificationCode, ref: { provider: "smart-id", ...s.session } }
      } else {
        const phone = phoneNumber ?? ""
        const s = document
          ? await mobileIdSign(config.mobileId, personalCode, phone, document)
          : await mobileIdAuthenticate(config.mobileId, personalCode, phone)
        // No Mobile-ID certificate: a session that fails at its first poll, as a refusal on the phone would.
        started = s
          ? { verificationCode: s.verificationCode, ref: { provider: "mobile-id", ...s.session } }
          : { verificationCode: "0000", ref: { provider: "none" } }
      }
      return { verificationCode: started.verificationCode, providerRef: JSON.stringify(started.ref) }
    },
    async poll({ method, personalCode, providerRef }) {
      let ref: Ref
      try {
        ref = JSON.parse(providerRef ?? "") as Ref
      } catch {
        return "FAILED"
      }
      if (ref.provider === "smart-id" && method === "smart-id") return smartIdStatus(config.smartId, ref, personalCode, trust)
      if (ref.provider === "mobile-id" && method === "mobile-id") return mobileIdStatus(config.mobileId, ref, personalCode, trust)
      return "FAILED"
    },
  }
}

/**
 * Without provider configuration (a demo app built without its simulators): a sign-in cannot start (a
 * logged 500), and nothing answers as a provider would. The production start refuses to run this way.
 */
export const unconfiguredEid = (): EidProvider => ({
  start: async () => {
    throw new Error(`No Smart-ID / Mobile-ID provider is configured (${EID_VARIABLES.join(", ")})`)
  },
  poll: async () => "FAILED",
})

/** The clients of the providers the environment configures (checking answers against `trust`), else none. */
export function configuredEid(trust: EidTrust): EidProvider {
  const config = eidConfigFromEnv()
  return config ? eidProviders(config, trust) : unconfiguredEid()
}
