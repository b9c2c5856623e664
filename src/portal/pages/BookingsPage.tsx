import { BookingsView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"

/** /broneeringud ("Broneeringud"). */
export default function BookingsPage() {
  const t = useT()
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./broneeringud")}</h1>
      <BookingsView />
    </section>
  )
}
