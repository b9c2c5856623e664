import { ChargingOfferPage } from "../../widgets/charging"
import { useT } from "../../widgets/session"
import { navigate } from "../app/router"

/** /laadimine/leping ("Laadimisleping"): the first pending charging offer; a decline goes to /lepingud with its message. */
export default function ChargingAgreementPage() {
  const t = useT()
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./laadimine/leping")}</h1>
      <ChargingOfferPage onNavigate={(href) => navigate(href)} onRejected={() => navigate("/lepingud?offer=rejected")} />
    </section>
  )
}
