import { useEffect, useState } from "react"
import { InvoicesView } from "../../widgets/invoices"
import { paymentResultOf } from "../../widgets/payment"
import { useT } from "../../widgets/session"
import { dropQueryParam } from "../app/router"

/** /arved ("Arved"): keeps the `payment` result, then takes it out of the address. */
export default function InvoicesPage() {
  const t = useT()
  const [payment] = useState(() => paymentResultOf(window.location.search))
  useEffect(() => dropQueryParam("payment"), [])
  return (
    <section className="page">
      <h1 className="page__title">{t("nav./arved")}</h1>
      <InvoicesView payment={payment} />
    </section>
  )
}
