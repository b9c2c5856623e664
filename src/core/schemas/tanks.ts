import * as Schema from "effect/Schema"
import { Opt, PageFromString, pageOf, pageSizeFromString, SortDirection } from "./common"

/** Tank, spec part 2 §3 ("device serial number" is deviceSerialNumber, after its sort field). */
export const Tank = Schema.Struct({
  id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
  name: Schema.String,
  sensor: Opt(Schema.String),
  deviceSerialNumber: Opt(Schema.String),
  latestAmount: Opt(Schema.Number),
  latestUpdateTime: Opt(Schema.String),
  notificationThreshold: Opt(Schema.Number),
  capacity: Schema.Number,
  dateModified: Opt(Schema.String),
})
export type Tank = typeof Tank.Type

export const TankPage = pageOf(Tank)
export type TankPage = typeof TankPage.Type

export const TankSortFields = [
  "ID",
  "NAME",
  "SENSOR",
  "DEVICE_SERIAL_NUMBER",
  "LATEST_AMOUNT",
  "LATEST_UPDATE_TIME",
  "NOTIFICATION_THRESHOLD",
  "CAPACITY",
] as const
export const TankSortField = Schema.Literals(TankSortFields)
export type TankSortField = typeof TankSortField.Type

/** Tanks of one page by default (spec §9) and at most. */
export const TANK_PAGE_SIZE = 25
export const MAX_TANK_PAGE_SIZE = 100

/** GET /tanks/{customerId}: page size 25, ID ascending by default; page is 0-based. */
export const TankPageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString(MAX_TANK_PAGE_SIZE)),
  sortField: Schema.optionalKey(TankSortField),
  sortDirection: Schema.optionalKey(SortDirection),
})
export type TankPageQuery = typeof TankPageQuery.Type
