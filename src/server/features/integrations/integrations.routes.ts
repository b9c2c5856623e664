import type { Hono } from "hono"
import { integrationsCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./integrations.handlers"

export function integrationsRoutes(app: Hono<AppEnv>) {
  bindCall(app, integrationsCalls.apiKeys, h.apiKeys)
  bindCall(app, integrationsCalls.apiKeyCreate, h.apiKeyCreate)
  bindCall(app, integrationsCalls.apiKeyRevoke, h.apiKeyRevoke)
}
