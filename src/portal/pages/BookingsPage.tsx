import { BookingsView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"

/** /broneeringud ("Broneeringud"). */
export default function BookingsPage() {
  const t = useT()
  return (
    <section className="page">
      <h1 className="page__title">{t("nav./broneeringud")}</h1>
      <BookingsView />
    </section>
  )
}
