import { constants, privateEncrypt, randomUUID, sign, X509Certificate, type KeyObject } from "node:crypto"
import { and, desc, eq, sql } from "drizzle-orm"
import type { Db } from "../../db/client"
import { contacts, customers, users } from "../../db/schema"
import { agreementSignatures, oilAgreements, signingSessions } from "./agreements.tables"
import { agreementPdf, agreementTitles, oilClauses } from "../../documents/agreementPdf"
import { canonicalSignedInfo, type SignatureInput, xadesDocument } from "../../documents/bdoc"
import { issueCardCertificate } from "../../simulators/demoCa"
import { simulatorKey } from "../../simulators/idCardCertificate"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

export type OilAgreementRow = typeof oilAgreements.$inferSelect

/** The customer's agreement, or undefined (another customer's agreement is not found, whatever its id). */
export async function agreementOf(db: Db, customerId: number, agreementId: number): Promise<OilAgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(oilAgreements)
    .where(and(eq(oilAgreements.id, agreementId), eq(oilAgreements.customerId, customerId)))
  return row
}

export const fileNameOf = (row: Pick<OilAgreementRow, "contractNumber">) => `leping-${row.contractNumber}.pdf`

/** The agreement's PDF: generated once and stored, so every signature covers the same bytes. */
export async function agreementDocument(db: Db, row: OilAgreementRow): Promise<Buffer> {
  if (row.pdf) return Buffer.from(row.pdf, "base64")
  const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId))
  const pdf = await agreementPdf({
    title: agreementTitles[row.type],
    contractNumber: row.contractNumber,
    customerName: customer?.name ?? "",
    registryNumber: customer?.registryNumber ?? null,
    address: [customer?.address, customer?.city].filter(Boolean).join(", ") || null,
    date: row.dateModified,
    clauses: oilClauses(row.type),
  })
  await db
    .update(oilAgreements)
    .set({ pdf: pdf.toString("base64") })
    .where(and(eq(oilAgreements.id, row.id), sql`${oilAgreements.pdf} is null`))
  // Another process may have stored its own first: use the stored bytes.
  const [stored] = await db.select({ pdf: oilAgreements.pdf }).from(oilAgreements).where(eq(oilAgreements.id, row.id))
  return Buffer.from(stored!.pdf!, "base64")
}

export interface SignerRecord {
  readonly party: "customer" | "vendor"
  readonly signer: string
  readonly personalCode: string | null
  readonly method: string
  readonly xades: string
}

/**
 * Records a signature: sets the party's flag (only if not yet set: a second signature of the same
 * party is refused: ALREADY_SIGNED, nothing written), bumps dateModified, stores the XAdES, all in one transaction.
 */
export async function recordSignature(db: Db, agreementId: number, record: SignerRecord): Promise<"ALREADY_SIGNED" | undefined> {
  return db.transaction(async (tx) => {
    const flag = record.party === "customer" ? oilAgreements.isSignedByCustomer : oilAgreements.isSignedByVendor
    const set = record.party === "customer" ? { isSignedByCustomer: true } : { isSignedByVendor: true }
    const updated = await tx
      .update(oilAgreements)
      .set({ ...set, dateModified: new Date() })
      .where(and(eq(oilAgreements.id, agreementId), eq(flag, false)))
      .returning({ id: oilAgreements.id, customerId: oilAgreements.customerId, contractNumber: oilAgreements.contractNumber })
    if (updated.length === 0) return "ALREADY_SIGNED"
    await tx.insert(agreementSignatures).values({ agreementId, ...record })
    const signed = updated[0]!
    if (record.party === "customer")
      await emitWebhookEvent(tx, signed.customerId, "agreement.signed", {
        agreementId,
        contractNumber: signed.contractNumber,
        method: record.method,
      })
    return undefined
  })
}

/** Whether the personal code belongs to a contact of the customer; the contact's user name if so. */
export async function contactSigner(db: Db, customerId: number, personalCode: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .innerJoin(contacts, eq(contacts.userId, users.id))
    .where(and(eq(users.personalCode, personalCode), eq(contacts.customerId, customerId)))
  return row?.name ?? null
}

const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z")

/**
 * A signature made by the simulated signing service (Smart-ID / Mobile-ID simulator, the vendor's
 * seal in the demo data): a certificate for the signer from the simulator's key, the XAdES signed with it.
 */
export async function simulatedXades(
  db: Db,
  row: OilAgreementRow,
  signer: { name: string; personalCode: string },
  signingTime: Date = new Date(),
): Promise<string> {
  const key = await simulatorKey(db)
  const input: SignatureInput = {
    id: `S-${randomUUID().slice(0, 8)}`,
    fileName: fileNameOf(row),
    document: await agreementDocument(db, row),
    certificate: await issueCardCertificate(signer, key, "signing"),
    signingTime: isoSeconds(signingTime),
  }
  return xadesDocument(input, sign("sha256", Buffer.from(canonicalSignedInfo(input)), key))
}

/** The SignatureInput of an ID-card session, rebuilt from its row exactly as at sign-init. */
export async function idCardInput(
  db: Db,
  row: OilAgreementRow,
  session: Pick<typeof signingSessions.$inferSelect, "id" | "certificate" | "signingTime">,
): Promise<SignatureInput> {
  return {
    id: `S-${session.id.slice(0, 8)}`,
    fileName: fileNameOf(row),
    document: await agreementDocument(db, row),
    certificate: Buffer.from(session.certificate!, "hex"),
    signingTime: session.signingTime!,
  }
}

export const newSessionId = () => randomUUID()
/** A signing session runs 5 minutes. */
export const SESSION_SECONDS = 5 * 60
export const sessionExpiry = () => new Date(Date.now() + SESSION_SECONDS * 1000)
export { isoSeconds }

/** The latest session of an agreement matching the filter. */
export async function latestSession(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db.select().from(signingSessions).where(where).orderBy(desc(signingSessions.createdAt)).limit(1)
  return row
}

// PKCS#1 v1.5 DigestInfo prefix of SHA-256: an RSA card signs prefix + digest.
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex")

/** The simulated ID card: signs a SHA-256 digest with RSA PKCS#1 v1.5, as a card does. */
export const simulatedCardSign = (key: KeyObject, digest: Buffer): Buffer =>
  privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, digest]))

/** The certificate of its hex DER, or undefined when it is none. */
export const parseCertificate = (hex: string): X509Certificate | undefined => {
  try {
    return new X509Certificate(Buffer.from(hex, "hex"))
  } catch {
    return undefined
  }
}
