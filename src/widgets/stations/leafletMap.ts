/**
 * The map itself: leaflet and its stylesheet. This module is imported lazily (only when a map
 * opens), so leaflet never weighs on other pages.
 */
import L from "leaflet"
import leafletCss from "leaflet/dist/leaflet.css?raw"
import { ESTONIA_OUTLINE, MAP_CENTER, MAP_ZOOM } from "../../core/rules/stations"
import { adoptCss } from "../element/Style"
import { themeProperties as theme, themeValue } from "../element/theme"

export interface MapStationMarker {
  readonly id: number
  readonly name: string
  readonly latitude: number
  readonly longitude: number
  /** Facility names in the user's language, for the popup. */
  readonly features: ReadonlyArray<string>
}

export interface StationMapHandle {
  setStations(stations: ReadonlyArray<MapStationMarker>): void
  destroy(): void
}

/** Leaflet's stylesheet goes into the root the map lives in: the document, or an element's shadow root. */
function addStyles(container: HTMLElement) {
  const root = container.getRootNode()
  // A constructable sheet, not <style> text: a host page with a strict CSP allows it.
  adoptCss(root instanceof ShadowRoot ? root : document, leafletCss)
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * A map centred on Estonia at zoom 7 with the tile server `tileUrl`. Markers are HTML (divIcon): no
 * marker images to resolve after bundling, focusable from the keyboard, titled with the station's
 * name. When tiles fail (no network, a blocked server) Estonia's outline is drawn and `onTilesFailed`
 * is told, so the map stays readable.
 */
export function createStationMap(
  container: HTMLElement,
  options: { tileUrl: string; attribution: string; onTilesFailed: () => void },
): StationMapHandle {
  addStyles(container)
  const map = L.map(container, { center: [...MAP_CENTER], zoom: MAP_ZOOM, scrollWheelZoom: false })
  let outlined = false
  L.tileLayer(options.tileUrl, { maxZoom: 18, attribution: options.attribution })
    .on("tileerror", () => {
      if (outlined) return
      outlined = true
      L.polygon(
        ESTONIA_OUTLINE.map((ring) => ring.map(([lat, lng]) => L.latLng(lat, lng))),
        {
          color: themeValue(container, theme.mapOutline),
          weight: 1,
          fillColor: themeValue(container, theme.mapLand),
          fillOpacity: 1,
          interactive: false,
        },
      )
        .addTo(map)
        .bringToBack()
      options.onTilesFailed()
    })
    .addTo(map)
  const markers = L.layerGroup().addTo(map)
  const icon = L.divIcon({
    className: "ise-stations__marker",
    html: '<span aria-hidden="true"></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -10],
  })
  return {
    setStations(stations) {
      markers.clearLayers()
      for (const s of stations) {
        const popup = `<strong>${escapeHtml(s.name)}</strong>${s.features.length ? `<br>${s.features.map(escapeHtml).join(", ")}` : ""}`
        L.marker([s.latitude, s.longitude], { icon, title: s.name, alt: s.name, keyboard: true }).bindPopup(popup).addTo(markers)
      }
    },
    destroy() {
      map.remove()
    },
  }
}
