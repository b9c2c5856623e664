import { StockView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"

/** /laoseis ("Laoseis"). */
export default function StockPage() {
  const t = useT()
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./laoseis")}</h1>
      <StockView />
    </section>
  )
}
