import { and, eq } from "drizzle-orm"
import { chargingProblems, type ChargingFieldProblem } from "../../../core/rules/charging"
import { todayInTallinn } from "../../../core/i18n/dates"
import type { ChargingOfferAccept } from "../../../core/schemas/charging"
import type { Db } from "../../db/client"
import { chargingAgreements } from "../agreements/agreements.tables"
import { auditEvents, type AuditAction } from "../../db/tables/audit"
import { chargingPdf } from "../../documents/otherAgreementPdf"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

export type ChargingAgreementRow = typeof chargingAgreements.$inferSelect

/** Why the charging service refuses a request; charging.errors.ts maps each to its HTTP answer. */
export type ChargingProblem =
  | { readonly kind: "FIELD"; readonly field: string; readonly problem: string }
  | { readonly kind: "NOT_FOUND" }
  | { readonly kind: "NOT_PENDING"; readonly status: string }

/** The agreement's PDF with the details the person typed (the preview) or as agreed (the download). */
export async function chargingAgreementPdf(
  db: Db,
  customerId: number,
  id: number,
  query: { startDate?: string; email?: string; phone?: string; address?: string },
): Promise<{ readonly kind: "OK"; readonly row: ChargingAgreementRow; readonly pdf: Uint8Array } | ChargingProblem> {
  const row = await chargingAgreementOf(db, customerId, id)
  if (!row) return { kind: "NOT_FOUND" }
  return { kind: "OK", row, pdf: await chargingPdf(db, row, query) }
}

/** The customer's charging agreement by id; undefined for another customer's (the two look alike). */
export async function chargingAgreementOf(db: Db, customerId: number, id: number): Promise<ChargingAgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(chargingAgreements)
    .where(and(eq(chargingAgreements.id, id), eq(chargingAgreements.customerId, customerId)))
  return row
}

interface Actor {
  readonly userId: number
  readonly contactId: number
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/**
 * Decides a PENDING charging offer once: the row is locked and updated only while PENDING, so two
 * decisions racing each other decide it once; the loser gets NOT_PENDING and nothing of it is written.
 * `check` may refuse after the row is read (the form's rules need the offer's end date); `write`
 * gives the columns to set and the audit row's action and detail.
 */
async function decideOffer(
  db: Db,
  customerId: number,
  id: number,
  actor: Actor,
  decide: (row: ChargingAgreementRow) =>
    | ChargingProblem
    | {
        readonly set: Partial<typeof chargingAgreements.$inferInsert>
        readonly action: AuditAction
        readonly detail: Record<string, unknown>
      },
): Promise<ChargingProblem | undefined> {
  return db.transaction(async (tx: Tx): Promise<ChargingProblem | undefined> => {
    const [row] = await tx
      .select()
      .from(chargingAgreements)
      .where(and(eq(chargingAgreements.id, id), eq(chargingAgreements.customerId, customerId)))
      .for("update")
    if (!row) return { kind: "NOT_FOUND" }
    if (row.status !== "PENDING") return { kind: "NOT_PENDING", status: row.status }
    const decision = decide(row)
    if ("kind" in decision) return decision
    const now = new Date()
    const updated = await tx
      .update(chargingAgreements)
      .set({ ...decision.set, decidedAt: now, decidedBy: actor.userId, dateModified: now })
      .where(and(eq(chargingAgreements.id, id), eq(chargingAgreements.status, "PENDING")))
      .returning({ id: chargingAgreements.id })
    if (updated.length !== 1) return { kind: "NOT_PENDING", status: "DECIDED" }
    await tx.insert(auditEvents).values({
      at: now,
      userId: actor.userId,
      customerId,
      contactId: actor.contactId,
      action: decision.action,
      detail: { agreementId: id, contractNumber: row.contractNumber, ...decision.detail },
    })
    const decided = { offer: "CHARGING", agreementId: id, contractNumber: row.contractNumber, status: decision.set.status }
    await emitWebhookEvent(tx, customerId, "offer.decided", decided, now)
    return undefined
  })
}

/**
 * Accepts a PENDING charging offer: the form's rules again (part 3 §5 "Charging confirm"), then the status,
 * start date, confirmed contact details, who and when, and the audit row in one transaction, once.
 */
export async function acceptChargingOffer(
  db: Db,
  customerId: number,
  id: number,
  actor: Actor,
  body: ChargingOfferAccept,
  today: string = todayInTallinn(),
): Promise<ChargingProblem | undefined> {
  if (body.customerId !== customerId) return { kind: "FIELD", field: "customerId", problem: "NOT_THIS_CUSTOMER" }
  if (body.contactPersonId !== actor.contactId) return { kind: "FIELD", field: "contactPersonId", problem: "NOT_YOUR_CONTACT" }
  return decideOffer(db, customerId, id, actor, (row) => {
    const problem: ChargingFieldProblem | undefined = chargingProblems(
      { email: body.email, phone: body.phone, address: body.address, startDate: body.startDate, termsAccepted: true },
      today,
      row.details.endDate,
    )[0]
    if (problem) return { kind: "FIELD", field: problem.field, problem: problem.problem }
    const acceptance = {
      contactPersonId: body.contactPersonId,
      email: body.email.trim(),
      phone: body.phone.trim(),
      address: body.address.trim(),
      city: body.city?.trim() || null,
      zip: body.zip?.trim() || null,
      county: body.county?.trim() || null,
    }
    return {
      set: { status: "ACTIVE", startDate: body.startDate, acceptance },
      action: "CHARGING_OFFER_ACCEPTED",
      detail: { startDate: body.startDate, ...acceptance },
    }
  })
}

/** Declines a PENDING charging offer, once, with the audit row (the same locking as accepting). */
export function rejectChargingOffer(db: Db, customerId: number, id: number, actor: Actor): Promise<ChargingProblem | undefined> {
  return decideOffer(db, customerId, id, actor, () => ({ set: { status: "REJECTED" }, action: "CHARGING_OFFER_REJECTED", detail: {} }))
}
