import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { getRequestListener } from "@hono/node-server"
import { logEarlyAnswer, type AnsweredRequest } from "./requestLog"
import type { Hono } from "hono"
import type { Call } from "../../core/api/call"
import type { AppDeps } from "../context"
import type { EncodedAnswer } from "./bindCall"
import { etagMatches } from "./etag"
import { PUBLIC_CORS_HEADERS } from "./cors"
import { securityHeaderValues } from "./securityHeaders"

/** The encoded answer of a public call while it is cached and fresh (`Cached.fresh` of cachedAnswer), else undefined. */
export type FreshAnswer = (deps: AppDeps) => EncodedAnswer | undefined

const early = new WeakMap<Hono<any>, Map<string, FreshAnswer>>()

/**
 * Marks a public GET call (bound with bindCall as usual) whose answer is the same for everybody and kept
 * encoded (cachedAnswer): while that answer is fresh, a request without credentials gets it before the
 * middleware chain and routing (withEarlyAnswers). Anything else goes the usual way.
 */
export function answerEarly(app: Hono<any>, call: Call, fresh: FreshAnswer): void {
  if (call.access !== "public" || call.method !== "GET" || call.path.includes("{"))
    throw new Error(`call ${call.id}: only a public GET without path params may be answered early`)
  const table = early.get(app) ?? new Map<string, FreshAnswer>()
  table.set(call.path, fresh)
  early.set(app, table)
}

/** The path of a request target (an absolute URL or Node's origin-form `/path?query`), without the query. */
const pathOf = (url: string): string => {
  const scheme = url.indexOf("://")
  const start = scheme < 0 ? url.indexOf("/") : url.indexOf("/", scheme + 3)
  const query = url.indexOf("?", start)
  return start < 0 ? "/" : url.slice(start, query < 0 ? undefined : query)
}

/** An early answer: its status, the encoded answer, the security headers of its request and its request id. */
interface EarlyAnswer {
  readonly status: 200 | 304
  readonly answer: EncodedAnswer
  readonly security: Readonly<Record<string, string>>
  readonly requestId: string
}

/** A request header by lower-case name. */
type HeaderOf = (name: string) => string | undefined

/** The early answer to a GET of `path`, its access line written and its metrics observed; undefined: the full chain. */
type Answerer = (path: string, header: HeaderOf, started: number) => EarlyAnswer | undefined

/** Answerers by app (withEarlyAnswers), for the Node listener (earlyAnswerListener). */
const answerers = new WeakMap<Hono<any>, Answerer>()

function answererOf(table: ReadonlyMap<string, FreshAnswer>, deps: AppDeps, observe?: (answered: AnsweredRequest) => void): Answerer {
  return (path, header, started) => {
    const answer = table.get(path)?.(deps)
    if (!answer || header("authorization") || header("cookie")) return undefined
    const status = etagMatches(header("if-none-match"), answer.etag) ? 304 : 200
    const security = securityHeaderValues(path, header)
    const durationMs = Math.round((performance.now() - started) * 1000) / 1000
    const requestId = logEarlyAnswer(header("x-request-id"), { method: "GET", route: path, status, durationMs }, observe)
    return { status, answer, security, requestId }
  }
}

/** The headers of an early answer, as the middleware would have set them (a record: fetch's Response takes it). */
function headerRecord(early: EarlyAnswer): Record<string, string> {
  const headers: Record<string, string> = {
    ...early.security,
    ...PUBLIC_CORS_HEADERS,
    etag: early.answer.etag,
    "x-request-id": early.requestId,
  }
  if (early.status === 200) headers["content-type"] = "application/json"
  return headers
}

/**
 * Serves the early answers of `api` (mounted at `prefix` in `app`) in front of `app.fetch` (issue 16: the
 * public prices at the cost of a bare server): a GET of such a path, without credentials, while its answer
 * is fresh, is answered at once with the headers the middleware would have set (security headers, CORS for
 * a request without credentials) and the answer's ETag (304 when If-None-Match names it). A request with
 * a bearer token or a cookie, a stale answer or any other path takes the full chain. The server's own
 * listener (earlyAnswerListener) gives the same answers straight from Node's request.
 */
export function withEarlyAnswers(
  app: Hono<any>,
  api: Hono<any>,
  prefix: string,
  deps: AppDeps,
  observe?: (answered: AnsweredRequest) => void,
): void {
  const table = new Map([...(early.get(api) ?? [])].map(([path, fresh]) => [prefix + path, fresh]))
  if (table.size === 0) return
  const answer = answererOf(table, deps, observe)
  answerers.set(app, answer)
  const fetch = app.fetch
  app.fetch = (request, env, executionContext) => {
    if (request.method === "GET") {
      const early = answer(pathOf(request.url), requestHeaders(request, env), performance.now())
      // The encoded bytes, kept with the answer: nothing is serialised or encoded per request.
      if (early)
        return new Response(early.status === 200 ? early.answer.bytes : null, { status: early.status, headers: headerRecord(early) })
    }
    return fetch(request, env, executionContext)
  }
}

/** A header of Node's parse of the request (lower-case names; a repeated one joined as fetch's Headers joins it). */
const nodeHeader =
  (raw: IncomingHttpHeaders): HeaderOf =>
  (name) => {
    const value = raw[name]
    return Array.isArray(value) ? value.join(", ") : value
  }

/**
 * A request header by lower-case name, read from Node's raw list of names and values: asking `req.headers` builds an
 * object of every header on first use, which an early answer, asking for four or five, need not pay for (issue
 * 26's cost per request). A repeated header is joined with ", " (the names an early answer reads are only tested
 * for presence or taken in part: a joined X-Request-Id is no safe id and a new one is made).
 */
const rawHeader =
  (raw: ReadonlyArray<string>): HeaderOf =>
  (name) => {
    let value: string | undefined
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const candidate = raw[i]!
      if (candidate.length === name.length && candidate.toLowerCase() === name)
        value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`
    }
    return value
  }

/**
 * A request header by lower-case name: from Node's own parse of the request (@hono/node-server hands it as
 * `env.incoming`) when there is one, which spares building a fetch `Headers` of every header per request;
 * else (app.request in tests) from the Request.
 */
function requestHeaders(request: Request, env: unknown): HeaderOf {
  const incoming = (env as { incoming?: { headers?: IncomingHttpHeaders } } | undefined)?.incoming
  if (incoming?.headers) return nodeHeader(incoming.headers)
  return (name) => request.headers.get(name) ?? undefined
}

/**
 * The head of an early answer as Node's flat list of names and values (`res.writeHead(status, list)`), the same
 * headers as headerRecord's and the body's length: made once per answer, security headers and status, the request id's
 * slot filled per request. Node checks every name and value as it writes them either way.
 */
const heads = new WeakMap<EncodedAnswer, Map<Readonly<Record<string, string>>, { 200?: string[]; 304?: string[] }>>()
function headOf(early: EarlyAnswer): string[] {
  const bySecurity = heads.get(early.answer) ?? new Map<Readonly<Record<string, string>>, { 200?: string[]; 304?: string[] }>()
  heads.set(early.answer, bySecurity)
  const byStatus = bySecurity.get(early.security) ?? {}
  bySecurity.set(early.security, byStatus)
  let head = byStatus[early.status]
  if (!head) {
    const record = headerRecord({ ...early, requestId: "" })
    if (early.status === 200) record["content-length"] = String(early.answer.bytes.byteLength)
    head = byStatus[early.status] = Object.entries(record).flat()
  }
  const list = head.slice()
  list[list.indexOf("x-request-id") + 1] = early.requestId
  return list
}

/**
 * The early answers of `app` (withEarlyAnswers) as a Node request listener: answers a request it can (true) by
 * writing the ServerResponse itself, without the fetch Request and Response, the async listener and the header
 * record @hono/node-server builds per request (issue 26's cost per request); anything else is left (false).
 */
export function earlyAnswerListener(app: Hono<any>): ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined {
  const answer = answerers.get(app)
  if (!answer) return undefined
  return (req, res) => {
    if (req.method !== "GET" || req.url === undefined) return false
    const early = answer(pathOf(req.url), rawHeader(req.rawHeaders), performance.now())
    if (!early) return false
    res.writeHead(early.status, headOf(early))
    res.end(early.status === 200 ? early.answer.bytes : undefined)
    return true
  }
}

/**
 * `app` on an HTTP server listening on `port` (all interfaces), as @hono/node-server's `serve` starts it, its early
 * answers (earlyAnswerListener) given by Node's listener before @hono/node-server's.
 */
export function serveApp(app: Hono<any>, port: number, listening: (info: AddressInfo) => void): Server {
  const listener = getRequestListener(app.fetch)
  const early = earlyAnswerListener(app)
  const server = createServer(early ? (req, res) => early(req, res) || void listener(req, res) : listener)
  server.listen(port, () => listening(server.address() as AddressInfo))
  return server
}
