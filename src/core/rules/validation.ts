import { isEmail } from "../schemas/common"
export { isEmail } from "../schemas/common"
/** Validation rules of spec part 1 §5 and part 3 §5, as pure functions. */

export const PERSONAL_CODE_LENGTH = 11

/** A personal identity code is exactly 11 digits. */
export const isPersonalCode = (value: string): boolean => /^\d{11}$/.test(value)

/** Inputs that accept digits only drop everything else as the user types. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, "")

/** Phone inputs of the profile accept digits and one leading plus. */
export const phoneChars = (value: string): string => {
  const plus = value.trimStart().startsWith("+")
  return (plus ? "+" : "") + digitsOnly(value)
}

/** A comma-separated list of e-mail addresses, each valid, at least one. */
export const isEmailList = (value: string): boolean => {
  const parts = value.split(",").map((p) => p.trim())
  return parts.length > 0 && parts.every((p) => p !== "" && isEmail(p))
}

/** Estonian bank account (IBAN form): EE, 2 digits, a bank code, then 11 or more digits. */
export const ESTONIAN_BANK_CODES = ["42", "16", "10", "22", "96", "17", "12", "83", "00", "51", "77", "75"] as const
const BANK_ACCOUNT = new RegExp(`^EE\\d{2}(${ESTONIAN_BANK_CODES.join("|")})\\d{11,}$`)
export const isEstonianBankAccount = (value: string): boolean => {
  const account = value.replace(/\s+/g, "").toUpperCase()
  return BANK_ACCOUNT.test(account) && ibanCheckDigitsValid(account)
}

/** The bank account as it is stored and sent: no spaces, upper case. */
export const normalizeBankAccount = (value: string): string => value.replace(/\s+/g, "").toUpperCase()

/**
 * ISO 13616 check digits: move the first four characters to the end, letters become 10..35, and
 * the number modulo 97 must be 1 (computed piecewise: the number is longer than a double holds).
 */
export const ibanCheckDigitsValid = (iban: string): boolean => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55))
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return rest === 1
}

export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === ""
