import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import {
  agreementsRule,
  bookingsRule,
  cardsRule,
  consumptionRule,
  dispensingRule,
  documentRowsRule,
  documentsRule,
  saleOrdersRule,
  stockRule,
  tanksRule,
} from "../../core/api/callRules"
import { mayUse, type CallRule, type CustomerKind } from "../../core/rules/access"
import type { MessageKey } from "../../core/i18n/et"

export interface PortalRoute {
  readonly path: string
  /**
   * The access rule of the calls the page is built on (src/core/api/callRules.ts): the page is open
   * to a customer whom `mayUse` lets make them; without a rule, to every signed-in user.
   */
  readonly rule?: CallRule
  /** Title key; navigation titles equal the path (spec part 1 §2.1). */
  readonly title: MessageKey
  readonly public?: boolean
  /** Shown in the navigation when the customer may use the page's call. */
  readonly nav?: boolean
  /** No header at all (login, redirect). */
  readonly bare?: boolean
  readonly page: LazyExoticComponent<ComponentType>
}

// Route-level code splitting: each page is its own chunk.
const FrontPage = lazy(() => import("../pages/FrontPage"))
const LoginPage = lazy(() => import("../pages/LoginPage"))
const RedirectPage = lazy(() => import("../pages/RedirectPage"))
const AgreementsPage = lazy(() => import("../pages/AgreementsPage"))
const InvoicesPage = lazy(() => import("../pages/InvoicesPage"))
const ProcessPaymentPage = lazy(() => import("../pages/ProcessPaymentPage"))
const StockPage = lazy(() => import("../pages/StockPage"))
const BookingsPage = lazy(() => import("../pages/BookingsPage"))
const TanksPage = lazy(() => import("../pages/TanksPage"))
const DispensingOrdersPage = lazy(() => import("../pages/DispensingOrdersPage"))
const CardsPage = lazy(() => import("../pages/CardsPage"))
const ConfirmIdCreditPage = lazy(() => import("../pages/ConfirmIdCreditPage"))
const StatementPage = lazy(() => import("../pages/StatementPage"))
const SaleOrdersPage = lazy(() => import("../pages/SaleOrdersPage"))
const ProfilePage = lazy(() => import("../pages/ProfilePage"))
const RegistrationPage = lazy(() => import("../pages/RegistrationPage"))
const ConsumptionPage = lazy(() => import("../pages/ConsumptionPage"))
const AsCustomerPage = lazy(() => import("../pages/AsCustomerPage"))
const ElectricityAgreementPage = lazy(() => import("../pages/ElectricityAgreementPage"))
const ChargingAgreementPage = lazy(() => import("../pages/ChargingAgreementPage"))

/** The route table of spec part 1 §2.1 in full. */
export const routes: ReadonlyArray<PortalRoute> = [
  { path: "/login", title: "login.title", public: true, bare: true, page: LoginPage },
  { path: "/esileht", title: "nav./esileht", nav: true, page: FrontPage },
  { path: "/arved", title: "nav./arved", nav: true, rule: documentsRule, page: InvoicesPage },
  { path: "/väljavõte", title: "nav./väljavõte", nav: true, rule: documentRowsRule, page: StatementPage },
  { path: "/lepingud", title: "nav./lepingud", nav: true, rule: agreementsRule, page: AgreementsPage },
  { path: "/kaardid", title: "nav./kaardid", nav: true, rule: cardsRule, page: CardsPage },
  { path: "/laoseis", title: "nav./laoseis", nav: true, rule: stockRule, page: StockPage },
  { path: "/broneeringud", title: "nav./broneeringud", nav: true, rule: bookingsRule, page: BookingsPage },
  { path: "/väljastuskorraldused", title: "nav./väljastuskorraldused", nav: true, rule: dispensingRule, page: DispensingOrdersPage },
  { path: "/tellimused", title: "nav./tellimused", nav: true, rule: saleOrdersRule, page: SaleOrdersPage },
  { path: "/mahutid", title: "nav./mahutid", nav: true, rule: tanksRule, page: TanksPage },
  { path: "/elektritarbimine", title: "nav./elektritarbimine", nav: true, rule: consumptionRule, page: ConsumptionPage },
  { path: "/profiil", title: "nav./profiil", page: ProfilePage },
  { path: "/confirm-id-credit/:id", title: "confirmIdCredit.title", public: true, page: ConfirmIdCreditPage },
  { path: "/elekter/leping", title: "nav./elekter/leping", page: ElectricityAgreementPage },
  { path: "/laadimine/leping", title: "nav./laadimine/leping", page: ChargingAgreementPage },
  { path: "/registreeri", title: "nav./registreeri", page: RegistrationPage },
  { path: "/process-payment", title: "processPayment.title", public: true, page: ProcessPaymentPage },
  { path: "/as-customer", title: "asCustomer.title", public: true, page: AsCustomerPage },
  { path: "/redirect", title: "redirect.signingIn", public: true, bare: true, page: RedirectPage },
]

/** Whether the navigation shows this route to this customer. */
export const inNavigation = (route: PortalRoute, customer: CustomerKind): boolean =>
  Boolean(route.nav) && (!route.rule || mayUse(customer, route.rule))

/** Paths that lead to the front page. */
export const FRONT_PAGE = "/esileht"
export const REDIRECTS: Readonly<Record<string, string>> = { "/": FRONT_PAGE, "/avaleht": FRONT_PAGE }

/** Finds the route of a path; `:name` segments match one segment. */
export const matchRoute = (path: string): PortalRoute | undefined => {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path
  return routes.find((r) => {
    const a = r.path.split("/")
    const b = clean.split("/")
    return a.length === b.length && a.every((seg, i) => (seg.startsWith(":") ? b[i] !== "" : seg === b[i]))
  })
}
