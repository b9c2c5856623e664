import { Hono } from "hono"
import { ecdsaSignDigest } from "../auth/ecdsaDigest"
import { digestName, pkcs1SignDigest } from "../auth/rsaDigest"
import { type SimulatedPeople, type SimulatedSession, sessionTable, simulatedPeople, type SimulatorOptions, traceFields } from "./eidPeople"

/**
 * Mobile-ID's MID REST API as a demo service on its own port: POST /certificate, /authentication and
 * /signature, GET /{authentication|signature}/session/{id}. The relying party must be the configured one
 * (401 otherwise), the parameters are checked as the API describes them (400 "{name} cannot be null." or
 * invalid), and after `runningPolls` RUNNING answers the simulated person answers: USER_CANCELLED for the
 * failing code, else OK with SHA256WithRSAEncryption (SHA256WithECEncryption for an EC person) over the hash sent (and the authentication certificate).
 */
type Kind = "authentication" | "signature"
type Session = SimulatedSession<Record<string, unknown>> & { readonly kind: Kind; readonly hash: Buffer; readonly hashType: string }

const LENGTHS: Record<string, number> = { SHA256: 32, SHA384: 48, SHA512: 64 }

/** The first parameter that does not hold, or the person asked. */
function asked(people: SimulatedPeople, body: Record<string, unknown>): { wrong: string; status: 400 | 401 } | { personalCode: string } {
  const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "")
  for (const name of ["relyingPartyUUID", "relyingPartyName", "phoneNumber", "nationalIdentityNumber"])
    if (!field(name)) return { wrong: `${name} cannot be null.`, status: 400 }
  const rp = people.relyingParty
  if (field("relyingPartyUUID") !== rp.uuid || field("relyingPartyName").toLowerCase() !== rp.name.toLowerCase())
    return { wrong: "Failed to authorize user", status: 401 }
  if (!/^\+\d{7,15}$/.test(field("phoneNumber"))) return { wrong: "phoneNumber must contain of + and numbers(8-30)", status: 400 }
  if (!/^\d{11}$/.test(field("nationalIdentityNumber"))) return { wrong: "nationalIdentityNumber must contain of 11 digits", status: 400 }
  return { personalCode: field("nationalIdentityNumber") }
}

export function mobileIdSimulator(options: SimulatorOptions = {}): Hono {
  const people = simulatedPeople(options)
  const sessions = sessionTable<Session>()
  const app = new Hono()
  const bodyOf = async (c: { req: { json(): Promise<unknown> } }) => (await c.req.json().catch(() => ({}))) as Record<string, unknown>

  app.post("/certificate", async (c) => {
    const who = asked(people, await bodyOf(c))
    if ("wrong" in who) return c.json({ error: who.wrong }, who.status)
    const cert = (await people.certificate(who.personalCode, "signing")).toString("base64")
    return c.json({ result: "OK", cert, ...traceFields() })
  })

  for (const kind of ["authentication", "signature"] as const) {
    app.post(`/${kind}`, async (c) => {
      const body = await bodyOf(c)
      const who = asked(people, body)
      if ("wrong" in who) return c.json({ error: who.wrong }, who.status)
      const hashType = String(body.hashType)
      const length = LENGTHS[hashType]
      if (!length) return c.json({ error: "hashType cannot be null." }, 400)
      const hash = typeof body.hash === "string" ? Buffer.from(body.hash, "base64") : Buffer.alloc(0)
      if (hash.length !== length) return c.json({ error: "Invalid hash length" }, 400)
      if (!["EST", "ENG", "RUS", "LIT"].includes(String(body.language))) return c.json({ error: "language cannot be null." }, 400)
      const sessionID = sessions.add({ personalCode: who.personalCode, polls: 0, kind, hash, hashType })
      return c.json({ sessionID })
    })

    app.get(`/${kind}/session/:sessionId`, async (c) => {
      const session = sessions.get(c.req.param("sessionId"))
      if (!session || session.kind !== kind) return c.json({ error: "SessionID not found" }, 404)
      session.polls += 1
      if (session.polls <= people.runningPolls) return c.json({ state: "RUNNING", ...traceFields() })
      session.answer ??= await finalAnswer(people, session)
      return c.json({ ...session.answer, ...traceFields() })
    })
  }
  return app
}

async function finalAnswer(people: SimulatedPeople, session: Session): Promise<Record<string, unknown>> {
  if (people.refuses(session.personalCode)) return { state: "COMPLETE", result: "USER_CANCELLED" }
  const hash = digestName(session.hashType)!
  const key = people.keyOf(session.personalCode)
  // An EC key answers ECDSA raw r‖s (SHA256WithECEncryption), an RSA key PKCS#1 v1.5, as MID REST does.
  const signature =
    key.asymmetricKeyType === "ec"
      ? { value: ecdsaSignDigest(key, session.hash).toString("base64"), algorithm: `${session.hashType}WithECEncryption` }
      : { value: pkcs1SignDigest(key, hash, session.hash).toString("base64"), algorithm: `${session.hashType}WithRSAEncryption` }
  if (session.kind === "signature") return { state: "COMPLETE", result: "OK", signature }
  const cert = (await people.certificate(session.personalCode, "authentication")).toString("base64")
  return { state: "COMPLETE", result: "OK", signature, cert }
}
