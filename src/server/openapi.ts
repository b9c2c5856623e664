import * as Schema from "effect/Schema"
import { errorsOf, type Call } from "../core/api/call"
import { ErrorBody, errorStatus, type ErrorCode } from "../core/api/errors"
import { paramNames, paramSchema } from "./http/pathParams"

type Json = Record<string, unknown>

/** JSON Schema of a schema's JSON form; `$defs` references are moved to components.schemas. */
function jsonSchema(schema: Schema.Top, components: Json): Json {
  const doc = Schema.toJsonSchemaDocument(schema, { generateDescriptions: true }) // checks such as patterns become descriptions
  for (const [name, def] of Object.entries(doc.definitions)) components[name] = relink(def)
  return relink(doc.schema) as Json
}

const relink = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'))

const errorMeaning: Record<number, string> = {
  400: "Refused: the request breaks a rule (`field` names the field)",
  401: "No valid access token",
  403: "Not a contact of the customer, or lacks the role",
  404: "Not found",
  409: "Clashes with the current state",
  500: "Internal error (logged)",
}

/** The call's error answers by status, each with the codes it may carry (errorsOf). */
function errorResponses(call: Call, components: Json): Json {
  const body = jsonSchema(ErrorBody, components)
  components.ErrorBody = body
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of errorsOf(call)) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code])
  const responses: Json = {}
  for (const [status, codes] of byStatus) {
    responses[String(status)] = {
      description: `${errorMeaning[status]}: ${codes.map((code) => `\`${code}\``).join(", ")}`,
      content: {
        "application/json": {
          schema: { allOf: [{ $ref: "#/components/schemas/ErrorBody" }, { properties: { code: { enum: codes } } }] },
        },
      },
    }
  }
  return responses
}

function operation(call: Call, components: Json): Json {
  const parameters: Json[] = paramNames(call.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: jsonSchema(paramSchema(name), components),
  }))
  if (call.query) {
    const query = jsonSchema(call.query, components) as { properties?: Record<string, Json>; required?: string[] }
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema })
    }
  }
  const responses: Json = {}
  if (call.response === "empty") responses["204"] = { description: "Done" }
  else if (call.response === "binary")
    responses["200"] = {
      description: "A file",
      content: { "application/octet-stream": { schema: { type: "string", contentEncoding: "binary" } } },
    }
  else responses["200"] = { description: "OK", content: { "application/json": { schema: jsonSchema(call.response, components) } } }
  Object.assign(responses, errorResponses(call, components))
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.path.split("/")[1] ?? "api"],
    ...(parameters.length ? { parameters } : {}),
    ...(call.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(call.body, components) } } } }
      : {}),
    responses,
    ...(call.access === "public" ? { security: [] } : {}),
    "x-access": call.access,
    ...(call.roles?.length ? { "x-roles": call.roles } : {}),
    ...(call.onlyFor ? { "x-only-for": call.onlyFor } : {}),
    ...(call.pathChosen ? { "x-path-chosen": true } : {}),
    "x-error-codes": errorsOf(call),
  }
}

/** OpenAPI 3.1 document of the calls an app serves, built from the same Call objects and schemas. */
export function openApiDocument(calls: ReadonlyArray<Call>, info: { title?: string; version?: string } = {}): Json {
  const components: Json = {}
  const paths: Record<string, Json> = {}
  for (const call of [...calls].sort((a, b) => a.path.localeCompare(b.path))) {
    const path = `/v1${call.path}`
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, components) }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: info.title ?? "ISE self-service portal API",
      version: info.version ?? "0.1.0",
      description:
        "Reference API of the customer self-service portal. Answers may carry `x-auth-token`: a fresh access token that replaces the stored one.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "isk_…",
          description:
            "A company's API key (its ADMIN creates it in the portal under My settings, /profiil, and sees the secret once): acts for that customer only, with the key's roles, under its own rate limit (429 with Retry-After). Customer calls and the invoice files accept it.",
        },
        refreshCookie: { type: "apiKey", in: "cookie", name: "ise_refresh" },
      },
    },
    security: [{ bearer: [] }, { apiKey: [] }],
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

/** A self-contained page (no CDN: works offline) listing every operation with its schemas. */
export function docsPage(doc: Json): string {
  const paths = doc.paths as Record<string, Record<string, Json>>
  const sections = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const details = (label: string, value: unknown) =>
        value === undefined ? "" : `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`
      const req = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined
      return `<section id="${escapeHtml(String(op.operationId))}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op.summary ?? ""))}</p>
<p class="meta">operationId <code>${escapeHtml(String(op.operationId))}</code> · access <b>${escapeHtml(String(op["x-access"]))}</b>${
        op["x-roles"] ? ` · roles ${escapeHtml((op["x-roles"] as string[]).join(", "))}` : ""
      }</p>
${details("Parameters", op.parameters)}${details("Request body", req?.content["application/json"]?.schema)}${details("Responses", op.responses)}
</section>`
    }),
  )
  const info = doc.info as { title: string; description: string }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1.05rem;margin:.4rem 0}
.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#1b6ac9}.post{background:#1b7f3b}.put,.patch{background:#a86400}.delete{background:#b3261e}
pre{background:#f5f5f5;padding:.5rem;overflow:auto;font-size:.8rem}.meta{color:#555;font-size:.85rem}
</style></head><body>
<h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a></p>
${sections.join("\n")}
<details><summary>Shared schemas</summary><pre>${escapeHtml(JSON.stringify((doc.components as Json).schemas, null, 2))}</pre></details>
</body></html>`
}
