import type { Hono } from "hono"
import { integrationsCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./integrations.handlers"

export function integrationsRoutes(app: Hono<AppEnv>) {
  bindCall(app, integrationsCalls.apiKeys, h.apiKeys)
  bindCall(app, integrationsCalls.apiKeyCreate, h.apiKeyCreate)
  bindCall(app, integrationsCalls.apiKeyRevoke, h.apiKeyRevoke)
  bindCall(app, integrationsCalls.webhooks, h.webhooks)
  bindCall(app, integrationsCalls.webhookDeliveries, h.webhookDeliveries)
  bindCall(app, integrationsCalls.webhookCreate, h.webhookCreate)
  bindCall(app, integrationsCalls.webhookDelete, h.webhookDelete)
  bindCall(app, integrationsCalls.webhookRedeliver, h.webhookRedeliver)
  bindCall(app, integrationsCalls.statementLinesExport, h.statementLinesExport)
  bindCall(app, integrationsCalls.consumptionExport, h.consumptionExport)
  bindCall(app, integrationsCalls.tanksExport, h.tanksExport)
}
