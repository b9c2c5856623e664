import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { documentRowsRule } from "./callRules"
import { pageOf } from "../schemas/common"
import { MapStation, StaffedStation, Station, StationFeature, StationPageQuery } from "../schemas/stations"

export const staffedStations = defineCall({
  id: "staffedStations",
  method: "GET",
  path: "/petrol-stations/staffed",
  response: Schema.Array(StaffedStation),
  access: "public",
  summary: "Staffed stations: pickup locations for new cards",
})

export const stationFeatures = defineCall({
  id: "stationFeatures",
  method: "GET",
  path: "/station-features",
  query: StationPageQuery,
  response: pageOf(StationFeature),
  access: "public",
  summary: "Station facilities for the map filter (page 0, size 999)",
})

export const stations = defineCall({
  id: "stations",
  method: "GET",
  path: "/petrol-stations",
  query: StationPageQuery,
  response: pageOf(MapStation),
  access: "public",
  summary: "Stations with coordinates and the codes of their enabled features, by name (page 0, size 999)",
})

export const customerStations = defineCall({
  id: "customerStations",
  method: "GET",
  path: "/petrol-stations/{customerId}",
  query: StationPageQuery,
  response: pageOf(Station),
  ...documentRowsRule,
  summary: "Stations for the statement's location filter (page 0, size 100)",
})

export const summerGameStations = defineCall({
  id: "summerGameStations",
  method: "GET",
  path: "/petrol-stations/summer-game/{id}",
  response: Schema.Unknown,
  access: "user",
  summary: "Summer-game data (the spec names the call only: its answer is not shown)",
})
