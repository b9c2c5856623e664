import { useEffect, useMemo, useRef, useState } from "react"
import { publicStationFeatures, publicStations } from "../../core/api/stations.public"
import { publicGet } from "../../core/http/publicGet"
import { messagesTranslator } from "../../core/i18n/translate"
import { STATION_QUERY, stationsWith } from "../../core/rules/stations"
import type { Locale } from "../../core/schemas/common"
import type { MapStation, StationFeature } from "../../core/schemas/stations"
import { FeatureIcon } from "./FeatureIcon"
import type { StationMapHandle } from "./leafletMap"
import { stationsMessages } from "./stations.messages"

export interface StationMapProps {
  readonly locale: Locale
  /** The API's address including /v1: the map's calls are public (core/http/publicGet.ts, no Effect in the public elements). */
  readonly apiBase: string
  readonly tileUrl: string
  /** Facility codes chosen at first (the element's `features`). */
  readonly initialFeatures?: ReadonlyArray<string>
  /** The heading level of the map's own title; none when the host has one (a modal's title). */
  readonly headingLevel?: 2 | 3 | null
}

interface Loaded {
  readonly stations: ReadonlyArray<MapStation>
  readonly features: ReadonlyArray<StationFeature>
}

/**
 * The station map (part 3 "Footer and station map"): facility filters built from the station
 * features, the map centred on Estonia at zoom 7, and the same stations as a list (usable by
 * keyboard and screen readers, and when the map's tiles cannot load).
 */
export function StationMap({ locale, apiBase, tileUrl, initialFeatures = [], headingLevel = null }: StationMapProps) {
  const t = useMemo(() => messagesTranslator(stationsMessages, locale), [locale])
  const [data, setData] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const [chosen, setChosen] = useState<ReadonlyArray<string>>(initialFeatures)
  const [tilesFailed, setTilesFailed] = useState(false)
  const canvas = useRef<HTMLDivElement>(null)
  const handle = useRef<StationMapHandle | null>(null)
  const [mapReady, setMapReady] = useState(false)

  useEffect(() => setChosen(initialFeatures), [initialFeatures.join(",")])

  useEffect(() => {
    const abort = new AbortController()
    Promise.all([publicGet(apiBase, publicStations, STATION_QUERY), publicGet(apiBase, publicStationFeatures, STATION_QUERY)])
      .then(([stations, features]) => {
        if (!abort.signal.aborted) setData({ stations: stations.content, features: features.content })
      })
      .catch((error) => {
        if (abort.signal.aborted) return
        console.warn("[station-map]", error)
        setFailed(true)
      })
    return () => abort.abort()
  }, [apiBase])

  // Leaflet loads with the map only.
  useEffect(() => {
    let cancelled = false
    void import("./leafletMap").then(({ createStationMap }) => {
      if (cancelled || !canvas.current) return
      handle.current = createStationMap(canvas.current, {
        tileUrl,
        attribution: "© OpenStreetMap",
        onTilesFailed: () => setTilesFailed(true),
      })
      setMapReady(true)
    })
    return () => {
      cancelled = true
      handle.current?.destroy()
      handle.current = null
    }
  }, [tileUrl])

  const enabled = (data?.features ?? []).filter((f) => f.enabled)
  const nameOf = (code: string) => {
    const key = `stations.feature.${code}`
    return key in stationsMessages.et
      ? t(key as keyof typeof stationsMessages.et)
      : (data?.features.find((f) => f.code === code)?.nameEt ?? code)
  }
  const shown = data ? stationsWith(data.stations, chosen) : []

  useEffect(() => {
    if (!mapReady || !data) return
    handle.current?.setStations(
      shown.map((s) => ({
        id: s.id,
        name: s.nameEt,
        latitude: s.latitude,
        longitude: s.longitude,
        features: s.enabledFeatures.map(nameOf),
      })),
    )
  }, [mapReady, data, chosen.join(","), locale])

  const toggle = (code: string) => setChosen((c) => (c.includes(code) ? c.filter((x) => x !== code) : [...c, code]))
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null

  return (
    <div className="ise-stations__root">
      {Heading && <Heading>{t("stations.title")}</Heading>}
      {enabled.length > 0 && (
        <fieldset className="ise-stations__filters">
          <legend>{t("stations.filters")}</legend>
          {enabled.map((f) => (
            <button
              key={f.code}
              type="button"
              className="ise-stations__filter"
              aria-pressed={chosen.includes(f.code)}
              onClick={() => toggle(f.code)}
            >
              <FeatureIcon code={f.code} />
              {nameOf(f.code)}
            </button>
          ))}
        </fieldset>
      )}
      {failed ? (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("stations.failed")}
        </p>
      ) : !data ? (
        <p className="ise-stations__state" role="status">
          {t("stations.loading")}
        </p>
      ) : (
        <p className="ise-stations__count" role="status" data-testid="station-count">
          {shown.length === 0 ? t("stations.none") : t("stations.count", { count: shown.length })}
        </p>
      )}
      {tilesFailed && <p className="ise-stations__note">{t("stations.tilesFailed")}</p>}
      <div ref={canvas} className="ise-stations__canvas" role="region" aria-label={t("stations.map")} data-testid="station-map" />
      {data && shown.length > 0 && (
        <ul className="ise-stations__list" aria-label={t("stations.list")} tabIndex={0}>
          {shown.map((s) => (
            <li key={s.id}>
              {s.nameEt}
              <small>{s.enabledFeatures.map(nameOf).join(", ")}</small>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
