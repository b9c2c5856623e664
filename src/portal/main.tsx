import { Provider } from "jotai"
import { hydrate, type DehydratedState } from "@tanstack/query-core"
import { StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { takeFirstView } from "../core/http/firstView"
import { sameView } from "../core/http/viewCookie"
import { preloadOfetch } from "../core/http/ofetchTransport"
import { USER_ID_KEY } from "../core/http/tokenStore"
import { loadCatalog } from "../core/i18n/translate"
import { configureApi, customerIdAtom, getApi, localeAtom, queryClient, restoreSession, store, userIdAtom } from "../widgets/session"
import { App } from "./app/App"
import { clearSession } from "./app/session"
import { loadSignedInApp, registerSignedInApp, startSessionQueries } from "./app/signedInAppLoader"
import { routePages } from "./app/routePages"
import { currentLocation } from "./app/router"
import { matchRoute } from "./app/routes"
import { trackTabs } from "./app/tabs"
import { keepViewCookie } from "./app/viewCookie"
import "./portal.css"

configureApi({ baseUrl: "/v1" })
// The signed-in part is its own chunk (signedInAppLoader.ts says when it loads).
registerSignedInApp(() => import("./app/SignedInApp"))
// A session whose tabs were all closed long ago ends before anything tries to restore it.
const sessionEnded = trackTabs(clearSession)
// The next page request tells the server what this browser would render (app/viewCookie.ts).
keepViewCookie()

const rootElement = document.getElementById("root")!
const portal = (
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>
)
const commonTexts = loadCatalog(store.get(localeAtom)).catch(() => undefined)
// The first route's page too (its chunk is modulepreloaded by the route's HTML): a page that suspends in
// the first render is held back by React until 300 ms after its fallback showed (routePages.ts).
const firstRoute = matchRoute(currentLocation().path)
const firstPage = firstRoute ? routePages[firstRoute.path]?.preload().catch(() => undefined) : undefined

// The server rendered this page's first view (issue 31, server/firstView.ts): its session (the refresh was
// the server's) and the answers it rendered with go into the session and the cache, and React takes over
// the markup once the same code is here, rendering exactly what the server did.
// The browser's own storage wins: a view rendered from another language, user, customer or cookie decision
// than this browser holds now (changed since the cookie's copy) is replaced by the browser's own start.
const taken = takeFirstView()
const firstView = taken && !sessionEnded && sameView(taken.view, localStorage) ? taken : undefined
// A first view not taken over is not this start's (nor one of a session the tabs rule ended): React's
// createRoot adds to what the root holds.
if (!firstView) rootElement.replaceChildren()
if (firstView) {
  // The sign-in page of a signed-out visitor comes without a session.
  const { token, userId } = firstView
  const signedIn = token != null && userId != null
  if (signedIn) {
    getApi().config.tokens.setToken(token, userId)
    store.set(userIdAtom, userId)
    if (firstView.customerId !== store.get(customerIdAtom)) store.set(customerIdAtom, firstView.customerId)
    preloadOfetch()
  }
  hydrate(queryClient, firstView.queries as DehydratedState)
  const signedInCode = signedIn ? loadSignedInApp().catch(() => undefined) : undefined
  void Promise.all([signedInCode, commonTexts, firstPage]).finally(() => hydrateRoot(rootElement, portal))
} else {
  // One refresh call (when a session may exist), then the page: the guard sees the restored session,
  // so a reload stays where it was and a signed-out one goes to /login.
  // A stored user id means a session may be restored: its signed-in code loads beside the refresh call
  // and the first render waits for both (no "loading" frame in between).
  // The common texts of the chosen language (en, ru: a chunk of their own) load beside them too: a first
  // render in Estonian would change every text of the header (and move it) when they arrive.
  // The refresh call itself is already on its way from the HTML (core/http/earlyRefresh.ts); the session's
  // own calls go out as soon as it is restored and the signed-in code is here, before React renders.
  const mayRestore = localStorage.getItem(USER_ID_KEY) != null
  const signedInCode = mayRestore ? loadSignedInApp().catch(() => undefined) : undefined
  if (mayRestore) preloadOfetch()
  void Promise.all([
    restoreSession()
      .catch(() => false)
      .then((restored) => (restored ? signedInCode?.then(startSessionQueries) : undefined)),
    commonTexts,
    firstPage,
  ]).finally(() => createRoot(rootElement).render(portal))
}
