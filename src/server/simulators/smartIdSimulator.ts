import { constants, createHash, randomBytes, sign } from "node:crypto"
import { Hono } from "hono"
import { digestName, pssSignDigest } from "../auth/rsaDigest"
import { acspV2Payload } from "../auth/smartId"
import {
  randomVerificationCode,
  sessionTable,
  type SimulatedPeople,
  type SimulatedSession,
  simulatedPeople,
  type SimulatorOptions,
} from "./eidPeople"

/**
 * Smart-ID's Relying Party API v3 as a demo service on its own port (notification-based authentication
 * and signing, GET /v3/session/{id}): the relying party must be the configured one, requests are checked as
 * SK's OpenAPI document describes them, and after `runningPolls` RUNNING answers the simulated person
 * answers: USER_REFUSED for the failing code, else OK with the person's certificate and a real signature
 * (ACSP_V2 over the payload SK specifies, RAW_DIGEST_SIGNATURE over the digest sent), RSASSA-PSS.
 */
type Request = { kind: "auth"; rpChallenge: string; interactions: string; hash: string } | { kind: "sign"; digest: string; hash: string }
type Session = SimulatedSession<Record<string, unknown>> & { readonly request: Request }

const BASE64 = /^[a-zA-Z0-9+/]+={0,2}$/

/** A session request's body as SK's OpenAPI document names its fields (unchecked). */
interface SessionBody {
  readonly relyingPartyUUID?: unknown
  readonly relyingPartyName?: unknown
  readonly signatureProtocol?: unknown
  readonly signatureProtocolParameters?: {
    readonly rpChallenge?: unknown
    readonly digest?: unknown
    readonly signatureAlgorithm?: unknown
    readonly signatureAlgorithmParameters?: { readonly hashAlgorithm?: unknown }
  }
  readonly interactions?: unknown
  readonly vcType?: unknown
}
const problem = (title: string) => ({ type: "about:blank", title, status: 400 })

/** The body's common fields; a problem's title when they do not hold. */
function checkedBody(people: SimulatedPeople, body: SessionBody, protocol: string): { status: 400 | 401 | 403; title: string } | undefined {
  if (body.relyingPartyUUID !== people.relyingParty.uuid) return { status: 401, title: "Unauthorized" }
  if (body.relyingPartyName !== people.relyingParty.name) return { status: 403, title: "Forbidden" }
  if (body.signatureProtocol !== protocol) return { status: 400, title: "signatureProtocol" }
  const params = body.signatureProtocolParameters
  if (params?.signatureAlgorithm !== "rsassa-pss" || !digestName(String(params.signatureAlgorithmParameters?.hashAlgorithm ?? "")))
    return { status: 400, title: "signatureProtocolParameters.signatureAlgorithm" }
  if (typeof body.interactions !== "string" || !BASE64.test(body.interactions)) return { status: 400, title: "interactions" }
  return undefined
}

async function finalAnswer(people: SimulatedPeople, session: Session): Promise<Record<string, unknown>> {
  if (people.refuses(session.personalCode)) return { state: "COMPLETE", result: { endResult: "USER_REFUSED" } }
  const { request, personalCode } = session
  const hash = digestName(request.hash)!
  const purpose = request.kind === "auth" ? "authentication" : "signing"
  const cert = { value: (await people.certificate(personalCode, purpose)).toString("base64"), certificateLevel: "QUALIFIED" }
  const algorithm = {
    signatureAlgorithm: "rsassa-pss",
    signatureAlgorithmParameters: {
      hashAlgorithm: request.hash,
      maskGenAlgorithm: { algorithm: "id-mgf1", parameters: { hashAlgorithm: request.hash } },
      saltLength: createHash(hash).digest().length,
      trailerField: "0xbc",
    },
  }
  const result = { endResult: "OK", documentNumber: `PNOEE-${personalCode}-MOCK-Q` }
  const interactionTypeUsed = "displayTextAndPIN"
  if (request.kind === "sign") {
    const value = pssSignDigest(people.key, hash, Buffer.from(request.digest, "base64")).toString("base64")
    const signature = { value, flowType: "Notification", ...algorithm }
    return { state: "COMPLETE", result, signatureProtocol: "RAW_DIGEST_SIGNATURE", signature, cert, interactionTypeUsed }
  }
  const serverRandom = randomBytes(18).toString("base64")
  const userChallenge = createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url")
  const payload = acspV2Payload({
    serverRandom,
    rpChallenge: request.rpChallenge,
    userChallenge,
    relyingPartyName: people.relyingParty.name,
    interactions: request.interactions,
    interactionTypeUsed,
    flowType: "Notification",
  })
  const saltLength = createHash(hash).digest().length
  const value = sign(hash, Buffer.from(payload), { key: people.key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength }).toString(
    "base64",
  )
  const signature = { value, serverRandom, userChallenge, flowType: "Notification", ...algorithm }
  return { state: "COMPLETE", result, signatureProtocol: "ACSP_V2", signature, cert, interactionTypeUsed }
}

export function smartIdSimulator(options: SimulatorOptions = {}): Hono {
  const people = simulatedPeople(options)
  const sessions = sessionTable<Session>()
  const app = new Hono()

  /** A session start: the common checks, then the endpoint's own (a Request, or the name of the field that is wrong). */
  const sessionStart = (path: string, protocol: string, request: (body: SessionBody, hash: string) => Request | string, vc: boolean) =>
    app.post(path, async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as SessionBody
      const wrong = checkedBody(people, body, protocol)
      if (wrong) return c.json(problem(wrong.title), wrong.status)
      const checked = request(body, String(body.signatureProtocolParameters?.signatureAlgorithmParameters?.hashAlgorithm))
      if (typeof checked === "string") return c.json(problem(checked), 400)
      const personalCode = /^PNO[A-Z]{2}-(\d{11})$/.exec(c.req.param("id") ?? "")?.[1]
      if (!personalCode) return c.json(problem("id-etsi-qcs-SemanticsId-Natural"), 400)
      const sessionID = sessions.add({ personalCode, polls: 0, request: checked })
      return c.json(vc ? { sessionID, vc: { type: "numeric4", value: randomVerificationCode() } } : { sessionID })
    })

  sessionStart(
    "/v3/authentication/notification/etsi/:id",
    "ACSP_V2",
    (body, hash) => {
      const rpChallenge = body.signatureProtocolParameters?.rpChallenge
      if (typeof rpChallenge !== "string" || !BASE64.test(rpChallenge) || rpChallenge.length < 44 || rpChallenge.length > 88)
        return "rpChallenge"
      if (body.vcType !== "numeric4") return "vcType"
      return { kind: "auth", rpChallenge, interactions: String(body.interactions), hash }
    },
    false,
  )

  sessionStart(
    "/v3/signature/notification/etsi/:id",
    "RAW_DIGEST_SIGNATURE",
    (body, hash) => {
      const digest = body.signatureProtocolParameters?.digest
      const length = createHash(digestName(hash)!).digest().length
      if (typeof digest !== "string" || !BASE64.test(digest) || Buffer.from(digest, "base64").length !== length) return "digest"
      return { kind: "sign", digest, hash }
    },
    true,
  )

  app.get("/v3/session/:sessionID", async (c) => {
    const session = sessions.get(c.req.param("sessionID"))
    if (!session) return c.json({ title: "Not Found", status: 404 }, 404)
    session.polls += 1
    if (session.polls <= people.runningPolls) return c.json({ state: "RUNNING" })
    session.answer ??= await finalAnswer(people, session)
    return c.json(session.answer)
  })
  return app
}
