import { createHash, randomBytes } from "node:crypto"
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm"
import {
  contactBodyProblem,
  jointInvoicePossible,
  needsResaleOffer,
  packageChangeStartDates,
  startDateProblem,
  startDateWindow,
  visiblePackages,
  type AgreementContactBody,
  type AgreementFieldProblem,
} from "../../../core/rules/electricityAgreement"
import { normalizeBankAccount } from "../../../core/rules/validation"
import { tallinnDay } from "../../../core/rules/vat"
import type {
  ElectricityAgreementCreate,
  ElectricityOfferAccept,
  ElectricityPackage,
  ElectricityPackageChange,
  MeteringPoint,
  ResaleOfferRequest,
} from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { electricityAgreements } from "../agreements/agreements.tables"
import { auditEvents, type AuditAction } from "../../db/tables/audit"
import { meteringPoints } from "../consumption/consumption.tables"
import {
  electricityOfferRequests,
  electricityPackageChanges,
  electricityPackages,
  eleringAuthorizationRequests,
  eleringAuthorizations,
} from "./electricityAgreement.tables"
import type { ContactRow } from "../../http/access"
import { badRequest, notFound, refuse } from "../../http/errors"

/**
 * The electricity agreement wizard's server side (spec part 3 §7 "Electricity"): the customer's EIC,
 * the grid operator's authorisation (simulated: simulators/elering.ts), packages, the resale offer
 * request, a new agreement, a package change, an offer's acceptance or refusal. Every change checks
 * the rules of core/rules/electricityAgreement.ts again and writes its rows and its audit row in one
 * transaction.
 */

/** The customer's EIC (the grid operator's party code): 38X, the customer id in 12 digits, C. */
export const customerEicOf = (customerId: number): string => `38X${String(customerId).padStart(12, "0")}C`

/** The customer id of a customer EIC, or null for anything else. */
export const customerIdOfEic = (eic: string): number | null => {
  const m = /^38X(\d{12})C$/.exec(eic)
  const id = m ? Number(m[1]) : NaN
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null
}

const todayOf = (now: Date) => tallinnDay(now)

/** Authorised EICs of the customer (of those asked, or all). */
async function authorisedEics(db: Db, customerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ eic: eleringAuthorizations.meteringPointEic })
    .from(eleringAuthorizations)
    .where(eq(eleringAuthorizations.customerId, customerId))
  return new Set(rows.map((r) => r.eic))
}

/** The customer's active agreements by the EICs of their points. */
async function activeAgreementsByEic(db: Db, customerId: number) {
  const rows = await db
    .select({
      id: electricityAgreements.id,
      contractNumber: electricityAgreements.contractNumber,
      startDate: electricityAgreements.startDate,
      points: electricityAgreements.meteringPoints,
    })
    .from(electricityAgreements)
    .where(and(eq(electricityAgreements.customerId, customerId), eq(electricityAgreements.status, "ACTIVE")))
  const byEic = new Map<string, { id: number; name: string; startDate: string | null }>()
  for (const r of rows) for (const p of r.points) byEic.set(p.eic, { id: r.id, name: r.contractNumber, startDate: r.startDate })
  return byEic
}

/**
 * The customer's metering points for the wizard: each with its related active agreement and the
 * earliest start of a new agreement (today; the first day of next month when an agreement runs).
 */
export async function wizardPoints(db: Db, customerId: number, now: Date): Promise<MeteringPoint[]> {
  const today = todayOf(now)
  const [rows, related, authorised] = await Promise.all([
    db.select().from(meteringPoints).where(eq(meteringPoints.customerId, customerId)).orderBy(asc(meteringPoints.id)),
    activeAgreementsByEic(db, customerId),
    authorisedEics(db, customerId),
  ])
  const [y, m] = today.split("-").map(Number) as [number, number]
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
  return rows.map((r) => {
    const agreement = related.get(r.eic) ?? null
    return {
      id: r.id,
      eic: r.eic,
      address: r.address,
      type: r.type,
      productionCapacity: r.productionCapacity,
      authorized: authorised.has(r.eic),
      relatedAgreement: agreement,
      earliestPossibleAgreementStartDate: agreement ? nextMonth : today,
    }
  })
}

// --- Grid operator authorisation -------------------------------------------------------------------

/** GET /customers/eic/{eic}/elering-authorization: per point asked; none authorised at all is NoCustomerAuthorization. */
export async function authorizationsOf(db: Db, customerId: number, eics: ReadonlyArray<string>) {
  const authorised = await authorisedEics(db, customerId)
  if (authorised.size === 0)
    throw refuse("NO_CUSTOMER_AUTHORIZATION", "NoCustomerAuthorization: the customer has authorised no metering point")
  return { authorizations: eics.map((eic) => ({ meteringPointEic: eic, authorized: authorised.has(eic) })) }
}

export const ELERING_REQUEST_TTL_MS = 15 * 60_000
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex")

/** The return path must be the agreement page (no open redirect). */
export const isAgreementReturnPath = (path: string): boolean => /^\/elekter\/leping(\?[A-Za-z0-9=&%._-]*)?$/.test(path)

/** Starts a trip to the operator's page for the customer's own points; the token is the browser's only key. */
export async function startAuthorization(
  db: Db,
  customerId: number,
  userId: number,
  eics: ReadonlyArray<string>,
  returnPath: string,
  now: Date,
): Promise<string> {
  if (!isAgreementReturnPath(returnPath)) throw badRequest("returnPath", "Must be a path of /elekter/leping")
  const own = await db
    .select({ eic: meteringPoints.eic })
    .from(meteringPoints)
    .where(and(eq(meteringPoints.customerId, customerId), inArray(meteringPoints.eic, [...new Set(eics)])))
  const ownSet = new Set(own.map((r) => r.eic))
  const foreign = eics.findIndex((e) => !ownSet.has(e))
  if (foreign >= 0) throw badRequest(`meteringPointEics.${foreign}`, "Not a metering point of this customer")
  const token = randomBytes(24).toString("base64url")
  await db.insert(eleringAuthorizationRequests).values({
    tokenHash: tokenHashOf(token),
    customerId,
    userId,
    meteringPointEics: [...ownSet],
    returnPath,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ELERING_REQUEST_TTL_MS),
  })
  return token
}

export async function authorizationRequestOf(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(eleringAuthorizationRequests)
    .where(eq(eleringAuthorizationRequests.tokenHash, tokenHashOf(token)))
  if (!row) return null
  return { ...row, live: !row.usedAt && row.expiresAt.getTime() > now.getTime() }
}

/**
 * The operator's decision: grant the chosen points (only those of the request) or none. The request is
 * used once (a guarded UPDATE); grants and the audit row go in the same transaction.
 */
export async function decideAuthorization(
  db: Db,
  token: string,
  grant: ReadonlyArray<string>,
  now: Date,
): Promise<{ returnPath: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eleringAuthorizationRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(eleringAuthorizationRequests.tokenHash, tokenHashOf(token)),
          isNull(eleringAuthorizationRequests.usedAt),
          sql`${eleringAuthorizationRequests.expiresAt} > ${now}`,
        ),
      )
      .returning()
    if (!row) return null
    const granted = grant.filter((e) => row.meteringPointEics.includes(e))
    if (granted.length) {
      await tx
        .insert(eleringAuthorizations)
        .values(
          granted.map((eic) => ({ customerId: row.customerId, meteringPointEic: eic, authorizedAt: now, authorizedByUserId: row.userId })),
        )
        .onConflictDoNothing()
      await tx.insert(auditEvents).values({
        at: now,
        userId: row.userId,
        customerId: row.customerId,
        action: "ELERING_AUTHORIZED",
        detail: { meteringPointEics: granted },
      })
    }
    return { returnPath: row.returnPath }
  })
}

// --- Packages ------------------------------------------------------------------------------------

async function customerKind(db: Db, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId))
  if (!c) throw notFound("No such customer")
  return c
}

/** Packages for the chosen points (eics): business customers see showToBusinessCustomer ones, joint-invoice ones only where possible. */
export async function packagesFor(db: Db, customerId: number, eics: ReadonlyArray<string>): Promise<ElectricityPackage[]> {
  const customer = await customerKind(db, customerId)
  let chosen = eics
  if (chosen.length === 0) {
    chosen = (await db.select({ eic: meteringPoints.eic }).from(meteringPoints).where(eq(meteringPoints.customerId, customerId))).map(
      (r) => r.eic,
    )
  }
  const rows = await db
    .select()
    .from(electricityPackages)
    .where(eq(electricityPackages.active, true))
    .orderBy(asc(electricityPackages.orderNumber))
  const list = rows.map((r) => ({
    ...r.details,
    id: r.id,
    type: r.type,
    orderNumber: r.orderNumber,
    jointInvoicePackage: r.jointInvoicePackage,
    showToBusinessCustomer: r.showToBusinessCustomer,
  }))
  return visiblePackages(list, customer, jointInvoicePossible(chosen))
}

/** A package the customer may choose for these points, of this kind; 400 on the field otherwise. */
async function choosablePackage(
  db: Db,
  customerId: number,
  eics: ReadonlyArray<string>,
  id: number,
  type: "CONSUMPTION" | "PRODUCTION",
  field: string,
) {
  const found = (await packagesFor(db, customerId, eics)).find((p) => p.id === id && p.type === type)
  if (!found) throw badRequest(field, `No ${type.toLowerCase()} package ${id} is offered to this customer for these metering points`)
  return found
}

// --- Requests ------------------------------------------------------------------------------------

const fieldProblem = (problem: AgreementFieldProblem | undefined) => {
  if (problem) throw badRequest(problem.field, problem.problem)
}

/** The contact rules of the data step, and the bank account only with e-invoice (as the profile). */
function checkContact(body: AgreementContactBody) {
  if (!body.eInvoice && body.bankAccountNumber != null) throw badRequest("bankAccountNumber", "NOT_WITHOUT_E_INVOICE")
  fieldProblem(contactBodyProblem(body))
}

const contactDataOf = (
  body: AgreementContactBody & {
    consolidatedInvoice: boolean
    city?: string | null
    zip?: string | null
    county?: string | null
    contactPersonId: number
  },
) => ({
  contactPersonId: body.contactPersonId,
  email: body.email.trim(),
  phone: body.phone.trim(),
  address: body.address.trim(),
  city: body.city ?? null,
  zip: body.zip ?? null,
  county: body.county ?? null,
  consolidatedInvoice: body.consolidatedInvoice,
  eInvoice: body.eInvoice,
  bankAccountNumber: body.eInvoice && body.bankAccountNumber ? normalizeBankAccount(body.bankAccountNumber) : null,
  invoiceRecipientEmail: body.invoiceRecipientEmail?.trim() || null,
})

/** The contact person named in the body must be the signed-in contact. */
function checkContactPerson(contact: ContactRow, contactPersonId: number) {
  if (contactPersonId !== contact.id) throw badRequest("contactPersonId", "Must be the signed-in contact person of this customer")
}

/** The chosen points: the customer's own, each authorised at the grid operator. */
async function chosenPoints(db: Db, customerId: number, ids: ReadonlyArray<number>, now: Date): Promise<MeteringPoint[]> {
  const points = await wizardPoints(db, customerId, now)
  const seen = new Set<number>()
  return ids.map((id, i) => {
    const p = points.find((q) => q.id === id)
    if (!p || seen.has(id)) throw badRequest(`meteringPoints.${i}.id`, "Not a metering point of this customer (or named twice)")
    if (!p.authorized) throw badRequest(`meteringPoints.${i}.id`, "NOT_AUTHORIZED: the grid data service is not authorised for this point")
    seen.add(id)
    return p
  })
}

async function audit(
  tx: Pick<Db, "insert">,
  at: Date,
  userId: number,
  contact: ContactRow,
  action: AuditAction,
  detail: Record<string, unknown>,
) {
  await tx.insert(auditEvents).values({ at, userId, customerId: contact.customerId, contactId: contact.id, action, detail })
}

/** POST resale offer: only when a chosen point produces above 15 kW (the stored capacity, not the body's). */
export async function requestResaleOffer(db: Db, contact: ContactRow, userId: number, body: ResaleOfferRequest, now: Date): Promise<void> {
  checkContactPerson(contact, body.contactPersonId)
  checkContact(body)
  const points = await chosenPoints(
    db,
    contact.customerId,
    body.meteringPoints.map((p) => p.id),
    now,
  )
  if (!needsResaleOffer(true, points))
    throw badRequest("meteringPoints", "RESALE_NOT_NEEDED: no chosen point produces above 15 kW; choose a package instead")
  const request = {
    ...contactDataOf(body),
    meteringPoints: points.map((p) => ({ id: p.id, eic: p.eic, productionCapacity: p.productionCapacity })),
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(electricityOfferRequests)
      .values({ customerId: contact.customerId, contactId: contact.id, userId, createdAt: now, request })
      .returning({ id: electricityOfferRequests.id })
    await audit(tx, now, userId, contact, "ELECTRICITY_RESALE_OFFER_REQUESTED", {
      requestId: row!.id,
      meteringPoints: request.meteringPoints,
    })
  })
}

/** POST a new agreement: points, packages and start date as the wizard allows them. */
export async function concludeAgreement(
  db: Db,
  contact: ContactRow,
  userId: number,
  body: ElectricityAgreementCreate,
  now: Date,
): Promise<number> {
  checkContactPerson(contact, body.contactPersonId)
  checkContact(body)
  const points = await chosenPoints(
    db,
    contact.customerId,
    body.meteringPoints.map((p) => p.id),
    now,
  )
  if (needsResaleOffer(true, points) && body.productionPackageId != null) {
    throw badRequest("productionPackageId", "RESALE_OFFER_NEEDED: a point produces above 15 kW; ask for a resale offer")
  }
  const eics = points.map((p) => p.eic)
  if (body.consumptionPackageId == null) throw badRequest("consumptionPackageId", "REQUIRED")
  const consumption = await choosablePackage(db, contact.customerId, eics, body.consumptionPackageId, "CONSUMPTION", "consumptionPackageId")
  const production =
    body.productionPackageId == null
      ? null
      : await choosablePackage(db, contact.customerId, eics, body.productionPackageId, "PRODUCTION", "productionPackageId")
  const window = startDateWindow(todayOf(now), points, consumption.contractEndDate)
  const dateProblem = startDateProblem(body.startDate, window)
  if (dateProblem) throw badRequest("startDate", `${dateProblem}: the start date must lie from ${window.min} to ${window.max}`)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(electricityAgreements)
      .values({
        customerId: contact.customerId,
        contractNumber: `EL-${body.startDate.slice(0, 4)}-NEW`,
        status: "ACTIVE",
        dateModified: now,
        startDate: body.startDate,
        endDate: consumption.contractEndDate ?? null,
        meteringPoints: points.map(({ id, eic, address, type, productionCapacity }) => ({ id, eic, address, type, productionCapacity })),
        consumptionPackage: consumption,
        productionPackage: production,
        contactData: contactDataOf(body),
        decidedByUserId: userId,
        decidedAt: now,
      })
      .returning({ id: electricityAgreements.id })
    const contractNumber = `EL-${body.startDate.slice(0, 4)}-${row!.id}`
    await tx.update(electricityAgreements).set({ contractNumber }).where(eq(electricityAgreements.id, row!.id))
    await audit(tx, now, userId, contact, "ELECTRICITY_AGREEMENT_CONCLUDED", {
      agreementId: row!.id,
      contractNumber,
      consumptionPackageId: consumption.id,
      productionPackageId: production?.id ?? null,
      startDate: body.startDate,
      meteringPointIds: points.map((p) => p.id),
    })
    return row!.id
  })
}

async function agreementOf(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(electricityAgreements)
    .where(and(eq(electricityAgreements.id, id), eq(electricityAgreements.customerId, customerId)))
  // Another customer's agreement answers as an unknown one (docs/security.md).
  if (!row) throw notFound("No such electricity agreement of this customer")
  return row
}

/** PUT package change of an active agreement from the first day of next month or of the month after. */
export async function changePackage(
  db: Db,
  contact: ContactRow,
  userId: number,
  agreementId: number,
  body: ElectricityPackageChange,
  now: Date,
): Promise<void> {
  const row = await agreementOf(db, contact.customerId, agreementId)
  if (row.status !== "ACTIVE") throw refuse("CONFLICT", "Only an active agreement's package can be changed")
  checkContactPerson(contact, body.contactPersonId)
  checkContact(body)
  const choices = packageChangeStartDates(todayOf(now), row.startDate)
  if (!choices.includes(body.startDate)) throw badRequest("startDate", `NOT_OFFERED: the change starts on ${choices.join(" or ")}`)
  const eics = row.meteringPoints.map((p) => p.eic)
  if (body.consumptionPackageId == null) throw badRequest("consumptionPackageId", "REQUIRED")
  await choosablePackage(db, contact.customerId, eics, body.consumptionPackageId, "CONSUMPTION", "consumptionPackageId")
  if (body.productionPackageId != null)
    await choosablePackage(db, contact.customerId, eics, body.productionPackageId, "PRODUCTION", "productionPackageId")
  const change = {
    consumptionPackageId: body.consumptionPackageId,
    productionPackageId: body.productionPackageId ?? null,
    startDate: body.startDate,
    contactId: contact.id,
    userId,
    changedAt: now,
    request: contactDataOf(body),
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(electricityPackageChanges)
      .values({ agreementId, ...change })
      .onConflictDoUpdate({ target: electricityPackageChanges.agreementId, set: change })
    await tx.update(electricityAgreements).set({ dateModified: now }).where(eq(electricityAgreements.id, agreementId))
    await audit(tx, now, userId, contact, "ELECTRICITY_PACKAGE_CHANGED", {
      agreementId,
      from: row.consumptionPackage?.id ?? null,
      consumptionPackageId: body.consumptionPackageId,
      productionPackageId: body.productionPackageId ?? null,
      startDate: body.startDate,
    })
  })
}

/** The offer must be this customer's (404) and still PENDING (409 OFFER_NOT_PENDING). */
async function pendingOffer(db: Db, customerId: number, offerId: number) {
  const row = await agreementOf(db, customerId, offerId)
  if (row.status !== "PENDING") throw refuse("OFFER_NOT_PENDING", "The offer has been decided already")
  return row
}

/** The offer's start date window: its points' earliest starts (as the customer's points say) to three months ahead or the offer's end. */
export async function offerWindow(db: Db, customerId: number, row: typeof electricityAgreements.$inferSelect, now: Date) {
  const points = await wizardPoints(db, customerId, now)
  const chosen = row.meteringPoints.map((p) => points.find((q) => q.eic === p.eic) ?? p)
  return startDateWindow(todayOf(now), chosen, row.endDate)
}

/** POST accept: once; a second acceptance or one after a refusal is 409 OFFER_NOT_PENDING. */
export async function acceptOffer(
  db: Db,
  contact: ContactRow,
  userId: number,
  offerId: number,
  body: ElectricityOfferAccept,
  now: Date,
): Promise<void> {
  const row = await pendingOffer(db, contact.customerId, offerId)
  checkContactPerson(contact, body.contactPersonId)
  checkContact(body)
  const window = await offerWindow(db, contact.customerId, row, now)
  const dateProblem = startDateProblem(body.startDate, window)
  if (dateProblem) throw badRequest("startDate", `${dateProblem}: the start date must lie from ${window.min} to ${window.max}`)
  if (body.endDate != null && body.endDate !== row.endDate) throw badRequest("endDate", "Must be the offer's end date")
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(electricityAgreements)
      .set({
        status: "ACTIVE",
        startDate: body.startDate,
        contactData: contactDataOf(body),
        decidedByUserId: userId,
        decidedAt: now,
        dateModified: now,
      })
      .where(and(eq(electricityAgreements.id, offerId), eq(electricityAgreements.status, "PENDING")))
      .returning({ id: electricityAgreements.id })
    // Another request decided it between the read and this update.
    if (!done) throw refuse("OFFER_NOT_PENDING", "The offer has been decided already")
    await audit(tx, now, userId, contact, "ELECTRICITY_OFFER_ACCEPTED", {
      agreementId: offerId,
      contractNumber: row.contractNumber,
      startDate: body.startDate,
    })
  })
}

/** POST reject: once, as accept. */
export async function rejectOffer(db: Db, contact: ContactRow, userId: number, offerId: number, now: Date): Promise<void> {
  const row = await pendingOffer(db, contact.customerId, offerId)
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(electricityAgreements)
      .set({ status: "REJECTED", decidedByUserId: userId, decidedAt: now, dateModified: now })
      .where(and(eq(electricityAgreements.id, offerId), eq(electricityAgreements.status, "PENDING")))
      .returning({ id: electricityAgreements.id })
    if (!done) throw refuse("OFFER_NOT_PENDING", "The offer has been decided already")
    await audit(tx, now, userId, contact, "ELECTRICITY_OFFER_REJECTED", { agreementId: offerId, contractNumber: row.contractNumber })
  })
}

/** For the preview: the agreement named by its contract number, if it is this customer's. */
export async function agreementByNumber(db: Db, customerId: number, contractNumber: string) {
  const [row] = await db
    .select()
    .from(electricityAgreements)
    .where(and(eq(electricityAgreements.customerId, customerId), eq(electricityAgreements.contractNumber, contractNumber)))
  return row ?? null
}

export async function packageById(db: Db, id: number): Promise<ElectricityPackage | null> {
  const [row] = await db.select().from(electricityPackages).where(eq(electricityPackages.id, id))
  return row ? { ...row.details, id: row.id, type: row.type } : null
}
