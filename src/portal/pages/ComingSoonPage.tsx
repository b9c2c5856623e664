import { useT } from "../../widgets/session"
import { Link } from "../app/Link"
import { useLocation } from "../app/router"
import { matchRoute } from "../app/routes"

/** Pages whose feature belongs to a later issue say so honestly, in every language. */
export default function ComingSoonPage() {
  const t = useT()
  const { path } = useLocation()
  const route = matchRoute(path)
  const page = route && route.title !== "comingSoon.title" ? t(route.title) : path
  return (
    <section className="page page--narrow">
      <h1>{t("comingSoon.title")}</h1>
      <p>{t("comingSoon.text", { page })}</p>
      <Link className="button button--secondary" href="/esileht">
        {t("comingSoon.back")}
      </Link>
    </section>
  )
}
