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
