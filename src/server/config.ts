import { readFileSync } from "node:fs"
import * as Schema from "effect/Schema"

/**
 * The server's configuration: every environment variable it reads, with what it accepts, its default and
 * its meaning, in one table. `checkConfig` runs once at start (main.ts) before anything else: a value its
 * schema refuses, an unknown variable that looks like ours (a typo of one), a secret given twice (value and
 * `_FILE`), or a production start without what production needs, stops the start with a line per problem.
 * `.env.example` and the table in docs/operations.md are generated from this table (configDocs.ts,
 * `node --import tsx scripts/gen-config.ts`), and tests/unit/server/config.test.ts keeps them equal.
 */
export interface Variable {
  readonly name: string
  /** What the value may be, as the error says it. */
  readonly accepts: string
  /** The default as written in .env.example (empty: unset). */
  readonly default: string
  readonly meaning: string
  /** Decodes the raw string; a failure is a refused value. */
  readonly schema: Schema.Decoder<unknown>
  /** May come from a file named by `<NAME>_FILE` (a secret store's mount). */
  readonly secret?: boolean
  /** A production start refuses to start without it. */
  readonly production?: "required"
  /** Set by the server for its own processes; never by an operator (not in .env.example). */
  readonly internal?: boolean
}

const text = Schema.String.check(Schema.isMinLength(1))
const whole = (minimum: number, maximum: number) => Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum, maximum }))
const oneOf = (...values: ReadonlyArray<string>) => Schema.Literals(values as [string, ...string[]])
const flag = oneOf("1", "0", "true", "false", "yes", "no", "on", "off")
const origin = text.check(Schema.isPattern(/^https?:\/\/[^/\s]+$/))
const origins = Schema.String.check(Schema.isPattern(/^(https?:\/\/[^/\s,]+)(\s*,\s*https?:\/\/[^/\s,]+)*$/))
/** kid:secret pairs, comma-separated; each secret base64url of at least 32 bytes. */
export const signingKeysPattern = /^[A-Za-z0-9._-]{1,40}:[A-Za-z0-9_-]{43,}(,[A-Za-z0-9._-]{1,40}:[A-Za-z0-9_-]{43,})*$/
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"]

/** A provider's variables (Smart-ID, Mobile-ID): its base URL and the relying party's UUID and name, required in production; the demo simulator's port. */
const provider = (prefix: string, api: string, example: string): ReadonlyArray<Variable> => [
  {
    name: `${prefix}_BASE_URL`,
    accepts: "an http(s) URL",
    default: "",
    meaning: `${api}: its base URL, e.g. ${example}. Unset in demo mode: the simulator's.`,
    schema: text.check(Schema.isPattern(/^https?:\/\/\S+$/)),
    production: "required",
  },
  {
    name: `${prefix}_RP_UUID`,
    accepts: "a lower-case UUID",
    default: "",
    meaning: `${api}: the relying party's UUID that SK gave.`,
    schema: text.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
    production: "required",
  },
  {
    name: `${prefix}_RP_NAME`,
    accepts: "a name",
    default: "",
    meaning: `${api}: the relying party's name registered with SK.`,
    schema: text,
    production: "required",
  },
  {
    name: `${prefix}_SIMULATOR_PORT`,
    accepts: "a port number 0–65535",
    default: "0",
    meaning: `Demo mode without ${prefix}_BASE_URL: the simulator's port (0: any free port, named in the log).`,
    schema: whole(0, 65535),
  },
]

export const variables: ReadonlyArray<Variable> = [
  {
    name: "PORT",
    accepts: "a port number 1–65535",
    default: "3000",
    meaning: "The port of the portal, the API and the widgets.",
    schema: whole(1, 65535),
  },
  {
    name: "PUBLIC_ORIGIN",
    accepts: "an origin such as https://portal.example.ee (no path, no trailing slash)",
    default: "",
    meaning: "The address customers open; bank returns and links in e-mails and documents use it. Default http://localhost:PORT.",
    schema: origin,
    production: "required",
  },
  {
    name: "DATABASE_URL",
    accepts: "a PostgreSQL URL postgres://user:password@host:port/database",
    default: "",
    meaning: "PostgreSQL. Unset: the embedded PGlite in DATA_DIR (demo only).",
    schema: text.check(Schema.isPattern(/^postgres(ql)?:\/\//)),
    secret: true,
    production: "required",
  },
  {
    name: "DATA_DIR",
    accepts: "a folder path",
    default: "./data",
    meaning: "The embedded PGlite's folder (without DATABASE_URL).",
    schema: text,
  },
  {
    name: "PGLITE_THREAD",
    accepts: "on or off",
    default: "on",
    meaning: "Run the embedded PGlite in a worker thread.",
    schema: oneOf("on", "off"),
  },
  {
    name: "DEMO_MODE",
    accepts: "on or off",
    default: "on",
    meaning: "npm start's demo: demo data, simulators, demo routes. The production start is never in demo mode.",
    schema: oneOf("on", "off"),
  },
  {
    name: "MIGRATE_ON_START",
    accepts: "true or false",
    default: "false",
    meaning: "Apply the database migrations at a production start (else run npm run db:migrate first). The demo always does.",
    schema: oneOf("true", "false"),
  },
  {
    name: "WEB_CONCURRENCY",
    accepts: 'a whole number from 1, or "auto" (one per core)',
    default: "1",
    meaning: "Server processes sharing the port (PostgreSQL only).",
    schema: Schema.Union([oneOf("auto"), whole(1, 256)]),
  },
  {
    name: "STOP_DEADLINE_MS",
    accepts: "milliseconds, 0–600000",
    default: "10000",
    meaning: "How long a stopping process may take.",
    schema: whole(0, 600_000),
  },
  { name: "LOG_LEVEL", accepts: LOG_LEVELS.join(", "), default: "info", meaning: "The least level logged.", schema: oneOf(...LOG_LEVELS) },
  {
    name: "LOG_FORMAT",
    accepts: "json or pretty",
    default: "",
    meaning: "json (one object a line) or pretty; default json when NODE_ENV=production, else pretty.",
    schema: oneOf("json", "pretty"),
  },
  {
    name: "NODE_ENV",
    accepts: "production, development or test",
    default: "",
    meaning: "production: JSON logs by default.",
    schema: oneOf("production", "development", "test"),
  },
  {
    name: "TRUST_PROXY",
    accepts: "1, 0, true, false, yes or no",
    default: "0",
    meaning: "Behind a reverse proxy: take X-Request-Id, X-Forwarded-Host/-Proto and X-Forwarded-For (the client address) from it.",
    schema: flag,
  },
  {
    name: "EMBED_ORIGINS",
    accepts: "origins, comma-separated",
    default: "",
    meaning: "Hosts whose pages may use the signed-in widgets (credentialed CORS).",
    schema: origins,
  },
  {
    name: "METRICS_TOKEN",
    accepts: "a token of at least 16 characters",
    default: "",
    meaning: "/metrics answers only with Authorization: Bearer <token>; unset, /metrics is 404.",
    schema: Schema.String.check(Schema.isMinLength(16)),
    secret: true,
  },
  {
    name: "JWT_SIGNING_KEYS",
    accepts: "kid:secret pairs, comma-separated, each secret base64url of at least 32 bytes (43 characters)",
    default: "",
    meaning:
      "Access-token keys: the first signs, all verify (list the old key second while rotating). Unset in the demo: a key kept in the database.",
    schema: text.check(Schema.isPattern(signingKeysPattern)),
    secret: true,
    production: "required",
  },
  {
    name: "MAIL_API_URL",
    accepts: "an https URL of a mail API with Postmark's POST /email (https://api.postmarkapp.com)",
    default: "",
    meaning: "Where the mail outbox is sent. Unset: the demo sends to its own simulator; production keeps the mails queued and warns.",
    schema: text.check(Schema.isPattern(/^https?:\/\/\S+$/)),
  },
  {
    name: "MAIL_API_TOKEN",
    accepts: "the mail API's server token",
    default: "",
    meaning: "X-Postmark-Server-Token of MAIL_API_URL.",
    schema: text,
    secret: true,
  },
  {
    name: "MAIL_FROM",
    accepts: "an e-mail address",
    default: "",
    meaning: "The sender of the portal's mails (a sender signature of the mail API).",
    schema: text.check(Schema.isPattern(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/)),
  },
  {
    name: "EID_TRUST_ANCHORS",
    accepts: "PEM file paths, comma-separated",
    default: "",
    meaning:
      "The CA certificates whose ID-card, Smart-ID and Mobile-ID certificates are trusted (ESTEID, EID-SK). The demo CA is trusted in demo mode only.",
    schema: text,
    production: "required",
  },
  ...provider("SMART_ID", "Smart-ID Relying Party API v3", "https://rp-api.smart-id.com (SK's demo: https://sid.demo.sk.ee/smart-id-rp)"),
  ...provider("MOBILE_ID", "Mobile-ID MID REST API", "https://mid.sk.ee/mid-api (SK's demo: https://tsp.demo.sk.ee/mid-api)"),
  {
    name: "EID_POLL_TIMEOUT_MS",
    accepts: "milliseconds, 1000–120000",
    default: "1000",
    meaning: "Smart-ID / Mobile-ID long polling: the timeoutMs of each session status request.",
    schema: whole(1000, 120_000),
  },
  {
    name: "THROTTLE_STARTS_PER_CODE",
    accepts: "a whole number from 1",
    default: "5",
    meaning:
      "Sign-in and signing starts for one personal code from one address, and from a browser that signed the person in before, in 10 minutes.",
    schema: whole(1, 1_000_000),
  },
  {
    name: "THROTTLE_STARTS_PER_ADDRESS",
    accepts: "a whole number from 1",
    default: "30",
    meaning: "Sign-in and signing starts one client address may make in 10 minutes.",
    schema: whole(1, 1_000_000),
  },
  {
    name: "THROTTLE_STARTS_CODE_CEILING",
    accepts: "a whole number from 1",
    default: "",
    meaning:
      "Starts for one personal code from all addresses together in 10 minutes; past it one start per 30 s (slowed, never locked). Default 4 × THROTTLE_STARTS_PER_CODE.",
    schema: whole(1, 1_000_000),
  },
  {
    name: "MAP_TILE_ORIGIN",
    accepts: "an origin",
    default: "https://tile.openstreetmap.org",
    meaning: "The station map's tile server (allowed by the CSP).",
    schema: origin,
  },
  {
    name: "GTM_ID",
    accepts: "a Google Tag Manager id GTM-XXXX",
    default: "",
    meaning: "Tag manager (after consent); the portal built with VITE_GTM_ID.",
    schema: text.check(Schema.isPattern(/^GTM-[A-Z0-9]+$/)),
  },
  {
    name: "DEMO_CLOCK",
    accepts: "settable",
    default: "",
    meaning: "Demo only: PUT /v1/demo/clock may fix the time (the browser tests).",
    schema: oneOf("settable"),
  },
  {
    name: "SALE_ORDER_STEP_MS",
    accepts: "milliseconds, 100–86400000",
    default: "60000",
    meaning: "Demo: the simulated back office's step between sale-order states.",
    schema: whole(100, 86_400_000),
  },
  {
    name: "API_PORT",
    accepts: "a port number",
    default: "",
    meaning: "npm run dev: the API's port beside Vite's (PORT + 1).",
    schema: whole(1, 65535),
  },
  { name: "ISE_CLUSTER_WORKER", accepts: "1", default: "", meaning: "Set by the cluster's primary.", schema: oneOf("1"), internal: true },
  {
    name: "ISE_CLUSTER_JOBS",
    accepts: "0 or 1",
    default: "",
    meaning: "Set by the cluster's primary.",
    schema: oneOf("0", "1"),
    internal: true,
  },
]

const byName = new Map(variables.map((v) => [v.name, v]))
/** Names that look like ours: an unknown one of these is a typo, not somebody else's variable. */
const OUR_PREFIXES = [
  "ISE_",
  "MAIL_",
  "SMART_ID_",
  "MOBILE_ID_",
  "DEMO_",
  "THROTTLE_",
  "METRICS_",
  "JWT_",
  "EID_",
  "EMBED_",
  "MIGRATE_",
  "SALE_ORDER_",
  "PGLITE_",
]

const closest = (name: string): string | undefined => {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i)
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]!
      row[0] = i
      for (let j = 1; j <= b.length; j++) {
        const kept = row[j]!
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
        previous = kept
      }
    }
    return row[b.length]!
  }
  const [best] = variables.map((v) => [v.name, distance(name, v.name)] as const).sort((a, b) => a[1] - b[1])
  return best && best[1] <= 3 ? best[0] : undefined
}

/**
 * Reads `<NAME>_FILE` into `<NAME>` for the secrets (a file's content, trimmed), so the rest of the server
 * sees one variable. Returns the problems: both given, or a file that cannot be read.
 */
export function readSecretFiles(env: NodeJS.ProcessEnv): ReadonlyArray<string> {
  const problems: string[] = []
  for (const v of variables.filter((x) => x.secret)) {
    const file = env[`${v.name}_FILE`]
    if (file === undefined) continue
    if (env[v.name] !== undefined) {
      problems.push(`${v.name} and ${v.name}_FILE are both set: give one`)
      continue
    }
    try {
      env[v.name] = readFileSync(file, "utf8").trim()
    } catch (error) {
      problems.push(`${v.name}_FILE=${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
    }
  }
  return problems
}

/** Every problem of the environment, one line each (empty: the start may go on). Values of secrets are never repeated. */
export function checkConfig(env: NodeJS.ProcessEnv, options: { readonly production: boolean }): ReadonlyArray<string> {
  const problems: string[] = [...readSecretFiles(env)]
  for (const [name, raw] of Object.entries(env)) {
    const variable = byName.get(name)
    if (!variable) {
      const secretFile = name.endsWith("_FILE") && byName.get(name.slice(0, -5))?.secret
      if (!secretFile && OUR_PREFIXES.some((p) => name.startsWith(p))) {
        const guess = closest(name)
        problems.push(`${name} is not a variable of this server${guess ? ` (did you mean ${guess}?)` : ""}; see .env.example`)
      }
      continue
    }
    if (raw === undefined || raw === "") continue
    if (Schema.decodeUnknownExit(variable.schema)(raw)._tag === "Failure") {
      problems.push(`${name}=${variable.secret ? "(hidden)" : raw} is refused: it accepts ${variable.accepts}`)
    }
  }
  if (env.MAIL_API_URL && (!env.MAIL_API_TOKEN || !env.MAIL_FROM)) problems.push("MAIL_API_URL needs MAIL_API_TOKEN and MAIL_FROM as well")
  if (options.production) {
    for (const v of variables.filter((x) => x.production === "required" && !env[x.name])) {
      problems.push(`${v.name} is required by the production start: ${v.accepts}`)
    }
  }
  return problems
}
