import { DispensingOrdersView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"

/** /väljastuskorraldused ("Väljastuskorraldused"). */
export default function DispensingOrdersPage() {
  const t = useT()
  return (
    <section className="page">
      <h1 className="page__title">{t("nav./väljastuskorraldused")}</h1>
      <DispensingOrdersView />
    </section>
  )
}
