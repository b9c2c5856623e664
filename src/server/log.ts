import { AsyncLocalStorage } from "node:async_hooks"
import { createRequire } from "node:module"
import pino, { type DestinationStream, type Logger } from "pino"

/** What every log line of one request (or a job started for it) carries: its id and, once known, who asked. */
export interface RequestScope {
  readonly requestId: string
  userId?: number
  customerId?: number
}

const scopes = new AsyncLocalStorage<RequestScope>()

/** The scope of the request this code runs for, if any. */
export const requestScope = (): RequestScope | undefined => scopes.getStore()

/** Runs `fn` (and everything it starts) in `scope`: its log lines carry the request id (a job runner uses this too). */
export const inRequestScope = <T>(scope: RequestScope, fn: () => T): T => scopes.run(scope, fn)

/** Keys whose values never reach a log, wherever they sit in a logged object (one or two levels deep). */
export const SECRET_KEYS = [
  "personalCode",
  "personalIdentityCode",
  "pin",
  "pin1",
  "pin2",
  "password",
  "token",
  "accessToken",
  "refreshToken",
  "orderToken",
  "sessionId",
  "secret",
  "cookie",
  "set-cookie",
  "authorization",
  "x-auth-token",
] as const

const redactPaths = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
  const at = (prefix: string) => (k.startsWith("[") ? `${prefix}${k}` : `${prefix}.${k}`)
  return [k, at("*"), at("*.*")]
})

/**
 * Text that looks like a secret, wherever it is in a line (a message, an error's text): Estonian personal
 * codes (11 digits, first 1–6), JWTs, bearer credentials, and the values of cookie or token pairs.
 */
const SECRET_TEXT: ReadonlyArray<RegExp> = [
  /(?<![\d])[1-6]\d{10}(?![\d])/g,
  /eyJ[\w-]+\.[\w-]+\.[\w-]*/g,
  /(bearer\s+)[\w.~+/=-]+/gi,
  /((?:ise_refresh|token|pin\d?|personalCode|cookie)["']?\s*[=:]\s*["']?)[^\s;,"'&]+/gi,
]

export const REDACTED = "[redacted]"

/** `text` with anything that looks like a secret replaced. */
export function scrub(text: string): string {
  let out = text
  for (const pattern of SECRET_TEXT)
    out = out.replace(pattern, (_match, prefix) => (typeof prefix === "string" ? prefix + REDACTED : REDACTED))
  return out
}

/** Every string of a logged value scrubbed (errors serialised first); depth-limited. */
function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value)
  if (value instanceof Error) return scrubDeep(pino.stdSerializers.err(value), depth)
  if (depth > 6 || value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) out[key] = scrubDeep(v, depth + 1)
  return out
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface LoggerOptions {
  readonly level: LogLevel
  /** Human-readable lines through pino-pretty (a devDependency: only where it is installed). */
  readonly pretty?: boolean
  /**
   * Where the lines go; standard output by default, written synchronously (pino.destination's `sync: true`): one
   * `write` per call and nothing held in memory, where pino's own default (asynchronous) hands every write to
   * libuv's thread pool and keeps what comes meanwhile. The access lines come one `write` per event-loop turn
   * (logAccess), so the syscalls stay few (issue 26's cost per request).
   */
  readonly destination?: DestinationStream
}

/** Whether pino-pretty can be loaded here (absent after `npm ci --omit=dev`). */
export function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty")
    return true
  } catch {
    return false
  }
}

/** The stream a logger of createLogger writes to, for the access line written by hand (logAccess). */
const accessSinks = new WeakMap<Logger, DestinationStream>()

/** JSON lines (or pretty ones), with the request's scope on every line and secrets redacted by key and by look. */
export function createLogger(options: LoggerOptions): Logger {
  const pretty = options.pretty && !options.destination && prettyAvailable()
  const logger = pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (object) => scrubDeep(object) as Record<string, unknown> },
      redact: { paths: redactPaths, censor: REDACTED },
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
      hooks: {
        logMethod(args, method) {
          flushAccessLines()
          method.apply(this, args.map((a) => (typeof a === "string" ? scrub(a) : a)) as Parameters<typeof method>)
        },
      },
      mixin: () => {
        const scope = scopes.getStore()
        return scope ? { ...scope } : {}
      },
    },
    pretty
      ? pino.transport({ target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss.l" } })
      : (options.destination ?? pino.destination({ dest: 1, sync: true })),
  )
  accessSinks.set(logger, (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!)
  return logger
}

let root: Logger = createLogger({ level: "info" })

/** The process's logger (set once at start from the configuration; tests may set their own). */
export const log = (): Logger => root

/** The facts of an answered request an access line carries (requestLog.ts), beside its id and who asked. */
export interface AccessFields {
  readonly method: string
  readonly route: string
  readonly status: number
  readonly durationMs: number
}

/** The process's id, read once (`process.pid` is a getter into the runtime). */
const PID = process.pid

let isoMs = -1
let isoText = ""
/** pino's isoTime, built once per millisecond. */
function isoNow(): string {
  const ms = Date.now()
  if (ms !== isoMs) {
    isoMs = ms
    isoText = new Date(ms).toISOString()
  }
  return isoText
}

const jsonNumber = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? String(n) : "null")

/**
 * The access line as JSON text, the same line pino writes for `log().info(fields, "request")` on createLogger's
 * logger: level, time, pid, the request's id, user and customer ids, then the request's facts, `msg` last.
 */
export function accessLine(
  fields: AccessFields,
  requestId: string | undefined,
  scope: RequestScope | undefined,
  time: string,
  pid: number,
): string {
  let line = `{"level":"info","time":"${time}","pid":${pid}`
  if (requestId !== undefined) line += `,"requestId":${JSON.stringify(requestId)}`
  if (scope?.userId !== undefined) line += `,"userId":${jsonNumber(scope.userId)}`
  if (scope?.customerId !== undefined) line += `,"customerId":${jsonNumber(scope.customerId)}`
  return `${line}${factsOf(fields.method, fields.route, fields.status)}${jsonNumber(fields.durationMs)},"msg":"request"}\n`
}

/** `,"method":…,"route":…,"status":…,"durationMs":` of a method, route pattern and status, made once for each. */
const facts = new Map<string, string>()
function factsOf(method: string, route: string, status: number): string {
  const key = `${method} ${status} ${route}`
  let text = facts.get(key)
  if (text === undefined) {
    text = `,"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${jsonNumber(status)},"durationMs":`
    // Route patterns are few; a bound keeps a caller that passes anything else from growing it without end.
    if (facts.size < 10_000) facts.set(key, text)
  }
  return text
}

/**
 * One access line ("request"), built by hand (accessLine) and written to the stream of the process's logger:
 * pino's line costs more than the rest of a cached answer (the root logger's scrubbing hook, its mixin and
 * redaction by key; issue 26's cost per request), and the line's fields hold no secret by construction (the
 * method, the route's pattern never the path, the status, the duration, numeric user and customer ids, the
 * request id: generated, or a trusted proxy's that nothing in it looks secret, requestLog.ts's requestIdOf).
 * The logger's level holds (LOG_LEVEL); a logger not made by createLogger gets the line through pino. The lines
 * of one event-loop turn go out together, at its end (flushAccessLines): one `write` for the turn's answers
 * instead of one each. `requestId`: an early answer's, which has no scope (else the scope's).
 */
export function logAccess(fields: AccessFields, requestId?: string): void {
  if (!root.isLevelEnabled("info")) return
  const sink = accessSinks.get(root)
  if (!sink) return void root.info(requestId === undefined ? fields : { ...fields, requestId }, "request")
  const scope = scopes.getStore()
  const line = accessLine(fields, requestId ?? scope?.requestId, scope, isoNow(), PID)
  if (pendingSink !== sink) {
    flushAccessLines()
    pendingSink = sink
  }
  pendingLines += line
  if (!flushScheduled) {
    flushScheduled = true
    setImmediate(endOfTurn)
  }
}

/** The access lines of this event-loop turn not yet written, and the stream they go to. */
let pendingLines = ""
let pendingSink: DestinationStream | undefined
let flushScheduled = false

/**
 * Writes the access lines held for this turn, in one `write`: at the turn's end (setImmediate), before any other
 * line of createLogger's loggers (its logMethod hook: the lines keep their order), and at exit.
 */
export function flushAccessLines(): void {
  if (pendingSink === undefined || pendingLines === "") return
  const sink = pendingSink
  const lines = pendingLines
  pendingLines = ""
  pendingSink = undefined
  sink.write(lines)
}

function endOfTurn(): void {
  flushScheduled = false
  flushAccessLines()
}
process.once("exit", flushAccessLines)

/** Replaces the process's logger; answers the one before, for a test to put back. */
export function setLogger(logger: Logger): Logger {
  const before = root
  root = logger
  return before
}

/**
 * The process's logger as configured: LOG_LEVEL (info); LOG_FORMAT `json`, or `pretty` (the default outside
 * NODE_ENV=production, where pino-pretty is installed: a devDependency, so never after `npm ci --omit=dev`).
 */
export function loggerFromEnv(env: Readonly<Record<string, string | undefined>>): Logger {
  const level = (env.LOG_LEVEL ?? "info") as LogLevel
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL=${env.LOG_LEVEL}: expected one of ${LOG_LEVELS.join(", ")}`)
  const format = env.LOG_FORMAT ?? (env.NODE_ENV === "production" ? "json" : "pretty")
  if (format !== "json" && format !== "pretty") throw new Error(`LOG_FORMAT=${format}: expected json or pretty`)
  return createLogger({ level, pretty: format === "pretty" })
}

/** The start line about demo sign-in: personal codes never go to a log, so it points to where they are written. */
export const DEMO_SIGN_IN_HINT = "Demo sign-in (Smart-ID or Mobile-ID, any phone): the demo people's personal codes are in README.md"
