import { ChargingOfferPage } from "../../widgets/charging"
import { useT } from "../../widgets/session"
import { navigate } from "../app/router"

/** /laadimine/leping ("Laadimisleping"): the first pending charging offer; a decline goes to /lepingud with its message. */
export default function ChargingAgreementPage() {
  const t = useT()
  return (
    <section className="page">
      <h1 className="page__title">{t("nav./laadimine/leping")}</h1>
      <ChargingOfferPage onNavigate={(href) => navigate(href)} onRejected={() => navigate("/lepingud?offer=rejected")} />
    </section>
  )
}
