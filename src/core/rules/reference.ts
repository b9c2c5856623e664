/**
 * Estonian payment reference number (viitenumber): the base digits followed by a check digit
 * by the 7-3-1 method. From 1 May the reference is mandatory when paying an invoice.
 */
export const referenceCheckDigit = (base: string): number => {
  const weights = [7, 3, 1]
  let sum = 0
  const digits = base.split("").reverse()
  digits.forEach((d, i) => {
    sum += Number(d) * weights[i % 3]!
  })
  return (10 - (sum % 10)) % 10
}

/** A reference number for a base of 1–19 digits (e.g. "12345" → "123453"). */
export const referenceNumber = (base: string): string => {
  if (!/^\d{1,19}$/.test(base)) throw new Error(`reference base must be 1–19 digits: ${base}`)
  return base + String(referenceCheckDigit(base))
}

export const isValidReference = (ref: string): boolean =>
  /^\d{2,20}$/.test(ref) && referenceCheckDigit(ref.slice(0, -1)) === Number(ref.slice(-1))
