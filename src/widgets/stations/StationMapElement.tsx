import { useMemo } from "react"
import { featureCodesOf } from "../../core/rules/stations"
import { PublicElement } from "../element/PublicElement"
import type { ElementComponentProps } from "../element/spec"
import { StationMap } from "./StationMap"
import { stationsCss } from "./stations.css"
import type { stationMapElement } from "./stationMap.element"

export type StationMapElementProps = ElementComponentProps<typeof stationMapElement>

/** The station map as a self-contained element: no session, no portal state. */
export function StationMapElement({ locale, apiBase, features, tileUrl, container }: StationMapElementProps) {
  const initial = useMemo(() => featureCodesOf(features), [features])
  return (
    <PublicElement locale={locale} apiBase={apiBase} container={container} styles={stationsCss}>
      {({ locale, apiBase }) => (
        <StationMap
          locale={locale}
          apiBase={apiBase}
          tileUrl={tileUrl || "https://tile.openstreetmap.org/{z}/{x}/{y}.png"}
          initialFeatures={initial}
          headingLevel={2}
        />
      )}
    </PublicElement>
  )
}
