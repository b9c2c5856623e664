import { type ComponentType, type LazyExoticComponent, lazy } from "react"

// Route-level code splitting: each page is its own chunk. Only the Shell imports this map, so a page may import the route table (routes.ts) without a circle.
const FrontPage = lazy(() => import("../pages/FrontPage"))
const SpendingPage = lazy(() => import("../pages/SpendingPage"))
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

/** The page of each route of routes.ts, by its path. */
export const routePages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
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
