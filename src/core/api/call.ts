import type * as Schema from "effect/Schema"
import type { Role } from "../schemas/common"
import type { ErrorCode } from "./errors"

/** The secret binding a Smart-ID / Mobile-ID session to the client that started it: answered by the start, sent back on each poll. */
export const EID_SESSION_HEADER = "x-eid-session"

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/**
 * Who may make a call:
 * - public: anybody;
 * - user: a signed-in user, whatever customer;
 * - customer: a signed-in user who is a contact of the path's `customerId`, with one of `roles` when given.
 */
export type CallAccess = "public" | "user" | "customer"

/** A kind of customer a call may be limited to (spec part 1 §2.1, §6). */
export type CustomerKindRule = "persons" | "companies"

/** What the answer body is: a schema to decode JSON with, a file, or nothing (204). */
export type CallResponse = Schema.Top | "binary" | "empty"

/**
 * The typed description of one call of spec §7: exact method, path, query and body names.
 * The client builds requests from it and the server validates requests with it, so the two
 * can't drift apart; the OpenAPI document is generated from the same objects.
 */
export interface Call<
  Path extends string = string,
  Query extends Schema.Top | undefined = Schema.Top | undefined,
  Body extends Schema.Top | undefined = Schema.Top | undefined,
  Response extends CallResponse = CallResponse,
> {
  readonly id: string
  readonly method: HttpMethod
  /** Path under /v1 with `{name}` placeholders, e.g. `/documents/{customerId}`. */
  readonly path: Path
  readonly query: Query
  readonly body: Body
  readonly response: Response
  readonly access: CallAccess
  readonly roles?: ReadonlyArray<Role>
  /** Only persons, or only companies (not persons, not apartment associations), may make the call. */
  readonly onlyFor?: CustomerKindRule
  /** Login calls send the mobile-app header. */
  readonly login?: boolean
  /** Spec gives no path: the path is ours, listed in docs/api.md. */
  readonly pathChosen?: boolean
  /** Codes of the error body this call may answer beyond the generic ones (see `errorsOf`). */
  readonly errors?: ReadonlyArray<ErrorCode>
  /** The calls whose answers this call changes: a client reloads their queries after it succeeds. */
  readonly changes?: ReadonlyArray<Call>
  readonly summary: string
}

export const defineCall = <
  const Path extends string,
  Query extends Schema.Top | undefined = undefined,
  Body extends Schema.Top | undefined = undefined,
  Response extends CallResponse = "empty",
>(call: {
  id: string
  method: HttpMethod
  path: Path
  query?: Query
  body?: Body
  response: Response
  access: CallAccess
  roles?: ReadonlyArray<Role>
  onlyFor?: CustomerKindRule
  login?: boolean
  pathChosen?: boolean
  errors?: ReadonlyArray<ErrorCode>
  changes?: ReadonlyArray<Call>
  summary: string
}): Call<Path, Query, Body, Response> => ({ ...call, query: call.query as Query, body: call.body as Body })

/**
 * Every code a call may answer: VALIDATION and NOT_FOUND when it takes input (path, query or body:
 * a value may be malformed or name something that does not exist), UNAUTHORIZED and FORBIDDEN unless
 * it is public, INTERNAL always, TOO_MANY_REQUESTS for customer calls (an API key over its rate limit), and the
 * call's own `errors`.
 */
export const errorsOf = (call: Call): ReadonlyArray<ErrorCode> => {
  const takesInput = call.path.includes("{") || call.query !== undefined || call.body !== undefined
  const codes: ReadonlyArray<ErrorCode> = [
    ...(takesInput ? (["VALIDATION", "NOT_FOUND"] as const) : []),
    ...(call.access !== "public" ? (["UNAUTHORIZED", "FORBIDDEN"] as const) : []),
    "INTERNAL",
    ...(call.body !== undefined ? (["PAYLOAD_TOO_LARGE"] as const) : []),
    // An API key over its own rate limit (issue 27): keys act only through customer calls.
    ...(call.access === "customer" ? (["TOO_MANY_REQUESTS"] as const) : []),
    ...(call.errors ?? []),
  ]
  return [...new Set(codes)]
}

/** Names of `{placeholders}` in a path. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParamNames<Rest> : never
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { readonly [K in PathParamNames<P>]: string | number }

/**
 * The `params` of a request: required, naming each placeholder, when the call's path has any (a call
 * sent without its `{customerId}` is a compile-time error, not a 500 at run time); absent otherwise.
 * A path known only as `string` (code generic over every call) takes any parameters.
 */
export type ParamsInput<P extends string> = string extends P
  ? { readonly params?: Readonly<Record<string, string | number>> }
  : [PathParamNames<P>] extends [never]
    ? { readonly params?: Readonly<Record<string, never>> }
    : { readonly params: PathParams<P> }

/** Whether a call can be made without any input: only when its path has no placeholders. */
export type HasPathParams<P extends string> = string extends P ? false : [PathParamNames<P>] extends [never] ? false : true

export type QueryOf<C extends Call> = C["query"] extends Schema.Top ? C["query"]["Type"] : undefined
export type BodyOf<C extends Call> = C["body"] extends Schema.Top ? C["body"]["Type"] : undefined
export type ResultOf<C extends Call> = C["response"] extends Schema.Top
  ? C["response"]["Type"]
  : C["response"] extends "binary"
    ? Blob
    : // biome-ignore lint/suspicious/noConfusingVoidType: a call answered 204 gives nothing, as a void function does
      void

/** Fills `{name}` placeholders; values are URI-encoded. A literal path requires each of its placeholders. */
export const buildPath = <P extends string>(
  path: P,
  ...[params = {}]: HasPathParams<P> extends true ? [params: PathParams<P>] : [params?: Readonly<Record<string, string | number>>]
): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = (params as Readonly<Record<string, string | number>>)[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
