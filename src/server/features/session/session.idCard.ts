import { createHash, constants, randomBytes, randomUUID, sign, verify, X509Certificate } from "node:crypto"
import { and, eq, gt } from "drizzle-orm"
import type { IdCardLoginRequest, SimulatedIdCardAuthRequest, WebEidAuthToken } from "../../../core/schemas/session"
import type { Db } from "../../db/client"
import { authSessions, users } from "../../db/schema"
import { checkCertificate, type EidTrust } from "../../auth/eidCertificate"
import { issueCardCertificate } from "../../simulators/demoCa"
import { certificateHolder, simulatorKey } from "../../simulators/idCardCertificate"

/** Sign-in with an ID card through Web eID: a one-time nonce, then the card's signed token over it. */

const NONCE_MINUTES = 5
const sha = (alg: string, data: string) => createHash(alg).update(data, "utf8").digest()

/** JWS algorithm names of Web eID and how Node verifies each. */
const ALGORITHMS: Record<string, { hash: string; options?: Record<string, unknown> }> = {
  RS256: { hash: "sha256" },
  RS384: { hash: "sha384" },
  RS512: { hash: "sha512" },
  PS256: { hash: "sha256", options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } },
  PS384: { hash: "sha384", options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 48 } },
  PS512: { hash: "sha512", options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 } },
  ES256: { hash: "sha256", options: { dsaEncoding: "ieee-p1363" } },
  ES384: { hash: "sha384", options: { dsaEncoding: "ieee-p1363" } },
  ES512: { hash: "sha512", options: { dsaEncoding: "ieee-p1363" } },
}

/** What Web eID signs: hash(origin) ‖ hash(nonce), with the algorithm's own hash. */
const signedData = (hash: string, origin: string, nonce: string) => Buffer.concat([sha(hash, origin), sha(hash, nonce)])

/** A challenge row: the nonce the card signs, valid 5 minutes, used once. */
export async function newIdCardChallenge(db: Db): Promise<string> {
  const nonce = randomBytes(32).toString("base64")
  await db.insert(authSessions).values({
    id: randomUUID(),
    method: "id-card",
    personalCode: "",
    verificationCode: nonce,
    expiresAt: new Date(Date.now() + NONCE_MINUTES * 60_000),
  })
  return nonce
}

/**
 * The user a Web eID token signs in, or undefined (FAILED): the nonce is used up by the statement that
 * finds it (a replayed token fails); the certificate must pass Web eID's checks for authentication
 * (auth/eidCertificate.ts: trusted issuer, valid now, digital signature, not revoked), the signature over
 * `origin` and the nonce be valid, and its holder a user.
 */
export async function idCardUser(
  db: Db,
  trust: EidTrust,
  body: typeof IdCardLoginRequest.Type,
  origin: string,
): Promise<number | undefined> {
  const now = new Date()
  const [session] = await db
    .update(authSessions)
    .set({ status: "USED" })
    .where(
      and(
        eq(authSessions.method, "id-card"),
        eq(authSessions.verificationCode, body.nonce),
        eq(authSessions.status, "RUNNING"),
        gt(authSessions.expiresAt, now),
      ),
    )
    .returning({ id: authSessions.id })
  if (!session) return undefined
  const der = Buffer.from(body.authToken.unverifiedCertificate, "base64")
  const algorithm = ALGORITHMS[body.authToken.algorithm]
  if (!algorithm || (await checkCertificate(der, "authentication", trust)) !== undefined) return undefined
  const cert = new X509Certificate(der)
  const data = signedData(algorithm.hash, origin, body.nonce)
  const signature = Buffer.from(body.authToken.signature, "base64")
  const valid = verify(algorithm.hash, data, { key: cert.publicKey, ...algorithm.options } as never, signature)
  if (!valid) return undefined
  const { personalCode } = certificateHolder(cert)
  const [user] = personalCode ? await db.select().from(users).where(eq(users.personalCode, personalCode)) : []
  return user?.id
}

/** Demo mode: the simulated card of a card holder answers the challenge as Web eID would. */
export async function simulatedIdCardToken(db: Db, body: typeof SimulatedIdCardAuthRequest.Type): Promise<WebEidAuthToken> {
  const [holder] = await db.select().from(users).where(eq(users.personalCode, body.personalIdentityCode))
  const key = await simulatorKey(db)
  const subject = { name: holder?.name ?? "Demo Kaardiomanik", personalCode: body.personalIdentityCode }
  const certificate = await issueCardCertificate(subject, key, "authentication")
  const signature = sign("sha256", signedData("sha256", body.origin, body.nonce), key)
  return {
    unverifiedCertificate: certificate.toString("base64"),
    algorithm: "RS256",
    signature: signature.toString("base64"),
    format: "web-eid:1.0",
    appVersion: "https://web-eid.eu/ (simulated card)",
  }
}
