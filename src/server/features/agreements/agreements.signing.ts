import { and, eq } from "drizzle-orm"
import type { EidProvider } from "../../auth/eidProvider"
import { MAX_POLLS_PER_SESSION } from "../../auth/eidBinding"
import type { Db } from "../../db/client"
import { digestToSign, verifySignatureValue, xadesDocument } from "../../documents/bdoc"
import { checkCertificate, type EidTrust } from "../../auth/eidCertificate"
import { users } from "../../db/schema"
import { certificateHolder } from "../../simulators/idCardCertificate"
import { signingSessions } from "./agreements.tables"
import type { AgreementsAnswer, AgreementsProblem } from "./agreements.service"
import {
  agreementDocument,
  agreementOf,
  contactSigner,
  idCardInput,
  isoSeconds,
  latestSession,
  newSessionId,
  parseCertificate,
  recordSignature,
  sessionExpiry,
  simulatedXades,
  type OilAgreementRow,
} from "./signing.service"

/**
 * The customer's signature of an oil agreement: Smart-ID / Mobile-ID (start, then polls) and the ID card
 * (init, then finalize with the card's signature). What touches the request stays at the edge and comes in
 * as `edge`: the throttle of starts and the binding of a session to the browser (auth/eidBinding.ts).
 */

type MobileMethod = "smart-id" | "mobile-id"
type SigningStatus = { readonly status: string }

export interface SigningEdge {
  /** Counts a start of this person (auth/throttle.ts); refuses when there are too many. */
  throttle(personalCode: string): Promise<void>
  /** Binds the new session to the browser; the hash of its secret. */
  bindToBrowser(): string
  /** Which ID-card certificates are trusted (auth/eidTrust.ts). */
  readonly trust: EidTrust
}

/**
 * The card's signing certificate checked as Web eID checks it (trusted issuer, valid now, non-repudiation,
 * not revoked) and its holder the signed-in user: a certificate of somebody else signs nothing.
 */
async function signingCertificateProblem(db: Db, trust: EidTrust, userId: number, hex: string): Promise<AgreementsProblem | undefined> {
  const cert = parseCertificate(hex)
  if (!cert) return { kind: "NOT_A_CERTIFICATE" }
  const refused = await checkCertificate(Buffer.from(hex, "hex"), "signing", trust)
  if (refused) return { kind: "CERTIFICATE", code: refused }
  const [me] = await db.select({ personalCode: users.personalCode }).from(users).where(eq(users.id, userId))
  if (!me || certificateHolder(cert).personalCode !== me.personalCode) return { kind: "CERTIFICATE", code: "SIGNER_MISMATCH" }
  return undefined
}

async function unsignedAgreement(db: Db, customerId: number, agreementId: number): Promise<AgreementsAnswer<{ row: OilAgreementRow }>> {
  const row = await agreementOf(db, customerId, agreementId)
  if (!row) return { kind: "AGREEMENT_NOT_FOUND" }
  if (row.isSignedByCustomer) return { kind: "ALREADY_SIGNED_BY_CUSTOMER" }
  return { kind: "OK", row }
}

/** Starts a Smart-ID / Mobile-ID signing: only a contact of the customer may sign, refused before anybody's phone is asked. */
export async function startMobileSigning(
  db: Db,
  eid: EidProvider,
  edge: SigningEdge,
  who: { readonly customerId: number; readonly userId: number },
  request: { readonly method: MobileMethod; readonly agreementId: number; readonly personalCode: string; readonly phoneNumber?: string },
): Promise<AgreementsAnswer<{ verificationCode: string }>> {
  const { customerId, userId } = who
  const { method, agreementId, personalCode, phoneNumber } = request
  const unsigned = await unsignedAgreement(db, customerId, agreementId)
  if (unsigned.kind !== "OK") return unsigned
  if (!(await contactSigner(db, customerId, personalCode))) return { kind: "NOT_SIGNER", field: "nationalIdentityCode" }
  await edge.throttle(personalCode)
  // The person signs the document itself: its digest goes to the provider, whose signature over it is verified.
  const started = await eid.start({ method, personalCode, phoneNumber, document: await agreementDocument(db, unsigned.row) })
  await db.insert(signingSessions).values({
    id: newSessionId(),
    agreementId,
    customerId,
    userId,
    method,
    personalCode,
    phoneNumber: phoneNumber ?? null,
    verificationCode: started.verificationCode,
    providerRef: started.providerRef,
    secretHash: edge.bindToBrowser(),
    expiresAt: sessionExpiry(),
  })
  return { kind: "OK", verificationCode: started.verificationCode }
}

const failSession = async (db: Db, id: string, failure: string): Promise<SigningStatus> => {
  await db
    .update(signingSessions)
    .set({ status: "FAILED", failure })
    .where(and(eq(signingSessions.id, id), eq(signingSessions.status, "RUNNING")))
  return { status: "FAILED" }
}

type SigningSessionRow = typeof signingSessions.$inferSelect

/** The provider confirmed who signed: that person must be a contact of the customer; one poll claims the session and records the signature. */
async function completeMobileSigning(
  db: Db,
  session: SigningSessionRow,
  method: MobileMethod,
  customerId: number,
  agreementId: number,
): Promise<SigningStatus> {
  const signer = await contactSigner(db, customerId, session.personalCode!)
  if (!signer) return failSession(db, session.id, "SIGNER_NOT_CONTACT")
  const [claimed] = await db
    .update(signingSessions)
    .set({ status: "COMPLETED" })
    .where(and(eq(signingSessions.id, session.id), eq(signingSessions.status, "RUNNING")))
    .returning({ id: signingSessions.id })
  if (!claimed) {
    const [now] = await db.select({ status: signingSessions.status }).from(signingSessions).where(eq(signingSessions.id, session.id))
    return { status: now?.status ?? "FAILED" }
  }
  const alreadySigned = () =>
    db.update(signingSessions).set({ status: "FAILED", failure: "ALREADY_SIGNED" }).where(eq(signingSessions.id, session.id))
  const row = await agreementOf(db, customerId, agreementId)
  if (!row) return { status: "NOT_FOUND" }
  let refused: "ALREADY_SIGNED" | undefined
  try {
    const xades = await simulatedXades(db, row, { name: signer, personalCode: session.personalCode! })
    refused = await recordSignature(db, row.id, { party: "customer", signer, personalCode: session.personalCode, method, xades })
  } catch (e) {
    await alreadySigned()
    throw e
  }
  if (refused) {
    await alreadySigned()
    return { status: "FAILED" }
  }
  return { status: "COMPLETED" }
}

/**
 * A poll finds its session by the secret of the browser that started it (`secretHash`), for the same
 * signed-in user, customer and agreement; a body naming another method, person or verification code
 * fails that session.
 */
export async function pollMobileSigning(
  db: Db,
  eid: EidProvider,
  secretHash: string | undefined,
  who: { readonly method: MobileMethod; readonly customerId: number; readonly userId: number },
  body: { readonly agreementId: number; readonly nationalIdentityCode: string; readonly verificationCode: string },
): Promise<AgreementsAnswer<SigningStatus>> {
  const { method, customerId, userId } = who
  const session = secretHash
    ? await latestSession(
        db,
        and(
          eq(signingSessions.secretHash, secretHash),
          eq(signingSessions.agreementId, body.agreementId),
          eq(signingSessions.customerId, customerId),
          eq(signingSessions.userId, userId),
        ),
      )
    : undefined
  if (!session) return { kind: "NO_SIGNING_SESSION" }
  const answer = (status: SigningStatus) => ({ kind: "OK", ...status }) as const
  if (session.status !== "RUNNING") return answer({ status: session.status })
  if (session.expiresAt.getTime() < Date.now()) return answer(await failSession(db, session.id, "EXPIRED"))
  const named =
    session.method === method && session.personalCode === body.nationalIdentityCode && session.verificationCode === body.verificationCode
  if (!named) return answer(await failSession(db, session.id, "WRONG_CODE"))
  if (session.pollCount >= MAX_POLLS_PER_SESSION) return answer(await failSession(db, session.id, "TOO_MANY_POLLS"))
  const [counted] = await db
    .update(signingSessions)
    .set({ pollCount: session.pollCount + 1 })
    .where(and(eq(signingSessions.id, session.id), eq(signingSessions.pollCount, session.pollCount)))
    .returning({ pollCount: signingSessions.pollCount })
  // A concurrent poll counted first: answer what the session says now.
  if (!counted) return answer({ status: "RUNNING" })
  const verdict = await eid.poll({
    method,
    personalCode: session.personalCode!,
    providerRef: session.providerRef,
    pollCount: counted.pollCount,
  })
  if (verdict === "RUNNING") return answer({ status: "RUNNING" })
  if (verdict === "FAILED") return answer(await failSession(db, session.id, "PROVIDER_FAILED"))
  const completed = await completeMobileSigning(db, session, method, customerId, body.agreementId)
  return completed.status === "NOT_FOUND" ? { kind: "AGREEMENT_NOT_FOUND" } : answer(completed)
}

/** Starts an ID card signing: the card's certificate, valid now, of a contact of the customer; answers the digest the card signs. */
export async function startIdCardSigning(
  db: Db,
  edge: Pick<SigningEdge, "throttle" | "trust">,
  who: { readonly customerId: number; readonly userId: number },
  body: { readonly agreementId: number; readonly certHash: string },
): Promise<AgreementsAnswer<{ hex: string }>> {
  const unsigned = await unsignedAgreement(db, who.customerId, body.agreementId)
  if (unsigned.kind !== "OK") return unsigned
  const { row } = unsigned
  const problem = await signingCertificateProblem(db, edge.trust, who.userId, body.certHash)
  if (problem) return problem
  const now = new Date()
  const holder = certificateHolder(parseCertificate(body.certHash)!).personalCode
  if (!holder || !(await contactSigner(db, who.customerId, holder))) return { kind: "NOT_SIGNER", field: "certHash" }
  // Counted with the card holder's other starts, after the checks that refuse without starting anything.
  await edge.throttle(holder)
  const session = {
    id: newSessionId(),
    agreementId: row.id,
    customerId: who.customerId,
    userId: who.userId,
    method: "id-card" as const,
    personalCode: holder,
    certificate: body.certHash.toLowerCase(),
    signingTime: isoSeconds(now),
    expiresAt: sessionExpiry(),
  }
  const input = await idCardInput(db, row, session)
  await db.insert(signingSessions).values(session)
  return { kind: "OK", hex: digestToSign(input).toString("hex") }
}

/** Finishes an ID card signing with the card's signature of the digest. */
export async function finishIdCardSigning(
  db: Db,
  trust: EidTrust,
  who: { readonly customerId: number; readonly userId: number },
  body: { readonly agreementId: number; readonly signatureHash: string },
): Promise<AgreementsAnswer<SigningStatus>> {
  const unsigned = await unsignedAgreement(db, who.customerId, body.agreementId)
  if (unsigned.kind !== "OK") return unsigned
  const { row } = unsigned
  const session = await latestSession(
    db,
    and(
      eq(signingSessions.agreementId, row.id),
      eq(signingSessions.customerId, who.customerId),
      eq(signingSessions.userId, who.userId),
      eq(signingSessions.method, "id-card"),
      eq(signingSessions.status, "RUNNING"),
    ),
  )
  if (!session) return { kind: "SESSION_EXPIRED" }
  const answer = (status: SigningStatus) => ({ kind: "OK", ...status }) as const
  if (session.expiresAt.getTime() < Date.now()) return answer(await failSession(db, session.id, "EXPIRED"))
  const input = await idCardInput(db, row, session)
  const signature = Buffer.from(body.signatureHash, "hex")
  if (!verifySignatureValue(input, signature)) return answer(await failSession(db, session.id, "BAD_SIGNATURE"))
  // Checked again at the time of signing: revoked or expired since the start signs nothing.
  const problem = await signingCertificateProblem(db, trust, who.userId, session.certificate!)
  if (problem) return problem
  const holder = certificateHolder(parseCertificate(session.certificate!)!)
  const signer = holder.personalCode ? await contactSigner(db, who.customerId, holder.personalCode) : null
  if (!signer) return answer(await failSession(db, session.id, "SIGNER_NOT_CONTACT"))
  const refused = await recordSignature(db, row.id, {
    party: "customer",
    signer,
    personalCode: holder.personalCode,
    method: "id-card",
    xades: xadesDocument(input, signature),
  })
  if (refused) return { kind: "ALREADY_SIGNED" } satisfies AgreementsProblem
  await db.update(signingSessions).set({ status: "COMPLETED" }).where(eq(signingSessions.id, session.id))
  return answer({ status: "COMPLETED" })
}
