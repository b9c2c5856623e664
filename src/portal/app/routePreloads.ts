/**
 * The route table's data preloads (issue 31): each route's first data GETs on its plain address. The
 * build (scripts/build/finish.ts) writes them into the route's HTML (routePreloadEntry: the path and the
 * call's and route's rules), and its inline script starts them as soon as the refresh answers, beside the
 * page's code (core/http/earlyRefreshScript.ts); the page's queries take them (`takeEarlyGets`). Each must be
 * exactly what the page asks (path and query), or it is waste: routePreloads.spec fails on one left
 * untaken. A customer call is asked only once the stored customer's answer shows that its roles and kind
 * pass the call's rule and the route's, as the page's own guard decides.
 *
 * Build-time only: the portal's code never imports this table, so the calls' schemas stay out of the
 * first chunk (routes.ts is in it).
 */
import type { Call, QueryOf } from "../../core/api/call"
import * as agreementsCalls from "../../core/api/agreements.calls"
import * as cardsCalls from "../../core/api/cards.calls"
import * as chargingCalls from "../../core/api/charging.calls"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import * as consumptionCalls from "../../core/api/consumption.calls"
import * as invoicesCalls from "../../core/api/invoices.calls"
import * as loyaltyCalls from "../../core/api/loyalty.calls"
import * as pricesCalls from "../../core/api/prices.calls"
import * as profileCalls from "../../core/api/profile.calls"
import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import * as spendingCalls from "../../core/api/spending.calls"
import * as statementCalls from "../../core/api/statement.calls"
import * as stationsCalls from "../../core/api/stations.calls"
import * as terminalCalls from "../../core/api/terminal.calls"
import { OIL_AGREEMENTS_PAGE } from "../../core/rules/agreements"
import { CARDS_PAGE_SIZE, FILTER_CARDS_SIZE } from "../../core/rules/cards"
import { presetRange, type DatePreset } from "../../core/rules/dateRanges"
import type { PortalPath } from "../../core/rules/portalPaths"
import { FILTER_LOCATIONS_SIZE, STATEMENT_DEFAULT_PRESET, STATEMENT_PAGE_SIZE } from "../../core/rules/statement"
import { DefaultInvoiceTypes, MaxPageSize } from "../../core/schemas/invoices"
import { TANK_PAGE_SIZE } from "../../core/schemas/terminal"

/** A call of a route's preload with the query its page asks (encoded as the API client encodes it). */
export interface RoutePreload {
  readonly call: Call
  readonly query?: unknown
  /** The query of a page that asks for today's year or month (earlyRefresh datedPreloadPath), given Tallinn's today. */
  readonly dated?: (today: string) => unknown
}
const preload = <C extends Call>(call: C, query?: QueryOf<C>): RoutePreload => ({ call, ...(query ? { query } : {}) })
const datedPreload = <C extends Call>(call: C, dated: (today: string) => QueryOf<C>): RoutePreload => ({ call, dated })

/** The statement's default period (core/rules/statement STATEMENT_DEFAULT_PRESET: this year), as its queries ask it. */
const statementPeriod = (today: string) => {
  const range = presetRange(STATEMENT_DEFAULT_PRESET as DatePreset, today)
  return { documentDateCreatedStart: range.start, documentDateCreatedEnd: range.end }
}

const CARD_TYPES = ["PAYMENT_CARD", "DISCOUNT_CARD"] as const

/** The unpaid lists the invoice pages' pay button and the front page ask (widgets/payments UNPAID_QUERY, UNPAID_ELECTRICITY_QUERY). */
const UNPAID_FUEL = preload(invoicesCalls.documents, { onlyNotPaid: true, types: DefaultInvoiceTypes.join(","), page: 0, size: 1000 })
const UNPAID_ELECTRICITY = preload(invoicesCalls.electricityInvoices, { onlyNotPaid: true, page: 0, size: MaxPageSize })

/** The oil agreements' one list (widgets/agreements oilAgreementsQueryAtom): /lepingud's and the front page's. */
const OIL_AGREEMENTS = preload(agreementsCalls.oilAgreements, OIL_AGREEMENTS_PAGE)
const CHARGING_AGREEMENTS = preload(chargingCalls.chargingAgreements)
const ELECTRICITY_AGREEMENTS = preload(electricityAgreementCalls.electricityAgreements)

export const routePreloads: Readonly<Partial<Record<PortalPath, ReadonlyArray<RoutePreload>>>> = {
  // What the front page's content waits for (pages/FrontPage.tsx): the price table (widgets/prices
  // loadPriceTable: the public prices and the customer's own), the loyalty levels, and the lists that hold
  // its side column until they settle (the unpaid invoices, the oil and charging agreements; the charging
  // offer banner is its LCP element). Not the lazy widgets' data that paints after them (the consumption
  // widget's metering points and measurements, the electricity banner's agreements, the budgets).
  "/esileht": [
    preload(pricesCalls.prices),
    preload(pricesCalls.customerPrices),
    preload(loyaltyCalls.loyaltyLevels),
    UNPAID_FUEL,
    UNPAID_ELECTRICITY,
    OIL_AGREEMENTS,
    CHARGING_AGREEMENTS,
  ],
  // The fuel list's first page (widgets/invoices fuelListQuery(initialFuelList)), also its first-tab probe.
  "/arved": [
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
  // widgets/statement statement.queries.ts: the default list's first page and its sums (this year's lines,
  // newest first), the vehicle numbers that hold the filter row, and the card and location filters' choices
  // that row asks once they are in.
  "/väljavõte": [
    datedPreload(statementCalls.documentRows, (today) => ({
      ...statementPeriod(today),
      page: 0,
      size: STATEMENT_PAGE_SIZE,
      sortField: "DOCUMENT_DATE_CREATED" as const,
      sortDirection: "DESC" as const,
    })),
    datedPreload(statementCalls.documentRowsSum, statementPeriod),
    preload(statementCalls.vehicleNumbers),
    preload(cardsCalls.cards, { page: 0, size: FILTER_CARDS_SIZE, sortField: "REMOTE_CARD_ID", sortDirection: "ASC" }),
    preload(stationsCalls.customerStations, { page: 0, size: FILTER_LOCATIONS_SIZE }),
  ],
  // This month's summary (widgets/spending summaryQueryAtom, currentMonth: Tallinn's); the sections below it
  // are asked by the categories of its answer.
  "/kulud": [datedPreload(spendingCalls.spendingSummary, (today) => ({ month: today.slice(0, 7) }))],
  // The oil, electricity and charging agreements of the one list (widgets/agreements agreements.queries.ts).
  "/lepingud": [OIL_AGREEMENTS, ELECTRICITY_AGREEMENTS, CHARGING_AGREEMENTS],
  // The payment cards' first page (widgets/cards initialCardsList), and what the page asks beside it
  // (widgets/cards cards.queries.ts): each type's total (cards or list view) and its tab's count, and
  // whether a card has no limit (the limits warning).
  "/kaardid": [
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
  // widgets/terminal terminal.queries.ts: the bookings and the dispensing orders, each the page's one list.
  "/broneeringud": [preload(terminalCalls.bookings)],
  "/väljastuskorraldused": [preload(terminalCalls.dispensingOrders)],
  // widgets/saleOrders saleOrders.queries.ts: the customer's unloading locations (the location filter) and
  // the plain list's orders (initialSaleOrderList: uid descending, no filter).
  "/tellimused": [
    preload(saleOrdersCalls.saleOrderCustomer),
    preload(saleOrdersCalls.saleOrders, { sortField: "UID", sortDirection: "DESC" }),
  ],
  // The metering points (widgets/consumption meteringPointsQueryAtom); the measurements need the point's id
  // from that answer, so they follow it.
  "/elektritarbimine": [preload(consumptionCalls.meteringPoints)],
  // The contact's settings (widgets/profile contactPersonQueryAtom); the integrations below the form wait for it.
  "/profiil": [preload(profileCalls.contactPerson)],
  // The new agreement's wizard (widgets/electricityAgreement): the metering points, the contact and the
  // agreements; the grid authorisation needs the customer's and the points' EICs from those answers.
  "/elekter/leping": [preload(consumptionCalls.meteringPoints), preload(profileCalls.contactPerson), ELECTRICITY_AGREEMENTS],
  // The charging offer (widgets/charging chargingAgreementsQueryAtom).
  "/laadimine/leping": [CHARGING_AGREEMENTS],
  // widgets/terminal terminal.queries.ts: the stock, and the tanks' first page (initialTankList).
  "/laoseis": [preload(terminalCalls.inventory)],
  "/mahutid": [preload(terminalCalls.tanks, { page: 0, size: TANK_PAGE_SIZE, sortField: "ID", sortDirection: "ASC" })],
}
