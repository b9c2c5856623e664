import type { ErrorCode } from "../../../core/api/errors"
import type { DispensingJobKind, DispensingOrderState } from "./terminal.tables"

/** Names of the order states as the terminal's system shows them; only ACTIVE orders may be edited. */
export const DISPENSING_STATE_NAMES: Record<DispensingOrderState, string> = {
  ACTIVE: "Kinnitatud",
  LOADING: "Laadimisel",
  DONE: "Väljastatud",
}
export const isModifiableState = (state: DispensingOrderState): boolean => state === "ACTIVE"

/**
 * Why the terminal refuses a request or fails a job. The same problems answer a request (through
 * terminal.errors.ts) and become a FAILED job's reason and message (the job's state answers the code).
 */
export type TerminalProblem =
  /** A field breaks a rule of the form or names something the customer does not have. */
  | { readonly kind: "INVALID"; readonly field: string; readonly message: string }
  | { readonly kind: "ORDER_NOT_FOUND"; readonly uid: number }
  | { readonly kind: "NOT_MODIFIABLE"; readonly uid: number; readonly state: DispensingOrderState }
  | { readonly kind: "EDIT_RUNNING" }
  | {
      readonly kind: "OVER_STOCK"
      readonly productName: string
      readonly remoteBatchId: string
      readonly asked: number
      readonly inStock: number
    }
  /** A job whose application threw too many times. */
  | { readonly kind: "GAVE_UP" }
  | { readonly kind: "JOB_NOT_FOUND"; readonly job: DispensingJobKind; readonly uid: number }
  /** The lists serve the terminal's own codes only (isRemoteId=true). */
  | { readonly kind: "REMOTE_IDS_ONLY" }

export const invalid = (field: string, message: string): TerminalProblem => ({ kind: "INVALID", field, message })

/** What the terminal says about a problem: the code (an HTTP answer's, or a FAILED job's reason), the message and the field. */
export interface ProblemAnswer {
  readonly code: ErrorCode
  readonly message: string
  readonly field?: string
}

export function answerOf(problem: TerminalProblem): ProblemAnswer {
  switch (problem.kind) {
    case "INVALID":
      return { code: "VALIDATION", field: problem.field, message: problem.message }
    case "ORDER_NOT_FOUND":
      return { code: "NOT_FOUND", field: "uid", message: `No dispensing order ${problem.uid}` }
    case "NOT_MODIFIABLE":
      return {
        code: "NOT_MODIFIABLE",
        field: "uid",
        message: `Order ${problem.uid} is ${DISPENSING_STATE_NAMES[problem.state]} and cannot be changed`,
      }
    case "EDIT_RUNNING":
      return { code: "EDIT_RUNNING", field: "uid", message: "An earlier change of this order is still being saved" }
    case "OVER_STOCK":
      return {
        code: "OVER_STOCK",
        message: `${problem.productName} (${problem.remoteBatchId}): ${problem.asked} L asked, ${problem.inStock} L in stock`,
      }
    case "GAVE_UP":
      return { code: "INTERNAL", message: "The order could not be saved" }
    case "JOB_NOT_FOUND":
      return { code: "NOT_FOUND", message: `No ${problem.job} ${problem.uid} of this customer` }
    case "REMOTE_IDS_ONLY":
      return { code: "VALIDATION", field: "isRemoteId", message: "Only the terminal's remote ids are served: isRemoteId=true" }
  }
}

/** A service's answer that may be refused: the value, or the problem. */
export type TerminalAnswer<T> = { readonly value: T } | { readonly problem: TerminalProblem }
