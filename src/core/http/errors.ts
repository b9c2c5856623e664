import * as Data from "effect/Data"
import * as Schema from "effect/Schema"
import { ErrorBody, type ErrorCode } from "../api/errors"

export { errorCode, errorField } from "../api/errors"

/**
 * The server answered with a status other than 200/204; `body` is its JSON body or status text.
 * `code` and `field` come from the API's error body `{ code, field?, message? }`; both are
 * undefined when the body is not one (another server, a proxy's HTML page).
 */
export class ApiError extends Data.TaggedError("ApiError")<{
  readonly callId: string
  readonly status: number
  readonly body: unknown
  readonly message: string
  readonly code: ErrorCode | undefined
  readonly field: string | undefined
}> {}

const isErrorBody = Schema.is(ErrorBody)

/** The code and field of an answer's body, when it is the API's error body. */
export const problemOf = (body: unknown): { code: ErrorCode | undefined; field: string | undefined } =>
  isErrorBody(body) ? { code: body.code, field: body.field } : { code: undefined, field: undefined }

/** No answer at all (offline, DNS, aborted). Login helpers treat it as status 500. */
export class NetworkError extends Data.TaggedError("NetworkError")<{
  readonly callId: string
  readonly message: string
}> {}

/** The answer did not match the contract's schema. */
export class DecodeError extends Data.TaggedError("DecodeError")<{
  readonly callId: string
  readonly message: string
}> {}

export type HttpError = ApiError | NetworkError | DecodeError

/** HTTP status of an error; 500 when there was no answer (spec part 1 §7, login helpers). */
export const statusOf = (error: HttpError): number => (error._tag === "ApiError" ? error.status : 500)
