import type { ElectricityPackage, FixationType } from "../schemas/electricityAgreement"
import { isCompanyCustomer } from "./access"
import { isBlank, isEmail, isEstonianBankAccount } from "./validation"
import { isProfilePhone } from "./profile"
import { addDays } from "./saleOrders"
import { tallinnDay, tallinnHour, vatRateOn } from "./vat"

/**
 * The electricity agreement wizard's rules (spec part 3 §2 "Electricity agreement wizard", §4
 * "Electricity wizard", §5 "Electricity data step", §9). No React, no clock: `today` is passed in
 * (YYYY-MM-DD in Europe/Tallinn). The form and the server apply the same functions.
 */

/** Part 3 §9: production capacity (kW) above this needs a resale offer request. */
export const RESALE_CAPACITY_LIMIT_KW = 15

/** Part 3 §9: the start date window reaches to the end of the month this many months ahead. */
export const START_WINDOW_MONTHS = 3

/** The wizard's steps in order (part 3 §4). */
export const WIZARD_STEPS = ["ACCEPT_TERMS", "DATA_AND_METERING_POINTS", "CHOOSE_PACKAGE", "CONFIRM", "COMPLETED"] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

/** new: a new agreement (from accept terms); change: a package change (from the package step); offer: an offer view (from confirm). */
export type WizardMode = "new" | "change" | "offer"

/** The step each mode starts at. */
export const FIRST_STEP: Record<WizardMode, WizardStep> = { new: "ACCEPT_TERMS", change: "CHOOSE_PACKAGE", offer: "CONFIRM" }

/** The steps a mode goes through (a package change and an offer have fewer). */
export const stepsOf = (mode: WizardMode): ReadonlyArray<WizardStep> => WIZARD_STEPS.slice(WIZARD_STEPS.indexOf(FIRST_STEP[mode]))

/**
 * Which step may be shown when the address asks for `wanted`: a step already reached (completed
 * steps can be revisited), never a later one; COMPLETED only once reached.
 */
export function allowedStep(mode: WizardMode, wanted: WizardStep | null, reached: WizardStep): WizardStep {
  const steps = stepsOf(mode)
  if (!wanted || !steps.includes(wanted)) return reached
  return steps.indexOf(wanted) <= steps.indexOf(reached) ? wanted : reached
}

/** A metering point as the rules need it. */
export interface RulePoint {
  readonly productionCapacity?: number | null
  readonly earliestPossibleAgreementStartDate?: string | null
  readonly eic?: string
}

/** Resale chosen and a checked point produces above 15 kW: the data step asks for an offer ("Küsi pakkumist") instead of packages. */
export const needsResaleOffer = (sellCheck: boolean, checked: ReadonlyArray<RulePoint>): boolean =>
  sellCheck && checked.some((p) => (p.productionCapacity ?? 0) > RESALE_CAPACITY_LIMIT_KW)

/** Authorisation: the next step is offered once at least one point is authorised; the wizard moves on by itself when all are. */
export const authorisationProgress = (authorised: ReadonlyArray<boolean>): "none" | "some" | "all" =>
  authorised.length === 0 || !authorised.some(Boolean) ? "none" : authorised.every(Boolean) ? "all" : "some"

/** The last day of the month `months` after the month of `day`. */
export const endOfMonthAhead = (day: string, months: number): string => {
  const [y, m] = day.split("-").map(Number) as [number, number]
  // Day 0 of the month after the target month is the target month's last day.
  return new Date(Date.UTC(y, m - 1 + months + 1, 0)).toISOString().slice(0, 10)
}

/** The first day of the month `months` after the month of `day`. */
export const firstOfMonthAhead = (day: string, months: number): string => {
  const [y, m] = day.split("-").map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10)
}

export interface DayWindow {
  readonly min: string
  readonly max: string
}

/**
 * Part 3 §5: the start date lies from the earliest possible start of the chosen points (the latest
 * of their earliest dates: the agreement must be possible for every chosen point; never before
 * today) to the end of the month three months ahead, or the earlier end date of the offer or package.
 */
export function startDateWindow(today: string, checked: ReadonlyArray<RulePoint>, endDate?: string | null): DayWindow {
  let min = today
  for (const p of checked) {
    const d = p.earliestPossibleAgreementStartDate?.slice(0, 10)
    if (d && d > min) min = d
  }
  let max = endOfMonthAhead(today, START_WINDOW_MONTHS)
  if (endDate && endDate.slice(0, 10) < max) max = endDate.slice(0, 10)
  return { min, max }
}

/** Part 3 §4: a package change starts on the first day of next month or of the month after. */
export function packageChangeStartDates(today: string, agreementStart?: string | null): ReadonlyArray<string> {
  // "Fixed if already in the future": an agreement that has not started yet changes from its start.
  if (agreementStart && agreementStart.slice(0, 10) > today) return [agreementStart.slice(0, 10)]
  return [firstOfMonthAhead(today, 1), firstOfMonthAhead(today, 2)]
}

export type StartDateProblem = "REQUIRED" | "BEFORE_WINDOW" | "AFTER_WINDOW"

export const isDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

export function startDateProblem(day: string | null | undefined, window: DayWindow): StartDateProblem | null {
  if (!day || !isDay(day)) return "REQUIRED"
  if (day < window.min) return "BEFORE_WINDOW"
  if (day > window.max) return "AFTER_WINDOW"
  return null
}

/**
 * Part 3 §5: the start date is sent as the chosen day plus 2 hours, formatted as a date. The chosen
 * day's midnight in Tallinn plus 2 hours is always on that day in Tallinn, summer or winter, so the
 * date sent is the day chosen (taking it in UTC would move a summer day back by one).
 */
export function startDateToSend(day: string): string {
  // Tallinn is UTC+2 or UTC+3: its midnight is 21:00 or 22:00 UTC of the day before.
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
  const offsetHours = tallinnOffsetHours(new Date(utcMidnight + 12 * 3_600_000))
  const at = new Date(utcMidnight - offsetHours * 3_600_000 + 2 * 3_600_000)
  return tallinnDay(at)
}

const tallinnOffsetHours = (at: Date): number => (tallinnHour(at) - at.getUTCHours() + 24) % 24

/** The data step's form (spec part 3 §3 "Electricity agreement form"). */
export interface AgreementFormFields {
  readonly customerName: string
  readonly registryNumber: string
  readonly phone: string
  readonly email: string
  readonly address: string
  readonly city: string
  readonly zip: string
  readonly county: string
  readonly consolidatedInvoice: boolean
  readonly sellCheck: boolean
  readonly eInvoice: boolean
  readonly bankAccountNumber: string
  readonly invoiceRecipientEmailEnabled: boolean
  readonly invoiceRecipientEmail: string
}

export type AgreementField =
  | "email"
  | "phone"
  | "address"
  | "bankAccountNumber"
  | "invoiceRecipientEmail"
  | "meteringPoints"
  | "startDate"
  | "terms"

/**
 * REQUIRED "Kohustuslik väli", EMAIL_INVALID "Vigane e-post!", BANK_ACCOUNT_INVALID "Pangakonto number
 * ei ole valiidne", PHONE_INVALID (digits or one leading plus), NO_POINT (at least one point),
 * BEFORE_WINDOW / AFTER_WINDOW (start date), TERMS (the box must be ticked).
 */
export type AgreementProblem =
  | "REQUIRED"
  | "EMAIL_INVALID"
  | "PHONE_INVALID"
  | "BANK_ACCOUNT_INVALID"
  | "NO_POINT"
  | StartDateProblem
  | "TERMS"

export interface AgreementFieldProblem {
  readonly field: AgreementField
  readonly problem: AgreementProblem
}

/** Part 3 §5 "Electricity data step": contact, invoice and metering point rules, in the form's order. */
export function dataStepProblems(fields: AgreementFormFields, checkedCount: number): AgreementFieldProblem[] {
  const out: AgreementFieldProblem[] = []
  if (isBlank(fields.email)) out.push({ field: "email", problem: "REQUIRED" })
  else if (!isEmail(fields.email)) out.push({ field: "email", problem: "EMAIL_INVALID" })
  if (isBlank(fields.phone)) out.push({ field: "phone", problem: "REQUIRED" })
  else if (!isProfilePhone(fields.phone)) out.push({ field: "phone", problem: "PHONE_INVALID" })
  if (isBlank(fields.address)) out.push({ field: "address", problem: "REQUIRED" })
  if (fields.eInvoice) {
    if (isBlank(fields.bankAccountNumber)) out.push({ field: "bankAccountNumber", problem: "REQUIRED" })
    else if (!isEstonianBankAccount(fields.bankAccountNumber)) out.push({ field: "bankAccountNumber", problem: "BANK_ACCOUNT_INVALID" })
  }
  if (fields.invoiceRecipientEmailEnabled) {
    if (isBlank(fields.invoiceRecipientEmail)) out.push({ field: "invoiceRecipientEmail", problem: "REQUIRED" })
    else if (!isEmail(fields.invoiceRecipientEmail)) out.push({ field: "invoiceRecipientEmail", problem: "EMAIL_INVALID" })
  }
  if (checkedCount < 1) out.push({ field: "meteringPoints", problem: "NO_POINT" })
  return out
}

/** The contact part of a request body, as the server receives it. */
export interface AgreementContactBody {
  readonly email: string
  readonly phone: string
  readonly address: string
  readonly bankAccountNumber?: string | null
  readonly invoiceRecipientEmail?: string | null
  readonly eInvoice: boolean
}

/** The same rules over a request body (the server's side of `dataStepProblems`). */
export function contactBodyProblem(body: AgreementContactBody): AgreementFieldProblem | undefined {
  return dataStepProblems(
    {
      customerName: "",
      registryNumber: "",
      email: body.email,
      phone: body.phone,
      address: body.address,
      city: "",
      zip: "",
      county: "",
      consolidatedInvoice: false,
      sellCheck: false,
      eInvoice: body.eInvoice,
      bankAccountNumber: body.bankAccountNumber ?? "",
      invoiceRecipientEmailEnabled: body.invoiceRecipientEmail != null,
      invoiceRecipientEmail: body.invoiceRecipientEmail ?? "",
    },
    1,
  )[0]
}

/** Grid operators that bill the network fee on the supplier's invoice: Elektrilevi's points (EIC 38ZEE…). */
export const JOINT_INVOICE_EIC_PREFIXES = ["38ZEE"] as const

/** Joint invoicing is possible when every chosen point is in a grid that offers it. */
export const jointInvoicePossible = (eics: ReadonlyArray<string>): boolean =>
  eics.length > 0 && eics.every((eic) => JOINT_INVOICE_EIC_PREFIXES.some((prefix) => eic.toUpperCase().startsWith(prefix)))

/** Part 3 §2: business customers see only showToBusinessCustomer packages; joint-invoice packages only when joint invoicing is possible. */
export function visiblePackages<P extends Pick<ElectricityPackage, "showToBusinessCustomer" | "jointInvoicePackage" | "orderNumber">>(
  packages: ReadonlyArray<P>,
  customer: { readonly isPerson: boolean; readonly apartmentAssociation: boolean },
  jointPossible: boolean,
): P[] {
  const business = isCompanyCustomer(customer)
  return packages
    .filter((p) => (!business || p.showToBusinessCustomer === true) && (jointPossible || p.jointInvoicePackage !== true))
    .sort((a, b) => (a.orderNumber ?? 0) - (b.orderNumber ?? 0))
}

/**
 * A price for display. Package prices are kept without VAT; business customers see them so (with the
 * note that VAT is added), others with the VAT of the day. Marginals and base prices are cents per
 * kWh, fees euro.
 */
export const displayPrice = (withoutVat: number, business: boolean, day: string): number =>
  business ? withoutVat : Math.round(withoutVat * (1 + vatRateOn(day)) * 10_000) / 10_000

/** Part 3 §9: the average market price (euro per MWh) shown as cents per kWh: divided by 10. */
export const marketPriceCentsKwh = (eurMwh: number, business: boolean, day: string): number => displayPrice(eurMwh / 10, business, day)

/** Part 3 §9: QUANTITY in MWh with 3 decimals, PERCENTAGE in % with 0 decimals. */
export const fixationDigits: Record<FixationType, number> = { QUANTITY: 3, PERCENTAGE: 0 }

/** The day after `day` (for the tests and the date inputs). */
export const nextDay = (day: string): string => addDays(day, 1)

/** The number of whole months from `start` to `endInclusive` (31.12 after 01.01 of the year: 12), or null when not whole. */
export function wholeMonthsBetween(start: string, endInclusive: string): number | null {
  const after = addDays(endInclusive, 1)
  if (after.slice(8, 10) !== start.slice(8, 10)) return null
  const months = (Number(after.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(after.slice(5, 7)) - Number(start.slice(5, 7))
  return months > 0 ? months : null
}

/** A contract period: until a day, a number of months, or without end. */
export type ContractPeriod = { kind: "until"; endDate: string } | { kind: "months"; months: number } | { kind: "indefinite" }

/** The figures a customer compares: base price, marginal, monthly fee (without VAT), period and end date. */
export interface PackageFigures {
  readonly basePrice: number | null
  readonly marginal: number | null
  readonly monthlyFee: number | null
  readonly period: ContractPeriod
  readonly endDate: string | null
}

/** A package's figures: a fixed end date names its day, else its months, else it has no end. */
export function packageFigures(pkg: ElectricityPackage): PackageFigures {
  const endDate = pkg.contractPeriodType === "FIXED_DATE" && pkg.contractEndDate ? pkg.contractEndDate : null
  const period: ContractPeriod = endDate
    ? { kind: "until", endDate }
    : pkg.contractPeriod
      ? { kind: "months", months: pkg.contractPeriod }
      : { kind: "indefinite" }
  return { basePrice: pkg.basePrice ?? null, marginal: pkg.marginal ?? null, monthlyFee: pkg.monthlyFee ?? null, period, endDate }
}

/** What an offer is made of: its package and the terms it sets over the package's. */
export interface OfferRecord {
  readonly consumptionPackage?: ElectricityPackage | null | undefined
  readonly endDate?: string | null | undefined
  readonly basePriceCentsKwh?: number | null | undefined
  readonly consumptionMarginal?: number | null | undefined
  readonly baseConsumptionProportion?: number | null | undefined
  readonly contractPeriod?: number | null | undefined
}

/**
 * The one package an offer's card, terms, confirm step and PDF all show: the offered package with
 * the offer's own price, marginal and proportion over its own; an offer with an end date runs until
 * that day (its months would disagree with any start but the planned one), else for its months.
 */
export function offerPackage(offer: OfferRecord): ElectricityPackage | null {
  const pkg = offer.consumptionPackage
  if (!pkg) return null
  const period = offer.endDate
    ? { contractPeriodType: "FIXED_DATE" as const, contractEndDate: offer.endDate, contractPeriod: undefined }
    : offer.contractPeriod
      ? { contractPeriodType: "PERIOD" as const, contractPeriod: offer.contractPeriod, contractEndDate: undefined }
      : {}
  return {
    ...pkg,
    basePrice: offer.basePriceCentsKwh ?? pkg.basePrice,
    marginal: offer.consumptionMarginal ?? pkg.marginal,
    baseConsumptionProportion: offer.baseConsumptionProportion ?? pkg.baseConsumptionProportion,
    ...period,
  }
}

/** An offer's figures (null without a package). */
export const offerFigures = (offer: OfferRecord): PackageFigures | null => {
  const pkg = offerPackage(offer)
  return pkg ? packageFigures(pkg) : null
}
