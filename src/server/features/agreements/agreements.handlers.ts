import { and, asc, count, desc, eq, or, type SQL } from "drizzle-orm"
import type { agreementsCalls } from "../../../core/api"
import { oilAgreements as oilAgreementsCall } from "../../../core/api/agreements.calls"
import { mayUse } from "../../../core/rules/access"
import { signingStatusOf, type OilAgreement, type SigningStatus } from "../../../core/schemas/agreements"
import { users } from "../../db/schema"
import { agreementSignatures, chargingAgreements, electricityAgreements, oilAgreements, signingSessions } from "./agreements.tables"
import type { AppContext, AppDeps } from "../../context"
import { throttleStart } from "../../auth/throttle"
import { bindToBrowser, MAX_POLLS_PER_SESSION, presentedSecretHash } from "../../auth/eidBinding"
import { contactsOf } from "../../http/access"
import type { Handler } from "../../http/bindCall"
import { badRequest, HttpError, notFound, refuse } from "../../http/errors"
import { asiceContainer, ASICE_MIMETYPE, digestToSign, verifySignatureValue, xadesDocument } from "../../documents/bdoc"
import { demoMode } from "../../demo"
import { certificateHolder, issueCertificate, simulatorKey } from "../../simulators/idCardCertificate"
import { electricityPdf, chargingPdf } from "../../documents/otherAgreementPdf"
import {
  agreementDocument,
  agreementOf,
  contactSigner,
  fileNameOf,
  idCardInput,
  isoSeconds,
  latestSession,
  newSessionId,
  parseCertificate,
  recordSignature,
  SESSION_SECONDS,
  sessionExpiry,
  simulatedCardSign,
  simulatedXades,
  type OilAgreementRow,
} from "./signing.service"

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

export const list: Handler<typeof agreementsCalls.oilAgreements> = async ({ deps, params, query }) => {
  const page = Math.max(0, query.page ?? 0)
  const size = Math.min(Math.max(1, query.size ?? 20), 1000)
  const statuses = (query.statuses?.split(",") ?? []) as SigningStatus[]
  const where = and(eq(oilAgreements.customerId, params.customerId), statuses.length ? or(...statuses.map(statusCondition)) : undefined)
  const column = sortColumns[query.sortField ?? "DATE_MODIFIED"]
  const direction = (query.sortDirection ?? "DESC") === "ASC" ? asc : desc
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(oilAgreements)
      .where(where)
      .orderBy(direction(column), desc(oilAgreements.id))
      .limit(size)
      .offset(page * size),
    deps.db.select({ n: count() }).from(oilAgreements).where(where),
  ])
  return { content: rows.map(toOilAgreement), number: page, size, totalElements: total?.n ?? 0 }
}

const fileResponse = (body: Uint8Array, type: string, fileName: string) =>
  new Response(body as unknown as BodyInit, {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "private, no-store",
    },
  })

/** GET /agreements/file: the user must be a contact of the agreement's customer with an agreements role. */
export const file: Handler<typeof agreementsCalls.agreementFile> = async ({ deps, user, query }) => {
  const kind = query.kind ?? "OIL"
  const table = kind === "OIL" ? oilAgreements : kind === "ELECTRICITY" ? electricityAgreements : chargingAgreements
  const [owner] = await deps.db.select({ customerId: table.customerId }).from(table).where(eq(table.id, query.agreementId))
  if (!owner) throw notFound("No such agreement")
  // The file is readable by whoever may list the owner's agreements.
  const [contact] = await contactsOf(deps.db, user.userId, [owner.customerId])
  // Another customer's agreement answers as an unknown one: ids do not tell what exists (docs/security.md).
  if (!contact || !mayUse(contact.kind, oilAgreementsCall)) throw notFound("No such agreement")

  if (kind === "ELECTRICITY") {
    const [row] = await deps.db.select().from(electricityAgreements).where(eq(electricityAgreements.id, query.agreementId))
    return fileResponse(await electricityPdf(deps.db, row!), "application/pdf", `elektrileping-${row!.contractNumber}.pdf`)
  }
  if (kind === "CHARGING") {
    const [row] = await deps.db.select().from(chargingAgreements).where(eq(chargingAgreements.id, query.agreementId))
    return fileResponse(await chargingPdf(deps.db, row!), "application/pdf", `laadimisleping-${row!.contractNumber}.pdf`)
  }
  const row = await agreementOf(deps.db, owner.customerId, query.agreementId)
  const pdf = await agreementDocument(deps.db, row)
  if ((query.type ?? "PDF") === "PDF") return fileResponse(pdf, "application/pdf", fileNameOf(row))
  if (!row.isSignedByCustomer) throw refuse("NOT_SIGNED_YET", "The agreement is not signed by the customer yet: only the PDF exists")
  const signatures = await deps.db
    .select({ xades: agreementSignatures.xades })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, row.id))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.id))
  const bdoc = asiceContainer(
    fileNameOf(row),
    pdf,
    signatures.map((s) => s.xades),
  )
  return fileResponse(bdoc, ASICE_MIMETYPE, `leping-${row.contractNumber}.bdoc`)
}

export const signatures: Handler<typeof agreementsCalls.agreementSignatures> = async ({ deps, params, query }) => {
  await agreementOf(deps.db, params.customerId, query.agreementId)
  const rows = await deps.db
    .select({ signer: agreementSignatures.signer, signedAt: agreementSignatures.signedAt })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, query.agreementId))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.id))
  return rows.map((r) => ({ signer: r.signer, dateSigned: r.signedAt.toISOString() }))
}

const unsignedAgreement = async (deps: AppDeps, customerId: number, agreementId: number) => {
  const row = await agreementOf(deps.db, customerId, agreementId)
  if (row.isSignedByCustomer) throw refuse("ALREADY_SIGNED", "The agreement is already signed by the customer")
  return row
}

const startMobile = async (
  deps: AppDeps,
  c: AppContext,
  method: "smart-id" | "mobile-id",
  customerId: number,
  userId: number,
  agreementId: number,
  personalCode: string,
  phoneNumber?: string,
) => {
  await unsignedAgreement(deps, customerId, agreementId)
  // Only a contact of the customer may sign for it: refused before anybody's phone is asked.
  if (!(await contactSigner(deps.db, customerId, personalCode)))
    throw refuse("NOT_SIGNER", "This personal code is not a contact of the customer", "nationalIdentityCode")
  await throttleStart(deps.db, c, personalCode)
  const started = await deps.eid.start({ method, personalCode, phoneNumber })
  await deps.db.insert(signingSessions).values({
    id: newSessionId(),
    agreementId,
    customerId,
    userId,
    method,
    personalCode,
    phoneNumber: phoneNumber ?? null,
    verificationCode: started.verificationCode,
    providerRef: started.providerRef,
    secretHash: bindToBrowser(c, SESSION_SECONDS),
    expiresAt: sessionExpiry(),
  })
  return { verificationCode: started.verificationCode }
}

export const signSmartId: Handler<typeof agreementsCalls.agreementSignSmartId> = ({ deps, c, params, user, body }) =>
  startMobile(deps, c, "smart-id", params.customerId, user.userId, body.agreementId, body.nationalIdentityCode)

export const signMobileId: Handler<typeof agreementsCalls.agreementSignMobileId> = ({ deps, c, params, user, body }) =>
  startMobile(deps, c, "mobile-id", params.customerId, user.userId, body.agreementId, body.nationalIdentityCode, body.phoneNumber)

const failSession = async (deps: AppDeps, id: string, failure: string) => {
  await deps.db
    .update(signingSessions)
    .set({ status: "FAILED", failure })
    .where(and(eq(signingSessions.id, id), eq(signingSessions.status, "RUNNING")))
  return { status: "FAILED" }
}

/**
 * A poll finds its session by the secret of the browser that started it (404 without it), for the
 * same signed-in user, customer and agreement; a body naming another method, person or
 * verification code fails that session.
 */
const pollMobile = async (
  deps: AppDeps,
  c: AppContext,
  method: "smart-id" | "mobile-id",
  customerId: number,
  userId: number,
  body: { agreementId: number; nationalIdentityCode: string; verificationCode: string },
) => {
  const secretHash = presentedSecretHash(c)
  const session = secretHash
    ? await latestSession(
        deps.db,
        and(
          eq(signingSessions.secretHash, secretHash),
          eq(signingSessions.agreementId, body.agreementId),
          eq(signingSessions.customerId, customerId),
          eq(signingSessions.userId, userId),
        ),
      )
    : undefined
  if (!session) throw notFound("No signing session of this browser")
  if (session.status !== "RUNNING") return { status: session.status }
  if (session.expiresAt.getTime() < Date.now()) return failSession(deps, session.id, "EXPIRED")
  const named =
    session.method === method && session.personalCode === body.nationalIdentityCode && session.verificationCode === body.verificationCode
  if (!named) return failSession(deps, session.id, "WRONG_CODE")
  if (session.pollCount >= MAX_POLLS_PER_SESSION) return failSession(deps, session.id, "TOO_MANY_POLLS")
  const [counted] = await deps.db
    .update(signingSessions)
    .set({ pollCount: session.pollCount + 1 })
    .where(and(eq(signingSessions.id, session.id), eq(signingSessions.pollCount, session.pollCount)))
    .returning({ pollCount: signingSessions.pollCount })
  // A concurrent poll counted first: answer what the session says now.
  if (!counted) return { status: "RUNNING" }
  const verdict = await deps.eid.poll({
    method,
    personalCode: session.personalCode!,
    providerRef: session.providerRef,
    pollCount: counted.pollCount,
  })
  if (verdict === "RUNNING") return { status: "RUNNING" }
  if (verdict === "FAILED") return failSession(deps, session.id, "PROVIDER_FAILED")

  // The provider confirmed who signed: that person must be a contact of the customer.
  const signer = await contactSigner(deps.db, customerId, session.personalCode!)
  if (!signer) return failSession(deps, session.id, "SIGNER_NOT_CONTACT")
  const [claimed] = await deps.db
    .update(signingSessions)
    .set({ status: "COMPLETED" })
    .where(and(eq(signingSessions.id, session.id), eq(signingSessions.status, "RUNNING")))
    .returning({ id: signingSessions.id })
  if (!claimed) {
    const [now] = await deps.db.select({ status: signingSessions.status }).from(signingSessions).where(eq(signingSessions.id, session.id))
    return { status: now?.status ?? "FAILED" }
  }
  const row = await agreementOf(deps.db, customerId, body.agreementId)
  try {
    const xades = await simulatedXades(deps.db, row, { name: signer, personalCode: session.personalCode! })
    await recordSignature(deps.db, row.id, { party: "customer", signer, personalCode: session.personalCode, method, xades })
  } catch (e) {
    await deps.db.update(signingSessions).set({ status: "FAILED", failure: "ALREADY_SIGNED" }).where(eq(signingSessions.id, session.id))
    if (e instanceof HttpError) return { status: "FAILED" }
    throw e
  }
  return { status: "COMPLETED" }
}

export const pollSmartId: Handler<typeof agreementsCalls.agreementSignSmartIdPoll> = ({ deps, c, params, user, body }) =>
  pollMobile(deps, c, "smart-id", params.customerId, user.userId, body)

export const pollMobileId: Handler<typeof agreementsCalls.agreementSignMobileIdPoll> = ({ deps, c, params, user, body }) =>
  pollMobile(deps, c, "mobile-id", params.customerId, user.userId, body)

export const signInit: Handler<typeof agreementsCalls.agreementSignInit> = async ({ deps, c, params, user, body }) => {
  const row = await unsignedAgreement(deps, params.customerId, body.agreementId)
  const cert = parseCertificate(body.certHash)
  const now = new Date()
  if (new Date(cert.validTo).getTime() < now.getTime() || new Date(cert.validFrom).getTime() > now.getTime()) {
    throw badRequest("certHash", "The certificate is not valid now")
  }
  const holder = certificateHolder(cert).personalCode
  if (!holder || !(await contactSigner(deps.db, params.customerId, holder)))
    throw refuse("NOT_SIGNER", "The card's holder is not a contact of the customer", "certHash")
  // Counted with the card holder's other starts, after the checks that refuse without starting anything.
  await throttleStart(deps.db, c, holder)
  const session = {
    id: newSessionId(),
    agreementId: row.id,
    customerId: params.customerId,
    userId: user.userId,
    method: "id-card" as const,
    personalCode: holder,
    certificate: body.certHash.toLowerCase(),
    signingTime: isoSeconds(now),
    expiresAt: sessionExpiry(),
  }
  const input = await idCardInput(deps.db, row, session)
  await deps.db.insert(signingSessions).values(session)
  return { hex: digestToSign(input).toString("hex") }
}

export const signFinalize: Handler<typeof agreementsCalls.agreementSignFinalize> = async ({ deps, params, user, body }) => {
  const row = await unsignedAgreement(deps, params.customerId, body.agreementId)
  const session = await latestSession(
    deps.db,
    and(
      eq(signingSessions.agreementId, row.id),
      eq(signingSessions.customerId, params.customerId),
      eq(signingSessions.userId, user.userId),
      eq(signingSessions.method, "id-card"),
      eq(signingSessions.status, "RUNNING"),
    ),
  )
  if (!session) throw refuse("SESSION_EXPIRED", "No running ID card signing for this agreement: start again")
  if (session.expiresAt.getTime() < Date.now()) return failSession(deps, session.id, "EXPIRED")
  const input = await idCardInput(deps.db, row, session)
  const signature = Buffer.from(body.signatureHash, "hex")
  if (!verifySignatureValue(input, signature)) return failSession(deps, session.id, "BAD_SIGNATURE")
  const holder = certificateHolder(parseCertificate(session.certificate!))
  const signer = holder.personalCode ? await contactSigner(deps.db, params.customerId, holder.personalCode) : null
  if (!signer) return failSession(deps, session.id, "SIGNER_NOT_CONTACT")
  await recordSignature(deps.db, row.id, {
    party: "customer",
    signer,
    personalCode: holder.personalCode,
    method: "id-card",
    xades: xadesDocument(input, signature),
  })
  await deps.db.update(signingSessions).set({ status: "COMPLETED" }).where(eq(signingSessions.id, session.id))
  return { status: "COMPLETED" }
}

const demoOnly = () => {
  if (!demoMode()) throw notFound("The simulated ID card exists only in demo mode")
}

export const simulatedCertificate: Handler<typeof agreementsCalls.simulatedIdCardCertificate> = async ({ deps, user }) => {
  demoOnly()
  const [me] = await deps.db.select().from(users).where(eq(users.id, user.userId))
  if (!me) throw notFound("User not found")
  const der = issueCertificate({ name: me.name, personalCode: me.personalCode }, await simulatorKey(deps.db))
  return { certificate: der.toString("hex") }
}

export const simulatedSign: Handler<typeof agreementsCalls.simulatedIdCardSign> = async ({ deps, body }) => {
  demoOnly()
  return { signature: simulatedCardSign(await simulatorKey(deps.db), Buffer.from(body.hex, "hex")).toString("hex") }
}
