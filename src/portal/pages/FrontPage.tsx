import { useState, useEffect } from "react"
import { NewAgreementsWidget } from "../../widgets/agreements"
import { FuelPricesPanel } from "../../widgets/fuel-prices"
import { NewInvoices } from "../../widgets/invoices"
import { PaymentResultMessage, paymentResultOf } from "../../widgets/payment"
import { useT } from "../../widgets/session"
import { dropQueryParam, navigate } from "../app/router"
import { useSession } from "../app/session"
import { hasAnyRole } from "../../core/rules/access"

/** /esileht: the dashboard. Widgets of later issues join the grid as they land. */
export default function FrontPage() {
  const t = useT()
  const { user, customer } = useSession()
  // Keep the payment result, then take it out of the address (a reload must not show it again).
  const [payment] = useState(() => paymentResultOf(window.location.search))
  useEffect(() => dropQueryParam("payment"), [])
  // "UUED ARVED" for customers who may see invoices (the /arved roles).
  const canSeeInvoices = customer != null && hasAnyRole(customer, ["ADMIN", "VIEW_DOCUMENTS"])
  return (
    <section className="page">
      <h1 className="page__title">{user ? t("front.greeting", { name: user.name.split(" ")[0] }) : t("front.title")}</h1>
      {customer && <p className="page__lead">{customer.name}</p>}
      <PaymentResultMessage result={payment} />
      <div className="dashboard">
        <div className="dashboard__cell dashboard__cell--agreements">
          <NewAgreementsWidget />
        </div>
        <div className="dashboard__cell dashboard__cell--prices">
          <FuelPricesPanel />
        </div>
        {canSeeInvoices && (
          <div className="dashboard__cell dashboard__cell--invoices">
            <NewInvoices onNavigate={(href) => navigate(href)} />
          </div>
        )}
      </div>
    </section>
  )
}
