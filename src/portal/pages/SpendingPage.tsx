import { useMemo } from "react"
import { SpendingView, spendingFromSearch, spendingToSearch } from "../../widgets/spending"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"

/** /kulud ("Kulud"): the month and the charging site live in the address, so a reload and Back restore them. */
export default function SpendingPage() {
  const t = useT()
  const { path, search } = useLocation()
  const state = useMemo(() => spendingFromSearch(search), [search])
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./kulud")}</h1>
      <SpendingView state={state} onStateChange={(next) => navigate(`${encodeURI(path)}${spendingToSearch(next)}`)} />
    </section>
  )
}
