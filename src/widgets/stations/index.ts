export { StationMap, type StationMapProps } from "./StationMap"
export { StationMapModal } from "./StationMapModal"
export { stationsCss } from "./stations.css"
export { stationsMessages } from "./stations.messages"
