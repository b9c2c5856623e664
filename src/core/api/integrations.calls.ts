import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { integrationsRule } from "./callRules"
import { ApiKey, ApiKeyCreate, ApiKeyCreated } from "../schemas/integrations"

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
