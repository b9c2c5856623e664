import { createHash } from "node:crypto"
import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import {
  EARLY_CLICK_GLOBAL,
  EARLY_CLICK_TARGETS,
  EARLY_GETS_GLOBAL,
  EARLY_REFRESH_GLOBAL,
  takeEarlyGets,
} from "../../../src/core/http/earlyRefresh"
import {
  EARLY_REFRESH_SCRIPT,
  ROUTE_PRELOADS_ID,
  datedPreloadPath,
  fillPreloadDate,
  routePreloadEntry,
} from "../../../src/core/http/earlyRefreshScript"
import * as cardsCalls from "../../../src/core/api/cards.calls"
import * as invoicesCalls from "../../../src/core/api/invoices.calls"
import * as saleOrdersCalls from "../../../src/core/api/saleOrders.calls"
import * as spendingCalls from "../../../src/core/api/spending.calls"
import { cardsRule, documentsRule, saleOrdersRule } from "../../../src/core/api/callRules"
import { mayUse } from "../../../src/core/rules/access"
import type { Role } from "../../../src/core/schemas/common"
import type { TransportRequest, TransportResponse } from "../../../src/core/http/transport"
import { buildPath } from "../../../src/core/api/call"
import * as sessionCalls from "../../../src/core/api/session.calls"
import { EARLY_REFRESH_HASH, portalCsp } from "../../../src/server/http/securityHeaders"
import { sessionExpiredByTabs } from "../../../src/core/rules/tabs"

interface Fetched {
  url: string
  init: { method?: string; credentials?: string; headers?: Record<string, string> }
}

/** Runs the inline script against a local storage holding `stored`; the refresh answers `refresh`, every GET 200. */
const run = (
  stored: Record<string, string>,
  now = 1_000_000_000,
  refresh = { status: 200, body: { token: "t", userId: 1 } as unknown },
  page: {
    preloads?: string
    search?: string
    customer?: { status: number; body: unknown }
    firstView?: boolean
    listen?: (type: string, listener: (e: unknown) => void, capture: boolean) => void
    controls?: ReadonlyArray<object>
  } = {},
  timers?: { setTimeout: (f: () => void) => void; requestAnimationFrame: (f: () => void) => void; Intl: unknown },
) => {
  const calls: Fetched[] = []
  const window: Record<string, unknown> = {}
  const answer = (status: number, body: unknown) => ({ status, statusText: "", headers: {}, json: () => Promise.resolve(body) })
  runInNewContext(EARLY_REFRESH_SCRIPT, {
    window,
    localStorage: { getItem: (k: string) => stored[k] ?? null },
    fetch: (url: string, init: Fetched["init"]) => {
      calls.push({ url, init })
      if (url.endsWith("/auth/refresh")) return Promise.resolve(answer(refresh.status, refresh.body))
      if (url.includes("/customers/") && page.customer) return Promise.resolve(answer(page.customer.status, page.customer.body))
      return Promise.resolve(answer(200, { url }))
    },
    // The script's Date: `now` for the tabs' rule, and `new Date()` (today in Tallinn for a dated preload) at `now`.
    Date: class extends Date {
      constructor() {
        super(now)
      }
      static override now() {
        return now
      }
    },
    isFinite,
    JSON,
    document: {
      getElementById: (id: string) => (id === ROUTE_PRELOADS_ID && page.preloads != null ? { textContent: page.preloads } : null),
      querySelector: (selector: string) => (selector === 'meta[name="ise-first-view"]' && page.firstView ? {} : null),
      querySelectorAll: () => page.controls ?? [],
      addEventListener: (type: string, listener: (e: unknown) => void, capture: boolean) => page.listen?.(type, listener, capture),
    },
    WeakSet,
    location: { search: page.search ?? "" },
    Array,
    ...timers,
  })
  const started = window[EARLY_REFRESH_GLOBAL] as Promise<{ status: number; data: unknown }> | undefined
  if (page.listen) Object.assign(page, { window })
  const early = () => window[EARLY_GETS_GLOBAL] as { token: string; gets: Record<string, Promise<{ data: unknown }>> } | undefined
  return { calls, started, early }
}

describe("the early refresh script of the portal's HTML", () => {
  it("starts one refresh call when a user id is stored, and leaves its answer on window", async () => {
    const { calls, started } = run({ "ise.userId": "1", "ise.openTabs": "1" })
    expect(calls[0]).toEqual({ url: "/v1/auth/refresh", init: expect.objectContaining({ method: "POST", credentials: "include" }) })
    await expect(started).resolves.toMatchObject({ status: 200, data: { token: "t", userId: 1 } })
  })

  it("asks nothing without a stored user id", () => {
    expect(run({}).calls).toEqual([])
  })

  it("follows the tabs rule of main.tsx: no refresh for a session whose tabs were all closed over 120 s ago", () => {
    const now = 1_000_000_000
    const cases = [
      { openTabs: "0", closed: now - 121_000 },
      { openTabs: "0", closed: now - 119_000 },
      { openTabs: "2", closed: now - 500_000 },
      { openTabs: undefined, closed: now - 500_000 },
      { openTabs: "0", closed: undefined },
    ]
    for (const c of cases) {
      const stored: Record<string, string> = { "ise.userId": "1" }
      if (c.openTabs !== undefined) stored["ise.openTabs"] = c.openTabs
      if (c.closed !== undefined) stored["ise.lastTabClosedAt"] = String(c.closed)
      const expired = sessionExpiredByTabs({ openTabs: Number(c.openTabs ?? 0), lastClosedAt: c.closed ?? null }, now)
      expect(run(stored, now).calls.length > 0, JSON.stringify(c)).toBe(!expired)
    }
  })

  it("opens the stored language's number and date formats once the refresh is on its way, in a task after the next paint (issue 31)", () => {
    const made: string[] = []
    const later: Array<() => void> = []
    const format = (kind: string) =>
      function (this: unknown, locale: string) {
        made.push(`${kind} ${locale}`)
        return { format: () => "" }
      }
    const frames: Array<() => void> = []
    const timers = {
      setTimeout: (f: () => void) => void later.push(f),
      requestAnimationFrame: (f: () => void) => void frames.push(f),
      Intl: { NumberFormat: format("number"), DateTimeFormat: format("date") },
    }
    const { calls } = run({ "ise.userId": "1", "ise.openTabs": "1", "ise.locale": "ru" }, undefined, undefined, {}, timers)
    expect([calls.length, made, later.length]).toEqual([1, [], 0])
    // The frame before the paint only schedules the task after it: a first view paints before ICU loads.
    for (const f of frames) f()
    expect(made).toEqual([])
    for (const f of later) f()
    expect(made).toEqual(["number ru-RU", "date ru-RU"])
    made.length = 0
    run(
      { "ise.userId": "1", "ise.openTabs": "1" },
      undefined,
      undefined,
      {},
      { ...timers, setTimeout: (f) => f(), requestAnimationFrame: (f) => f() },
    )
    expect(made).toEqual(["number et-EE", "date et-EE"])
    made.length = 0
    run({}, undefined, undefined, {}, { ...timers, setTimeout: (f) => f(), requestAnimationFrame: (f) => f() })
    expect(made).toEqual([])
    // A page that came with its first view warms them for its hydration, and asks nothing.
    const withFirstView = run(
      { "ise.userId": "1", "ise.openTabs": "1" },
      undefined,
      undefined,
      { firstView: true },
      { ...timers, setTimeout: (f) => f(), requestAnimationFrame: (f) => f() },
    )
    expect([withFirstView.calls.length, made]).toEqual([0, ["number et-EE", "date et-EE"]])
  })

  it("starts no refresh on a page whose first view the server rendered: the server's refresh was the page's", () => {
    const { calls, started, early } = run({ "ise.userId": "1", "ise.openTabs": "1" }, undefined, undefined, { firstView: true })
    expect([calls, started, early()]).toEqual([[], undefined, undefined])
  })

  it("keeps the last click on a control of a first view, or a submit of its form, until React owns it; a link's click goes on", () => {
    const listeners: Record<string, (e: unknown) => void> = {}
    const captured: Record<string, boolean> = {}
    const page = {
      firstView: true,
      listen: (type: string, listener: (e: unknown) => void, capture: boolean) => {
        listeners[type] = listener
        captured[type] = capture
      },
      controls: [] as object[],
    }
    const { calls } = run({ "ise.userId": "1", "ise.openTabs": "1" }, undefined, undefined, page)
    expect(calls).toEqual([])
    // In the capture phase on the document: before React's listeners on its root.
    expect(Object.keys(listeners).sort()).toEqual(["DOMContentLoaded", "click", "submit"])
    expect([captured.click, captured.submit]).toEqual([true, true])
    const early = (page as unknown as { window: Record<string, { last: unknown; owns: ((e: unknown) => boolean) | null }> }).window[
      EARLY_CLICK_GLOBAL
    ]!
    const click = (control: object | null) => {
      const stopped: string[] = []
      const selectors: string[] = []
      listeners.click!({
        target: {
          closest: (selector: string) => {
            selectors.push(selector)
            return control
          },
        },
        preventDefault: () => stopped.push("default"),
        stopImmediatePropagation: () => stopped.push("propagation"),
      })
      expect(selectors).toEqual([EARLY_CLICK_TARGETS])
      return stopped
    }
    const button = { name: "button" }
    const other = { name: "other" }
    // Before the HTML is parsed and before React: every control's click is kept, the last one wins.
    expect(click(other)).toEqual(["default", "propagation"])
    expect(click(button)).toEqual(["default", "propagation"])
    expect(early.last).toBe(button)
    // Not a control (a link, text): the click goes on.
    expect(click(null)).toEqual([])
    expect(early.last).toBe(button)
    // Parsed: only the first view's own controls are kept (a map's control made later is not).
    page.controls.push(button)
    listeners.DOMContentLoaded!({})
    expect(click(other)).toEqual([])
    expect(click(button)).toEqual(["default", "propagation"])
    // React owns it: the click is React's.
    early.owns = (e) => e === button
    expect(click(button)).toEqual([])
    // A form's submit is kept like a click while React does not own the form.
    const stopped: string[] = []
    const form = { name: "form" }
    page.controls.push(form)
    listeners.DOMContentLoaded!({})
    listeners.submit!({
      target: form,
      preventDefault: () => stopped.push("default"),
      stopImmediatePropagation: () => stopped.push("propagation"),
    })
    expect([stopped, early.last]).toEqual([["default", "propagation"], form])
  })

  it("keeps no click on a page without a first view (React renders it from nothing)", () => {
    const listened: string[] = []
    run({ "ise.userId": "1", "ise.openTabs": "1" }, undefined, undefined, { listen: (type) => listened.push(type) })
    expect(listened).toEqual([])
  })

  it("is the one inline script the portal's CSP allows, by its hash", () => {
    expect(EARLY_REFRESH_HASH).toBe(`'sha256-${createHash("sha256").update(EARLY_REFRESH_SCRIPT).digest("base64")}'`)
    expect(portalCsp("")).toContain(`script-src 'self' ${EARLY_REFRESH_HASH};`)
  })
})

describe("the session's own GETs, started by the inline script after the refresh (issue 31)", () => {
  const signedIn = { "ise.userId": "1", "ise.openTabs": "1" }
  const getsOf = async (r: ReturnType<typeof run>) => {
    await r.started
    return r.calls.slice(1).map((c) => ({ url: c.url, authorization: c.init.headers?.authorization }))
  }

  it("asks the user, contacts, companies and the stored customer with the refreshed token, at the session calls' paths", async () => {
    const r = run({ ...signedIn, "ise.customerId": "2", "ise.customerOf": "1" })
    const paths = [
      buildPath(sessionCalls.currentUser.path, {}),
      buildPath(sessionCalls.userContacts.path, { userId: 1 }),
      buildPath(sessionCalls.companies.path, { userId: 1 }),
      buildPath(sessionCalls.customer.path, { customerId: 2 }),
    ]
    expect(await getsOf(r)).toEqual(paths.map((p) => ({ url: `/v1${p}`, authorization: "Bearer t" })))
    expect(r.early()?.token).toBe("t")
    await expect(r.early()?.gets["/v1/customers/2"]).resolves.toMatchObject({ status: 200, data: { url: "/v1/customers/2" } })
  })

  it("asks the stored customer only when the choice is this user's (or nobody's)", async () => {
    const customerGets = async (stored: Record<string, string>) =>
      (await getsOf(run({ ...signedIn, ...stored }))).filter((g) => g.url.startsWith("/v1/customers/")).map((g) => g.url)
    expect(await customerGets({ "ise.customerId": "2", "ise.customerOf": "5" })).toEqual([])
    expect(await customerGets({ "ise.customerId": "2" })).toEqual(["/v1/customers/2"])
    expect(await customerGets({})).toEqual([])
  })

  it("asks nothing more when the refresh is refused", async () => {
    const r = run(signedIn, undefined, { status: 401, body: { code: "UNAUTHORIZED" } })
    expect(await getsOf(r)).toEqual([])
    expect(r.early()).toBeUndefined()
  })
})

describe("a route's preloads, started by the inline script beside the session's GETs (issue 31)", () => {
  const signedIn = { "ise.userId": "1", "ise.openTabs": "1", "ise.customerId": "2" }
  const list = routePreloadEntry(invoicesCalls.documents, { page: 0, size: 20, sortDirection: "DESC", types: "VA_1" }, documentsRule)
  const cards = routePreloadEntry(cardsCalls.cards, { page: 0 }, cardsRule)
  const companies = routePreloadEntry(saleOrdersCalls.saleOrders, undefined, saleOrdersRule)
  const preloads = JSON.stringify([list, cards, companies, { path: "/users/{userId}/x", rules: [] }])
  const kind = (roles: ReadonlyArray<Role>, isPerson = false, apartmentAssociation = false) => ({
    status: 200,
    body: { id: 2, roles, isPerson, apartmentAssociation },
  })
  const allOf = kind(["ADMIN"])
  /** The URLs asked, once the stored customer's answer has let the preloads through (or not). */
  const urls = async (r: ReturnType<typeof run>) => {
    await r.started
    await new Promise((resolve) => setTimeout(resolve, 0))
    return r.calls.map((c) => c.url)
  }
  const listUrl = "/v1/documents/2?page=0&size=20&sortDirection=DESC&types=VA_1"

  it("encodes a preload's query as the API client does, its parameters sorted, the session's ids left in, with its rules", () => {
    expect(list).toEqual({
      path: "/documents/{customerId}?page=0&size=20&sortDirection=DESC&types=VA_1",
      rules: [{ roles: ["ADMIN", "VIEW_DOCUMENTS"] }],
    })
    expect(companies.rules).toContainEqual({ roles: ["ADMIN", "VIEW_SALE_ORDERS"], onlyFor: "companies" })
    expect(routePreloadEntry(sessionCalls.currentUser).rules).toEqual([])
  })

  it("asks each listed GET the customer may make with the stored customer and the user filled in, keyed as takeEarlyGets looks it up", async () => {
    const r = run(signedIn, undefined, undefined, { preloads, customer: allOf })
    expect((await urls(r)).slice(5)).toEqual(["/v1/users/1/x", listUrl, "/v1/cards/2?page=0", "/v1/sale-orders/2"])
    expect(Object.keys(r.early()?.gets ?? {})).toContain(listUrl)
  })

  it("asks a customer's preload only when its roles and kind pass every rule, as mayUse decides (KÜ Tamme 5 may not see cards)", async () => {
    const customers = [
      kind(["ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS", "VIEW_AGREEMENTS"], false, true),
      kind(["AUTHENTICATED_USER"], true),
      kind(["ADMIN", "ELECTRICITY_CUSTOMER"], true),
      kind(["VIEW_SALE_ORDERS", "VIEW_CARDS"]),
      kind(["ADMIN"], false, true),
    ]
    for (const customer of customers) {
      const asked = await urls(run(signedIn, undefined, undefined, { preloads, customer }))
      const c = customer.body
      const expected = [
        [list, documentsRule, invoicesCalls.documents],
        [cards, cardsRule, cardsCalls.cards],
        [companies, saleOrdersRule, saleOrdersCalls.saleOrders],
      ] as const
      for (const [entry, routeRule, call] of expected) {
        const url = `/v1${entry.path.replace("{customerId}", "2")}`
        expect(asked.includes(url), `${JSON.stringify(c)} ${url}`).toBe(mayUse(c, routeRule) && mayUse(c, call))
      }
    }
  })

  it("asks no customer's preload when the stored customer's answer is refused", async () => {
    const asked = await urls(run(signedIn, undefined, undefined, { preloads, customer: { status: 403, body: { code: "FORBIDDEN" } } }))
    expect(asked.slice(5)).toEqual(["/v1/users/1/x"])
  })

  it("asks none on an address with a query string, and a customer's none without this user's stored customer", async () => {
    expect((await urls(run(signedIn, undefined, undefined, { preloads, search: "?tab=electricity", customer: allOf }))).length).toBe(5)
    const other = run({ ...signedIn, "ise.customerOf": "9" }, undefined, undefined, { preloads, customer: allOf })
    expect((await urls(other)).slice(4)).toEqual(["/v1/users/1/x"])
  })

  it("fills a dated preload's {year} and {month} with today in Tallinn, as the page's tallinnDay", async () => {
    const summary = routePreloadEntry(spendingCalls.spendingSummary, undefined, undefined, (today) => ({ month: today.slice(0, 7) }))
    expect(summary.path).toBe("/spending/{customerId}/summary?month={month}")
    const dated = JSON.stringify([summary, { path: "/x?from={year}-01-01&to={year}-12-31", rules: [] }])
    // 31 December 22:30 UTC is already 1 January in Tallinn (UTC+2).
    const newYear = Date.UTC(2026, 11, 31, 22, 30)
    const asked = await urls(run(signedIn, newYear, undefined, { preloads: dated, customer: allOf }))
    expect(asked.slice(5)).toEqual(["/v1/x?from=2027-01-01&to=2027-12-31", "/v1/spending/2/summary?month=2027-01"])
  })

  it("refuses at build time a dated query the inline script cannot fill (a month's last day)", () => {
    const lastDay = (today: string) => new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate()
    const thisMonth = (today: string) => ({ start: `${today.slice(0, 7)}-01`, end: `${today.slice(0, 7)}-${lastDay(today)}` })
    expect(() => datedPreloadPath(spendingCalls.chargingSessions, thisMonth)).toThrow(/is not/)
    expect(datedPreloadPath(spendingCalls.chargingSessions, (today) => ({ start: `${today.slice(0, 7)}-01` }))).toBe(
      "/charging/sessions/{customerId}?start={month}-01",
    )
    expect(fillPreloadDate("/a?m={month}&y={year}", "2026-03-04")).toBe("/a?m=2026-03&y=2026")
  })

  it("still restores the session when the block is broken", async () => {
    const r = run(signedIn, undefined, undefined, { preloads: "[not json" })
    await expect(r.started).resolves.toMatchObject({ status: 200 })
    expect(r.early()?.token).toBe("t")
  })
})

describe("takeEarlyGets", () => {
  const res = (data: unknown): TransportResponse => ({ status: 200, statusText: "OK", headers: new Headers(), data })
  const get = (url: string, token = "t", query?: Record<string, string>): TransportRequest => ({
    url,
    method: "GET",
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
    binary: false,
    ...(query ? { query } : {}),
  })
  const withEarly = async (body: (transport: (r: TransportRequest) => Promise<TransportResponse>, sent: string[]) => Promise<void>) => {
    const w = globalThis as unknown as { window?: unknown }
    const had = "window" in w
    w.window = { [EARLY_GETS_GLOBAL]: { token: "t", gets: { "/v1/users/current": Promise.resolve(res("early")) } } }
    const sent: string[] = []
    try {
      await body(
        takeEarlyGets(async (r) => {
          sent.push(r.url)
          return res("sent")
        }),
        sent,
      )
    } finally {
      if (!had) delete w.window
    }
  }

  it("answers the early GET once, for the same address and token", () =>
    withEarly(async (transport, sent) => {
      expect((await transport(get("/v1/users/current"))).data).toBe("early")
      expect((await transport(get("/v1/users/current"))).data).toBe("sent")
      expect(sent).toEqual(["/v1/users/current"])
    }))

  it("answers a preload by its path and its query in any order", () =>
    withEarly(async (transport, sent) => {
      const w = globalThis as unknown as { window: Record<string, { gets: Record<string, unknown> }> }
      w.window[EARLY_GETS_GLOBAL]!.gets["/v1/documents/2?page=0&size=20"] = Promise.resolve(res("preloaded"))
      expect((await transport(get("/v1/documents/2", "t", { size: "20", page: "0" }))).data).toBe("preloaded")
      expect((await transport(get("/v1/documents/2", "t", { size: "20", page: "0" }))).data).toBe("sent")
      expect((await transport(get("/v1/documents/2", "t", { size: "1", page: "0" }))).data).toBe("sent")
      expect(sent).toHaveLength(2)
    }))

  it("sends a request with another token, another query or another method itself", () =>
    withEarly(async (transport, sent) => {
      expect((await transport(get("/v1/users/current", "other"))).data).toBe("sent")
      expect((await transport(get("/v1/users/current", "t", { a: "1" }))).data).toBe("sent")
      expect((await transport({ ...get("/v1/users/current"), method: "POST" })).data).toBe("sent")
      expect(sent).toHaveLength(3)
      expect((await transport(get("/v1/users/current"))).data).toBe("early")
    }))
})
