/**
 * The amounts of an e-invoice (EN 16931): each line's net amount to the cent, one VAT breakdown at the
 * rate of the invoice date, and the document totals, so that they add up as the standard's rules ask
 * (BR-CO-10 Σ lines = line total, BR-CO-13 tax exclusive = line total, BR-CO-15 tax inclusive =
 * exclusive + VAT, BR-CO-16 payable = inclusive − prepaid + rounding, BR-CO-17 VAT = taxable × rate
 * rounded). A document priced with VAT at the station (its lines keep net prices to 3 decimals) may
 * differ from its stored total by a few cents: that difference is the rounding amount (BT-114), so the
 * payable amount is what the customer owes.
 */
import { roundMoney, vatRateOn } from "./vat"

export interface EInvoiceLineInput {
  readonly name: string
  readonly quantity: number
  /** UN/ECE Recommendation 20 unit code: LTR (litre), H87 (piece), KWH, C62 (one). */
  readonly unitCode: string
  /** Net price of one unit, euros without VAT. */
  readonly unitPrice: number
}

export interface EInvoiceLine extends EInvoiceLineInput {
  readonly netAmount: number
}

export interface EInvoiceAmounts {
  readonly lines: ReadonlyArray<EInvoiceLine>
  /** VAT rate in percent on the invoice date: 20, 22 or 24. */
  readonly vatPercent: number
  readonly lineTotal: number
  readonly vatAmount: number
  readonly taxInclusive: number
  readonly prepaid: number
  /** The stored total with VAT less the lines' (BT-114), 0 when none was given. */
  readonly rounding: number
  readonly payable: number
}

/** The product units the documents use, as UN/ECE Recommendation 20 codes ("l" → LTR, "tk" → H87, "kWh" → KWH). */
export const unitCodeOf = (unit: string): string => ({ l: "LTR", tk: "H87", kwh: "KWH" })[unit.toLowerCase()] ?? "C62"

/**
 * The lines and totals of an invoice dated `issueDate` (YYYY-MM-DD) of which `paid` euros are paid already;
 * `storedTotal`, the amount with VAT the invoice asks, makes the rounding amount.
 */
export function eInvoiceAmounts(
  issueDate: string,
  lines: ReadonlyArray<EInvoiceLineInput>,
  paid: number,
  storedTotal?: number,
): EInvoiceAmounts {
  const withNet = lines.map((l) => ({ ...l, netAmount: roundMoney(l.quantity * l.unitPrice) }))
  const lineTotal = roundMoney(withNet.reduce((sum, l) => sum + l.netAmount, 0))
  const rate = vatRateOn(issueDate)
  const vatPercent = Math.round(rate * 100)
  const vatAmount = roundMoney((lineTotal * vatPercent) / 100)
  const taxInclusive = roundMoney(lineTotal + vatAmount)
  const rounding = storedTotal === undefined ? 0 : roundMoney(storedTotal - taxInclusive)
  const due = roundMoney(taxInclusive + rounding)
  const prepaid = roundMoney(Math.min(Math.max(paid, 0), due))
  return { lines: withNet, vatPercent, lineTotal, vatAmount, taxInclusive, prepaid, rounding, payable: roundMoney(due - prepaid) }
}

/**
 * An electricity invoice's one line from its stored totals: the consumption in kWh at the average price
 * that gives the net amount to the cent (up to 6 decimals), or one piece at the net amount when no kWh
 * are known or no such price exists.
 */
export function electricityLine(netAmount: number, kwh: number | null): EInvoiceLineInput {
  if (kwh && kwh > 0) {
    const unitPrice = Math.round((netAmount / kwh) * 1e6) / 1e6
    if (roundMoney(kwh * unitPrice) === roundMoney(netAmount)) return { name: "Elekter", quantity: kwh, unitCode: "KWH", unitPrice }
  }
  return { name: "Elekter", quantity: 1, unitCode: "C62", unitPrice: roundMoney(netAmount) }
}
