import { and, asc, count, desc, eq, or, type SQL } from "drizzle-orm"
import { oilAgreements as oilAgreementsCall } from "../../../core/api/agreements.calls"
import { mayUse } from "../../../core/rules/access"
import { signingStatusOf, type OilAgreement, type SigningStatus } from "../../../core/schemas/agreements"
import type { Db } from "../../db/client"
import { contactsOf } from "../../db/queries/contacts"
import { users } from "../../db/schema"
import { asiceContainer, ASICE_MIMETYPE } from "../../documents/bdoc"
import { chargingPdf, electricityPdf } from "../../documents/otherAgreementPdf"
import type { CertificateRefusal } from "../../auth/eidCertificate"
import { issueCardCertificate } from "../../simulators/demoCa"
import { simulatorKey } from "../../simulators/idCardCertificate"
import { agreementSignatures, chargingAgreements, electricityAgreements, oilAgreements } from "./agreements.tables"
import { agreementDocument, agreementOf, fileNameOf, type OilAgreementRow } from "./signing.service"

/** Why the agreements feature refuses a request; agreements.errors.ts maps each to its HTTP answer. */
export type AgreementsProblem =
  | { readonly kind: "AGREEMENT_NOT_FOUND" }
  | { readonly kind: "FILE_NOT_FOUND" }
  | { readonly kind: "NOT_SIGNED_YET" }
  | { readonly kind: "ALREADY_SIGNED_BY_CUSTOMER" }
  | { readonly kind: "ALREADY_SIGNED" }
  | { readonly kind: "NOT_SIGNER"; readonly field: "nationalIdentityCode" | "certHash" }
  | { readonly kind: "NO_SIGNING_SESSION" }
  | { readonly kind: "NOT_A_CERTIFICATE" }
  | { readonly kind: "CERTIFICATE"; readonly code: CertificateRefusal | "SIGNER_MISMATCH" }
  | { readonly kind: "SESSION_EXPIRED" }
  | { readonly kind: "DEMO_ONLY" }
  | { readonly kind: "USER_NOT_FOUND" }

/** What a request that may be refused answers: its value (`kind: "OK"`) or the feature's problem. */
export type AgreementsAnswer<T extends object> = ({ readonly kind: "OK" } & T) | AgreementsProblem

export const toOilAgreement = (row: OilAgreementRow): OilAgreement => ({
  id: row.id,
  contractNumber: row.contractNumber,
  type: row.type,
  status: signingStatusOf(row.isSignedByCustomer, row.isSignedByVendor),
  dateModified: row.dateModified.toISOString(),
  isSignedByCustomer: row.isSignedByCustomer,
  isSignedByVendor: row.isSignedByVendor,
  fileName: fileNameOf(row),
})

const statusCondition = (status: SigningStatus): SQL => {
  const flags = { PREPARED: [false, false], PENDING_CUSTOMER: [false, true], PENDING_VENDOR: [true, false], COMPLETED: [true, true] }[
    status
  ]
  return and(eq(oilAgreements.isSignedByCustomer, flags[0]!), eq(oilAgreements.isSignedByVendor, flags[1]!))!
}

const sortColumns = {
  ID: oilAgreements.id,
  CONTRACT_NUMBER: oilAgreements.contractNumber,
  TYPE: oilAgreements.type,
  DATE_MODIFIED: oilAgreements.dateModified,
}

/** A page of the customer's oil agreements, filtered by signing status. */
export async function oilAgreementPage(
  db: Db,
  customerId: number,
  query: {
    readonly page?: number
    readonly size?: number
    readonly statuses?: string
    readonly sortField?: keyof typeof sortColumns
    readonly sortDirection?: "ASC" | "DESC"
  },
) {
  const page = Math.max(0, query.page ?? 0)
  const size = Math.min(Math.max(1, query.size ?? 20), 1000)
  const statuses = (query.statuses?.split(",") ?? []) as SigningStatus[]
  const where = and(eq(oilAgreements.customerId, customerId), statuses.length ? or(...statuses.map(statusCondition)) : undefined)
  const column = sortColumns[query.sortField ?? "DATE_MODIFIED"]
  const direction = (query.sortDirection ?? "DESC") === "ASC" ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(oilAgreements)
      .where(where)
      .orderBy(direction(column), desc(oilAgreements.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(oilAgreements).where(where),
  ])
  return { content: rows.map(toOilAgreement), number: page, size, totalElements: total?.n ?? 0 }
}

/** A file to download: its bytes, type and name. */
export interface AgreementFile {
  readonly body: Uint8Array
  readonly type: string
  readonly fileName: string
}

/** The oil agreement's PDF, or its signed container (BDOC) once the customer has signed. */
async function oilAgreementFile(db: Db, row: OilAgreementRow, type: "PDF" | "BDOC"): Promise<AgreementsAnswer<{ file: AgreementFile }>> {
  const pdf = await agreementDocument(db, row)
  if (type === "PDF") return { kind: "OK", file: { body: pdf, type: "application/pdf", fileName: fileNameOf(row) } }
  if (!row.isSignedByCustomer) return { kind: "NOT_SIGNED_YET" }
  const signatures = await db
    .select({ xades: agreementSignatures.xades })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, row.id))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.id))
  const bdoc = asiceContainer(
    fileNameOf(row),
    pdf,
    signatures.map((s) => s.xades),
  )
  return { kind: "OK", file: { body: bdoc, type: ASICE_MIMETYPE, fileName: `leping-${row.contractNumber}.bdoc` } }
}

/** GET /agreements/file: the user must be a contact of the agreement's customer with an agreements role. */
export async function agreementFile(
  db: Db,
  userId: number,
  query: { readonly kind?: "OIL" | "ELECTRICITY" | "CHARGING"; readonly agreementId: number; readonly type?: "PDF" | "BDOC" },
): Promise<AgreementsAnswer<{ file: AgreementFile }>> {
  const kind = query.kind ?? "OIL"
  const table = kind === "OIL" ? oilAgreements : kind === "ELECTRICITY" ? electricityAgreements : chargingAgreements
  const [owner] = await db.select({ customerId: table.customerId }).from(table).where(eq(table.id, query.agreementId))
  if (!owner) return { kind: "FILE_NOT_FOUND" }
  // The file is readable by whoever may list the owner's agreements.
  const [contact] = await contactsOf(db, userId, [owner.customerId])
  // Another customer's agreement answers as an unknown one: ids do not tell what exists (docs/security.md).
  if (!contact || !mayUse(contact.kind, oilAgreementsCall)) return { kind: "FILE_NOT_FOUND" }

  if (kind === "ELECTRICITY") {
    const [row] = await db.select().from(electricityAgreements).where(eq(electricityAgreements.id, query.agreementId))
    const file = { body: await electricityPdf(db, row!), type: "application/pdf", fileName: `elektrileping-${row!.contractNumber}.pdf` }
    return { kind: "OK", file }
  }
  if (kind === "CHARGING") {
    const [row] = await db.select().from(chargingAgreements).where(eq(chargingAgreements.id, query.agreementId))
    const file = { body: await chargingPdf(db, row!), type: "application/pdf", fileName: `laadimisleping-${row!.contractNumber}.pdf` }
    return { kind: "OK", file }
  }
  const row = await agreementOf(db, owner.customerId, query.agreementId)
  if (!row) return { kind: "AGREEMENT_NOT_FOUND" }
  return oilAgreementFile(db, row, query.type ?? "PDF")
}

/** Who signed the customer's agreement and when, in signing order. */
export async function signaturesOf(
  db: Db,
  customerId: number,
  agreementId: number,
): Promise<AgreementsAnswer<{ signatures: Array<{ signer: string; dateSigned: string }> }>> {
  if (!(await agreementOf(db, customerId, agreementId))) return { kind: "AGREEMENT_NOT_FOUND" }
  const rows = await db
    .select({ signer: agreementSignatures.signer, signedAt: agreementSignatures.signedAt })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, agreementId))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.id))
  return { kind: "OK", signatures: rows.map((r) => ({ signer: r.signer, dateSigned: r.signedAt.toISOString() })) }
}

/** Electricity agreements and offers of the customer, newest change first. */
export async function electricityAgreementList(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(electricityAgreements)
    .where(eq(electricityAgreements.customerId, customerId))
    .orderBy(desc(electricityAgreements.dateModified))
  return rows.map((r) => ({
    id: r.id,
    contractNumber: r.contractNumber,
    dateModified: r.dateModified.toISOString(),
    startDate: r.startDate,
    status: r.status,
    meteringPoints: r.meteringPoints,
    consumptionPackage: r.consumptionPackage,
    productionPackage: r.productionPackage,
    endDate: r.endDate,
    ...(r.offer ?? {}),
  }))
}

/** Charging agreements and offers (PENDING) of the customer, newest change first. */
export async function chargingAgreementList(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(chargingAgreements)
    .where(eq(chargingAgreements.customerId, customerId))
    .orderBy(desc(chargingAgreements.dateModified))
  return rows.map((r) => ({
    ...r.details,
    id: r.id,
    contractNumber: r.contractNumber,
    status: r.status,
    startDate: r.startDate,
    dateModified: r.dateModified.toISOString(),
    chargingStations: r.chargingStations,
  }))
}

/** Demo mode: a certificate of the simulated ID card for the signed-in user. */
export async function simulatedCertificateOf(db: Db, userId: number): Promise<AgreementsAnswer<{ certificate: string }>> {
  const [me] = await db.select().from(users).where(eq(users.id, userId))
  if (!me) return { kind: "USER_NOT_FOUND" }
  const der = await issueCardCertificate({ name: me.name, personalCode: me.personalCode }, await simulatorKey(db), "signing")
  return { kind: "OK", certificate: der.toString("hex") }
}
