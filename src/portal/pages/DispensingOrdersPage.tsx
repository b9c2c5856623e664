import { DispensingOrdersView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"

/** /väljastuskorraldused ("Väljastuskorraldused"). */
export default function DispensingOrdersPage() {
  const t = useT()
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./väljastuskorraldused")}</h1>
      <DispensingOrdersView />
    </section>
  )
}
