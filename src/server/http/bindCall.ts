import type { CustomerKind } from "../../core/rules/access"
import { requestScope } from "../log"
import { createHash } from "node:crypto"
import type { Hono } from "hono"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import * as Cause from "effect/Cause"
import * as Exit from "effect/Exit"
import { errorsOf, type BodyOf, type Call, type PathParamNames, type QueryOf, type ResultOf } from "../../core/api/call"
import type { AppContext, AppDeps, AppEnv } from "../context"
import { checkAccess, type AuthUser, type ContactRow } from "./access"
import { etagMatches } from "./etag"
import { badRequest, HttpError } from "./errors"
import { honoPath, paramNames, paramSchema } from "./pathParams"
import { CONTROL_CHARACTER, refuseDeepJson } from "./inputGuards"

/** Decoded path params: ids are numbers (see pathParams.ts; a name listed in `named` there may differ). */
export type ParamsOf<C extends Call> = {
  readonly [K in PathParamNames<C["path"]>]: K extends "id" | `${string}Id` | `${string}Uid` ? number : string
}

/** What a handler gets: decoded input, the signed-in user and (for customer calls) the contact row. */
export interface CallRequest<C extends Call> {
  readonly params: ParamsOf<C>
  readonly query: QueryOf<C>
  readonly body: BodyOf<C>
  readonly deps: AppDeps
  /** The Hono context, for cookies and headers. */
  readonly c: AppContext
  /** The signed-in user; only for calls with access user or customer (a programming error otherwise). */
  readonly user: AuthUser
  /** The signed-in user's contact row of {customerId}; only for calls with access customer. */
  readonly contact: ContactRow
  /** The kind of {customerId} (its contact's roles, person, apartment association), as the access check read it; customer calls only. */
  readonly customerKind: CustomerKind
}

/** An answer with a status other than 200 (e.g. redirectLogin's 401 with `{ data: null }`). */
export class Reply<A> {
  constructor(
    readonly status: 200 | 201 | 400 | 401 | 403 | 404 | 409,
    readonly body: A,
  ) {}
}

const utf8 = new TextEncoder()

/**
 * An answer encoded once (by `encodeAnswer`, so checked against the call's schema) and sent as it is to
 * many requests: a public answer kept for a while (`cachedAnswer` in cache.ts). Its ETag lets a client
 * that has it get a 304.
 */
export class EncodedAnswer {
  /** The JSON text's UTF-8 bytes, encoded once with the answer (an early answer sends them as they are). */
  readonly bytes: Uint8Array<ArrayBuffer>
  constructor(
    readonly json: string,
    readonly etag: string,
  ) {
    this.bytes = utf8.encode(json)
  }
}

type Answer<C extends Call> = ResultOf<C> | Reply<ResultOf<C>> | EncodedAnswer | Response
export type Handler<C extends Call> = (req: CallRequest<C>) => Promise<Answer<C>> | Answer<C>

// The calls each app binds, for the OpenAPI document: only what is really served is published.
const registry = new WeakMap<Hono<any>, Call[]>()
export const boundCalls = (app: Hono<any>): ReadonlyArray<Call> => registry.get(app) ?? []
/** After `parent.route(prefix, child)`: the parent serves the child's calls too. */
export const adoptBoundCalls = (parent: Hono<any>, child: Hono<any>): void => {
  registry.set(parent, [...boundCalls(parent), ...boundCalls(child)])
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** The first failing field of a decoding failure, as `a.b.0.c`; `fallback` when the root itself is wrong. */
function firstIssue(error: Schema.SchemaError, fallback: string): { field: string; message: string } {
  const first = formatter(error.issue).issues[0]
  const path = (first?.path ?? []).map((p) => String(typeof p === "object" && p !== null && "key" in p ? p.key : p))
  return { field: path.length ? path.join(".") : fallback, message: first?.message ?? error.message }
}

// Parsers are built once per schema, not once per request.
const decoders = new WeakMap<object, (input: unknown) => Exit.Exit<unknown, Schema.SchemaError>>()
const encoders = new WeakMap<object, (input: unknown) => Exit.Exit<unknown, Schema.SchemaError>>()
const memo = (
  cache: WeakMap<object, (input: unknown) => Exit.Exit<unknown, Schema.SchemaError>>,
  schema: Schema.Top,
  make: (schema: any) => (input: unknown) => Exit.Exit<unknown, Schema.SchemaError>,
) => {
  let fn = cache.get(schema)
  if (!fn) cache.set(schema, (fn = make(schema)))
  return fn
}

function decode<S extends Schema.Top>(schema: S, input: unknown, fallback: string): S["Type"] {
  const exit = memo(decoders, schema, Schema.decodeUnknownExit)(input)
  if (Exit.isSuccess(exit)) return exit.value
  const error = Cause.findErrorOption(exit.cause)
  const { field, message } =
    error._tag === "Some" && error.value instanceof Schema.SchemaError
      ? firstIssue(error.value, fallback)
      : { field: fallback, message: "Invalid value" }
  throw badRequest(field, message)
}

/** The dotted path of the first string (or key) in `value` holding a control character, for every call's input. */
export function controlCharacterField(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : undefined
  if (value === null || typeof value !== "object") return undefined
  for (const [key, inner] of Object.entries(value)) {
    const field = path === "" ? key : `${path}.${key}`
    if (CONTROL_CHARACTER.test(key)) return field
    const found = controlCharacterField(inner, field)
    if (found !== undefined) return found
  }
  return undefined
}

/** Refuses input with a control character before its schema sees it: 400 naming the field. */
function refuseControlCharacters(value: unknown, root: string): void {
  const field = controlCharacterField(value, "")
  if (field !== undefined) throw badRequest(field === "" ? root : field, "Control characters are not allowed")
}

async function readJson(c: AppContext): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === "") return undefined
  refuseDeepJson(text)
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest("body", "Body is not valid JSON")
  }
}

/**
 * Serves one Call on `app`: route from call.method/call.path, path params decoded, access checked
 * (401 / 403), then query and body decoded with the call's schemas (400 VALIDATION naming the field; the
 * handler never runs), and the answer encoded with call.response (200 JSON, 204 for "empty"). A refusal
 * (HttpError) answers its error body; one whose code the call does not list (errorsOf) is a 500.
 * Access goes before query/body so that strangers learn nothing about a call's input rules.
 */
export function bindCall<C extends Call>(app: Hono<AppEnv>, call: C, handler: Handler<C>): void {
  const list = registry.get(app) ?? []
  if (list.some((bound) => bound.id === call.id)) throw new Error(`call ${call.id} is bound twice`)
  registry.set(app, [...list, call])
  const names = paramNames(call.path)

  app.on(call.method, honoPath(call.path), async (c) => {
    const deps = c.get("deps")
    try {
      const params: Record<string, unknown> = {}
      for (const name of names) {
        refuseControlCharacters(c.req.param(name), name)
        params[name] = decode(paramSchema(name), c.req.param(name), name)
      }
      const customerId = typeof params.customerId === "number" ? params.customerId : undefined
      const access = await checkAccess(c, deps, call, customerId)
      const scope = requestScope()
      if (scope && access.user) {
        scope.userId = access.user.userId
        if (access.contact) scope.customerId = customerId
      }
      const rawQuery = call.query ? c.req.query() : undefined
      refuseControlCharacters(rawQuery, "query")
      const query = call.query ? decode(call.query, rawQuery, "query") : undefined
      const rawBody = call.body ? await readJson(c) : undefined
      refuseControlCharacters(rawBody, "body")
      const body = call.body ? decode(call.body, rawBody, "body") : undefined

      const req = {
        params,
        query,
        body,
        deps,
        c,
        get user() {
          if (!access.user) throw new Error(`call ${call.id} is public: no user`)
          return access.user
        },
        get contact() {
          if (!access.contact) throw new Error(`call ${call.id} is not customer-scoped: no contact`)
          return access.contact
        },
        get customerKind() {
          if (!access.kind) throw new Error(`call ${call.id} is not customer-scoped: no customer kind`)
          return access.kind
        },
      } as unknown as CallRequest<C>
      const result = await handler(req)
      const res = toResponse(c, call, result)
      if (access.renewedToken) res.headers.set("x-auth-token", access.renewedToken)
      return res
    } catch (e) {
      if (!(e instanceof HttpError)) throw e // app.onError logs it and answers 500
      // A code the call does not list breaks the contract (OpenAPI, the client's messages): our bug.
      if (!errorsOf(call).includes(e.body.code))
        throw new Error(`call ${call.id} refused with ${e.body.code}, which it does not list`, { cause: e })
      return c.json(e.body, e.status)
    }
  })
}

/** The call's answer encoded with its schema (extra fields dropped); a mismatch is our bug, not the client's. */
function encodeBody(call: Call, body: unknown): unknown {
  if (call.response === "empty" || call.response === "binary") throw new Error(`call ${call.id} answers no JSON`)
  const encoded = memo(encoders, call.response, Schema.encodeUnknownExit)(body)
  if (Exit.isFailure(encoded)) throw new Error(`answer of ${call.id} does not match its schema: ${Cause.pretty(encoded.cause)}`)
  return encoded.value
}

/** The call's answer as JSON text, once, with a strong ETag of it: for answers sent many times as they are. */
export function encodeAnswer<C extends Call>(call: C, body: ResultOf<C>): EncodedAnswer {
  const json = JSON.stringify(encodeBody(call, body))
  return new EncodedAnswer(json, `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`)
}

function toResponse(c: AppContext, call: Call, result: unknown): Response {
  if (result instanceof Response) return result
  if (result instanceof EncodedAnswer) {
    if (etagMatches(c.req.header("if-none-match"), result.etag)) return c.body(null, 304, { etag: result.etag })
    return c.body(result.bytes, 200, { "content-type": "application/json", etag: result.etag })
  }
  const { status, body } = result instanceof Reply ? result : { status: 200 as const, body: result }
  if (call.response === "empty") return c.body(null, 204)
  if (call.response === "binary") throw new Error(`call ${call.id} answers a file: return a Response`)
  return c.json(encodeBody(call, body) as any, status)
}
