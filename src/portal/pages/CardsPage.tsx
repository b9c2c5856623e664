import { useMemo } from "react"
import { CardsView, cardsListFromSearch, cardsListToSearch } from "../../widgets/cards"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"

/** /kaardid ("Kaardid"): the list state lives in the address, so a reload and Back restore it. */
export default function CardsPage() {
  const t = useT()
  const { path, search } = useLocation()
  const state = useMemo(() => cardsListFromSearch(search), [search])
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./kaardid")}</h1>
      <CardsView state={state} onStateChange={(next, options) => navigate(`${encodeURI(path)}${cardsListToSearch(next)}`, options)} />
    </section>
  )
}
