import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { StationMapElement } from "./StationMapElement"
import { stationMapElement } from "./stationMap.element"

export const STATION_MAP_TAG = stationMapElement.tag

/** Registers <ise-station-map> once, with the attributes of its spec. */
export const defineStationMap = (): void => defineElement(stationMapElement, StationMapElement)

declare global {
  interface HTMLElementTagNameMap {
    [stationMapElement.tag]: ElementOf<typeof stationMapElement>
  }
}
