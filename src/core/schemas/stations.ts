import * as Schema from "effect/Schema"
import { Opt, PageFromString, pageSizeFromString } from "./common"

/** Station facility (map filter icon). */
export const StationFeature = Schema.Struct({
  id: Schema.Number,
  code: Schema.String,
  nameEt: Schema.String,
  enabled: Schema.Boolean,
})
export type StationFeature = typeof StationFeature.Type

/**
 * Station: part 3 gives the map fields; part 2 uses only nameEt (filter locations), so the
 * others are optional. enabledFeatures holds feature codes.
 */
export const Station = Schema.Struct({
  id: Opt(Schema.Number),
  nameEt: Schema.String,
  latitude: Opt(Schema.Number),
  longitude: Opt(Schema.Number),
  enabledFeatures: Opt(Schema.Array(Schema.String)),
})
export type Station = typeof Station.Type

/** A station of the map: every field of part 3 §3 is there. */
export const MapStation = Schema.Struct({
  id: Schema.Number,
  nameEt: Schema.String,
  latitude: Schema.Number,
  longitude: Schema.Number,
  enabledFeatures: Schema.Array(Schema.String),
})
export type MapStation = typeof MapStation.Type

/** Staffed station: a pickup location for new cards. */
export const StaffedStation = Schema.Struct({ name: Schema.String })
export type StaffedStation = typeof StaffedStation.Type

/** Paging of stations and features (map: page 0, size 999; filter locations: size 100). */
export const StationPageQuery = Schema.Struct({
  page: Schema.optionalKey(PageFromString),
  size: Schema.optionalKey(pageSizeFromString()),
})
export type StationPageQuery = typeof StationPageQuery.Type
