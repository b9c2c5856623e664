import { useState, useEffect } from "react"
import { FuelPricesPanel } from "../../widgets/fuel-prices"
import { PaymentResultMessage, paymentResultOf } from "../../widgets/payment"
import { useT } from "../../widgets/session"
import { dropQueryParam } from "../app/router"
import { useSession } from "../app/session"

/** /esileht: the dashboard. Widgets of later issues join the grid as they land. */
export default function FrontPage() {
  const t = useT()
  const { user, customer } = useSession()
  // Keep the payment result, then take it out of the address (a reload must not show it again).
  const [payment] = useState(() => paymentResultOf(window.location.search))
  useEffect(() => dropQueryParam("payment"), [])
  return (
    <section className="page">
      <h1 className="page__title">{user ? t("front.greeting", { name: user.name.split(" ")[0] }) : t("front.title")}</h1>
      {customer && <p className="page__lead">{customer.name}</p>}
      <PaymentResultMessage result={payment} />
      <div className="dashboard">
        <div className="dashboard__cell dashboard__cell--prices">
          <FuelPricesPanel />
        </div>
      </div>
    </section>
  )
}
