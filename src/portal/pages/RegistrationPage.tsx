import { RegistrationView, type RegistrationKind } from "../../widgets/registration"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"
import { chooseCustomer } from "../app/session"

/**
 * /registreeri: `?type=business|private` chooses the form, `?companyId=` the company the switcher's
 * "+ Registreeri kliendiks" named. On success the new customer is represented and the user goes to /.
 */
export default function RegistrationPage() {
  const t = useT()
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const type = params.get("type")
  const kind: RegistrationKind | null = type === "business" || type === "private" ? type : null
  const companyId = Number(params.get("companyId"))
  return (
    <section className="ise-portal__page ise-portal__page--narrow">
      <h1 className="ise-portal__page-title">{t("nav./registreeri")}</h1>
      <RegistrationView
        kind={kind}
        companyId={Number.isInteger(companyId) && companyId > 0 ? companyId : null}
        onKindChange={(next) =>
          navigate(`/registreeri?type=${next}${next === "business" && companyId > 0 ? `&companyId=${companyId}` : ""}`, { replace: true })
        }
        onRegistered={(customerId) => {
          chooseCustomer(customerId)
          navigate("/")
        }}
      />
    </section>
  )
}
