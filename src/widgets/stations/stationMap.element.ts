import { publicAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme } from "../element/theme"

/** <ise-station-map>: the one description of its public API (see src/widgets/element/spec.ts). */
export const stationMapElement = {
  tag: "ise-station-map",
  className: "StationMapElement",
  summary: "The public station map for marketing pages.",
  description:
    "Stations (GET /petrol-stations) on a leaflet map centred on Estonia at zoom 7, with facility filters built from GET /station-features and the same stations as a list. No sign-in. When the tile server cannot be reached the markers stay on an outline of Estonia.",
  signedIn: false,
  attributes: {
    ...publicAttributes,
    features: {
      type: "string",
      default: "",
      description: "Facility codes chosen at first, comma-separated (e.g. `CAFE,EV_CHARGING`): only stations with all of them are shown.",
    },
    "tile-url": {
      type: "string",
      default: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      description: "The tile server's URL template (`{z}/{x}/{y}`); a page with a CSP must allow its origin in `img-src`.",
    },
  },
  events: {},
  cssProperties: [
    theme.text,
    theme.muted,
    theme.surface,
    theme.border,
    theme.brand,
    theme.brandDark,
    theme.focus,
    theme.textInverse,
    theme.info,
    theme.infoSoft,
    theme.mapBackground,
    theme.mapOutline,
    theme.mapLand,
    theme.shadowMarker,
    theme.radius,
    theme.radiusLarge,
    theme.radiusPill,
    theme.radiusCircle,
    theme.font,
  ],
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
