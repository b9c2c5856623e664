import type { Transport, TransportResponse } from "./transport"

/*
 * The page side of the HTML's inline script (issue 16, 31): what it leaves on window and how the portal takes
 * it. The script itself, and the route preloads' entries, are built by ./earlyRefreshScript.ts (the server's
 * CSP and the build import it; the portal's code does not, so its text stays out of the bundles).
 */

/** Where the page's inline script leaves its refresh call in flight (window[EARLY_REFRESH_GLOBAL]). */
export const EARLY_REFRESH_GLOBAL = "__iseEarlyRefresh"

/** Where the inline script leaves the session's own GETs it started after the refresh (window[EARLY_GETS_GLOBAL]). */
export const EARLY_GETS_GLOBAL = "__iseEarlyGets"

/** Where the inline script of a first view keeps the customer's last click on a control React does not own yet. */
export const EARLY_CLICK_GLOBAL = "__iseEarlyClick"

/**
 * The controls whose click the inline script keeps until React has the page: buttons and what acts as one, and
 * the inputs a click changes. A link is not among them: before React it loads its address as a page.
 */
export const EARLY_CLICK_TARGETS =
  'button,input[type="submit"],input[type="checkbox"],input[type="radio"],summary,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],[role="menuitem"],[role="option"]'

/** What the inline script of a first view leaves on window (earlyRefreshScript.ts earlyClicksScript). */
interface EarlyClicks {
  /** The last click (its control) or submit (its form) kept. */
  last: HTMLElement | null
  /** Whether React owns a control (set by the portal once React has the page; until then none is). */
  owns: ((element: Element) => boolean) | null
  /** Called when a click is kept after the portal took over (a control of a part whose chunk is still on its way). */
  wake: (() => void) | null
  /** Set by the portal: a part of the page has been hydrated (`earlyClickPartCommitted`). */
  committed?: () => void
}

const earlyClicks = (): EarlyClicks | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICK_GLOBAL]

/**
 * Whether React has hydrated (or made) an element: React keeps the element's props on it under a key of its
 * own. An internal of React's, so `takeOverEarlyClicks` checks it on the page's <main> first and keeps nothing
 * when it does not hold (a click then goes where it would have without the inline script).
 */
const ownedByReact = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith("__reactProps$"))

/** How long a kept click waits for React to own its control (a part's chunk on a slow line) before it is dropped. */
const KEPT_CLICK_WAIT_MS = 15_000

/**
 * What the customer typed or chose in a field of the first view before React owned it stays on screen (React's
 * hydration keeps a field's value), but React's state still holds the server's: the form would send that, and
 * React's next render would put it back. For each such field React owns, React is told as an input would tell
 * it: the field is set to the server's value through its own setter (which React watches), the typed value is
 * put back through the element's prototype (which React does not see), and an input event follows, in which
 * React finds the value changed and calls the field's onChange.
 */
const tellReactTypedFields = (root: ParentNode, owns: (element: Element) => boolean): void => {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "checkbox" || field.type === "radio" || field.type === "file" || !owns(field)) continue
    if (field.value === field.defaultValue) continue
    const typed = field.value
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed)
    field.dispatchEvent(new Event("input", { bubbles: true }))
  }
  for (const select of root.querySelectorAll("select")) {
    if (owns(select) && [...select.options].some((option) => option.selected !== option.defaultSelected))
      select.dispatchEvent(new Event("change", { bubbles: true }))
  }
}

/**
 * Once React has the page (the portal's root effect): from now on a click on a control React owns goes to
 * React, and the click kept last is made again once React owns its control: looked at after the root's commit
 * and after that of each Suspense boundary that ends in `PartHydrated` (portal/app/PartHydrated.tsx: the
 * route's page, and the front page's parts whose chunk comes later); 15 s at most. A form kept is submitted as
 * its button would. Called when a page starts without a first view too: there is nothing of the server's left
 * on it to keep a click for.
 */
export const takeOverEarlyClicks = (): void => {
  const early = earlyClicks()
  if (!early || early.owns) return
  const main = document.getElementById("main")
  const owns = main && ownedByReact(main) ? ownedByReact : () => true
  early.owns = owns
  let timer: ReturnType<typeof setTimeout> | undefined
  let keptAt = Date.now()
  // At a commit of React's (the page's, or a late part's): the kept click is made when React owns its control
  // by now; else its own part's commit looks again.
  const look = () => {
    const target = early.last
    if (!target?.isConnected || Date.now() - keptAt > KEPT_CLICK_WAIT_MS) {
      early.last = null
      return
    }
    if (!owns(target)) return
    early.last = null
    tellReactTypedFields(target.closest("form") ?? document, owns)
    if (target instanceof HTMLFormElement) target.requestSubmit()
    else target.click()
  }
  // After the effects of the commit have run, not among them: a click made inside them found React still
  // counting the part as not hydrated, and stopped there.
  early.committed = () => {
    clearTimeout(timer)
    timer = setTimeout(look, 0)
  }
  // A click kept after this (on a part not hydrated yet) waits for that part's commit.
  early.wake = () => {
    keptAt = Date.now()
  }
  const root = document.getElementById("root")
  if (root) tellReactTypedFields(root, owns)
  early.committed()
}

/**
 * A Suspense boundary of the page has been hydrated (its `PartHydrated` effect, after React's commit): a click
 * kept on one of its controls is made now.
 */
export const earlyClickPartCommitted = (): void => earlyClicks()?.committed?.()

/**
 * The address of a GET as the early script keys it and `takeEarlyGets` looks it up: the path, and the
 * query's parameters sorted by name (URLSearchParams' encoding, as the transport sends them).
 */
export const earlyKey = (url: string, query?: Readonly<Record<string, string>>): string => {
  const entries = Object.entries(query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return entries.length ? `${url}?${new URLSearchParams(entries)}` : url
}

/** The refresh the inline script started, taken once (a second caller gets undefined). */
export const takeEarlyRefresh = (): Promise<TransportResponse> | undefined => {
  if (typeof window === "undefined") return undefined
  const w = window as unknown as Record<string, Promise<TransportResponse> | undefined>
  const started = w[EARLY_REFRESH_GLOBAL]
  delete w[EARLY_REFRESH_GLOBAL]
  return started
}

interface EarlyGets {
  readonly token: string
  readonly gets: Record<string, Promise<TransportResponse> | undefined>
}

/**
 * A transport that answers a GET the inline script already started (same address and query, the same
 * token) with that answer, once; every other request goes to `transport`. The portal's API client
 * uses it, so the session's first queries and the route's preloads are taken instead of asked again.
 */
export const takeEarlyGets =
  (transport: Transport): Transport =>
  (request) => {
    const early =
      typeof window === "undefined" ? undefined : (window as unknown as Record<string, EarlyGets | undefined>)[EARLY_GETS_GLOBAL]
    const key = earlyKey(request.url, request.query)
    const started = early && request.method === "GET" && !request.binary ? early.gets[key] : undefined
    if (!early || !started || request.headers.authorization !== `Bearer ${early.token}`) return transport(request)
    delete early.gets[key]
    return started
  }
