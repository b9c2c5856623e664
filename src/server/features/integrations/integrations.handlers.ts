import type { integrationsCalls } from "../../../core/api"
import type { AppContext } from "../../context"
import type { Handler } from "../../http/bindCall"
import { forbidden } from "../../http/errors"
import { refusalOf } from "./integrations.errors"
import { apiKeysOf, createApiKey, revokeApiKey } from "./integrations.service"
import { createWebhookEndpoint, deleteWebhookEndpoint, redeliver, webhookDeliveriesOf, webhookEndpointsOf } from "./integrations.webhooks"

/** Keys and webhooks are managed by a person: a key that could make keys would outlive its own revocation. */
const refuseKeys = (c: AppContext) => {
  if (c.get("apiKey")) throw forbidden("API keys are managed by a signed-in person, not by an API key")
}

export const apiKeys: Handler<typeof integrationsCalls.apiKeys> = ({ deps, c, params }) => {
  refuseKeys(c)
  return apiKeysOf(deps.db, params.customerId)
}

export const apiKeyCreate: Handler<typeof integrationsCalls.apiKeyCreate> = async ({ deps, c, params, user, customerKind, body }) => {
  refuseKeys(c)
  const creator = { userId: user.userId, roles: customerKind.roles, customerId: params.customerId }
  const created = await createApiKey(deps.db, creator, body, deps.clock.now())
  if ("kind" in created) throw refusalOf(created)
  return created
}

export const apiKeyRevoke: Handler<typeof integrationsCalls.apiKeyRevoke> = async ({ deps, c, params, user }) => {
  refuseKeys(c)
  const problem = await revokeApiKey(deps.db, params.customerId, params.id, user.userId, deps.clock.now())
  if (problem) throw refusalOf(problem)
}

export const webhooks: Handler<typeof integrationsCalls.webhooks> = ({ deps, c, params }) => {
  refuseKeys(c)
  return webhookEndpointsOf(deps.db, params.customerId)
}

export const webhookDeliveries: Handler<typeof integrationsCalls.webhookDeliveries> = ({ deps, c, params }) => {
  refuseKeys(c)
  return webhookDeliveriesOf(deps.db, params.customerId)
}

export const webhookCreate: Handler<typeof integrationsCalls.webhookCreate> = async ({ deps, c, params, user, body }) => {
  refuseKeys(c)
  const created = await createWebhookEndpoint(deps.db, { userId: user.userId, customerId: params.customerId }, body, deps.clock.now())
  if ("kind" in created) throw refusalOf(created)
  return created
}

export const webhookDelete: Handler<typeof integrationsCalls.webhookDelete> = async ({ deps, c, params }) => {
  refuseKeys(c)
  const problem = await deleteWebhookEndpoint(deps.db, params.customerId, params.id, deps.clock.now())
  if (problem) throw refusalOf(problem)
}

export const webhookRedeliver: Handler<typeof integrationsCalls.webhookRedeliver> = async ({ deps, c, params }) => {
  refuseKeys(c)
  const problem = await redeliver(deps.db, params.customerId, params.id, deps.clock.now())
  if (problem) throw refusalOf(problem)
}
