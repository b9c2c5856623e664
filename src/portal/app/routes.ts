import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { AccessRule } from "../../core/rules/access"
import type { MessageKey } from "../../core/i18n/et"

export interface PortalRoute extends AccessRule {
  readonly path: string
  /** Title key; navigation titles equal the path (spec part 1 §2.1). */
  readonly title: MessageKey
  readonly public?: boolean
  /** Shown in the navigation when the customer meets the rule. */
  readonly nav?: boolean
  /** No header at all (login, redirect). */
  readonly bare?: boolean
  readonly page: LazyExoticComponent<ComponentType>
}

// Route-level code splitting: each page is its own chunk.
const FrontPage = lazy(() => import("../pages/FrontPage"))
const LoginPage = lazy(() => import("../pages/LoginPage"))
const RedirectPage = lazy(() => import("../pages/RedirectPage"))
const ComingSoonPage = lazy(() => import("../pages/ComingSoonPage"))
const AgreementsPage = lazy(() => import("../pages/AgreementsPage"))
const InvoicesPage = lazy(() => import("../pages/InvoicesPage"))
const ProcessPaymentPage = lazy(() => import("../pages/ProcessPaymentPage"))

/** The route table of spec part 1 §2.1 in full. Pages of later issues show "coming soon". */
export const routes: ReadonlyArray<PortalRoute> = [
  { path: "/login", title: "login.title", public: true, bare: true, page: LoginPage },
  { path: "/esileht", title: "nav./esileht", nav: true, page: FrontPage },
  { path: "/arved", title: "nav./arved", nav: true, roles: ["ADMIN", "VIEW_DOCUMENTS"], page: InvoicesPage },
  { path: "/väljavõte", title: "nav./väljavõte", nav: true, roles: ["ADMIN", "VIEW_DOCUMENT_ROWS"], page: ComingSoonPage },
  { path: "/lepingud", title: "nav./lepingud", nav: true, roles: ["ADMIN", "VIEW_AGREEMENTS"], page: AgreementsPage },
  { path: "/kaardid", title: "nav./kaardid", nav: true, roles: ["ADMIN", "VIEW_CARDS"], page: ComingSoonPage },
  { path: "/laoseis", title: "nav./laoseis", nav: true, roles: ["SUPPLIER"], page: ComingSoonPage },
  { path: "/broneeringud", title: "nav./broneeringud", nav: true, roles: ["BOOKER"], page: ComingSoonPage },
  { path: "/väljastuskorraldused", title: "nav./väljastuskorraldused", nav: true, roles: ["DISPENSER"], page: ComingSoonPage },
  { path: "/tellimused", title: "nav./tellimused", nav: true, roles: ["ADMIN", "VIEW_SALE_ORDERS"], companyOnly: true, page: ComingSoonPage },
  { path: "/mahutid", title: "nav./mahutid", nav: true, roles: ["TANK_OWNER"], page: ComingSoonPage },
  { path: "/elektritarbimine", title: "nav./elektritarbimine", nav: true, roles: ["ELECTRICITY_CUSTOMER"], page: ComingSoonPage },
  { path: "/profiil", title: "nav./profiil", page: ComingSoonPage },
  { path: "/confirm-id-credit/:id", title: "comingSoon.title", public: true, page: ComingSoonPage },
  { path: "/elekter/leping", title: "nav./elekter/leping", page: ComingSoonPage },
  { path: "/laadimine/leping", title: "nav./laadimine/leping", page: ComingSoonPage },
  { path: "/registreeri", title: "nav./registreeri", page: ComingSoonPage },
  { path: "/process-payment", title: "comingSoon.title", public: true, page: ProcessPaymentPage },
  { path: "/as-customer", title: "comingSoon.title", public: true, page: ComingSoonPage },
  { path: "/redirect", title: "redirect.signingIn", public: true, bare: true, page: RedirectPage },
]

/** Paths that lead to the front page. */
export const FRONT_PAGE = "/esileht"
export const REDIRECTS: Readonly<Record<string, string>> = { "/": FRONT_PAGE, "/avaleht": FRONT_PAGE }

/** Finds the route of a path; `:name` segments match one segment. */
export const matchRoute = (path: string): PortalRoute | undefined => {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path
  return routes.find((r) => {
    const a = r.path.split("/")
    const b = clean.split("/")
    return a.length === b.length && a.every((seg, i) => seg.startsWith(":") ? b[i] !== "" : seg === b[i])
  })
}
