import { useT } from "../../widgets/session"
import { Link } from "../app/Link"

export default function NotFoundPage() {
  const t = useT()
  return (
    <section className="ise-portal__page ise-portal__page--narrow">
      <h1>{t("notFound.title")}</h1>
      <Link className="ise-portal__button ise-portal__button--secondary" href="/esileht">
        {t("notFound.back")}
      </Link>
    </section>
  )
}
