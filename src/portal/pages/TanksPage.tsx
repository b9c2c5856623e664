import { TanksView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"

/** /mahutid ("Mahutid"): the list's page and sort live in the address. */
export default function TanksPage() {
  const t = useT()
  const { path, search } = useLocation()
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./mahutid")}</h1>
      <TanksView search={search} onSearchChange={(next) => navigate(`${path}${next}`)} />
    </section>
  )
}
