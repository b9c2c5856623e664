import { eq } from "drizzle-orm"
import {
  contactBodyProblem,
  needsResaleOffer,
  startDateProblem,
  startDateWindow,
  type AgreementContactBody,
} from "../../../core/rules/electricityAgreement"
import { normalizeBankAccount } from "../../../core/rules/validation"
import type { ElectricityAgreementCreate, MeteringPoint, ResaleOfferRequest } from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import type { ContactRow } from "../../db/queries/contacts"
import { auditEvents, type AuditAction } from "../../db/tables/audit"
import { electricityAgreements } from "../agreements/agreements.tables"
import { electricityOfferRequests } from "./electricityAgreement.tables"
import {
  choosablePackage,
  todayOf,
  wizardPoints,
  type ElectricityAgreementAnswer,
  type ElectricityAgreementProblem,
} from "./electricityAgreement.service"

/** The requests of the wizard's data step: a resale offer, a new agreement; and the checks they share with changes and offers. */

/** The contact body of a request: the contact person, contact and invoice fields. */
type ContactRequest = AgreementContactBody & {
  readonly consolidatedInvoice: boolean
  readonly city?: string | null
  readonly zip?: string | null
  readonly county?: string | null
  readonly contactPersonId: number
}

/**
 * The contact person named in the body must be the signed-in contact; then the contact rules of the data
 * step, and the bank account only with e-invoice (as the profile).
 */
export function contactProblem(contact: ContactRow, body: ContactRequest): ElectricityAgreementProblem | undefined {
  if (body.contactPersonId !== contact.id) return { kind: "NOT_THE_SESSION_CONTACT" }
  if (!body.eInvoice && body.bankAccountNumber != null)
    return { kind: "FIELD", field: "bankAccountNumber", problem: "NOT_WITHOUT_E_INVOICE" }
  const problem = contactBodyProblem(body)
  return problem ? { kind: "FIELD", field: problem.field, problem: problem.problem } : undefined
}

export const contactDataOf = (body: ContactRequest) => ({
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

/** The chosen points: the customer's own, each authorised at the grid operator. */
async function chosenPoints(
  db: Db,
  customerId: number,
  ids: ReadonlyArray<number>,
  now: Date,
): Promise<ElectricityAgreementAnswer<{ points: MeteringPoint[] }>> {
  const points = await wizardPoints(db, customerId, now)
  const seen = new Set<number>()
  const chosen: MeteringPoint[] = []
  for (const [index, id] of ids.entries()) {
    const p = points.find((q) => q.id === id)
    if (!p || seen.has(id)) return { kind: "POINT_NOT_OWN", index }
    if (!p.authorized) return { kind: "POINT_NOT_AUTHORIZED", index }
    seen.add(id)
    chosen.push(p)
  }
  return { kind: "OK", points: chosen }
}

export async function audit(
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
export async function requestResaleOffer(
  db: Db,
  contact: ContactRow,
  userId: number,
  body: ResaleOfferRequest,
  now: Date,
): Promise<ElectricityAgreementProblem | undefined> {
  const problem = contactProblem(contact, body)
  if (problem) return problem
  const chosen = await chosenPoints(
    db,
    contact.customerId,
    body.meteringPoints.map((p) => p.id),
    now,
  )
  if (chosen.kind !== "OK") return chosen
  const { points } = chosen
  if (!needsResaleOffer(true, points)) return { kind: "RESALE_NOT_NEEDED" }
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
  return undefined
}

/** The points, packages and start date of a new agreement, as the wizard allows them. */
async function agreementChoices(db: Db, contact: ContactRow, body: ElectricityAgreementCreate, now: Date) {
  const chosen = await chosenPoints(
    db,
    contact.customerId,
    body.meteringPoints.map((p) => p.id),
    now,
  )
  if (chosen.kind !== "OK") return chosen
  const { points } = chosen
  if (needsResaleOffer(true, points) && body.productionPackageId != null) return { kind: "RESALE_OFFER_NEEDED" } as const
  const eics = points.map((p) => p.eic)
  if (body.consumptionPackageId == null) return { kind: "FIELD", field: "consumptionPackageId", problem: "REQUIRED" } as const
  const consumption = await choosablePackage(db, contact.customerId, eics, body.consumptionPackageId, "CONSUMPTION", "consumptionPackageId")
  if (consumption.kind !== "OK") return consumption
  const production =
    body.productionPackageId == null
      ? null
      : await choosablePackage(db, contact.customerId, eics, body.productionPackageId, "PRODUCTION", "productionPackageId")
  if (production && production.kind !== "OK") return production
  const window = startDateWindow(todayOf(now), points, consumption.chosen.contractEndDate)
  const dateProblem = startDateProblem(body.startDate, window)
  if (dateProblem) return { kind: "START_DATE", problem: dateProblem, window } as const
  return { kind: "OK", points, consumption: consumption.chosen, production: production?.chosen ?? null } as const
}

/** POST a new agreement: points, packages and start date as the wizard allows them. */
export async function concludeAgreement(
  db: Db,
  contact: ContactRow,
  userId: number,
  body: ElectricityAgreementCreate,
  now: Date,
): Promise<ElectricityAgreementAnswer<{ agreementId: number }>> {
  const problem = contactProblem(contact, body)
  if (problem) return problem
  const choices = await agreementChoices(db, contact, body, now)
  if (choices.kind !== "OK") return choices
  const { points, consumption, production } = choices
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
    return { kind: "OK", agreementId: row!.id } as const
  })
}
