import { generateKeyPairSync, type KeyObject, randomInt, randomUUID } from "node:crypto"
import { type CardPurpose, type IssueOptions, issueCardCertificate } from "./demoCa"

/** The personal code whose sign-in and signing the simulated person always refuses on the phone. */
export const SIMULATOR_FAILING_CODE = "39912319997"

/** The demo people's names as their certificates carry them; anybody else is a nameless test person. */
const NAMES: Record<string, string> = {
  "48001010005": "Mari Maasikas",
  "37505050004": "Jaan Tamm",
  "49403136515": "Liis Lepik",
  "38808080008": "Peeter Paju",
  "39001010000": "Tõnu Tühistatud",
}

export interface SimulatorOptions {
  /** Status requests answered RUNNING before the person answers (2: the portal's third poll completes). */
  readonly runningPolls?: number
  /** The relying party the simulator accepts (401 for another UUID, 403 for another name). */
  readonly relyingParty?: { readonly uuid: string; readonly name: string }
  /** How a person's certificates are issued (tests: expired ones); the demo CA's ordinary ones by default. */
  readonly issue?: (personalCode: string, purpose: CardPurpose) => IssueOptions
  /** People whose key is EC on this curve (Mobile-ID's newer certificates); RSA 2048 by default. */
  readonly ecCurve?: (personalCode: string) => "P-256" | "P-384" | undefined
}

export const DEMO_RELYING_PARTY = { uuid: "00000000-0000-0000-0000-000000000000", name: "DEMO" } as const

/**
 * The simulated people behind both providers: one RSA key (made when the simulator starts), an EC key per
 * curve for the people `ecCurve` names, and, per person and purpose, a certificate from the demo CA for the
 * person's key; the revoked demo card's person gets the
 * certificates the demo OCSP responder calls revoked. The session table is the provider's own memory.
 */
export function simulatedPeople(options: SimulatorOptions) {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const ecKeys = new Map<string, KeyObject>()
  /** The person's private key: EC when `ecCurve` names a curve for them, else the RSA key. */
  const keyOf = (personalCode: string): KeyObject => {
    const curve = options.ecCurve?.(personalCode)
    if (!curve) return privateKey
    if (!ecKeys.has(curve)) ecKeys.set(curve, generateKeyPairSync("ec", { namedCurve: curve }).privateKey)
    return ecKeys.get(curve)!
  }
  const certificates = new Map<string, Promise<Buffer>>()
  const certificate = (personalCode: string, purpose: CardPurpose) => {
    const key = `${purpose}|${personalCode}`
    if (!certificates.has(key)) {
      const subject = { name: NAMES[personalCode] ?? "Test Isik", personalCode }
      certificates.set(key, issueCardCertificate(subject, keyOf(personalCode), purpose, options.issue?.(personalCode, purpose)))
    }
    return certificates.get(key)!
  }
  return {
    key: privateKey as KeyObject,
    keyOf,
    certificate,
    runningPolls: options.runningPolls ?? 2,
    relyingParty: options.relyingParty ?? DEMO_RELYING_PARTY,
    refuses: (personalCode: string) => personalCode === SIMULATOR_FAILING_CODE,
  }
}

export type SimulatedPeople = ReturnType<typeof simulatedPeople>

/** One provider session: counted status requests, then the person's answer (kept: later requests get it again). */
export interface SimulatedSession<Answer> {
  readonly personalCode: string
  polls: number
  answer?: Answer
}

/** Sessions kept 10 minutes (past any portal session's 5), then forgotten: a long-running demo does not grow. */
const KEEP_MS = 10 * 60_000

/** The provider's memory of its sessions: a Map whose entries older than 10 minutes go at each new one. */
export function sessionTable<S>() {
  const sessions = new Map<string, { readonly session: S; readonly at: number }>()
  return {
    add(session: S): string {
      const now = Date.now()
      for (const [id, entry] of sessions) if (now - entry.at > KEEP_MS) sessions.delete(id)
      const id = randomUUID()
      sessions.set(id, { session, at: now })
      return id
    },
    get: (id: string): S | undefined => sessions.get(id)?.session,
  }
}

export const randomVerificationCode = () => String(randomInt(0, 10_000)).padStart(4, "0")
export const traceFields = () => ({ time: new Date().toISOString().slice(0, 19), traceId: randomUUID().replaceAll("-", "").slice(0, 16) })
