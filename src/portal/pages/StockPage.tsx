import { StockView } from "../../widgets/terminal"
import { useT } from "../../widgets/session"

/** /laoseis ("Laoseis"). */
export default function StockPage() {
  const t = useT()
  return (
    <section className="page">
      <h1 className="page__title">{t("nav./laoseis")}</h1>
      <StockView />
    </section>
  )
}
