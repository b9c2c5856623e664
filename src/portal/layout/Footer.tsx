import { lazy, Suspense, useState } from "react"
import { BRAND, brandAddress, brandPhoneHref } from "../../core/rules/brand"
import { useT } from "../../widgets/session"
import { MAP_TILE_URL } from "../app/config"

// The map (and leaflet behind it) loads only when "Leia tankla" is pressed.
const StationMapModal = lazy(() => import("../../widgets/stations").then((m) => ({ default: m.StationMapModal })))

/** The company's address block and contacts, and "Leia tankla" (the station map); utility pages link to the company homepage. */
export function Footer() {
  const t = useT()
  const [mapOpen, setMapOpen] = useState(false)
  return (
    <footer className="ise-portal__footer">
      <div>
        <strong>{BRAND.legalName}</strong>
        <br />
        {brandAddress}
        <br />
        <span className="ise-portal__footer-codes">
          {t("footer.registryCode")} {BRAND.registryCode} · {t("footer.vatNumber")} {BRAND.vatNumber}
        </span>
      </div>
      <div className="ise-portal__footer-contacts">
        <a href={brandPhoneHref}>{BRAND.phone}</a>
        <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
      </div>
      <div className="ise-portal__footer-actions">
        <button type="button" className="ise-portal__button ise-portal__button--secondary" onClick={() => setMapOpen(true)}>
          {t("footer.findStation")}
        </button>
        <a href={BRAND.website} rel="noopener">
          {t("app.homepage")}
        </a>
      </div>
      {mapOpen && (
        <Suspense fallback={null}>
          <StationMapModal onClose={() => setMapOpen(false)} tileUrl={MAP_TILE_URL} />
        </Suspense>
      )}
    </footer>
  )
}
