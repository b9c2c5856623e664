import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core"

/** Stations of the map (part 3 "Footer and station map"). */
export const petrolStations = pgTable("petrol_stations", {
  id: integer("id").primaryKey(),
  nameEt: text("name_et").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
})

/** Facilities a station may have (the map's filter icons); a disabled one is not offered as a filter. */
export const stationFeatures = pgTable("station_features", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameEt: text("name_et").notNull(),
  enabled: boolean("enabled").notNull().default(true),
})

/** Which facilities each station has. */
export const stationFeatureLinks = pgTable(
  "station_feature_links",
  {
    stationId: integer("station_id")
      .notNull()
      .references(() => petrolStations.id),
    featureCode: text("feature_code")
      .notNull()
      .references(() => stationFeatures.code),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.featureCode] }), index("station_feature_links_code").on(t.featureCode)],
)
