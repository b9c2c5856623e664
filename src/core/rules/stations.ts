/** Part 3 §9: the map is centred on Estonia at zoom 7. */
export const MAP_CENTER: readonly [number, number] = [58.65, 25.0]
export const MAP_ZOOM = 7
/** The tile server unless configured otherwise (`VITE_MAP_TILE_URL`, the element's `tile-url`). */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
/** Both station calls ask page 0, size 999 (part 3 §9). */
export const STATION_QUERY = { page: 0, size: 999 } as const

/** Stations that have every chosen facility (no choice: all of them). */
export const stationsWith = <S extends { readonly enabledFeatures: ReadonlyArray<string> }>(
  stations: ReadonlyArray<S>,
  chosen: ReadonlyArray<string>,
): S[] => stations.filter((s) => chosen.every((code) => s.enabledFeatures.includes(code)))

/** The `features` attribute (comma list of codes) as codes. */
export const featureCodesOf = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "")

/**
 * An approximate outline of Estonia (mainland, Saaremaa, Hiiumaa) drawn under the markers when the
 * tiles cannot load, so the stations still sit on a recognisable country. [latitude, longitude].
 */
export const ESTONIA_OUTLINE: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [59.35, 24.05],
    [59.45, 24.3],
    [59.46, 24.75],
    [59.5, 25.2],
    [59.56, 25.7],
    [59.6, 26.1],
    [59.52, 26.55],
    [59.47, 27.0],
    [59.43, 27.6],
    [59.46, 28.04],
    [59.37, 28.2],
    [59.1, 27.95],
    [58.98, 27.75],
    [58.85, 26.98],
    [58.65, 27.17],
    [58.45, 27.33],
    [58.2, 27.5],
    [57.95, 27.63],
    [57.85, 27.55],
    [57.52, 27.35],
    [57.55, 26.9],
    [57.6, 26.5],
    [57.78, 26.05],
    [57.85, 25.6],
    [58.0, 25.2],
    [57.87, 24.37],
    [58.08, 24.5],
    [58.38, 24.45],
    [58.3, 24.1],
    [58.57, 23.51],
    [58.75, 23.45],
    [58.94, 23.54],
    [59.1, 23.45],
    [59.23, 23.7],
    [59.3, 24.0],
  ],
  [
    [58.48, 21.85],
    [58.6, 22.1],
    [58.63, 22.6],
    [58.6, 23.05],
    [58.57, 23.39],
    [58.45, 23.2],
    [58.3, 22.8],
    [58.2, 22.5],
    [57.95, 22.2],
    [57.91, 22.06],
    [58.15, 22.1],
    [58.35, 21.95],
  ],
  [
    [58.9, 22.05],
    [59.08, 22.6],
    [59.0, 22.95],
    [58.85, 23.0],
    [58.75, 22.75],
    [58.7, 22.5],
    [58.83, 22.3],
  ],
]
