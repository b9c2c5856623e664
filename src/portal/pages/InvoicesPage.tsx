import { useEffect, useMemo, useState } from "react"
import { InvoicesView, invoicesListFromSearch, invoicesListToSearch } from "../../widgets/invoices"
import { paymentResultOf } from "../../widgets/payments"
import { useT } from "../../widgets/session"
import { currentLocation, dropQueryParam, navigate, useLocation } from "../app/router"

/**
 * /arved ("Arved"): the tab, filters, sort and page live in the address, so a reload and Back
 * restore them; the `payment` result is kept, then taken out of the address.
 */
export default function InvoicesPage() {
  const t = useT()
  const { path, search } = useLocation()
  const [payment] = useState(() => paymentResultOf(currentLocation().search))
  useEffect(() => dropQueryParam("payment"), [])
  const state = useMemo(() => invoicesListFromSearch(search), [search])
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./arved")}</h1>
      <InvoicesView
        payment={payment}
        state={state}
        onStateChange={(next, options) => navigate(`${encodeURI(path)}${invoicesListToSearch(next)}`, options)}
      />
    </section>
  )
}
