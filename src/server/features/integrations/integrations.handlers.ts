import type { integrationsCalls } from "../../../core/api"
import type { AppContext } from "../../context"
import type { Handler } from "../../http/bindCall"
import { forbidden } from "../../http/errors"
import { isCompanyCustomer } from "../../../core/rules/access"
import { CONSUMPTION_EXPORT_COLUMNS, TANK_EXPORT_COLUMNS } from "../../../core/schemas/integrations"
import { EXPORT_LINE_COLUMNS } from "../../../core/schemas/statement"
import { refusalOf as consumptionRefusal } from "../consumption/consumption.errors"
import { measurementsOf } from "../consumption/consumption.service"
import { valueOrRefusal } from "../statement/statement.errors"
import { lineFilterOf, linePageOf } from "../statement/statement.files"
import { exportLines } from "../statement/statement.service"
import { tankPage } from "../terminal/terminal.lists"
import { refusalOf } from "./integrations.errors"
import { exportResponse } from "./integrations.exports"
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

/** The statement's lines, as the statement's own export reads them (its filters, sort and paging). */
export const statementLinesExport: Handler<typeof integrationsCalls.statementLinesExport> = async ({ deps, params, query }) => {
  const request = linePageOf(query)
  const { rowsJson, totalElements } = await exportLines(deps.db, valueOrRefusal(lineFilterOf(params.customerId, query)), request)
  const rows = JSON.parse(rowsJson) as Array<Array<string | number | null>>
  return exportResponse(query.format, "statement-lines", {
    columns: EXPORT_LINE_COLUMNS,
    rows,
    page: request.page,
    size: request.size,
    totalElements,
  })
}

/** A metering point's measurements (times with their offset), a page of its points. */
export const consumptionExport: Handler<typeof integrationsCalls.consumptionExport> = async ({ deps, params, query, customerKind }) => {
  const { from, to, resolution } = query
  const found = await measurementsOf(deps.db, params.customerId, params.pointId, resolution ? { from, to, resolution } : { from, to }, {
    withVat: !isCompanyCustomer(customerKind),
  })
  if (found.kind !== "OK") throw consumptionRefusal(found)
  const page = query.page ?? 0
  const size = query.size ?? 1000
  const points = found.data.points.slice(page * size, (page + 1) * size)
  const rows = points.map((p) => CONSUMPTION_EXPORT_COLUMNS.map((column) => p[column] ?? null))
  return exportResponse(query.format, "consumption", {
    columns: CONSUMPTION_EXPORT_COLUMNS,
    rows,
    page,
    size,
    totalElements: found.data.points.length,
  })
}

/** The tanks with their latest levels, as /tanks pages them. */
export const tanksExport: Handler<typeof integrationsCalls.tanksExport> = async ({ deps, params, query }) => {
  const { format, ...paging } = query
  const found = await tankPage(deps.db, params.customerId, paging)
  const rows = found.content.map((tank) => TANK_EXPORT_COLUMNS.map((column) => tank[column] ?? null))
  return exportResponse(format, "tanks", {
    columns: TANK_EXPORT_COLUMNS,
    rows,
    page: found.number,
    size: found.size,
    totalElements: found.totalElements,
  })
}
