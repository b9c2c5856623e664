import type { Hono } from "hono"
import { stationsCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./stations.handlers"

/** The public station map's calls (part 3 "Stations"). */
export function stationsRoutes(app: Hono<AppEnv>) {
  bindCall(app, stationsCalls.stations, h.stations)
  bindCall(app, stationsCalls.stationFeatures, h.stationFeatures)
}
