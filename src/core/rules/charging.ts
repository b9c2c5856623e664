import type { ChargingAgreement } from "../schemas/charging"
import { isProfilePhone } from "./profile"
import { isCalendarDate } from "./terminal"
import { isBlank, isEmail } from "./validation"

/** The offer the page shows: the first agreement with status PENDING (part 3 "Charging agreement confirmation"). */
export const pendingChargingOffer = (agreements: ReadonlyArray<ChargingAgreement>): ChargingAgreement | undefined =>
  agreements.find((a) => a.status === "PENDING")

/** What the confirm form holds; name and registry number are shown read-only and not part of it. */
export interface ChargingFormFields {
  readonly email: string
  readonly phone: string
  readonly address: string
  /** YYYY-MM-DD, "" while not chosen, anything else when the typed text is not a day. */
  readonly startDate: string
  readonly termsAccepted: boolean
}

export type ChargingField = "email" | "phone" | "address" | "startDate" | "termsAccepted"

/**
 * REQUIRED "Kohustuslik väli", EMAIL_INVALID "Vigane e-post!" (part 3 §8); ours: PHONE_INVALID (digits,
 * one leading plus), DATE_INVALID (not a real day as typed), START_BEFORE_TODAY, START_AFTER_END (the offer's end date), TERMS_REQUIRED.
 */
export type ChargingProblem =
  | "REQUIRED"
  | "EMAIL_INVALID"
  | "PHONE_INVALID"
  | "DATE_INVALID"
  | "START_BEFORE_TODAY"
  | "START_AFTER_END"
  | "TERMS_REQUIRED"

export interface ChargingFieldProblem {
  readonly field: ChargingField
  readonly problem: ChargingProblem
}

/** The days a start may be chosen: from today to the offer's end date (when it has one). */
export const chargingStartWindow = (
  today: string,
  endDate: string | null | undefined,
): { readonly min: string; readonly max: string | null } => ({
  min: today,
  max: endDate ? endDate.slice(0, 10) : null,
})

/**
 * Part 3 §5 "Charging confirm": valid e-mail, phone and address required, start date required (from today,
 * not after the offer's end date), terms ticked. The server applies the same to the accept body, where
 * `termsAccepted` is not sent (pass true).
 */
export function chargingProblems(f: ChargingFormFields, today: string, endDate: string | null | undefined): ChargingFieldProblem[] {
  const out: ChargingFieldProblem[] = []
  if (isBlank(f.email)) out.push({ field: "email", problem: "REQUIRED" })
  else if (!isEmail(f.email)) out.push({ field: "email", problem: "EMAIL_INVALID" })
  if (isBlank(f.phone)) out.push({ field: "phone", problem: "REQUIRED" })
  else if (!isProfilePhone(f.phone)) out.push({ field: "phone", problem: "PHONE_INVALID" })
  if (isBlank(f.address)) out.push({ field: "address", problem: "REQUIRED" })
  const window = chargingStartWindow(today, endDate)
  if (isBlank(f.startDate)) out.push({ field: "startDate", problem: "REQUIRED" })
  else if (!isCalendarDate(f.startDate)) out.push({ field: "startDate", problem: "DATE_INVALID" })
  else if (f.startDate < window.min) out.push({ field: "startDate", problem: "START_BEFORE_TODAY" })
  else if (window.max !== null && f.startDate > window.max) out.push({ field: "startDate", problem: "START_AFTER_END" })
  if (!f.termsAccepted) out.push({ field: "termsAccepted", problem: "TERMS_REQUIRED" })
  return out
}

/**
 * The problem of a field the server refused (its rules are the form's; they differ only when the two
 * clocks disagree about today). Chosen by the field, never by the server's English message.
 */
export function chargingServerProblem(field: string, startDate: string, today: string): ChargingFieldProblem | null {
  switch (field) {
    case "email":
      return { field, problem: "EMAIL_INVALID" }
    case "phone":
      return { field, problem: "PHONE_INVALID" }
    case "address":
      return { field, problem: "REQUIRED" }
    case "startDate":
      return { field, problem: startDate <= today ? "START_BEFORE_TODAY" : "START_AFTER_END" }
    default:
      return null
  }
}

/** The download's file name: the contract number (spec part 3 §7), safe as a file name. */
export const chargingFileName = (contractNumber: string): string => `${contractNumber.replace(/[^\p{L}\p{N}._-]+/gu, "_")}.pdf`

/** Units of the pricing lines: cents per kWh or euros (part 3 §3 "Charging pricing", by the field's name). */
export type ChargingPriceUnit = "CENTS_KWH" | "EUROS"

/** Every pricing line of part 3 §3 in the order the page and the PDF list them. */
export const CHARGING_PRICING_LINES = [
  { key: "thirdPartyChargingMarginalCentsKwh", unit: "CENTS_KWH" },
  { key: "chargingServiceMonthlyFeeEuros", unit: "EUROS" },
  { key: "mediationAndBillingMonthlyFeePerNozzleEuros", unit: "EUROS" },
  { key: "infrastructureUsageOneTimeFeePerNozzleEuros", unit: "EUROS" },
  { key: "infrastructureUsageMonthlyFeePerNozzleEuros", unit: "EUROS" },
  { key: "gridDayTariffCentsKwh", unit: "CENTS_KWH" },
  { key: "gridNightTariffCentsKwh", unit: "CENTS_KWH" },
  { key: "simCardMonthlyFeeEuros", unit: "EUROS" },
  { key: "rfidPaymentCardMonthlyFeeEuros", unit: "EUROS" },
  { key: "installationFeeEuros", unit: "EUROS" },
  { key: "maintenanceMonthlyFeeEuros", unit: "EUROS" },
  { key: "devicesRentalMonthlyFeeEuros", unit: "EUROS" },
  { key: "devicesFullServiceRentalMonthlyFeeEuros", unit: "EUROS" },
  { key: "devicesCostEuros", unit: "EUROS" },
  { key: "thirdPartyCompensationNetoFeeEuros", unit: "EUROS" },
] as const satisfies ReadonlyArray<{ key: keyof NonNullable<ChargingAgreement["pricing"]>; unit: ChargingPriceUnit }>

export type ChargingPricingKey = (typeof CHARGING_PRICING_LINES)[number]["key"]

/** The pricing lines an offer has (a line left out or null is not part of the offer). */
export const chargingPricingOf = (agreement: Pick<ChargingAgreement, "pricing">) =>
  CHARGING_PRICING_LINES.flatMap((line) => {
    const value = agreement.pricing?.[line.key]
    return value === null || value === undefined ? [] : [{ ...line, value }]
  })

/** A text of the offer in the user's language: the retailer's English or Russian where given, else its Estonian. */
export const offerText = (
  locale: "et" | "en" | "ru",
  et: string | null | undefined,
  en: string | null | undefined,
  ru: string | null | undefined,
): string | null => (locale === "en" ? en : locale === "ru" ? ru : null) || et || null
