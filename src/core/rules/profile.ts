import { isBlank, isEmail, isEstonianBankAccount } from "./validation"

/** Part 3 §9: the saving indicator ("Salvestab…") stays at least this long. */
export const PROFILE_SAVING_MIN_MS = 500

/** What the profile form ("Minu sätted") edits; the same shape the PATCH sends, with the recipient switch. */
export interface ProfileFields {
  readonly email: string
  readonly phone: string
  readonly eInvoice: boolean
  readonly bankAccountNumber: string
  readonly invoiceRecipientEmailEnabled: boolean
  readonly invoiceRecipientEmail: string
}

/** The fields a message can stand under: the form's texts, and the communication language (its select). */
export type ProfileField = keyof Omit<ProfileFields, "eInvoice" | "invoiceRecipientEmailEnabled"> | "communicationLanguage"
/**
 * EMAIL_REQUIRED "E-posti aadress on kohustuslik", EMAIL_INVALID "E-posti aadress on vigane!",
 * REQUIRED "Kohustuslik väli", PHONE_INVALID (digits or one leading plus),
 * BANK_ACCOUNT_INVALID "Pangakonto number ei ole valiidne", NOT_WITHOUT_E_INVOICE (server only: the
 * bank account is sent only with e-invoice), LANGUAGE_UNKNOWN (server only: a communication language
 * other than et, en, ru; the form offers only those).
 */
export type ProfileProblem =
  | "EMAIL_REQUIRED"
  | "EMAIL_INVALID"
  | "REQUIRED"
  | "PHONE_INVALID"
  | "BANK_ACCOUNT_INVALID"
  | "NOT_WITHOUT_E_INVOICE"
  | "LANGUAGE_UNKNOWN"

export interface ProfileFieldProblem {
  readonly field: ProfileField
  readonly problem: ProfileProblem
}

/** Phone: digits, or digits after one leading plus (part 3 §5). */
export const isProfilePhone = (value: string): boolean => /^\+?\d+$/.test(value.trim())

/** The rules of part 3 §5 "Profile", in the order of the form; the server applies the same. */
export function profileProblems(fields: ProfileFields): ProfileFieldProblem[] {
  const out: ProfileFieldProblem[] = []
  if (isBlank(fields.email)) out.push({ field: "email", problem: "EMAIL_REQUIRED" })
  else if (!isEmail(fields.email)) out.push({ field: "email", problem: "EMAIL_INVALID" })
  if (isBlank(fields.phone)) out.push({ field: "phone", problem: "REQUIRED" })
  else if (!isProfilePhone(fields.phone)) out.push({ field: "phone", problem: "PHONE_INVALID" })
  if (fields.eInvoice) {
    if (isBlank(fields.bankAccountNumber)) out.push({ field: "bankAccountNumber", problem: "REQUIRED" })
    else if (!isEstonianBankAccount(fields.bankAccountNumber)) out.push({ field: "bankAccountNumber", problem: "BANK_ACCOUNT_INVALID" })
  }
  if (fields.invoiceRecipientEmailEnabled) {
    if (isBlank(fields.invoiceRecipientEmail) || !isEmail(fields.invoiceRecipientEmail)) {
      out.push({ field: "invoiceRecipientEmail", problem: "EMAIL_INVALID" })
    }
  }
  return out
}

/** The PATCH body of a valid form: the bank account only with e-invoice, the recipient only when enabled. */
export function profilePatchOf(fields: ProfileFields) {
  return {
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    eInvoice: fields.eInvoice,
    ...(fields.eInvoice ? { bankAccountNumber: fields.bankAccountNumber.replace(/\s+/g, "").toUpperCase() } : {}),
    ...(fields.invoiceRecipientEmailEnabled ? { invoiceRecipientEmail: fields.invoiceRecipientEmail.trim() } : {}),
  }
}
