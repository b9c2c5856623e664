import { AsyncLocalStorage } from "node:async_hooks"
import { dehydrate, hashKey, QueryClient, type FetchQueryOptions } from "@tanstack/query-core"
import { createStore, Provider } from "jotai"
import { queryClientAtom } from "jotai-tanstack-query"
import { StrictMode, type ReactNode } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import type { Readable } from "node:stream"
import { makeApiClient, memoryTokenStore, type Transport } from "../core/http"
import type { FirstView, FirstViewRequest } from "../core/http/firstView"
import { DEFAULT_LOCALE, isCatalogLoaded, isLocale, loadCatalog } from "../core/i18n/translate"
import { contactsQueryAtom, customerIdAtom, effectiveCustomerId, localeAtom, userIdAtom } from "../widgets/session"
import { setRenderScope, type RenderScope } from "../widgets/session"
import { CUSTOMER_ID_KEY, CUSTOMER_OWNER_KEY } from "../core/http/tokenStore"
import { LOCALE_KEY } from "../core/i18n/numbers"
import { Locales, type Locale } from "../core/schemas/common"
import { StyleCollectorProvider } from "../widgets/element"
import { App } from "./app/App"
import { loadSignedInApp, registerSignedInApp } from "./app/signedInAppLoader"
import { routePages } from "./app/routePages"
import { matchRoute } from "./app/routes"

/*
 * The first view of a signed-in page (and of a signed-out visitor's sign-in page), rendered on the server (issue 31): on the slow profile a page rendered by
 * the browser paints after its code (100 kB of React and Effect, then the first render at 4× CPU), 1.6–2.0 s;
 * the same page in the HTML paints in about 0.7 s. The server (src/server/firstView.ts) has restored the session
 * from the refresh cookie and read the browser's view cookie; this renders the page the browser would, with the
 * same components, atoms and queries, and gives the answers it rendered with, for the browser to hydrate.
 */

registerSignedInApp(() => import("./app/SignedInApp"))
const scopes = new AsyncLocalStorage<RenderScope>()
setRenderScope(() => scopes.getStore())

/**
 * The public pages the server renders for a signed-out visitor: the sign-in page, whose form would otherwise
 * paint only after the code (the other public pages hand over at once, from their address's query).
 */
const SIGNED_OUT_ROUTES: ReadonlySet<string> = new Set(["/login"])

/** A route the server renders: a signed-in page for a session, the sign-in page without one. */
export const rendersFirstView = (path: string, signedIn = true): boolean => {
  const route = matchRoute(path)
  if (route === undefined || routePages[route.path] === undefined) return false
  return signedIn ? !route.public : SIGNED_OUT_ROUTES.has(route.path)
}

/** Every page's code and every language's texts, loaded once (the server calls it as it starts). */
export const prepareFirstViews = async (): Promise<void> => {
  await Promise.all([
    loadSignedInApp(),
    ...Object.values(routePages).map((page) => page?.preload()),
    ...Locales.map((locale) => (isCatalogLoaded(locale) ? undefined : loadCatalog(locale))),
  ])
}

const withQuery = (url: string, query?: Record<string, string>) =>
  query && Object.keys(query).length ? `${url}?${new URLSearchParams(query)}` : url

/** The API client's transport over the server's app, in process: JSON in and out as the browser's. */
const inProcess =
  (fetchApi: FirstViewRequest["fetchApi"]): Transport =>
  async (request) => {
    const res = await fetchApi(withQuery(request.url, request.query), { method: request.method, headers: request.headers })
    const text = await res.text()
    let data: unknown
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      data = text
    }
    return { status: res.status, statusText: res.statusText, headers: res.headers, data }
  }

/** A jotai store as a browser's page has it at its start: this request's client, language, user and customer. */
function storeOf(queryClient: QueryClient, locale: Locale, userId: number | null, customerId: number | null) {
  const store = createStore()
  store.set(queryClientAtom, queryClient)
  store.set(localeAtom, locale)
  if (userId != null) store.set(userIdAtom, userId)
  if (customerId != null) store.set(customerIdAtom, customerId)
  return store
}

const PASSES = 6
const RENDER_TIMEOUT_MS = 3_000

/** One pass; an error of a component fails it (React would write the part for the browser to render instead). */
async function renderOnce(root: ReactNode): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(root, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError: (error) => void errors.push(error),
    // React writes a boundary larger than this (12.8 kB by default) apart, completed by an inline script, which
    // the portal's CSP refuses: the whole page is one piece here (it goes out as one answer anyway).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk as Uint8Array))
  if (errors.length) throw errors[0]
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * Whether a value comes back the same from JSON, as the page's data block carries it: plain objects and arrays
 * of strings, finite numbers, booleans and null (an answer decoded into a Date or a Map would not).
 */
export const isPlainJson = (value: unknown): boolean => {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true
  if (typeof value === "number") return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isPlainJson)
  if (typeof value !== "object") return false
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return false
  // An absent optional key may be written as undefined: JSON leaves it out, as the API's answer did.
  return Object.values(value).every((v) => v === undefined || isPlainJson(v))
}

/**
 * Renders the page, runs every query the render would run, and renders again until a pass asks for nothing
 * new (a route's calls wait for the customer's answer). Undefined when the page cannot be shown as the browser
 * would show it: a query failed (the browser shows its own error and retry), or the passes did not settle.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | undefined> {
  const route = matchRoute(request.path)
  const page = route ? routePages[route.path] : undefined
  if (!route || !page || !rendersFirstView(request.path, request.token != null)) return undefined
  const stored = request.storage.getItem(LOCALE_KEY)
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } })
  const wanted = new Map<string, FetchQueryOptions>()
  const scope: RenderScope = {
    api: makeApiClient({ baseUrl: "/v1", tokens: memoryTokenStore(request.token), transport: inProcess(request.fetchApi) }),
    location: { path: request.path, search: "" },
    storage: request.storage,
    want: (query) => wanted.set(hashKey(query.queryKey), query as FetchQueryOptions),
  }
  // The choice as customerIdAtom reads it in the browser: this user's own, or one stored before owners were kept.
  const chosen = Number(request.storage.getItem(CUSTOMER_ID_KEY) ?? Number.NaN)
  const owner = request.storage.getItem(CUSTOMER_OWNER_KEY)
  let customerId: number | null = Number.isFinite(chosen) && (owner == null || Number(owner) === request.userId) ? chosen : null
  return scopes.run(scope, async () => {
    await Promise.all([
      isCatalogLoaded(locale) ? undefined : loadCatalog(locale),
      request.token != null ? loadSignedInApp() : undefined,
      page.preload(),
    ])
    const styles = new Set<string>()
    for (let pass = 0; pass < PASSES; pass++) {
      // A store of its own each pass: a store keeps a query atom's first (pending) result until the atom is
      // mounted, which a server render never does; a new one reads the answers now in the QueryClient.
      const store = storeOf(queryClient, locale, request.userId, customerId)
      wanted.clear()
      styles.clear()
      const html = await renderOnce(
        <StrictMode>
          <Provider store={store}>
            <StyleCollectorProvider value={(css) => styles.add(css)}>
              <App />
            </StyleCollectorProvider>
          </Provider>
        </StrictMode>,
      )
      const missing = [...wanted.values()].filter((q) => queryClient.getQueryState(q.queryKey)?.status !== "success")
      if (missing.some((q) => queryClient.getQueryState(q.queryKey)?.status === "error")) return undefined
      // A part written apart (a lazy part that suspended in this pass: its chunk first loaded now) is completed by
      // an inline script, which the portal's CSP refuses: the next pass has its module and renders it in place.
      if (missing.length === 0 && !/<script|<template/i.test(html)) {
        const queries = dehydrate(queryClient)
        return isPlainJson(queries) ? { html, locale, customerId, styles: [...styles], queries } : undefined
      }
      await Promise.all(missing.map((q) => queryClient.fetchQuery(q).catch(() => undefined)))
      // What useSession's effect does in a browser once the contacts are in: keep a customer the user may act for.
      const contacts = storeOf(queryClient, locale, request.userId, customerId).get(contactsQueryAtom).data
      if (contacts) customerId = effectiveCustomerId(contacts, customerId)
    }
    return undefined
  })
}
