import { useEffect } from "react"
import { useT } from "../../widgets/session"
import { navigate } from "../app/router"
import { FRONT_PAGE } from "../app/routes"
import { chooseCustomer } from "../app/session"
import { useSession } from "../app/signedInSession"

/**
 * /as-customer: the private portal's hand-over page (part 1 §4.4, part 3 routes). A business portal
 * that finds a person represented sends the browser here (PRIVATE_PORTAL_URL + /as-customer,
 * optionally with `?customerId=`); the session is restored from the refresh cookie at page start.
 * Signed in: the customer named by the address (when the user acts for it) is chosen and the front
 * page opens. Not signed in, or the refresh failed: the login page, which returns to the front page.
 */
export default function AsCustomerPage() {
  const t = useT()
  const session = useSession()
  const asked = Number(new URLSearchParams(window.location.search).get("customerId"))
  const contacts = session.contacts
  useEffect(() => {
    if (!session.authenticated) return navigate("/login", { replace: true })
    if (contacts.length === 0) return
    if (Number.isInteger(asked) && asked > 0 && contacts.some((c) => c.customerId === asked)) chooseCustomer(asked)
    navigate(FRONT_PAGE, { replace: true })
  }, [session.authenticated, contacts, asked])
  return (
    <section className="ise-portal__page ise-portal__page--narrow">
      <h1>{t("asCustomer.title")}</h1>
      <p className="ise-portal__loading" role="status">
        {t("asCustomer.text")}
      </p>
    </section>
  )
}
