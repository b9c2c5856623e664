import { getApi, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { StationMap } from "./StationMap"
import { stationsCss } from "./stations.css"
import { stationsMessages } from "./stations.messages"
import { Style } from "../element/Style"

/** "Leia tankla": the station map in a modal. The portal loads this module lazily, with leaflet behind it. */
export function StationMapModal({ onClose, tileUrl }: { onClose: () => void; tileUrl: string }) {
  const t = useMessages(stationsMessages)
  const locale = useLocale()
  return (
    <Modal title={t("stations.title")} onClose={onClose} size="wide" testId="station-map-modal">
      <Style css={stationsCss} />
      <StationMap locale={locale} apiBase={getApi().config.baseUrl} tileUrl={tileUrl} />
    </Modal>
  )
}
