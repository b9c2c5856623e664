import { useT } from "../../widgets/session"
import { Link } from "../app/Link"

export default function NotFoundPage() {
  const t = useT()
  return (
    <section className="page page--narrow">
      <h1>{t("notFound.title")}</h1>
      <Link className="button button--secondary" href="/esileht">
        {t("notFound.back")}
      </Link>
    </section>
  )
}
