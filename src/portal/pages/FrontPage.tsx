import { lazy, memo, Suspense, useState, useEffect, type ReactNode } from "react"
import { useAtomValue } from "jotai"
import { NewAgreementsWidget, oilAgreementsQueryAtom } from "../../widgets/agreements"
import { FuelPricesPanel } from "../../widgets/prices"
import { NewInvoices } from "../../widgets/invoices"
import { PaymentResultMessage, paymentResultOf, useUnpaidInvoices } from "../../widgets/payments"
import { useT } from "../../widgets/session"
import { currentLocation, dropQueryParam, navigate } from "../app/router"
import { useSession } from "../app/signedInSession"
import { WidgetBoundary } from "../app/WidgetBoundary"
import { PartHydrated } from "../app/PartHydrated"
import { oilAgreements } from "../../core/api/agreements.calls"
import { documents } from "../../core/api/invoices.calls"
import { consumptionRule, spendingRule } from "../../core/api/callRules"
import { mayUse } from "../../core/rules/access"
import { BusinessWidgets, LoyaltySection } from "../../widgets/loyalty"
import { ChargingOfferBanner, chargingAgreementsQueryAtom } from "../../widgets/charging"
import { routes, inNavigation } from "../app/routes"

// The cards widget is its own chunk (15 kB gzip): the promo and the remainder load after the page, not with it.
const IdCreditPromo = lazy(() => import("../../widgets/cards").then((m) => ({ default: m.IdCreditPromo })))
const CreditLimitRemainder = lazy(() => import("../../widgets/cards").then((m) => ({ default: m.CreditLimitRemainder })))
// "TARBIMINE" is its own small chunk; the chart library loads only on /elektritarbimine.
const ConsumptionWidget = lazy(() => import("../../widgets/consumption").then((m) => ({ default: m.ConsumptionWidget })))
// The budgets' progress comes with the spending chunk, loaded only for a customer who may see /kulud; its chart library loads only there.
const BudgetsThisMonth = lazy(() => import("../../widgets/spending").then((m) => ({ default: m.BudgetsThisMonth })))
const ElectricityOfferBanner = lazy(() => import("../../widgets/electricityAgreement").then((m) => ({ default: m.ElectricityOfferBanner })))

const open = (href: string) => navigate(href)

/*
 * The parts whose code comes after the page's, each in a memo whose one prop never changes. The page renders
 * again right after React has taken a first view over (sideShown below), and a Suspense boundary that React has
 * not hydrated yet (its chunk still on its way) and that receives new elements is rendered anew by the browser:
 * the server's part was hidden until its chunk came, then replaced, and a click on it was lost. A memo whose
 * props stay is not rendered again, so the part stays the server's until its chunk is here, and React then
 * takes it over (and a click kept on it is made, core/http/earlyRefresh.ts).
 */
const LatePart = memo(function LatePart({ part }: { readonly part: () => ReactNode }) {
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        {part()}
        <PartHydrated />
      </Suspense>
    </WidgetBoundary>
  )
})

// Module-level, so each LatePart's one prop is the same on every render of the page.
const consumptionPart = () => <ConsumptionWidget onOpen={(pointId) => navigate(`/elektritarbimine?point=${pointId}`)} />
const idCreditPart = () => (
  <>
    <IdCreditPromo />
    <CreditLimitRemainder />
  </>
)
const electricityOfferPart = () => <ElectricityOfferBanner onOpen={open} />
const budgetsPart = () => <BudgetsThisMonth onOpen={open} />

/** The pages the business widget links to, in this order, when the customer may open them. */
const businessPaths = ["/kaardid", "/väljavõte", "/tellimused", "/arved"]

/** /esileht: the dashboard. Widgets of later issues join the grid as they land. */
export default function FrontPage() {
  const t = useT()
  const { user, customer } = useSession()
  // Keep the payment result, then take it out of the address (a reload must not show it again).
  const [payment] = useState(() => paymentResultOf(currentLocation().search))
  useEffect(() => dropQueryParam("payment"), [])
  // A widget shows for a customer who may make the call it lists (the same rule as its page).
  const shows = {
    agreements: customer != null && mayUse(customer, oilAgreements),
    invoices: customer != null && mayUse(customer, documents),
    consumption: customer != null && mayUse(customer, consumptionRule),
    budgets: customer != null && mayUse(customer, spendingRule),
  }
  // The business widget offers the business pages of the navigation that this customer may open.
  const businessLinks = customer
    ? businessPaths
        .flatMap((path) => routes.filter((r) => r.path === path && inNavigation(r, customer)))
        .map((r) => ({ href: r.path, label: t(r.title) }))
    : []
  // The side column's widgets appear together once their lists have answered (the same queries they
  // read, so no second request): one arriving later would push the others down (CLS).
  const unpaid = useUnpaidInvoices()
  const oil = useAtomValue(oilAgreementsQueryAtom)
  const charging = useAtomValue(chargingAgreementsQueryAtom)
  const settledNow =
    customer != null && !(shows.invoices && unpaid.isLoading) && !(shows.agreements && oil.isLoading) && !charging.isLoading
  // Once laid out the column stays: a retry (or a refetch on remount) must not take the widgets away again.
  const [sideShown, setSideShown] = useState(false)
  useEffect(() => {
    if (settledNow) setSideShown(true)
  }, [settledNow])
  const sideSettled = sideShown || settledNow
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{user ? t("front.greeting", { name: user.name.split(" ")[0] }) : t("front.title")}</h1>
      {/* Its line is kept while the customer loads, so nothing below moves when the name arrives. */}
      <p className="ise-portal__page-lead">{customer?.name ?? "\u00a0"}</p>
      <PaymentResultMessage result={payment} />
      {/* The prices always; beside them only the widgets that have something to show (an empty
          side column is not laid out, so the prices take the whole width). */}
      <div className="ise-portal__dashboard">
        <div className="ise-portal__dashboard-main">
          <div className="ise-portal__dashboard-cell ise-portal__dashboard-cell--prices">
            <FuelPricesPanel />
          </div>
          {/* Persons only (part 3 "Front page loyalty section"): under the prices, where its three cards have room. */}
          <LoyaltySection />
        </div>
        <div className="ise-portal__dashboard-side">
          {/* Until the customer and its lists are known the column is held open (most customers have widgets here): the
              prices keep their width instead of narrowing when the widgets arrive. */}
          {!sideSettled && (
            <div className="ise-portal__dashboard-cell ise-portal__dashboard-cell--pending">
              <p className="ise-portal__dashboard-pending" role="status">
                {t("common.loading")}
              </p>
            </div>
          )}
          {/* The charging offer banner for a PENDING offer (part 1 §2.3); nothing without one. */}
          {sideSettled && <ChargingOfferBanner onOpen={(href) => navigate(href)} />}
          {sideSettled && shows.invoices && (
            <div className="ise-portal__dashboard-cell ise-portal__dashboard-cell--invoices">
              <NewInvoices onNavigate={(href) => navigate(href)} />
            </div>
          )}
          {sideSettled && shows.agreements && (
            <div className="ise-portal__dashboard-cell ise-portal__dashboard-cell--agreements">
              <NewAgreementsWidget />
            </div>
          )}
          {sideSettled && shows.consumption && (
            <div className="ise-portal__dashboard-cell ise-portal__dashboard-cell--consumption">
              <LatePart part={consumptionPart} />
            </div>
          )}
          {/* Companies (and listed persons) get the business widget. */}
          {sideSettled && <BusinessWidgets links={businessLinks} onNavigate={(href) => navigate(href)} />}
          {/* Each renders nothing when it does not apply (part 1 §2.3): the promo for persons whose user may apply,
              the remainder otherwise when a limit is set. Last in the column: their chunk arrives after the page,
              and what arrives late below the other widgets moves nothing on screen. */}
          {sideSettled && <LatePart part={idCreditPart} />}
          {/* Part 1 §2.3: the electricity promo (no active agreement) or offer banner (a pending offer); late, so last. */}
          {sideSettled && <LatePart part={electricityOfferPart} />}
          {/* This month's budgets, for a customer who has set one (issue 28); nothing otherwise; its chunk and answer come late, so last (nothing below it moves). */}
          {sideSettled && shows.budgets && <LatePart part={budgetsPart} />}
        </div>
      </div>
    </section>
  )
}
