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

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/

export const isEmail = (value: string): boolean => EMAIL.test(value.trim())

/** A comma-separated list of e-mail addresses, each valid, at least one. */
export const isEmailList = (value: string): boolean => {
  const parts = value.split(",").map((p) => p.trim())
  return parts.length > 0 && parts.every((p) => p !== "" && isEmail(p))
}

/** Estonian bank account (IBAN form): EE, 2 digits, a bank code, then 11 or more digits. */
export const ESTONIAN_BANK_CODES = ["42", "16", "10", "22", "96", "17", "12", "83", "00", "51", "77", "75"] as const
const BANK_ACCOUNT = new RegExp(`^EE\\d{2}(${ESTONIAN_BANK_CODES.join("|")})\\d{11,}$`)
export const isEstonianBankAccount = (value: string): boolean => BANK_ACCOUNT.test(value.replace(/\s+/g, "").toUpperCase())

export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === ""
