import fc from "fast-check"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, expect, it } from "vitest"
import { demoIds, demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

/**
 * Property-based fuzz of every served route with input, from the OpenAPI document: path, query and
 * body built field by field from plausible values (so later fields are reached too) and hostile ones
 * (wrong types, missing fields, huge and non-finite numbers, NUL and control characters, 100 kB strings,
 * bad dates, arrays nested 4 000 and 33 deep). Signed in as Mari, a contact with every role of Näidis Logistika, so the input gets past
 * the access check. Properties: no 5xx; every 400 names the field; a refused request writes nothing.
 * Seeded and bounded (RUNS_PER_ROUTE) so the file runs in about a minute.
 */
const SEED = 20_251_123
const RUNS_PER_ROUTE = 20
const CUSTOMER = demoIds.customers.naidisLogistika

let server: TestServer
let mari: { token: string }
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  $ref?: string
  required?: string[]
}
interface Operation {
  readonly method: string
  readonly path: string
  readonly pathParams: string[]
  readonly queryParams: Array<{ name: string; schema: JsonSchema }>
  readonly body?: JsonSchema
}

/** JSON cannot say Infinity, but 1e999 parses to it: this marker is replaced in the raw body. */
const INFINITE = "__infinite__"
const HUGE_STRING = "x".repeat(100_000)
/** Markers replaced in the raw body by arrays nested 4 000 deep (8 kB: a recursive parser's stack overflow) and 33 deep (one past the limit). */
const DEEP = "__deep__"
const DEEP_33 = "__deep33__"
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth)
/** A lone surrogate cannot be percent-encoded: it goes as the bytes of its UTF-8 look-alike (bad encoding). */
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return "%ED%A0%80"
  }
}

const HOSTILE_STRINGS = [
  "",
  "\u0000",
  "a\u0000b",
  "\u001b[2J",
  "\u007f",
  "\u0001",
  "\u001f",
  "a\u0008",
  "2025-13-45",
  "2025-02-30",
  "0000-00-00",
  "1e308",
  "1.5",
  "2147483648",
  "-1",
  "NaN",
  "Infinity",
  "' or 1=1 --",
  "%00",
  "../../etc/passwd",
  "\ud800",
  HUGE_STRING,
]
const hostileStrings = fc.constantFrom(...HOSTILE_STRINGS)
const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53,
    1e308,
    -1e308,
    INFINITE,
    [],
    {},
    [null],
    { a: "\u0000" },
    { "\u0007": 1 },
    DEEP,
    DEEP_33,
  ),
  fc.string({ maxLength: 20 }),
  fc.double(),
  fc.integer(),
)

const resolve = (schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema | undefined =>
  schema?.$ref ? resolve(components[schema.$ref.split("/").pop()!], components) : schema

/** A value the schema would likely accept: its first enum value, a known id, a short string. */
function plausible(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): unknown {
  const s = resolve(schema, components)
  if (!s) return "1"
  if (s.enum) return s.enum[0]
  if (s.anyOf) return plausible(s.anyOf[0], components)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (type === "integer" || type === "number") return 1
  if (type === "boolean") return true
  if (type === "array") return [plausible(s.items, components)]
  if (type === "object") return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, components)]))
  return "1"
}

/** Each property plausible, hostile or missing; sometimes the whole body is hostile. */
function bodyOf(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  const s = resolve(schema, components)!
  const fields = Object.entries(s.properties ?? {}).map(([name, field]) =>
    fc.oneof(fc.constant(plausible(field, components)), hostileValues, fc.constant(undefined)).map((value) => [name, value] as const),
  )
  const object = fc.tuple(...fields).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)))
  return fc.oneof({ weight: 5, arbitrary: object }, { weight: 1, arbitrary: hostileValues })
}

const queryValue = (schema: JsonSchema, components: Record<string, JsonSchema>) =>
  fc.oneof(fc.constant(String(plausible(schema, components))), hostileStrings, fc.string({ maxLength: 20 }), fc.constant(undefined))

const pathValue = (name: string) =>
  fc.oneof(fc.constant(name === "customerId" ? String(CUSTOMER) : name === "method" ? "smart-id" : "1"), hostileStrings)

async function servedOperationsWithInput(): Promise<{ operations: Operation[]; components: Record<string, JsonSchema> }> {
  const doc = (await call(server.app, "GET", "/v1/openapi.json")).json
  const components = doc.components?.schemas ?? {}
  const operations: Operation[] = []
  for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      const params: Array<{ name: string; in: string; schema: JsonSchema }> = op.parameters ?? []
      const body = op.requestBody?.content?.["application/json"]?.schema
      const pathParams = params.filter((p) => p.in === "path").map((p) => p.name)
      const queryParams = params.filter((p) => p.in === "query")
      if (pathParams.length + queryParams.length === 0 && !body) continue
      operations.push({ method: method.toUpperCase(), path, pathParams, queryParams, body })
    }
  }
  return { operations, components }
}

/**
 * Tables no route writes: the hourly measurements and spot prices (written by the seed's generator at
 * start) and the totals that triggers keep from them and from the statement's lines (those lines are
 * counted). Counting their 100 000 rows twice per request made the file take over ten minutes on PostgreSQL.
 */
const NOT_WRITTEN_BY_ROUTES = ["measurements", "spot_prices", "measurement_day_totals", "document_line_day_totals"]

/** Rows in every table of the database that a route may write, to see that a refused request wrote nothing (one query). */
let countQuery: string | undefined
async function rowCounts(): Promise<Record<string, number>> {
  const rowsOf = (res: any): any[] => res.rows ?? res
  if (!countQuery) {
    const tables = rowsOf(
      await server.db.execute(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
      ),
    ).filter((t) => !NOT_WRITTEN_BY_ROUTES.includes(t.table_name))
    countQuery = tables.map((t) => `select '${t.table_name}' as t, count(*)::int as n from "${t.table_name}"`).join(" union all ")
  }
  return Object.fromEntries(rowsOf(await server.db.execute(sql.raw(countQuery))).map((r) => [r.t, Number(r.n)]))
}

/** Like testDb's call, but an answer that is a file (PDF, zip) is not parsed. */
async function send(method: string, url: string, body: string | undefined) {
  const headers: Record<string, string> = { authorization: `Bearer ${mari.token}` }
  if (body !== undefined) headers["content-type"] = "application/json"
  const res = await server.app.request(url, { method, headers, body })
  const isJson = res.headers.get("content-type")?.includes("json")
  return { status: res.status, json: isJson ? ((await res.json()) as any) : undefined }
}

it("every route with input: 0 × 5xx, every 400 names the field, nothing written by a refused request", async () => {
  const { operations, components } = await servedOperationsWithInput()
  expect(operations.length).toBeGreaterThan(30)
  let requests = 0
  let serverErrors = 0
  let counted: Record<string, number> | undefined
  for (const op of operations) {
    const input = fc.record({
      path: fc.tuple(...op.pathParams.map(pathValue)),
      query: fc.tuple(...op.queryParams.map((p) => queryValue(p.schema, components))),
      body: op.body ? bodyOf(op.body, components) : fc.constant(undefined),
    })
    await fc.assert(
      fc.asyncProperty(input, async ({ path, query, body }) => {
        let url = op.path
        for (const [i, name] of op.pathParams.entries()) url = url.replace(`{${name}}`, encodeSegment(path[i]!))
        const search = new URLSearchParams()
        for (const [i, p] of op.queryParams.entries()) if (query[i] !== undefined) search.set(p.name, query[i]!)
        if (search.size) url += `?${search}`
        const rawBody =
          body === undefined
            ? undefined
            : JSON.stringify(body)
                .replaceAll(`"${INFINITE}"`, "1e999")
                .replaceAll(`"${DEEP}"`, nested(4000))
                .replaceAll(`"${DEEP_33}"`, nested(33))
        // The counts before: those after the last refused request, unless a request since may have written.
        const before = (counted ??= await rowCounts())
        const res = await send(op.method, url, rawBody)
        if (res.status < 400) counted = undefined
        requests += 1
        const what = `${op.method} ${url.slice(0, 200)} ${String(rawBody).slice(0, 200)} → ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`
        if (res.status >= 500) serverErrors += 1
        expect(res.status, what).toBeLessThan(500)
        if (res.status === 400) expect(res.json?.field, what).toMatch(/^\S+$/)
        if (res.status >= 400) expect((counted = await rowCounts()), what).toEqual(before)
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    )
  }
  console.log(`fuzz: ${operations.length} routes × ${RUNS_PER_ROUTE} runs = ${requests} requests, ${serverErrors} answers of 5xx`)
}, 600_000)

/** Routes outside the OpenAPI document (the demo's simulator pages): every hostile string as a path segment and as a query value, 0 × 5xx. */
it("the simulator pages: every hostile path segment and query value, 0 × 5xx", async () => {
  const pages = [
    "GET /v1/payment/simulator/{}",
    "POST /v1/payment/simulator/{}/approve",
    "POST /v1/payment/simulator/{}/decline",
    "GET /v1/payment/logos/{}",
  ]
  for (const page of pages) {
    const [method, path] = page.split(" ") as [string, string]
    for (const hostile of HOSTILE_STRINGS) {
      for (const url of [path.replace("{}", encodeSegment(hostile)), `${path.replace("{}", "x")}?q=${encodeSegment(hostile)}`]) {
        const res = await server.app.request(url, { method })
        expect(res.status, `${method} ${url.slice(0, 200)} → ${res.status}`).toBeLessThan(500)
      }
    }
  }
})

it("every route with a JSON body: arrays nested 4 000 and 33 deep, as the body and as each field, are 400 naming the body", async () => {
  const { operations, components } = await servedOperationsWithInput()
  let requests = 0
  for (const op of operations.filter((o) => o.body)) {
    let url = op.path
    for (const name of op.pathParams)
      url = url.replace(`{${name}}`, name === "customerId" ? String(CUSTOMER) : name === "method" ? "smart-id" : "1")
    const fields = Object.keys(resolve(op.body, components)?.properties ?? {})
    const bodies = [nested(4000), nested(33), ...fields.map((f) => `{${JSON.stringify(f)}:${nested(32)}}`)]
    for (const rawBody of bodies) {
      const res = await send(op.method, url, rawBody)
      requests += 1
      expect(`${op.method} ${url} ${rawBody.slice(0, 60)} → ${res.status} ${res.json?.field}`).toBe(
        `${op.method} ${url} ${rawBody.slice(0, 60)} → 400 body`,
      )
    }
  }
  expect(requests).toBeGreaterThan(30)
})
