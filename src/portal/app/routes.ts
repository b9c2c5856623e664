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
import type { Call, QueryOf } from "../../core/api/call"
import * as cardsCalls from "../../core/api/cards.calls"
import * as invoicesCalls from "../../core/api/invoices.calls"
import { mayUse, type CallRule, type CustomerKind } from "../../core/rules/access"
import { CARDS_PAGE_SIZE, FILTER_CARDS_SIZE } from "../../core/rules/cards"
import { DefaultInvoiceTypes, MaxPageSize } from "../../core/schemas/invoices"
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
  /**
   * The page's first data GETs on its plain address (issue 31): the route's HTML lists them and its
   * inline script starts them as soon as the refresh answers, beside the page's code
   * (core/http/earlyRefresh.ts); the page's queries take them (`takeEarlyGets`). Each must be exactly
   * what the page asks (path and query), or it is waste: routePreloads.spec fails on one left untaken.
   * A customer call is asked only once the stored customer's answer shows that its roles and kind pass
   * the call's rule and the route's (routePreloadEntry), as the page's own guard decides.
   */
  readonly preload?: ReadonlyArray<RoutePreload>
}

/** A call of a route's preload with the query its page asks (encoded as the API client encodes it). */
export interface RoutePreload {
  readonly call: Call
  readonly query?: unknown
}
const CARD_TYPES = ["PAYMENT_CARD", "DISCOUNT_CARD"] as const
const preload = <C extends Call>(call: C, query?: QueryOf<C>): RoutePreload => ({ call, ...(query ? { query } : {}) })

/** The unpaid lists the invoice pages' pay button and the front page ask (widgets/payments UNPAID_QUERY, UNPAID_ELECTRICITY_QUERY). */
const UNPAID_FUEL = preload(invoicesCalls.documents, { onlyNotPaid: true, types: DefaultInvoiceTypes.join(","), page: 0, size: 1000 })
const UNPAID_ELECTRICITY = preload(invoicesCalls.electricityInvoices, { onlyNotPaid: true, page: 0, size: MaxPageSize })

/** The route table of spec part 1 §2.1 in full; each route's page is in routePages.ts (the pages import this table). */
export const routes: ReadonlyArray<PortalRoute> = [
  { path: "/login", title: "login.title", public: true, bare: true },
  { path: "/esileht", title: "nav./esileht", nav: true },
  {
    path: "/arved",
    title: "nav./arved",
    nav: true,
    rule: documentsRule,
    // The fuel list's first page (widgets/invoices fuelListQuery(initialFuelList)), also its first-tab probe.
    preload: [
      preload(invoicesCalls.documents, {
        page: 0,
        size: 20,
        sortField: "DOCUMENT_DATE_CREATED",
        sortDirection: "DESC",
        types: DefaultInvoiceTypes.join(","),
      }),
      UNPAID_FUEL,
      UNPAID_ELECTRICITY,
    ],
  },
  { path: "/väljavõte", title: "nav./väljavõte", nav: true, rule: documentRowsRule },
  { path: "/lepingud", title: "nav./lepingud", nav: true, rule: agreementsRule },
  {
    path: "/kaardid",
    title: "nav./kaardid",
    nav: true,
    rule: cardsRule,
    // The payment cards' first page (widgets/cards initialCardsList), and what the page asks beside it
    // (widgets/cards cards.queries.ts): each type's total (cards or list view) and its tab's count, and
    // whether a card has no limit (the limits warning).
    preload: [
      preload(cardsCalls.cards, {
        cardType: "PAYMENT_CARD",
        isBlockedCard: false,
        page: 0,
        size: CARDS_PAGE_SIZE,
        sortField: "REMOTE_CARD_ID",
        sortDirection: "ASC",
      }),
      ...CARD_TYPES.flatMap((cardType) => [
        preload(cardsCalls.cards, { cardType, page: 0, size: 1 }),
        preload(cardsCalls.cards, { cardType, isBlockedCard: false, page: 0, size: 1 }),
      ]),
      preload(cardsCalls.cards, { cardType: "PAYMENT_CARD", isBlockedCard: false, page: 0, size: FILTER_CARDS_SIZE }),
    ],
  },
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
