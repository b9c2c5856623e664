import { and, asc, eq } from "drizzle-orm"
import {
  jointInvoicePossible,
  visiblePackages,
  type AgreementFieldProblem,
  type DayWindow,
  type StartDateProblem,
} from "../../../core/rules/electricityAgreement"
import { tallinnDay } from "../../../core/rules/vat"
import type { ElectricityPackage, MeteringPoint } from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import { contactsOf } from "../../db/queries/contacts"
import { customers } from "../../db/schema"
import { electricityAgreements } from "../agreements/agreements.tables"
import { meteringPoints } from "../consumption/consumption.tables"
import { electricityPackages, eleringAuthorizations } from "./electricityAgreement.tables"

/**
 * The electricity agreement wizard's server side (spec part 3 §7 "Electricity"): the customer's EIC,
 * the grid operator's authorisation (electricityAgreement.authorization.ts, simulated by
 * simulators/elering.ts), packages (here), the resale offer request, a new agreement and a package change
 * (electricityAgreement.requests.ts), an offer's acceptance or refusal (electricityAgreement.offers.ts) and
 * the contract preview (electricityAgreement.preview.ts). Every change checks the rules of
 * core/rules/electricityAgreement.ts again and writes its rows and its audit row in one transaction.
 */

/** Why the wizard's server side refuses a request; electricityAgreement.errors.ts maps each to its HTTP answer. */
export type ElectricityAgreementProblem =
  /** A rule of the data step, or a required choice: the rule's code is the message. */
  | { readonly kind: "FIELD"; readonly field: string; readonly problem: AgreementFieldProblem["problem"] | "NOT_WITHOUT_E_INVOICE" }
  | { readonly kind: "EIC_LIST"; readonly field: "meteringPointEics" | "eics"; readonly problem: "EMPTY" | "TOO_LONG" }
  | { readonly kind: "UNKNOWN_CUSTOMER_EIC" }
  | { readonly kind: "NO_CUSTOMER_AUTHORIZATION" }
  | { readonly kind: "NOT_AN_AGREEMENT_PAGE" }
  | { readonly kind: "FOREIGN_EIC"; readonly index: number }
  | { readonly kind: "CUSTOMER_NOT_FOUND" }
  | { readonly kind: "PACKAGE_NOT_OFFERED"; readonly field: string; readonly id: number; readonly type: "CONSUMPTION" | "PRODUCTION" }
  | { readonly kind: "NOT_THE_SESSION_CONTACT" }
  | { readonly kind: "POINT_NOT_OWN"; readonly index: number }
  | { readonly kind: "POINT_NOT_AUTHORIZED"; readonly index: number }
  | { readonly kind: "RESALE_NOT_NEEDED" }
  | { readonly kind: "RESALE_OFFER_NEEDED" }
  | { readonly kind: "START_DATE"; readonly problem: StartDateProblem; readonly window: DayWindow }
  | { readonly kind: "CHANGE_START_NOT_OFFERED"; readonly choices: ReadonlyArray<string> }
  | { readonly kind: "AGREEMENT_NOT_FOUND" }
  | { readonly kind: "AGREEMENT_NOT_ACTIVE" }
  | { readonly kind: "OFFER_NOT_PENDING" }
  | { readonly kind: "NOT_THE_OFFER_END_DATE" }
  | { readonly kind: "TERMS_NOT_FOUND" }
  | { readonly kind: "PREVIEW_NOT_THE_SESSION_CONTACT" }
  | { readonly kind: "PREVIEW_AGREEMENT_NOT_FOUND" }
  | { readonly kind: "PREVIEW_POINT_NOT_OWN"; readonly index: number }
  | { readonly kind: "PREVIEW_PACKAGE_NOT_FOUND"; readonly field: string }

/** What a request that may be refused answers: its value (`kind: "OK"`) or the feature's problem. */
export type ElectricityAgreementAnswer<T extends object> = ({ readonly kind: "OK" } & T) | ElectricityAgreementProblem

/** The customer's EIC (the grid operator's party code): 38X, the customer id in 12 digits, C. */
export const customerEicOf = (customerId: number): string => `38X${String(customerId).padStart(12, "0")}C`

/** The customer id of a customer EIC, or null for anything else. */
export const customerIdOfEic = (eic: string): number | null => {
  const m = /^38X(\d{12})C$/.exec(eic)
  const id = m ? Number(m[1]) : NaN
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null
}

/** The customer of a customer EIC whom the signed-in user acts for; anything else is unknown. */
export async function customerOfEic(db: Db, userId: number, eic: string): Promise<ElectricityAgreementAnswer<{ customerId: number }>> {
  const customerId = customerIdOfEic(eic)
  if (customerId == null) return { kind: "UNKNOWN_CUSTOMER_EIC" }
  const [contact] = await contactsOf(db, userId, [customerId])
  if (!contact) return { kind: "UNKNOWN_CUSTOMER_EIC" }
  return { kind: "OK", customerId }
}

/** The EICs of a comma-separated query value. */
export const eicList = (s: string | undefined): string[] =>
  (s ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean)

/** At most 50 EICs of at most 32 characters (and at least one where `required`). */
export function eicListProblem(
  eics: ReadonlyArray<string>,
  field: "meteringPointEics" | "eics",
  required: boolean,
): ElectricityAgreementProblem | undefined {
  if (required && eics.length === 0) return { kind: "EIC_LIST", field, problem: "EMPTY" }
  if (eics.length > 50 || eics.some((e) => e.length > 32)) return { kind: "EIC_LIST", field, problem: "TOO_LONG" }
  return undefined
}

export const todayOf = (now: Date) => tallinnDay(now)

/** Authorised EICs of the customer (of those asked, or all). */
export async function authorisedEics(db: Db, customerId: number): Promise<Set<string>> {
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

// --- Packages ------------------------------------------------------------------------------------

export async function customerRowOf(db: Db, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId))
  return c
}

/** Packages for the chosen points (eics): business customers see showToBusinessCustomer ones, joint-invoice ones only where possible. */
export async function packagesFor(
  db: Db,
  customerId: number,
  eics: ReadonlyArray<string>,
): Promise<ElectricityAgreementAnswer<{ packages: ElectricityPackage[] }>> {
  const customer = await customerRowOf(db, customerId)
  if (!customer) return { kind: "CUSTOMER_NOT_FOUND" }
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
  return { kind: "OK", packages: visiblePackages(list, customer, jointInvoicePossible(chosen)) }
}

/** GET /electricity/packages/{customerId}?eics=: the EICs as the query lists them. */
export async function packagesOfQuery(
  db: Db,
  customerId: number,
  eicsQuery: string | undefined,
): Promise<ElectricityAgreementAnswer<{ packages: ElectricityPackage[] }>> {
  const eics = eicList(eicsQuery)
  return eicListProblem(eics, "eics", false) ?? packagesFor(db, customerId, eics)
}

/** A package the customer may choose for these points, of this kind; a problem on the field otherwise. */
export async function choosablePackage(
  db: Db,
  customerId: number,
  eics: ReadonlyArray<string>,
  id: number,
  type: "CONSUMPTION" | "PRODUCTION",
  field: string,
): Promise<ElectricityAgreementAnswer<{ chosen: ElectricityPackage }>> {
  const offered = await packagesFor(db, customerId, eics)
  if (offered.kind !== "OK") return offered
  const found = offered.packages.find((p) => p.id === id && p.type === type)
  if (!found) return { kind: "PACKAGE_NOT_OFFERED", field, id, type }
  return { kind: "OK", chosen: found }
}

export async function packageById(db: Db, id: number): Promise<ElectricityPackage | null> {
  const [row] = await db.select().from(electricityPackages).where(eq(electricityPackages.id, id))
  return row ? { ...row.details, id: row.id, type: row.type } : null
}
