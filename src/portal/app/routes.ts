import {
  agreementsRule,
  bookingsRule,
  cardsRule,
  consumptionRule,
  dispensingRule,
  documentRowsRule,
  documentsRule,
  saleOrdersRule,
  spendingRule,
  stockRule,
  tanksRule,
} from "../../core/api/callRules"
import { mayUse, type CallRule, type CustomerKind } from "../../core/rules/access"
import type { MessageKey } from "../../core/i18n/et"
import { FRONT_PAGE, matchPortalPath, PORTAL_REDIRECTS, type PortalPath } from "../../core/rules/portalPaths"

export interface PortalRoute {
  /** One of core's PORTAL_PATHS (the server answers 404 for the others); every one has its route. */
  readonly path: PortalPath
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
}

/** The route table of spec part 1 §2.1 in full; each route's page is in routePages.ts (the pages import this table). */
export const routes: ReadonlyArray<PortalRoute> = [
  { path: "/login", title: "login.title", public: true, bare: true },
  { path: "/esileht", title: "nav./esileht", nav: true },
  { path: "/arved", title: "nav./arved", nav: true, rule: documentsRule },
  { path: "/väljavõte", title: "nav./väljavõte", nav: true, rule: documentRowsRule },
  { path: "/lepingud", title: "nav./lepingud", nav: true, rule: agreementsRule },
  { path: "/kaardid", title: "nav./kaardid", nav: true, rule: cardsRule },
  { path: "/laoseis", title: "nav./laoseis", nav: true, rule: stockRule },
  { path: "/broneeringud", title: "nav./broneeringud", nav: true, rule: bookingsRule },
  { path: "/väljastuskorraldused", title: "nav./väljastuskorraldused", nav: true, rule: dispensingRule },
  { path: "/tellimused", title: "nav./tellimused", nav: true, rule: saleOrdersRule },
  { path: "/mahutid", title: "nav./mahutid", nav: true, rule: tanksRule },
  { path: "/elektritarbimine", title: "nav./elektritarbimine", nav: true, rule: consumptionRule },
  { path: "/kulud", title: "nav./kulud", nav: true, rule: spendingRule },
  { path: "/profiil", title: "nav./profiil" },
  { path: "/confirm-id-credit/:id", title: "confirmIdCredit.title", public: true },
  { path: "/elekter/leping", title: "nav./elekter/leping" },
  { path: "/laadimine/leping", title: "nav./laadimine/leping" },
  { path: "/registreeri", title: "nav./registreeri" },
  { path: "/process-payment", title: "processPayment.title", public: true },
  { path: "/as-customer", title: "asCustomer.title", public: true },
  { path: "/redirect", title: "redirect.signingIn", public: true, bare: true },
]

/** Whether the navigation shows this route to this customer. */
export const inNavigation = (route: PortalRoute, customer: CustomerKind): boolean =>
  Boolean(route.nav) && (!route.rule || mayUse(customer, route.rule))

export { FRONT_PAGE }
/** Paths that lead to the front page. */
export const REDIRECTS = PORTAL_REDIRECTS

/** Finds the route of a path; `:name` segments match one segment. */
export const matchRoute = (path: string): PortalRoute | undefined => {
  const pattern = matchPortalPath(path)
  return pattern && routes.find((r) => r.path === pattern)
}
