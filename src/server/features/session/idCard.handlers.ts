import { createHash, createPublicKey, constants, randomBytes, randomUUID, sign, verify, X509Certificate, type KeyObject } from "node:crypto"
import { and, eq, gt } from "drizzle-orm"
import type * as sessionCalls from "../../../core/api/session.calls"
import type { LoginPollResponse } from "../../../core/schemas/session"
import { signIn } from "../../auth/session"
import { throttleStart } from "../../auth/throttle"
import { authSessions, users } from "../../db/schema"
import { demoMode } from "../../demo"
import type { Handler } from "../../http/bindCall"
import { notFound } from "../../http/errors"
import { publicOrigin } from "../../http/publicOrigin"
import { certificateHolder, issueCertificate, simulatorKey } from "../../simulators/idCardCertificate"

const NONCE_MINUTES = 5
const FAILED: LoginPollResponse = { status: "FAILED" }
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

/**
 * Only certificates this server can trust sign anybody in. Here that is the demo simulator's
 * (in demo mode); validating real Estonian ID cards needs the ESTEID CA chain and OCSP, which
 * this reference server does not have, so their tokens answer FAILED.
 */
const trusted = async (cert: X509Certificate, key: () => Promise<KeyObject>): Promise<boolean> =>
  demoMode() && cert.verify(createPublicKey(await key()))

export const idCardChallenge: Handler<typeof sessionCalls.idCardChallenge> = async ({ deps, c }) => {
  // Each challenge is a row: counted per address like the other starts (who it is shows only at the end).
  await throttleStart(deps.db, c, null)
  const nonce = randomBytes(32).toString("base64")
  await deps.db.insert(authSessions).values({
    id: randomUUID(),
    method: "id-card",
    personalCode: "",
    verificationCode: nonce,
    expiresAt: new Date(Date.now() + NONCE_MINUTES * 60_000),
  })
  return { nonce }
}

export const idCardLogin: Handler<typeof sessionCalls.idCardLogin> = async ({ deps, c, body }) => {
  const now = new Date()
  // The nonce is used up by the statement that finds it: a replayed token fails.
  const [session] = await deps.db
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
  if (!session) return FAILED
  let cert: X509Certificate
  try {
    cert = new X509Certificate(Buffer.from(body.authToken.unverifiedCertificate, "base64"))
  } catch {
    return FAILED
  }
  const algorithm = ALGORITHMS[body.authToken.algorithm]
  if (!algorithm || !(await trusted(cert, () => simulatorKey(deps.db)))) return FAILED
  const data = signedData(algorithm.hash, publicOrigin(c), body.nonce)
  const signature = Buffer.from(body.authToken.signature, "base64")
  const valid = verify(algorithm.hash, data, { key: cert.publicKey, ...algorithm.options } as never, signature)
  if (!valid) return FAILED
  const { personalCode } = certificateHolder(cert)
  const [user] = personalCode ? await deps.db.select().from(users).where(eq(users.personalCode, personalCode)) : []
  if (!user) return FAILED
  const signedIn = await signIn(deps, c, user.id)
  return { status: "OK", token: signedIn.token, userId: signedIn.userId }
}

/** Demo mode: the simulated card of a card holder answers the challenge as Web eID would. */
export const simulatedIdCardAuth: Handler<typeof sessionCalls.simulatedIdCardAuth> = async ({ deps, body }) => {
  if (!demoMode()) throw notFound("The simulated ID card exists only in demo mode")
  const [holder] = await deps.db.select().from(users).where(eq(users.personalCode, body.personalIdentityCode))
  const key = await simulatorKey(deps.db)
  const certificate = issueCertificate({ name: holder?.name ?? "Demo Kaardiomanik", personalCode: body.personalIdentityCode }, key)
  const signature = sign("sha256", signedData("sha256", body.origin, body.nonce), key)
  return {
    unverifiedCertificate: certificate.toString("base64"),
    algorithm: "RS256",
    signature: signature.toString("base64"),
    format: "web-eid:1.0",
    appVersion: "https://web-eid.eu/ (simulated card)",
  }
}
