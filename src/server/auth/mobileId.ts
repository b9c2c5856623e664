import { createHash, randomBytes, X509Certificate } from "node:crypto"
import type { EidTrust } from "./eidCertificate"
import { acceptedCertificate, base64, type EidStatus, providerCall, type RelyingParty, refuse, started } from "./eidRelyingParty"
import { ecdsaVerifyDigest } from "./ecdsaDigest"
import { pkcs1VerifyDigest } from "./rsaDigest"
import { mobileIdVerificationCode } from "./verificationCode"

/**
 * Mobile-ID through SK's MID REST API: POST /authentication with a random SHA-256-long hash, or POST
 * /certificate then POST /signature with the SHA-256 of the document; the verification code is the 6 first
 * and 7 last bits of that hash; then GET /{authentication|signature}/session/{id}?timeoutMs= until
 * COMPLETE. The final answer is verified as §3.3.6 asks: result OK, the signature over the very hash sent,
 * with the certificate's key, and the certificate (chain, validity, key usage, OCSP) of the person asked.
 * RSA keys sign SHA256WithRSAEncryption (PKCS#1 v1.5); EC keys (P-256, P-384) SHA256WithECEncryption, raw r‖s
 * (ecdsaDigest.ts); a signature whose algorithm does not fit the certificate's key is refused.
 */
export interface MobileIdSession {
  readonly purpose: "authentication" | "signing"
  readonly sessionID: string
  /** The hash sent (Base64). */
  readonly hash: string
  /** Signing: the signing certificate from POST /certificate (the signature answer carries none). */
  readonly cert?: string
}

/** The phone number as MID wants it: with the country code (Estonian numbers may be typed without). */
export const midPhoneNumber = (phone: string) => (phone.startsWith("+") ? phone : `+372${phone}`)

const person = (rp: RelyingParty, personalCode: string, phoneNumber: string) => ({
  relyingPartyUUID: rp.uuid,
  relyingPartyName: rp.name,
  phoneNumber: midPhoneNumber(phoneNumber),
  nationalIdentityNumber: personalCode,
})

async function startSession(rp: RelyingParty, path: "/authentication" | "/signature", body: Record<string, unknown>, hash: Buffer) {
  const answer = await providerCall(rp, path, {
    ...body,
    hash: base64(hash),
    hashType: "SHA256",
    language: "EST",
    displayText: path === "/authentication" ? `${rp.name}: sisselogimine` : `${rp.name}: allkirjastamine`,
    displayTextFormat: "GSM-7",
  })
  return started(`Mobile-ID ${path}`, answer, (json) => (typeof json.sessionID === "string" ? json.sessionID : undefined))
}

export async function mobileIdAuthenticate(rp: RelyingParty, personalCode: string, phoneNumber: string) {
  const hash = randomBytes(32)
  const sessionID = await startSession(rp, "/authentication", person(rp, personalCode, phoneNumber), hash)
  const session: MobileIdSession = { purpose: "authentication", sessionID, hash: base64(hash) }
  return { verificationCode: mobileIdVerificationCode(hash), session }
}

/** Undefined when MID has no certificate for the person (NOT_FOUND): nothing to sign with. */
export async function mobileIdSign(rp: RelyingParty, personalCode: string, phoneNumber: string, document: Uint8Array) {
  const asked = person(rp, personalCode, phoneNumber)
  const certificate = await providerCall(rp, "/certificate", asked)
  const cert = started("Mobile-ID certificate", certificate, (json) =>
    json.result === "OK" && typeof json.cert === "string" ? json.cert : json.result === "NOT_FOUND" ? null : undefined,
  )
  if (cert === null) return undefined
  const hash = createHash("sha256").update(document).digest()
  const sessionID = await startSession(rp, "/signature", asked, hash)
  const session: MobileIdSession = { purpose: "signing", sessionID, hash: base64(hash), cert }
  return { verificationCode: mobileIdVerificationCode(hash), session }
}

interface FinalAnswer {
  readonly state?: string
  readonly result?: string
  readonly signature?: { value?: string; algorithm?: string }
  readonly cert?: string
}

async function verifiedAnswer(session: MobileIdSession, answer: FinalAnswer, personalCode: string, trust: EidTrust) {
  const certValue = session.purpose === "authentication" ? answer.cert : session.cert
  if (!answer.signature?.value || !certValue) return refuse("Mobile-ID", "incomplete answer")
  const algorithm = answer.signature.algorithm
  if (algorithm !== "SHA256WithRSAEncryption" && algorithm !== "SHA256WithECEncryption")
    return refuse("Mobile-ID", `signature algorithm ${algorithm}`)
  let der: Buffer
  try {
    der = Buffer.from(new X509Certificate(Buffer.from(certValue, "base64")).raw)
  } catch {
    return refuse("Mobile-ID", "not a certificate")
  }
  const cert = await acceptedCertificate("Mobile-ID", der, session.purpose, personalCode, trust)
  if (!cert) return undefined
  const digest = Buffer.from(session.hash, "base64")
  const signature = Buffer.from(answer.signature.value, "base64")
  // The algorithm must match the certificate's key: an RSA signature from an EC certificate is refused, and back.
  const valid =
    algorithm === "SHA256WithECEncryption"
      ? cert.publicKey.asymmetricKeyType === "ec" && ecdsaVerifyDigest(cert.publicKey, digest, signature)
      : cert.publicKey.asymmetricKeyType === "rsa" && pkcs1VerifyDigest(cert.publicKey, "sha256", digest, signature)
  return valid || refuse("Mobile-ID", "signature")
}

export async function mobileIdStatus(
  rp: RelyingParty,
  session: MobileIdSession,
  personalCode: string,
  trust: EidTrust,
): Promise<EidStatus> {
  const kind = session.purpose === "authentication" ? "authentication" : "signature"
  const path = `/${kind}/session/${encodeURIComponent(session.sessionID)}?timeoutMs=${rp.pollTimeoutMs ?? 1000}`
  const { status, json } = await providerCall(rp, path)
  if (status === 404) return "FAILED"
  const answer = started("Mobile-ID session status", { status, json }, (j) => j as FinalAnswer)
  if (answer.state === "RUNNING") return "RUNNING"
  if (answer.state !== "COMPLETE" || answer.result !== "OK") return "FAILED"
  return (await verifiedAnswer(session, answer, personalCode, trust)) ? "OK" : "FAILED"
}
