import * as Schema from "effect/Schema"

/**
 * The stable codes of the API's error body `{ code, field?, message? }`, shared by the server (which
 * answers them, src/server/http/errors.ts) and the client (which chooses the user's message by them).
 * `message` is English for developers; no screen shows it.
 */
export const ErrorCodes = [
  // Generic: follow from a call's access and input (see `errorsOf` in call.ts).
  "VALIDATION", // 400, always with `field`: the request breaks the call's schema or a rule of one field
  "UNAUTHORIZED", // 401: no valid access token (or refresh cookie)
  "FORBIDDEN", // 403: signed in, but not a contact of the customer, or without the role (the client signs out)
  "NOT_FOUND", // 404: the thing named by the request does not exist (for this customer)
  "INTERNAL", // 500: our bug, logged
  "PAYLOAD_TOO_LARGE", // 413: a body over the server's limit (64 kB), refused before it is read in full
  // Listed per call in `errors`.
  "CONFLICT", // 409: the request clashes with the current state
  "NO_CUSTOMER_AUTHORIZATION", // 409 grid data: the customer has authorised none of its metering points at the grid operator (part 3 §8 NoCustomerAuthorization)
  "NOT_AN_INVOICE", // 400 payment: a document is not an invoice of this customer
  "ALREADY_PAID", // 400 payment: a document has been paid meanwhile
  "FACTORED", // 400 payment: a factored invoice cannot be paid here
  "OVER_BANK_LIMIT", // 400 payment: a bank-link payment above the limit (spec part 1 §4.3)
  "ALREADY_SIGNED", // 409 signing: the customer has signed this agreement already
  "NOT_SIGNED_YET", // 409 agreement file: the BDOC exists only once the customer has signed
  "NOT_SIGNER", // 400 signing: the personal code (or the card's holder) may not sign for this customer
  "SESSION_EXPIRED", // 409 ID-card signing: no running signing session (never started, or expired)
  "NOTHING_CHANGED", // 409 card change: neither the limit nor the blocked flag differs from the card's
  "NOT_AN_ID_CARD", // 409 cards: only an ID credit card has a PIN (and it changes its PIN, not a limit)
  "NOT_ELIGIBLE_FOR_ID_CREDIT", // 409 ID credit: only a person's own customer whose user may request it
  "NOT_MODIFIABLE", // 409 dispensing order: the order can no longer be changed
  "EDIT_RUNNING", // 409 dispensing order: an earlier change of this order is still being saved
  "OVER_STOCK", // 409 dispensing order: a batch has less in stock than asked (the save job's FAILED reason)
  "NO_PURCHASE_RIGHT", // 400 sale order: a special fuel the customer has no purchase right for (field names the row)
  "NOT_AWAITING_CONFIRMATION", // 409 sale order accept: only a quote in MV2 ('Kinnitamise ootel') can become an order
  "NOT_CHANGEABLE", // 409 sale order accept/cancel: the order or quote can no longer be changed (canChange false)
  "ALREADY_CUSTOMER", // 409 registration: the company's registry number (or the person) is a customer already (part 3 §8)
  "OFFER_NOT_PENDING", // 409 offer accept/reject: the offer has been accepted or declined already (an offer is decided once)
  "CERT_UNTRUSTED", // 400 ID card: the certificate's issuer is not trusted, or its revocation status cannot be established
  "CERT_EXPIRED", // 400 ID card: the certificate is not valid at the time of use
  "CERT_REVOKED", // 400 ID card: the certificate's OCSP responder says revoked
  "CERT_USAGE", // 400 ID card: the certificate's key usage is not for this (non-repudiation for signing)
  "SIGNER_MISMATCH", // 400 ID card signing: the certificate's personal code is not the signed-in user's
  "LIMIT_ABOVE_CREDIT", // 400 card limit: a monthly limit above the customer's credit limit (field newLimit)
  "PIN_TOO_SIMPLE", // 400 PIN: one digit four times, a run up or down, a pair twice (0000, 1234, 4321, 1212)
  "TOO_MANY_REQUESTS", // 429 sign-in / signing start: too many starts for this personal code or from this address (Retry-After says when)
] as const

export type ErrorCode = (typeof ErrorCodes)[number]

/** The codes every call may answer as its access and input allow; the rest a call lists itself. */
export type GenericErrorCode = "VALIDATION" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "INTERNAL" | "PAYLOAD_TOO_LARGE"
export type DomainErrorCode = Exclude<ErrorCode, GenericErrorCode>

/** The HTTP status of each code: one code, one status. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL: 500,
  PAYLOAD_TOO_LARGE: 413,
  CONFLICT: 409,
  NO_CUSTOMER_AUTHORIZATION: 409,
  NOT_AN_INVOICE: 400,
  ALREADY_PAID: 400,
  FACTORED: 400,
  OVER_BANK_LIMIT: 400,
  ALREADY_SIGNED: 409,
  NOT_SIGNED_YET: 409,
  NOT_SIGNER: 400,
  SESSION_EXPIRED: 409,
  NOTHING_CHANGED: 409,
  NOT_AN_ID_CARD: 409,
  NOT_ELIGIBLE_FOR_ID_CREDIT: 409,
  NOT_MODIFIABLE: 409,
  EDIT_RUNNING: 409,
  OVER_STOCK: 409,
  NO_PURCHASE_RIGHT: 400,
  NOT_AWAITING_CONFIRMATION: 409,
  NOT_CHANGEABLE: 409,
  ALREADY_CUSTOMER: 409,
  OFFER_NOT_PENDING: 409,
  CERT_UNTRUSTED: 400,
  CERT_EXPIRED: 400,
  CERT_REVOKED: 400,
  CERT_USAGE: 400,
  SIGNER_MISMATCH: 400,
  LIMIT_ABOVE_CREDIT: 400,
  PIN_TOO_SIMPLE: 400,
  TOO_MANY_REQUESTS: 429,
} as const satisfies Record<ErrorCode, number>

export type ErrorStatus = (typeof errorStatus)[ErrorCode]

/** The one error body of the API. */
export const ErrorBody = Schema.Struct({
  code: Schema.Literals(ErrorCodes),
  field: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String),
})
export type ErrorBody = typeof ErrorBody.Type

/** An error that carries the API's error body (the client's ApiError), whatever module made it. */
const isApiError = (
  error: unknown,
): error is { readonly _tag: "ApiError"; readonly code: ErrorCode | undefined; readonly field: string | undefined } =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "ApiError"

/**
 * The stable `code` of the server's error body (`{ code, field?, message? }`, src/core/api/errors.ts),
 * when the error is an answer that carries one. Widgets choose their message by this code, never by
 * the server's English `message`.
 */
export const errorCode = (error: unknown): ErrorCode | undefined => (isApiError(error) ? error.code : undefined)

/** The field a 400 answer names, when it names one. */
export const errorField = (error: unknown): string | undefined => (isApiError(error) ? error.field : undefined)
