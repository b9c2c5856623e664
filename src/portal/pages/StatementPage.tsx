import { useMemo } from "react"
import { StatementExport, StatementView, statementListFromSearch, statementListToSearch } from "../../widgets/statement"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"

/** /väljavõte ("Väljavõte"): the filters, sort and page live in the address, so a reload and Back restore them. */
export default function StatementPage() {
  const t = useT()
  const { path, search } = useLocation()
  const state = useMemo(() => statementListFromSearch(search), [search])
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./väljavõte")}</h1>
      <StatementView
        state={state}
        onStateChange={(next) => navigate(`${encodeURI(path)}${statementListToSearch(next)}`)}
        renderExport={(s) => <StatementExport state={s} />}
      />
    </section>
  )
}
