import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { consumptionRule, documentRowsRule, integrationsRule, tanksRule } from "./callRules"
import {
  ApiKey,
  ApiKeyCreate,
  ApiKeyCreated,
  ConsumptionExportQuery,
  StatementLinesExportQuery,
  TanksExportQuery,
  WebhookCreate,
  WebhookCreated,
  WebhookDelivery,
  WebhookEndpoint,
} from "../schemas/integrations"

export const apiKeys = defineCall({
  id: "apiKeys",
  method: "GET",
  path: "/customers/{customerId}/api-keys",
  response: Schema.Array(ApiKey),
  ...integrationsRule,
  pathChosen: true,
  summary: "The company's API keys that are not revoked (expired ones too), newest first, with their last use; never a secret",
})

export const apiKeyCreate = defineCall({
  id: "apiKeyCreate",
  method: "POST",
  path: "/customers/{customerId}/api-keys",
  body: ApiKeyCreate,
  response: ApiKeyCreated,
  ...integrationsRule,
  pathChosen: true,
  changes: [apiKeys],
  summary:
    "Create an API key with a name, roles (a subset of the creator's own), a last valid day (today to 366 days ahead) and a rate limit a minute (60 unless given); the secret is answered this once, only its hash is kept. An API key cannot create keys",
})

export const apiKeyRevoke = defineCall({
  id: "apiKeyRevoke",
  method: "DELETE",
  path: "/customers/{customerId}/api-keys/{id}",
  response: "empty",
  ...integrationsRule,
  pathChosen: true,
  changes: [apiKeys],
  summary: "Revoke an API key of the company: refused from the next call on; another company's key is 404",
})

export const webhooks = defineCall({
  id: "webhooks",
  method: "GET",
  path: "/customers/{customerId}/webhooks",
  response: Schema.Array(WebhookEndpoint),
  ...integrationsRule,
  pathChosen: true,
  summary: "The company's webhook endpoints with their events, newest first; never a secret",
})

export const webhookDeliveries = defineCall({
  id: "webhookDeliveries",
  method: "GET",
  path: "/customers/{customerId}/webhook-deliveries",
  response: Schema.Array(WebhookDelivery),
  ...integrationsRule,
  pathChosen: true,
  summary: "The delivery log: the company's latest 50 deliveries with status, attempts, next attempt and the last answer",
})

export const webhookCreate = defineCall({
  id: "webhookCreate",
  method: "POST",
  path: "/customers/{customerId}/webhooks",
  body: WebhookCreate,
  response: WebhookCreated,
  ...integrationsRule,
  pathChosen: true,
  changes: [webhooks],
  summary:
    "Register an endpoint (https; plain http only to localhost in demo mode) for some of the events; its whsec_ signing secret is answered this once. Deliveries follow the Standard Webhooks specification (webhook-id, webhook-timestamp and webhook-signature headers)",
})

export const webhookDelete = defineCall({
  id: "webhookDelete",
  method: "DELETE",
  path: "/customers/{customerId}/webhooks/{id}",
  response: "empty",
  ...integrationsRule,
  pathChosen: true,
  changes: [webhooks, webhookDeliveries],
  summary: "Remove an endpoint: nothing more is delivered to it (its pending deliveries end as FAILED); another company's is 404",
})

export const webhookRedeliver = defineCall({
  id: "webhookRedeliver",
  method: "POST",
  path: "/customers/{customerId}/webhook-deliveries/{id}/redeliver",
  response: "empty",
  ...integrationsRule,
  pathChosen: true,
  changes: [webhookDeliveries],
  summary: "Send a delivery again now (same webhook-id, a new attempt with a fresh timestamp and signature), whatever its status",
})

export const statementLinesExport = defineCall({
  id: "statementLinesExport",
  method: "GET",
  path: "/exports/{customerId}/statement-lines",
  query: StatementLinesExportQuery,
  response: "binary",
  ...documentRowsRule,
  pathChosen: true,
  summary:
    "Machine export of the statement's lines (the filters and paging of /documents/{customerId}/rows): format=json (default) { page, size, totalElements, columns, rows } or format=csv with a header row; stable column names; X-Total-Count",
})

export const consumptionExport = defineCall({
  id: "consumptionExport",
  method: "GET",
  path: "/exports/{customerId}/consumption/{pointId}",
  query: ConsumptionExportQuery,
  response: "binary",
  ...consumptionRule,
  pathChosen: true,
  summary:
    "Machine export of a metering point's consumption from–to at HOUR, DAY or MONTH (times with their offset), paged over its points; format=json or csv; columns time, consumptionKwh, productionKwh, costEuros",
})

export const tanksExport = defineCall({
  id: "tanksExport",
  method: "GET",
  path: "/exports/{customerId}/tanks",
  query: TanksExportQuery,
  response: "binary",
  ...tanksRule,
  pathChosen: true,
  summary: "Machine export of the tanks' levels (the paging of /tanks/{customerId}); format=json or csv; stable column names",
})
