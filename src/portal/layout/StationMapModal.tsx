import { Modal } from "../../widgets/ui"
import { StationMap, stationsCss, stationsMessages } from "../../widgets/stations"
import { getApi, useLocale, useMessages } from "../../widgets/session"
import { MAP_TILE_URL } from "../app/config"

/** "Leia tankla": the station map in a modal. Loaded lazily with leaflet, only when opened. */
export default function StationMapModal({ onClose }: { onClose: () => void }) {
  const t = useMessages(stationsMessages)
  const locale = useLocale()
  return (
    <Modal title={t("stations.title")} onClose={onClose} size="wide" testId="station-map-modal">
      <style>{stationsCss}</style>
      <StationMap locale={locale} api={getApi()} tileUrl={MAP_TILE_URL} />
    </Modal>
  )
}
