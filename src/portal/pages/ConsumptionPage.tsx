import { useMemo } from "react"
import { ConsumptionView, consumptionFromSearch, consumptionToSearch } from "../../widgets/consumption"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"

/** /elektritarbimine ("Elektritarbimine"): period, point and drill-down live in the address, so a reload and Back restore them. */
export default function ConsumptionPage() {
  const t = useT()
  const { path, search } = useLocation()
  const state = useMemo(() => consumptionFromSearch(search), [search])
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./elektritarbimine")}</h1>
      <ConsumptionView state={state} onStateChange={(next) => navigate(`${encodeURI(path)}${consumptionToSearch(next)}`)} />
    </section>
  )
}
