import type { stationsCalls } from "../../../core/api"
import type { Handler } from "../../http/bindCall"
import { featurePage, stationPage } from "./stations.service"

export const stations: Handler<typeof stationsCalls.stations> = ({ deps, query }) => stationPage(deps.db, query)

export const stationFeatures: Handler<typeof stationsCalls.stationFeatures> = ({ deps, query }) => featurePage(deps.db, query)
