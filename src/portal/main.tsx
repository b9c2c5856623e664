import { Provider } from "jotai"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { preloadOfetch } from "../core/http/ofetchTransport"
import { USER_ID_KEY } from "../core/http/tokenStore"
import { loadCatalog } from "../core/i18n/translate"
import { configureApi, localeAtom, restoreSession, store } from "../widgets/session"
import { App } from "./app/App"
import { clearSession } from "./app/session"
import { loadSignedInApp, registerSignedInApp, startSessionQueries } from "./app/signedInAppLoader"
import { routePages } from "./app/routePages"
import { currentLocation } from "./app/router"
import { matchRoute } from "./app/routes"
import { trackTabs } from "./app/tabs"
import "./portal.css"

configureApi({ baseUrl: "/v1" })
// The signed-in part is its own chunk (signedInAppLoader.ts says when it loads).
registerSignedInApp(() => import("./app/SignedInApp"))
// A session whose tabs were all closed long ago ends before anything tries to restore it.
trackTabs(clearSession)

// One refresh call (when a session may exist), then the page: the guard sees the restored session,
// so a reload stays where it was and a signed-out one goes to /login.
// A stored user id means a session may be restored: its signed-in code loads beside the refresh call
// and the first render waits for both (no "loading" frame in between).
// The common texts of the chosen language (en, ru: a chunk of their own) load beside them too: a first
// render in Estonian would change every text of the header (and move it) when they arrive.
const root = createRoot(document.getElementById("root")!)
// The refresh call itself is already on its way from the HTML (core/http/earlyRefresh.ts); the session's
// own calls go out as soon as it is restored and the signed-in code is here, before React renders.
const mayRestore = localStorage.getItem(USER_ID_KEY) != null
const signedInCode = mayRestore ? loadSignedInApp().catch(() => undefined) : undefined
if (mayRestore) preloadOfetch()
const commonTexts = loadCatalog(store.get(localeAtom)).catch(() => undefined)
// The first route's page too (its chunk is modulepreloaded by the route's HTML): a page that suspends in
// the first render is held back by React until 300 ms after its fallback showed (routePages.ts).
const firstRoute = matchRoute(currentLocation().path)
const firstPage = firstRoute ? routePages[firstRoute.path]?.preload().catch(() => undefined) : undefined
void Promise.all([
  restoreSession()
    .catch(() => false)
    .then((restored) => (restored ? signedInCode?.then(startSessionQueries) : undefined)),
  commonTexts,
  firstPage,
]).finally(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  ),
)
