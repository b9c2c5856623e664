import * as Data from "effect/Data"

/** The server answered with a status other than 200/204; `body` is its JSON body or status text. */
export class ApiError extends Data.TaggedError("ApiError")<{
  readonly callId: string
  readonly status: number
  readonly body: unknown
  readonly message: string
}> {}

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

/** The server's `message` when its body carries one. */
export const serverMessage = (error: HttpError): string | undefined => {
  if (error._tag !== "ApiError") return undefined
  const body = error.body as { message?: unknown } | undefined
  return typeof body?.message === "string" ? body.message : undefined
}

/**
 * The stable `code` of the server's error body (`{ code, field?, message? }`, see
 * src/server/http/errors.ts), when the error is an answer that carries one. Widgets choose their
 * message by this code, never by the server's English `message`.
 */
export const errorCode = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null || (error as { _tag?: unknown })._tag !== "ApiError") return undefined
  const body = (error as ApiError).body as { code?: unknown; error?: unknown } | undefined
  const code = body?.code ?? body?.error
  return typeof code === "string" ? code : undefined
}

/** The field a 400 answer names, when it names one. */
export const errorField = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null || (error as { _tag?: unknown })._tag !== "ApiError") return undefined
  const body = (error as ApiError).body as { field?: unknown } | undefined
  return typeof body?.field === "string" ? body.field : undefined
}
