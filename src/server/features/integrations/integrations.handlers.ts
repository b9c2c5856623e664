import type { integrationsCalls } from "../../../core/api"
import type { AppContext } from "../../context"
import type { Handler } from "../../http/bindCall"
import { forbidden } from "../../http/errors"
import { refusalOf } from "./integrations.errors"
import { apiKeysOf, createApiKey, revokeApiKey } from "./integrations.service"

/** Keys are managed by a person: a key that could make keys would outlive its own revocation. */
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
