import type { Context } from "hono"
import { errorStatus, type DomainErrorCode, type ErrorBody, type ErrorCode, type ErrorStatus } from "../../core/api/errors"

export type { ErrorBody, ErrorCode }

/**
 * An expected refusal: bindCall (or whoever catches it) answers `status` with the API's one error
 * body `{ code, field?, message? }` (src/core/api/errors.ts). Built only by the helpers below.
 */
export class HttpError extends Error {
  readonly status: ErrorStatus
  constructor(readonly body: ErrorBody) {
    super(body.message ?? body.code)
    this.status = errorStatus[body.code]
  }
}

/** 400 VALIDATION naming the field (a dotted path such as `items.0.name`). */
export const badRequest = (field: string, message: string) => new HttpError({ code: "VALIDATION", field, message })
export const unauthorized = (message = "Sign-in required") => new HttpError({ code: "UNAUTHORIZED", message })
export const forbidden = (message = "Not allowed") => new HttpError({ code: "FORBIDDEN", message })
export const notFound = (message = "Not found") => new HttpError({ code: "NOT_FOUND", message })
/** A refusal with a code of the call's own `errors` (its status follows from the code). */
export const refuse = (code: DomainErrorCode, message: string, field?: string) =>
  new HttpError(field === undefined ? { code, message } : { code, field, message })

/** A refusal a service described as data (`{ code, message, field? }`), e.g. a background job's problem. */
export const refusalOfProblem = (problem: { readonly code: ErrorCode; readonly message: string; readonly field?: string }) =>
  new HttpError(
    problem.field === undefined
      ? { code: problem.code, message: problem.message }
      : { code: problem.code, field: problem.field, message: problem.message },
  )

/** The JSON answer of a refusal, for code outside bindCall (app-level 404/500, simulator pages). */
export const errorResponse = (c: Context<any>, error: HttpError): Response => c.json(error.body, error.status)
export const internalError = () => new HttpError({ code: "INTERNAL", message: "Internal server error" })
