/** Entry of the self-contained script: loading it registers <ise-station-map>. */
import { defineStationMap } from "./stationMap.define"

defineStationMap()
