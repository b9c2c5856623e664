import { constants, createHash, randomBytes, verify } from "node:crypto"
import type { EidTrust } from "./eidCertificate"
import { acceptedCertificate, base64, type EidStatus, providerCall, type RelyingParty, refuse, started } from "./eidRelyingParty"
import { digestName, pssVerifyDigest } from "./rsaDigest"
import { smartIdVerificationCode } from "./verificationCode"

/**
 * Smart-ID through SK's Relying Party API v3, notification-based: authentication with the ACSP_V2
 * signature protocol (our rpChallenge, the verification code derived from it), signing with
 * RAW_DIGEST_SIGNATURE (the SHA-512 digest of the document; the code comes from SK), then GET
 * /v3/session/{sessionID}?timeoutMs= until COMPLETE. The final answer is verified as SK's "Response
 * verification" asks: end result OK, the protocol, the certificate (chain to a trust anchor, validity, key
 * usage, OCSP), the holder's personal code and the signature over the ACSP_V2 payload or the digest.
 */
export interface SmartIdSession {
  readonly purpose: "authentication" | "signing"
  readonly sessionID: string
  /** Authentication: the rpChallenge and the interactions exactly as sent. */
  readonly rpChallenge?: string
  readonly interactions?: string
  /** Signing: the digest sent (Base64). */
  readonly digest?: string
}

const HASH = "SHA-512"
const interactionsFor = (text: string) =>
  base64(Buffer.from(JSON.stringify([{ type: "displayTextAndPIN", displayText60: text.slice(0, 60) }])))
const etsi = (personalCode: string) => `PNOEE-${personalCode}`

/** A notification-based session start for an Estonian personal code; the common fields of both kinds. */
const startSession = (rp: RelyingParty, kind: "authentication" | "signature", personalCode: string, fields: Record<string, unknown>) =>
  providerCall(rp, `/v3/${kind}/notification/etsi/${etsi(personalCode)}`, {
    relyingPartyUUID: rp.uuid,
    relyingPartyName: rp.name,
    certificateLevel: "QUALIFIED",
    ...fields,
  })
const pss = { signatureAlgorithm: "rsassa-pss", signatureAlgorithmParameters: { hashAlgorithm: HASH } }

export async function smartIdAuthenticate(rp: RelyingParty, personalCode: string) {
  const challenge = randomBytes(64)
  const rpChallenge = base64(challenge)
  const interactions = interactionsFor(`${rp.name}: sisselogimine`)
  const answer = await startSession(rp, "authentication", personalCode, {
    signatureProtocol: "ACSP_V2",
    signatureProtocolParameters: { rpChallenge, ...pss },
    interactions,
    vcType: "numeric4",
  })
  const sessionID = started("Smart-ID authentication", answer, (json) => (typeof json.sessionID === "string" ? json.sessionID : undefined))
  const session: SmartIdSession = { purpose: "authentication", sessionID, rpChallenge, interactions }
  return { verificationCode: smartIdVerificationCode(challenge), session }
}

export async function smartIdSign(rp: RelyingParty, personalCode: string, document: Uint8Array) {
  const digest = base64(createHash("sha512").update(document).digest())
  const answer = await startSession(rp, "signature", personalCode, {
    signatureProtocol: "RAW_DIGEST_SIGNATURE",
    signatureProtocolParameters: { digest, ...pss },
    interactions: interactionsFor(`${rp.name}: lepingu allkirjastamine`),
  })
  return started("Smart-ID signature", answer, (json) => {
    const vc = json.vc as { type?: unknown; value?: unknown } | undefined
    if (typeof json.sessionID !== "string" || vc?.type !== "numeric4" || typeof vc.value !== "string" || !/^\d{4}$/.test(vc.value))
      return undefined
    return { verificationCode: vc.value, session: { purpose: "signing", sessionID: json.sessionID, digest } satisfies SmartIdSession }
  })
}

interface FinalAnswer {
  readonly state?: string
  readonly result?: { endResult?: string }
  readonly signatureProtocol?: string
  readonly signature?: {
    value?: string
    serverRandom?: string
    userChallenge?: string
    flowType?: string
    signatureAlgorithm?: string
    signatureAlgorithmParameters?: {
      hashAlgorithm?: string
      saltLength?: number
      maskGenAlgorithm?: { parameters?: { hashAlgorithm?: string } }
    }
  }
  readonly cert?: { value?: string; certificateLevel?: string }
  readonly interactionTypeUsed?: string
}

/** SK's ACSP_V2 payload (signature_protocols: "ACSP_V2 digest calculation"), to be hashed and verified. */
export function acspV2Payload(fields: {
  serverRandom: string
  rpChallenge: string
  userChallenge: string
  relyingPartyName: string
  brokeredRpName?: string
  interactions: string
  interactionTypeUsed: string
  initialCallbackUrl?: string
  flowType: string
}): string {
  const b64 = (s: string) => base64(Buffer.from(s, "utf8"))
  return [
    "smart-id",
    "ACSP_V2",
    fields.serverRandom,
    fields.rpChallenge,
    fields.userChallenge,
    b64(fields.relyingPartyName),
    fields.brokeredRpName ? b64(fields.brokeredRpName) : "",
    base64(createHash("sha256").update(fields.interactions, "utf8").digest()),
    fields.interactionTypeUsed,
    fields.initialCallbackUrl ?? "",
    fields.flowType,
  ].join("|")
}

/** The signature's own parameters: RSASSA-PSS with MGF1 of the same hash and a salt as long as the hash. */
function pssParameters(signature: NonNullable<FinalAnswer["signature"]>) {
  const params = signature.signatureAlgorithmParameters
  const hash = params?.hashAlgorithm ? digestName(params.hashAlgorithm) : undefined
  if (signature.signatureAlgorithm !== "rsassa-pss" || !hash || params?.hashAlgorithm !== HASH) return undefined
  if (params.maskGenAlgorithm?.parameters?.hashAlgorithm !== params.hashAlgorithm) return undefined
  return { hash, saltLength: params.saltLength ?? 64 }
}

async function verifiedAnswer(rp: RelyingParty, session: SmartIdSession, answer: FinalAnswer, personalCode: string, trust: EidTrust) {
  const signature = answer.signature
  const protocol = session.purpose === "authentication" ? "ACSP_V2" : "RAW_DIGEST_SIGNATURE"
  if (answer.signatureProtocol !== protocol || !signature?.value || !answer.cert?.value) return refuse("Smart-ID", "incomplete answer")
  // The level asked for (QUALIFIED): an ADVANCED certificate does not do.
  if (answer.cert.certificateLevel !== "QUALIFIED") return refuse("Smart-ID", `certificate level ${answer.cert.certificateLevel}`)
  const scheme = pssParameters(signature)
  if (!scheme) return refuse("Smart-ID", "signature algorithm")
  const cert = await acceptedCertificate("Smart-ID", Buffer.from(answer.cert.value, "base64"), session.purpose, personalCode, trust)
  if (!cert) return undefined
  const value = Buffer.from(signature.value, "base64")
  if (session.purpose === "signing")
    return (
      pssVerifyDigest(cert.publicKey, scheme.hash, Buffer.from(session.digest!, "base64"), value, scheme.saltLength) ||
      refuse("Smart-ID", "signature")
    )
  if (signature.flowType !== "Notification" || !signature.serverRandom || !signature.userChallenge || !answer.interactionTypeUsed)
    return refuse("Smart-ID", "ACSP_V2 fields")
  const payload = acspV2Payload({
    serverRandom: signature.serverRandom,
    rpChallenge: session.rpChallenge!,
    userChallenge: signature.userChallenge,
    relyingPartyName: rp.name,
    interactions: session.interactions!,
    interactionTypeUsed: answer.interactionTypeUsed,
    flowType: signature.flowType,
  })
  const key = { key: cert.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: scheme.saltLength }
  return verify(scheme.hash, Buffer.from(payload, "utf8"), key, value) || refuse("Smart-ID", "signature")
}

/** One status request (long polling up to the relying party's timeoutMs); OK only for a verified answer. */
export async function smartIdStatus(rp: RelyingParty, session: SmartIdSession, personalCode: string, trust: EidTrust): Promise<EidStatus> {
  const { status, json } = await providerCall(
    rp,
    `/v3/session/${encodeURIComponent(session.sessionID)}?timeoutMs=${rp.pollTimeoutMs ?? 1000}`,
  )
  if (status === 404) return "FAILED"
  const answer = started("Smart-ID session status", { status, json }, (j) => j as FinalAnswer)
  if (answer.state === "RUNNING") return "RUNNING"
  if (answer.state !== "COMPLETE" || answer.result?.endResult !== "OK") return "FAILED"
  return (await verifiedAnswer(rp, session, answer, personalCode, trust)) ? "OK" : "FAILED"
}
