import { isBlank, isEmail } from "./validation"
import { isProfilePhone } from "./profile"

/** The business registration form (part 3 §3 "Business customer form"), as typed. */
export interface BusinessRegistrationFields {
  readonly companyId: number | null
  readonly contactPhone: string
  readonly contactEmail: string
  readonly wantCreditAndCard: boolean
  readonly estimatedMonthlyLiters: string
  readonly wantedCredit: string
  readonly additionalInfo: string
}

/** The private registration form (part 3 §3 "Private customer form"), as typed. */
export interface PrivateRegistrationFields {
  readonly contactPhone: string
  readonly contactEmail: string
  readonly wantsNewsLetter: boolean
  readonly termsAndConditions: boolean
}

export type RegistrationField =
  | "companyId"
  | "contactPhone"
  | "contactEmail"
  | "estimatedMonthlyLiters"
  | "wantedCredit"
  | "additionalInfo"
  | "termsAndConditions"
/** REQUIRED "Kohustuslik väli"; EMAIL_INVALID "E-posti aadress on vigane!"; the others are ours. */
export type RegistrationProblem = "REQUIRED" | "EMAIL_INVALID" | "PHONE_INVALID" | "NUMBER_INVALID" | "TOO_LONG" | "TERMS_REQUIRED"

export interface RegistrationFieldProblem {
  readonly field: RegistrationField
  readonly problem: RegistrationProblem
}

/** The largest numbers a registration asks about (a wish, not a contract): litres a month and credit in euro. */
export const MAX_MONTHLY_LITERS = 10_000_000
export const MAX_WANTED_CREDIT = 10_000_000
export const MAX_ADDITIONAL_INFO = 2000

/** A whole number of litres or euros as typed ("1 500" and "1500" alike); null when it is not one. */
export const parseWholeAmount = (text: string): number | null => {
  const clean = text.replace(/[\s\u00a0]/g, "")
  return /^\d{1,9}$/.test(clean) ? Number(clean) : null
}

const contactProblems = (phone: string, email: string, required: boolean): RegistrationFieldProblem[] => {
  const out: RegistrationFieldProblem[] = []
  if (isBlank(phone)) {
    if (required) out.push({ field: "contactPhone", problem: "REQUIRED" })
  } else if (!isProfilePhone(phone)) out.push({ field: "contactPhone", problem: "PHONE_INVALID" })
  if (isBlank(email)) {
    if (required) out.push({ field: "contactEmail", problem: "REQUIRED" })
  } else if (!isEmail(email)) out.push({ field: "contactEmail", problem: "EMAIL_INVALID" })
  return out
}

const amountProblem = (field: "estimatedMonthlyLiters" | "wantedCredit", text: string, max: number): RegistrationFieldProblem[] => {
  if (isBlank(text)) return [{ field, problem: "REQUIRED" }]
  const value = parseWholeAmount(text)
  return value === null || value < 1 || value > max ? [{ field, problem: "NUMBER_INVALID" }] : []
}

/**
 * Part 3 §5 "Registration", business: a company chosen, contact phone and e-mail required; with the
 * wish for credit and card, the estimated monthly litres and the wished credit required (whole
 * numbers from 1).
 */
export function businessRegistrationProblems(f: BusinessRegistrationFields): RegistrationFieldProblem[] {
  const out: RegistrationFieldProblem[] = []
  if (f.companyId === null) out.push({ field: "companyId", problem: "REQUIRED" })
  out.push(...contactProblems(f.contactPhone, f.contactEmail, true))
  if (f.wantCreditAndCard) {
    out.push(...amountProblem("estimatedMonthlyLiters", f.estimatedMonthlyLiters, MAX_MONTHLY_LITERS))
    out.push(...amountProblem("wantedCredit", f.wantedCredit, MAX_WANTED_CREDIT))
  }
  if (f.additionalInfo.length > MAX_ADDITIONAL_INFO) out.push({ field: "additionalInfo", problem: "TOO_LONG" })
  return out
}

/** Part 3 §5 "Registration", private: the terms accepted; phone and e-mail, when given, valid. */
export function privateRegistrationProblems(f: PrivateRegistrationFields): RegistrationFieldProblem[] {
  const out = contactProblems(f.contactPhone, f.contactEmail, false)
  if (!f.termsAndConditions) out.push({ field: "termsAndConditions", problem: "TERMS_REQUIRED" })
  return out
}

/** The body of POST /customers/business for a valid form (note wantsCreditAndCard in the body). */
export function businessBodyOf(f: BusinessRegistrationFields & { companyId: number }) {
  return {
    companyId: f.companyId,
    wantsCreditAndCard: f.wantCreditAndCard,
    contactEmail: f.contactEmail.trim(),
    contactPhone: f.contactPhone.trim(),
    ...(f.wantCreditAndCard
      ? { estimatedMonthlyLiters: parseWholeAmount(f.estimatedMonthlyLiters), wantedCredit: parseWholeAmount(f.wantedCredit) }
      : {}),
    ...(f.additionalInfo.trim() !== "" ? { additionalInfo: f.additionalInfo.trim() } : {}),
  }
}
