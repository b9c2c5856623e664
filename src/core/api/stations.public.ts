import { arrayOf, bool, num, page, publicCall, str, struct } from "../http/shapeCheck"
import type { MapStation, StationFeature } from "../schemas/stations"

/** The public station map's calls without Effect (core/http/publicGet.ts); the contract's are in stations.calls.ts. */
const mapStation = struct<MapStation>({ id: num, nameEt: str, latitude: num, longitude: num, enabledFeatures: arrayOf(str) })
/** GET /petrol-stations (stations.calls.ts `stations`). */
export const publicStations = publicCall("stations", "/petrol-stations", page(mapStation))

/** GET /station-features (stations.calls.ts `stationFeatures`). */
export const publicStationFeatures = publicCall(
  "stationFeatures",
  "/station-features",
  page(struct<StationFeature>({ id: num, code: str, nameEt: str, enabled: bool })),
)
