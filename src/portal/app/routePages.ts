import { type ComponentType, createElement, lazy, useState } from "react"

/** A route's page: its own chunk, and a way to have that chunk before the first render. */
export interface RoutePage {
  /** The page as a lazy component (suspends until its chunk has run). */
  readonly Lazy: ComponentType
  /** The page's component once its chunk has run. */
  readonly loaded: () => ComponentType | undefined
  /** Loads (and runs) the page's chunk; the page's next mount renders it without suspending. */
  readonly preload: () => Promise<void>
}

/**
 * A lazy page that renders at once when its chunk is already here (RoutePageView). A page that suspends
 * shows the route's fallback ("Laen andmeid…") and React then holds the page back until 300 ms after
 * that fallback appeared (its Suspense throttle): on the slow profile the page painted ~0.2–0.3 s after
 * its chunk had run (issue 31). main.tsx preloads the first route's page (its chunk is modulepreloaded
 * by the route's HTML) beside the session, so the first render has it.
 */
const routePage = (load: () => Promise<{ default: ComponentType }>): RoutePage => {
  let loaded: ComponentType | undefined
  const remember = <M extends { default: ComponentType }>(module: M): M => {
    loaded = module.default
    return module
  }
  return {
    Lazy: lazy(() => load().then(remember)),
    loaded: () => loaded,
    preload: () => load().then((module) => void remember(module)),
  }
}

/**
 * A route's page: the loaded component when its chunk has run, else the lazy one. Chosen once per mount
 * (the Shell keys the page by its path): switching from the lazy form to the loaded one would remount it.
 */
export function RoutePageView({ page }: { readonly page: RoutePage }) {
  const [Component] = useState<ComponentType>(() => page.loaded() ?? page.Lazy)
  return createElement(Component)
}

// Route-level code splitting: each page is its own chunk. The Shell and main.tsx (the first route's preload) import this map, so a page may import the route table (routes.ts) without a circle.
const FrontPage = routePage(() => import("../pages/FrontPage"))
const SpendingPage = routePage(() => import("../pages/SpendingPage"))
const LoginPage = routePage(() => import("../pages/LoginPage"))
const RedirectPage = routePage(() => import("../pages/RedirectPage"))
const AgreementsPage = routePage(() => import("../pages/AgreementsPage"))
const InvoicesPage = routePage(() => import("../pages/InvoicesPage"))
const ProcessPaymentPage = routePage(() => import("../pages/ProcessPaymentPage"))
const StockPage = routePage(() => import("../pages/StockPage"))
const BookingsPage = routePage(() => import("../pages/BookingsPage"))
const TanksPage = routePage(() => import("../pages/TanksPage"))
const DispensingOrdersPage = routePage(() => import("../pages/DispensingOrdersPage"))
const CardsPage = routePage(() => import("../pages/CardsPage"))
const ConfirmIdCreditPage = routePage(() => import("../pages/ConfirmIdCreditPage"))
const StatementPage = routePage(() => import("../pages/StatementPage"))
const SaleOrdersPage = routePage(() => import("../pages/SaleOrdersPage"))
const ProfilePage = routePage(() => import("../pages/ProfilePage"))
const RegistrationPage = routePage(() => import("../pages/RegistrationPage"))
const ConsumptionPage = routePage(() => import("../pages/ConsumptionPage"))
const AsCustomerPage = routePage(() => import("../pages/AsCustomerPage"))
const ElectricityAgreementPage = routePage(() => import("../pages/ElectricityAgreementPage"))
const ChargingAgreementPage = routePage(() => import("../pages/ChargingAgreementPage"))

/** The page of each route of routes.ts, by its path. */
export const routePages: Readonly<Record<string, RoutePage>> = {
  "/login": LoginPage,
  "/esileht": FrontPage,
  "/arved": InvoicesPage,
  "/väljavõte": StatementPage,
  "/lepingud": AgreementsPage,
  "/kaardid": CardsPage,
  "/laoseis": StockPage,
  "/broneeringud": BookingsPage,
  "/väljastuskorraldused": DispensingOrdersPage,
  "/tellimused": SaleOrdersPage,
  "/mahutid": TanksPage,
  "/elektritarbimine": ConsumptionPage,
  "/kulud": SpendingPage,
  "/profiil": ProfilePage,
  "/confirm-id-credit/:id": ConfirmIdCreditPage,
  "/elekter/leping": ElectricityAgreementPage,
  "/laadimine/leping": ChargingAgreementPage,
  "/registreeri": RegistrationPage,
  "/process-payment": ProcessPaymentPage,
  "/as-customer": AsCustomerPage,
  "/redirect": RedirectPage,
}
