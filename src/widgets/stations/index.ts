export { StationMap, type StationMapProps } from "./StationMap"
export { stationsCss } from "./stations.css"
export { stationsMessages } from "./stations.messages"
