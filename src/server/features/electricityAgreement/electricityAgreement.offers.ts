import { and, eq } from "drizzle-orm"
import { packageChangeStartDates, startDateProblem, startDateWindow } from "../../../core/rules/electricityAgreement"
import type { ElectricityOfferAccept, ElectricityPackageChange } from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import type { ContactRow } from "../../db/queries/contacts"
import { electricityAgreements } from "../agreements/agreements.tables"
import { electricityPackageChanges } from "./electricityAgreement.tables"
import { audit, contactDataOf, contactProblem } from "./electricityAgreement.requests"
import {
  choosablePackage,
  todayOf,
  wizardPoints,
  type ElectricityAgreementAnswer,
  type ElectricityAgreementProblem,
} from "./electricityAgreement.service"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

/** Changes of an existing agreement: its package from a month ahead, and an offer's acceptance or refusal. */

type AgreementRow = typeof electricityAgreements.$inferSelect

async function agreementOf(db: Db, customerId: number, id: number): Promise<ElectricityAgreementAnswer<{ row: AgreementRow }>> {
  const [row] = await db
    .select()
    .from(electricityAgreements)
    .where(and(eq(electricityAgreements.id, id), eq(electricityAgreements.customerId, customerId)))
  // Another customer's agreement answers as an unknown one (docs/security.md).
  if (!row) return { kind: "AGREEMENT_NOT_FOUND" }
  return { kind: "OK", row }
}

/** The contact, start date and packages of a package change. */
async function packageChangeProblem(
  db: Db,
  contact: ContactRow,
  row: AgreementRow,
  body: ElectricityPackageChange,
  now: Date,
): Promise<ElectricityAgreementProblem | undefined> {
  const problem = contactProblem(contact, body)
  if (problem) return problem
  const choices = packageChangeStartDates(todayOf(now), row.startDate)
  if (!choices.includes(body.startDate)) return { kind: "CHANGE_START_NOT_OFFERED", choices }
  const eics = row.meteringPoints.map((p) => p.eic)
  if (body.consumptionPackageId == null) return { kind: "FIELD", field: "consumptionPackageId", problem: "REQUIRED" }
  const consumption = await choosablePackage(db, contact.customerId, eics, body.consumptionPackageId, "CONSUMPTION", "consumptionPackageId")
  if (consumption.kind !== "OK") return consumption
  if (body.productionPackageId != null) {
    const production = await choosablePackage(db, contact.customerId, eics, body.productionPackageId, "PRODUCTION", "productionPackageId")
    if (production.kind !== "OK") return production
  }
  return undefined
}

/** PUT package change of an active agreement from the first day of next month or of the month after. */
export async function changePackage(
  db: Db,
  contact: ContactRow,
  userId: number,
  agreementId: number,
  body: ElectricityPackageChange,
  now: Date,
): Promise<ElectricityAgreementProblem | undefined> {
  const found = await agreementOf(db, contact.customerId, agreementId)
  if (found.kind !== "OK") return found
  const { row } = found
  if (row.status !== "ACTIVE") return { kind: "AGREEMENT_NOT_ACTIVE" }
  const problem = await packageChangeProblem(db, contact, row, body, now)
  if (problem) return problem
  const change = {
    consumptionPackageId: body.consumptionPackageId!,
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
  return undefined
}

/** The offer must be this customer's (AGREEMENT_NOT_FOUND) and still PENDING (OFFER_NOT_PENDING). */
async function pendingOffer(db: Db, customerId: number, offerId: number): Promise<ElectricityAgreementAnswer<{ row: AgreementRow }>> {
  const found = await agreementOf(db, customerId, offerId)
  if (found.kind === "OK" && found.row.status !== "PENDING") return { kind: "OFFER_NOT_PENDING" }
  return found
}

/** The offer's start date window: its points' earliest starts (as the customer's points say) to three months ahead or the offer's end. */
export async function offerWindow(db: Db, customerId: number, row: AgreementRow, now: Date) {
  const points = await wizardPoints(db, customerId, now)
  const chosen = row.meteringPoints.map((p) => points.find((q) => q.eic === p.eic) ?? p)
  return startDateWindow(todayOf(now), chosen, row.endDate)
}

/** POST accept: once; a second acceptance or one after a refusal is OFFER_NOT_PENDING. */
export async function acceptOffer(
  db: Db,
  contact: ContactRow,
  userId: number,
  offerId: number,
  body: ElectricityOfferAccept,
  now: Date,
): Promise<ElectricityAgreementProblem | undefined> {
  const found = await pendingOffer(db, contact.customerId, offerId)
  if (found.kind !== "OK") return found
  const { row } = found
  const problem = contactProblem(contact, body)
  if (problem) return problem
  const window = await offerWindow(db, contact.customerId, row, now)
  const dateProblem = startDateProblem(body.startDate, window)
  if (dateProblem) return { kind: "START_DATE", problem: dateProblem, window }
  if (body.endDate != null && body.endDate !== row.endDate) return { kind: "NOT_THE_OFFER_END_DATE" }
  return db.transaction(async (tx): Promise<ElectricityAgreementProblem | undefined> => {
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
    // Another request decided it between the read and this update (nothing was written).
    if (!done) return { kind: "OFFER_NOT_PENDING" }
    await audit(tx, now, userId, contact, "ELECTRICITY_OFFER_ACCEPTED", {
      agreementId: offerId,
      contractNumber: row.contractNumber,
      startDate: body.startDate,
    })
    const decided = { offer: "ELECTRICITY", agreementId: offerId, contractNumber: row.contractNumber, status: "ACTIVE" }
    await emitWebhookEvent(tx, contact.customerId, "offer.decided", decided, now)
    return undefined
  })
}

/** POST reject: once, as accept. */
export async function rejectOffer(
  db: Db,
  contact: ContactRow,
  userId: number,
  offerId: number,
  now: Date,
): Promise<ElectricityAgreementProblem | undefined> {
  const found = await pendingOffer(db, contact.customerId, offerId)
  if (found.kind !== "OK") return found
  const { row } = found
  return db.transaction(async (tx): Promise<ElectricityAgreementProblem | undefined> => {
    const [done] = await tx
      .update(electricityAgreements)
      .set({ status: "REJECTED", decidedByUserId: userId, decidedAt: now, dateModified: now })
      .where(and(eq(electricityAgreements.id, offerId), eq(electricityAgreements.status, "PENDING")))
      .returning({ id: electricityAgreements.id })
    if (!done) return { kind: "OFFER_NOT_PENDING" }
    await audit(tx, now, userId, contact, "ELECTRICITY_OFFER_REJECTED", { agreementId: offerId, contractNumber: row.contractNumber })
    const decided = { offer: "ELECTRICITY", agreementId: offerId, contractNumber: row.contractNumber, status: "REJECTED" }
    await emitWebhookEvent(tx, contact.customerId, "offer.decided", decided, now)
    return undefined
  })
}
