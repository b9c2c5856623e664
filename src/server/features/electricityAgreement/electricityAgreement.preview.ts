import { and, eq } from "drizzle-orm"
import { isCompanyCustomer } from "../../../core/rules/access"
import { offerPackage } from "../../../core/rules/electricityAgreement"
import type { ElectricityAgreementPreviewQuery, ElectricityPackage } from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import { electricityPreviewPdf } from "../../documents/electricityWizardPdf"
import { electricityAgreements } from "../agreements/agreements.tables"
import { customerRowOf, eicList, packageById, wizardPoints, type ElectricityAgreementAnswer } from "./electricityAgreement.service"

/** The contract preview of the wizard's confirm step, from its choices (the customer's own points and offers only). */

/** The agreement named by its contract number, if it is this customer's. */
async function agreementByNumber(db: Db, customerId: number, contractNumber: string) {
  const [row] = await db
    .select()
    .from(electricityAgreements)
    .where(and(eq(electricityAgreements.customerId, customerId), eq(electricityAgreements.contractNumber, contractNumber)))
  return row ?? null
}

type Offer = typeof electricityAgreements.$inferSelect

/** The offer as the agreements list gives it to the card, the terms and the confirm step. */
const offerRecordOf = (row: Offer) => ({ consumptionPackage: row.consumptionPackage, endDate: row.endDate, ...(row.offer ?? {}) })

/** The points and packages the preview shows: the offer's, or those the query names. */
async function previewChoices(db: Db, customerId: number, query: ElectricityAgreementPreviewQuery, offer: Offer | null, now: Date) {
  const own = await wizardPoints(db, customerId, now)
  const ids = eicList(query.meteringPointIds).map(Number)
  let points: Offer["meteringPoints"] = []
  if (offer) points = offer.meteringPoints
  else
    for (const [index, id] of ids.entries()) {
      const p = own.find((q) => q.id === id)
      if (!p) return { kind: "PREVIEW_POINT_NOT_OWN", index } as const
      points.push(p)
    }
  const packages: Array<ElectricityPackage | null> = []
  for (const [id, field] of [
    [query.consumptionPackageId, "consumptionPackageId"],
    [query.productionPackageId, "productionPackageId"],
  ] as const) {
    const found = id == null ? null : await packageById(db, id)
    if (id != null && !found) return { kind: "PREVIEW_PACKAGE_NOT_FOUND", field } as const
    packages.push(found)
  }
  // An offer's package and terms are the offer's own (the ids a client sends do not change them).
  if (offer)
    return {
      kind: "OK",
      points,
      consumptionPackage: offerPackage(offerRecordOf(offer)),
      productionPackage: offer.productionPackage ?? null,
    } as const
  const consumptionPackage = packages[0] ?? null
  const productionPackage = packages[1] ?? null
  return { kind: "OK", points, consumptionPackage, productionPackage } as const
}

/** GET /electricity/agreements/{customerId}/preview: the contract's PDF and number. */
export async function agreementPreview(
  db: Db,
  customerId: number,
  contactId: number,
  query: ElectricityAgreementPreviewQuery,
  now: Date,
): Promise<ElectricityAgreementAnswer<{ pdf: Buffer; contractNumber: string }>> {
  const customer = await customerRowOf(db, customerId)
  if (!customer) return { kind: "CUSTOMER_NOT_FOUND" }
  if (query.contactPersonId != null && query.contactPersonId !== contactId) return { kind: "PREVIEW_NOT_THE_SESSION_CONTACT" }
  const offer = query.contractNumber ? await agreementByNumber(db, customerId, query.contractNumber) : null
  if (query.contractNumber && !offer) return { kind: "PREVIEW_AGREEMENT_NOT_FOUND" }
  const choices = await previewChoices(db, customerId, query, offer, now)
  if (choices.kind !== "OK") return choices
  const { points, consumptionPackage, productionPackage } = choices
  const terms = offer?.offer ?? {}
  const contractNumber = offer?.contractNumber ?? "uus leping"
  // For an offer every figure is the offer's (offerPackage); the query's own terms only for a new agreement.
  const own: Partial<ElectricityAgreementPreviewQuery> = offer ? {} : query
  const pdf = await electricityPreviewPdf({
    contractNumber,
    customerName: customer.name,
    registryNumber: isCompanyCustomer(customer) ? customer.registryNumber : null,
    address: query.address ?? ([customer.address, customer.city].filter(Boolean).join(", ") || null),
    email: query.email ?? null,
    phone: query.phone ?? null,
    points,
    consumptionPackage,
    productionPackage,
    startDate: query.startDate ?? null,
    business: isCompanyCustomer(customer),
    productionMarginal: own.productionMarginal ?? terms.productionMarginal ?? null,
    overrides: {
      endDate: own.endDate ?? null,
      consumptionMarginal: own.consumptionMarginal ?? null,
      basePrice: own.basePrice ?? null,
      baseConsumptionProportion: own.baseConsumptionProportion ?? null,
    },
    now,
  })
  return { kind: "OK", pdf, contractNumber }
}
