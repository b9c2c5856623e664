import { SALE_ORDER_NOTES_MAX } from "../schemas/saleOrders"
export { SALE_ORDER_NOTES_MAX } from "../schemas/saleOrders"
import { isEmail } from "./validation"
import { tallinnDay, tallinnHour } from "./vat"
export { tallinnHour } from "./vat"

/**
 * Rules of the sale order / price quote form (spec part 2 §4, §5, §9), applied by the form and
 * again by the server. No React, no I/O: the time is always passed in.
 */

export const SALE_ORDER_MIN_LITRES = 1000
export const SALE_ORDER_STEP_LITRES = 100
/** Not in the spec: a bound so that one row stays a sane number for the database and the terminal. */
export const SALE_ORDER_MAX_LITRES = 1_000_000
/** Own transport can still be loaded today when ordered before this hour (Tallinn time). */
export const DELIVERY_CUTOFF_HOUR = 16
/** Carrier code of the terminal's own transport. */
export const TERMINAL_TRANSPORT = "TT"
/** Payment terms in days; 0 is prepayment. */
export const PAYMENT_TERMS = [0, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120] as const
/** The fuel amount is rounded this long after typing stops. */
export const AMOUNT_ROUNDING_DELAY_MS = 500

export const isTerminalTransport = (carrier: string | null | undefined): boolean => carrier === TERMINAL_TRANSPORT

export const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * The first delivery day that may be asked for (YYYY-MM-DD): with own transport today when it is
 * before 16:00 in Tallinn, else tomorrow; with the terminal's transport always tomorrow.
 */
export function minDeliveryDate(now: Date, terminalTransport: boolean): string {
  const today = tallinnDay(now)
  if (terminalTransport) return addDays(today, 1)
  return tallinnHour(now) < DELIVERY_CUTOFF_HOUR ? today : addDays(today, 1)
}

export interface PaymentTermRights {
  readonly defaultPaymentDeadline?: number | null
  readonly extendedSaleOrderDeadlineAllowed: boolean
}

/**
 * Terms the customer may choose: all of them with the extension, else those not above the
 * customer's defaultPaymentDeadline (only prepayment when the customer has none).
 */
export function paymentTermsFor(customer: PaymentTermRights): ReadonlyArray<number> {
  if (customer.extendedSaleOrderDeadlineAllowed) return PAYMENT_TERMS
  const limit = customer.defaultPaymentDeadline ?? 0
  return PAYMENT_TERMS.filter((t) => t <= limit)
}

export type AmountProblem = "REQUIRED" | "MIN" | "STEP" | "TOO_LARGE"

/** A fuel's litres: at least 1000, in steps of 100. */
export function saleAmountProblem(amount: number | null | undefined): AmountProblem | null {
  if (amount == null || !Number.isFinite(amount)) return "REQUIRED"
  if (amount < SALE_ORDER_MIN_LITRES) return "MIN"
  if (amount > SALE_ORDER_MAX_LITRES) return "TOO_LARGE"
  if (amount % SALE_ORDER_STEP_LITRES !== 0) return "STEP"
  return null
}

/** What the amount field becomes once typing stops: amounts above the minimum go to the nearest 100 L. */
export function roundedAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount <= SALE_ORDER_MIN_LITRES) return amount
  return Math.round(amount / SALE_ORDER_STEP_LITRES) * SALE_ORDER_STEP_LITRES
}

export const notesTooLong = (notes: string | null | undefined): boolean => (notes ?? "").length > SALE_ORDER_NOTES_MAX

/** The transport step of the form, as the client keeps it (empty strings for nothing chosen). */
export interface TransportForm {
  readonly terminalTransport: boolean
  readonly loadingProvider: string
  readonly carrier: string
  readonly vehicleCode: string
  readonly driver: string
  readonly customerLocationId: string
  readonly deliveryDate: string
  readonly paymentDeadline: string
  readonly notes: string
}

export type TransportProblem = "REQUIRED" | "TOO_LONG" | "TOO_EARLY" | "NOT_OFFERED" | "DATE_INVALID"

/**
 * The transport step's problems by field. Own transport needs the terminal, carrier, car, unloading
 * location, delivery date and payment term (the driver is shown as required only); the terminal's
 * transport needs the unloading location, delivery date and payment term.
 */
export function transportProblems(
  form: TransportForm,
  now: Date,
  terms: ReadonlyArray<number>,
): Partial<Record<keyof TransportForm, TransportProblem>> {
  const out: Partial<Record<keyof TransportForm, TransportProblem>> = {}
  const required: Array<keyof TransportForm> = form.terminalTransport
    ? ["customerLocationId", "deliveryDate", "paymentDeadline"]
    : ["loadingProvider", "carrier", "vehicleCode", "customerLocationId", "deliveryDate", "paymentDeadline"]
  for (const field of required) if (String(form[field]).trim() === "") out[field] = "REQUIRED"
  if (!out.deliveryDate && !/^\d{4}-\d{2}-\d{2}$/.test(form.deliveryDate)) out.deliveryDate = "DATE_INVALID"
  if (!out.deliveryDate && form.deliveryDate < minDeliveryDate(now, form.terminalTransport)) out.deliveryDate = "TOO_EARLY"
  if (!out.paymentDeadline && !terms.includes(Number(form.paymentDeadline))) out.paymentDeadline = "NOT_OFFERED"
  if (notesTooLong(form.notes)) out.notes = "TOO_LONG"
  return out
}

/** The e-mail notice: when ticked, a valid address is required. */
export const notificationEmailProblem = (ticked: boolean, email: string): "REQUIRED" | "INVALID" | null =>
  !ticked ? null : email.trim() === "" ? "REQUIRED" : isEmail(email) ? null : "INVALID"

export interface SaleOrderStateView {
  readonly docState: string
  readonly isQuote: boolean
  readonly canChange: boolean
  readonly transporterCode?: string | null
  readonly validUntil?: string | null
}

/** A quote waiting for the customer ('Esita tellimus'): MV2 and still changeable. */
export const canAccept = (o: SaleOrderStateView): boolean => o.isQuote && o.docState === "MV2" && o.canChange
/** Orders and quotes may be cancelled while changeable. */
export const canCancel = (o: SaleOrderStateView): boolean => o.canChange && o.docState !== "T"
/** Accepting passes prepayment=true when the payment term is '0'. */
export const isPrepayment = (o: Pick<SaleOrderStateView, "validUntil">): boolean => Number(o.validUntil ?? NaN) === 0

export type StepStatus = "done" | "current" | "todo"
export interface StatusStep {
  readonly key: string
  readonly status: StepStatus
}

/**
 * The status bar of spec part 2 §4. Quotes: sent; in preparation (done once MV2); awaiting
 * confirmation. Orders: submitted ('confirmed' in MV3 and later); transport planning (done in W with
 * the terminal's own transport, or in A); issued (done in A). A cancelled one is a red bar.
 */
export function statusBar(o: SaleOrderStateView): { readonly cancelled: boolean; readonly steps: ReadonlyArray<StatusStep> } {
  const cancelled = o.docState === "T"
  const mark = (done: boolean[]): StatusStep["status"][] => {
    const first = done.indexOf(false)
    return done.map((d, i) => (d ? "done" : i === first && !cancelled ? "current" : "todo"))
  }
  if (o.isQuote) {
    const s = mark([true, o.docState === "MV2", false])
    return {
      cancelled,
      steps: [
        { key: "quoteSent", status: s[0]! },
        { key: "quotePreparation", status: s[1]! },
        { key: "awaitingConfirmation", status: s[2]! },
      ],
    }
  }
  const confirmed = ["MV3", "W", "A"].includes(o.docState)
  const issued = o.docState === "A"
  const planned = issued || (o.docState === "W" && isTerminalTransport(o.transporterCode))
  const s = mark([true, planned, issued])
  return {
    cancelled,
    steps: [
      { key: confirmed ? "orderConfirmed" : "orderSubmitted", status: s[0]! },
      { key: "transportPlanning", status: s[1]! },
      { key: "orderIssued", status: s[2]! },
    ],
  }
}
