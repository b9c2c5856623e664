/** Error bodies of the API: `{ error, field?, message? }` with a stable upper-case code. */
export type ErrorCode = "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "INTERNAL"

export interface ErrorBody {
  readonly error: ErrorCode
  readonly field?: string
  readonly message?: string
}

/** Thrown by handlers for an expected refusal; bindCall turns it into its status and body. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? body.error)
  }
}

export const unauthorized = (message = "Sign-in required") => new HttpError(401, { error: "UNAUTHORIZED", message })
export const forbidden = (message = "Not allowed") => new HttpError(403, { error: "FORBIDDEN", message })
export const notFound = (message = "Not found") => new HttpError(404, { error: "NOT_FOUND", message })
