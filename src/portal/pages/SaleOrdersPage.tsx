import { useMemo } from "react"
import { SaleOrdersView, saleOrderListFromSearch, saleOrderListToSearch } from "../../widgets/saleOrders"
import { useT } from "../../widgets/session"
import { navigate, useLocation } from "../app/router"

/** /tellimused ("Tellimused"): filters and sort live in the address, so a reload and Back restore them. */
export default function SaleOrdersPage() {
  const t = useT()
  const { path, search } = useLocation()
  const state = useMemo(() => saleOrderListFromSearch(search), [search])
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t("nav./tellimused")}</h1>
      <SaleOrdersView state={state} onStateChange={(next) => navigate(`${encodeURI(path)}${saleOrderListToSearch(next)}`)} />
    </section>
  )
}
