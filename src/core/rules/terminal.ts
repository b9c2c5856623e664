import { MAX_DISPENSING_AMOUNT } from "../schemas/terminal"
export { MAX_DISPENSING_AMOUNT } from "../schemas/terminal"
import { isCalendarDate } from "../schemas/common"
export { isCalendarDate } from "../schemas/common"
/**
 * Rules of the terminal screens (spec part 2: dispensing orders §5, tanks §2, constants §9), as
 * pure functions: the dispensing form shows them and the server enforces them again.
 */

/** Dispensing amounts are litres in steps of 100, minimum 0 (spec §9). */
export const DISPENSING_AMOUNT_STEP = 100

export type AmountProblem = "REQUIRED" | "INVALID" | "NEGATIVE" | "STEP" | "TOO_LARGE"

/**
 * An amount as typed: blank is null, digits with at most one decimal separator (comma or dot) a
 * number, anything else (for example "1,2,3" or "1e3") "INVALID".
 */
export function parseAmount(text: string): number | null | "INVALID" {
  const trimmed = text.trim()
  if (trimmed === "") return null
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return "INVALID"
  return Number(trimmed.replace(",", "."))
}

/** What is wrong with one amount (0 is allowed: it is the minimum, and 0 removes an edited row). */
export function amountProblem(value: number | null | undefined | "INVALID"): AmountProblem | null {
  if (value === null || value === undefined) return "REQUIRED"
  if (value === "INVALID" || !Number.isFinite(value)) return "INVALID"
  if (value < 0) return "NEGATIVE"
  if (value > MAX_DISPENSING_AMOUNT) return "TOO_LARGE"
  if (value % DISPENSING_AMOUNT_STEP !== 0) return "STEP"
  return null
}

/** What the rules need of a chosen fuel: its amounts and whether its DOS batch is shown. */
export interface FuelAmounts {
  readonly batchAmount?: number | null
  readonly dosBatchAmount?: number | null
  readonly isDosVisible: boolean
}

export interface FuelAmountProblems {
  readonly batchAmount?: AmountProblem
  readonly dosBatchAmount?: AmountProblem
}

const given = (value: number | null | undefined): value is number => value !== null && value !== undefined

/**
 * A chosen fuel needs a batch amount, or a DOS amount when its DOS batch is shown (spec §5); an
 * amount that is given must be valid, and together they must ask for something (above 0).
 */
export function fuelAmountProblems(fuel: FuelAmounts): FuelAmountProblems {
  const dos = fuel.isDosVisible && given(fuel.dosBatchAmount)
  if (!given(fuel.batchAmount) && !dos) return { batchAmount: "REQUIRED" }
  const batchProblem = given(fuel.batchAmount) ? amountProblem(fuel.batchAmount) : null
  const dosProblem = dos ? amountProblem(fuel.dosBatchAmount) : null
  if (batchProblem || dosProblem) {
    return { ...(batchProblem ? { batchAmount: batchProblem } : {}), ...(dosProblem ? { dosBatchAmount: dosProblem } : {}) }
  }
  const total = (fuel.batchAmount ?? 0) + (dos ? fuel.dosBatchAmount! : 0)
  return total > 0 ? {} : { batchAmount: "REQUIRED" }
}

/** The header of a dispensing order as the form and the create/edit payloads hold it. */
export interface DispensingHeader {
  readonly documentNumber: string
  readonly owner: string
  readonly carrier: string
  readonly vehicleCode: string
  readonly driver: string
  /** YYYY-MM-DD */
  readonly validUntil: string
}

export type HeaderProblem = "REQUIRED" | "INVALID_DATE" | "PAST_DATE"

/** Header fields in the order the form shows them (a failed validation scrolls to the first bad one). */
export const DISPENSING_HEADER_FIELDS = ["documentNumber", "owner", "carrier", "vehicleCode", "driver", "validUntil"] as const

/**
 * Every header field is required ('Kohustuslik väli'); valid until is a real day, not before
 * `today` (the Tallinn day, YYYY-MM-DD): an order valid only in the past could never be collected.
 */
export function headerProblems(header: DispensingHeader, today: string): Partial<Record<keyof DispensingHeader, HeaderProblem>> {
  const problems: Partial<Record<keyof DispensingHeader, HeaderProblem>> = {}
  for (const field of DISPENSING_HEADER_FIELDS) if (header[field].trim() === "") problems[field] = "REQUIRED"
  if (!problems.validUntil) {
    if (!isCalendarDate(header.validUntil)) problems.validUntil = "INVALID_DATE"
    else if (header.validUntil < today) problems.validUntil = "PAST_DATE"
  }
  return problems
}

/** The terminal: default goods owner and own-transport carrier code (spec §9). */
export const TERMINAL_OWNER = { code: "TT", label: "Tartu Terminal" } as const

/** Customers whose search code names a brand own goods at the terminal under that brand. */
const BRAND_OWNERS: Readonly<Record<string, string>> = { ALEXELA: "Alexela", OLE: "Olerex", ORL: "ORLEN" }

export interface OwnerOption {
  readonly code: string
  readonly label: string
}

/**
 * Goods owners offered by the form (spec §2): the terminal 'TT' (the default) and, when the
 * customer's search code is ALEXELA, OLE or ORL, that brand under its code.
 */
export function ownerOptions(searchCode: string | null | undefined): ReadonlyArray<OwnerOption> {
  const code = (searchCode ?? "").trim().toUpperCase()
  const brand = BRAND_OWNERS[code]
  return brand ? [TERMINAL_OWNER, { code, label: brand }] : [TERMINAL_OWNER]
}

/** Carrier search starts from 3 typed letters ('Otsimiseks trüki min 3 tähte'). */
export const CARRIER_SEARCH_MIN_LENGTH = 3
export const canSearchCarriers = (typed: string): boolean => typed.trim().length >= CARRIER_SEARCH_MIN_LENGTH

/** The carrier a typed text names: the search code of the carrier of exactly that name, else "" (none chosen). */
export const carrierNamed = (carriers: ReadonlyArray<{ readonly name: string; readonly searchCode: string }>, typed: string): string =>
  carriers.find((c) => c.name === typed)?.searchCode ?? ""

/** A listed order's products: the hover lists only rows above 0 L; the count is of those rows. */
export const productsShown = <R extends { readonly quantity: number }>(rows: ReadonlyArray<R>): ReadonlyArray<R> =>
  rows.filter((row) => row.quantity > 0)

/** Switching the warehouse clears the chosen fuels and their amounts (spec §2). */
export const clearedSelection = <R extends { readonly isSelected: boolean }>(rows: ReadonlyArray<R>) =>
  rows.map((row) => ({ ...row, isSelected: false, batchAmount: null, dosBatchAmount: null }))

/**
 * A tank's bar: the reading as a percent of capacity, capped at 100 (a reading may exceed the
 * capacity) and never below 0; danger at or below the notification threshold.
 */
export function tankLevel(tank: {
  readonly latestAmount?: number | null
  readonly capacity: number
  readonly notificationThreshold?: number | null
}): { readonly percent: number; readonly danger: boolean; readonly overCapacity: boolean } {
  const amount = tank.latestAmount ?? 0
  const percent = tank.capacity > 0 ? Math.min(100, Math.max(0, (amount / tank.capacity) * 100)) : 0
  const danger = tank.notificationThreshold != null && tank.latestAmount != null && tank.latestAmount <= tank.notificationThreshold
  // A reading above the capacity (a gauge's error, or a mis-set capacity): the bar stops at 100 %, the words say more.
  const overCapacity = tank.latestAmount != null && tank.latestAmount > tank.capacity
  return { percent, danger, overCapacity }
}
