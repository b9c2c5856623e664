import * as Schema from "effect/Schema"
import { IsoDate, MAX_PAGE_SIZE, PageFromString, pageSizeFromString, Role } from "./common"
import { MeasurementQuery } from "./consumption"
import { InvoiceLinePageQuery } from "./statement"
import { TankPageQuery } from "./terminal"

/** The fewest and the most calls a minute an API key may be given. */
export const API_KEY_RATE_MIN = 1
export const API_KEY_RATE_MAX = 1000

/** One API key of a customer as its list shows it: never its secret, only the visible prefix. */
export const ApiKey = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** The key's first characters (`isk_` and 8 more): how the holder tells keys apart. */
  prefix: Schema.String,
  roles: Schema.Array(Role),
  /** The instant from which the key is refused (the start of the day after its last day, Tallinn time). */
  expiresAt: Schema.String,
  createdAt: Schema.String,
  createdBy: Schema.String,
  lastUsedAt: Schema.NullOr(Schema.String),
  ratePerMinute: Schema.Number,
})
export type ApiKey = typeof ApiKey.Type

/** A new key: its name, roles (a subset of the creator's own), its last valid day and its rate limit. */
export const ApiKeyCreate = Schema.Struct({
  name: Schema.String.check(Schema.isMaxLength(80)),
  roles: Schema.Array(Role).check(Schema.isMaxLength(20)),
  expiresOn: IsoDate,
  ratePerMinute: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: API_KEY_RATE_MIN, maximum: API_KEY_RATE_MAX }))),
})
export type ApiKeyCreate = typeof ApiKeyCreate.Type

/** The answer to a creation: the key as listed and its secret, shown this once (only its hash is kept). */
export const ApiKeyCreated = Schema.Struct({
  key: ApiKey,
  secret: Schema.String,
})
export type ApiKeyCreated = typeof ApiKeyCreated.Type

/** The events a webhook endpoint may choose (issue 27). */
export const WebhookEvents = [
  "invoice.created",
  "payment.captured",
  "card.blocked",
  "card.limit_changed",
  "dispensing_order.completed",
  "dispensing_order.failed",
  "sale_order.state_changed",
  "agreement.signed",
  "offer.decided",
] as const
export const WebhookEvent = Schema.Literals(WebhookEvents)
export type WebhookEvent = typeof WebhookEvent.Type

/** A company's webhook endpoint: where its events are delivered, signed with the endpoint's own secret. */
export const WebhookEndpoint = Schema.Struct({
  id: Schema.Number,
  url: Schema.String,
  events: Schema.Array(WebhookEvent),
  createdAt: Schema.String,
})
export type WebhookEndpoint = typeof WebhookEndpoint.Type

export const WebhookCreate = Schema.Struct({
  url: Schema.String.check(Schema.isMaxLength(500)),
  events: Schema.Array(WebhookEvent).check(Schema.isMaxLength(20)),
})
export type WebhookCreate = typeof WebhookCreate.Type

/** The answer to a registration: the endpoint and its `whsec_` signing secret, shown this once. */
export const WebhookCreated = Schema.Struct({
  endpoint: WebhookEndpoint,
  secret: Schema.String,
})
export type WebhookCreated = typeof WebhookCreated.Type

export const WebhookDeliveryStatuses = ["PENDING", "DELIVERED", "FAILED"] as const
export const WebhookDeliveryStatus = Schema.Literals(WebhookDeliveryStatuses)
export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus.Type

/** One event's delivery to one endpoint: its status, attempts and the last answer (status and the start of its body). */
export const WebhookDelivery = Schema.Struct({
  id: Schema.Number,
  endpointId: Schema.Number,
  url: Schema.String,
  messageId: Schema.String,
  event: WebhookEvent,
  status: WebhookDeliveryStatus,
  attempts: Schema.Number,
  createdAt: Schema.String,
  lastAttemptAt: Schema.NullOr(Schema.String),
  nextAttemptAt: Schema.NullOr(Schema.String),
  lastStatus: Schema.NullOr(Schema.Number),
  lastResponse: Schema.NullOr(Schema.String),
})
export type WebhookDelivery = typeof WebhookDelivery.Type

/** Machine exports (issue 27): JSON (`{ page, size, totalElements, columns, rows }`) or CSV with the same columns. */
export const ExportFormat = Schema.Literals(["json", "csv"])
export type ExportFormat = typeof ExportFormat.Type

/** Statement lines: the statement's own filters and paging (GET /documents/{customerId}/rows), and the format. */
export const StatementLinesExportQuery = Schema.Struct({ ...InvoiceLinePageQuery.fields, format: Schema.optionalKey(ExportFormat) })
/** Tank levels: the tanks' paging, and the format. */
export const TanksExportQuery = Schema.Struct({ ...TankPageQuery.fields, format: Schema.optionalKey(ExportFormat) })
/** Consumption: the measurements' period and resolution, a page of its points, and the format. */
export const ConsumptionExportQuery = Schema.Struct({
  ...MeasurementQuery.fields,
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_PAGE_SIZE)),
  format: Schema.optionalKey(ExportFormat),
})

/** The export's columns, in order: their names are stable (a column is only ever added at the end). */
export const TANK_EXPORT_COLUMNS = [
  "id",
  "name",
  "sensor",
  "deviceSerialNumber",
  "latestAmount",
  "latestUpdateTime",
  "notificationThreshold",
  "capacity",
  "dateModified",
] as const
export const CONSUMPTION_EXPORT_COLUMNS = ["time", "consumptionKwh", "productionKwh", "costEuros"] as const
