import { Suspense, useEffect, useRef } from "react"
import { guardDecision } from "../../core/rules/access"
import { onLogout, queryClient, useLocale, useT } from "../../widgets/session"
import { LoadError } from "../../widgets/ui"
import { Header } from "../layout/Header"
import { CookieBanner } from "../layout/CookieBanner"
import { Footer } from "../layout/Footer"
import NotFoundPage from "../pages/NotFoundPage"
import { navigate, useLocation } from "./router"
import { FRONT_PAGE, REDIRECTS, matchRoute } from "./routes"
import { PRIVATE_PORTAL_URL } from "./config"
import { loginAddress, returnAddress } from "./returnTo"
import { clearSession, useSession } from "./session"
import { PageBoundary } from "./PageBoundary"

function Loading() {
  const t = useT()
  return (
    <p className="loading" role="status">
      {t("common.loading")}
    </p>
  )
}

/** The session's own data (user, customers) did not load: say so and offer to try again. */
function SessionLoadFailed({ retrying }: { retrying: boolean }) {
  return (
    <div className="page page--narrow">
      <LoadError retrying={retrying} onRetry={() => queryClient.refetchQueries({ type: "all" })} testId="session-error" />
    </div>
  )
}

export function App() {
  const { path, search } = useLocation()
  const session = useSession()
  const t = useT()
  const locale = useLocale()
  const route = matchRoute(path)
  const redirect = REDIRECTS[path]
  const decision = route ? guardDecision(route, session) : "allow"

  // A failed refresh or a 403 ends the session (spec part 1 §4.4).
  useEffect(
    () =>
      onLogout(() => {
        clearSession()
        navigate("/login", { replace: true })
      }),
    [],
  )

  useEffect(() => {
    if (redirect) navigate(redirect + search, { replace: true })
    // The requested address travels through sign-in and is opened after it.
    else if (decision === "login") navigate(loginAddress(path, search), { replace: true })
    else if (decision === "front") navigate(FRONT_PAGE, { replace: true })
    else if (route?.path === "/login" && session.authenticated) navigate(returnAddress(search), { replace: true })
  }, [redirect, decision, route, session.authenticated, path, search])

  // A page change that took the focus with it (the sign-in form, a closed panel) starts the next Tab
  // at the top of the page, at the skip link, rather than wherever the removed element was.
  const top = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const active = document.activeElement
    if (!active || active === document.body || !active.isConnected) top.current?.focus({ preventScroll: true })
  }, [path])

  // With a separate private portal configured, a represented person is pushed there.
  useEffect(() => {
    if (PRIVATE_PORTAL_URL && session.customer?.isPerson) window.location.assign(`${PRIVATE_PORTAL_URL}/as-customer`)
  }, [session.customer])

  useEffect(() => {
    document.documentElement.lang = locale
    document.title = route ? `${t(route.title)} · ${t("app.name")}` : t("app.name")
  }, [route, t, locale])

  const Page = route?.page
  const showHeader = route ? !route.bare && session.authenticated : session.authenticated
  return (
    <>
      <span ref={top} tabIndex={-1} className="focus-start" />
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      {showHeader && <Header session={session} path={path} />}
      <main id="main" className={route?.bare ? "main main--bare" : "main"} tabIndex={-1}>
        {redirect || decision === "login" || decision === "front" ? null : decision === "wait" ? (
          session.failed ? <SessionLoadFailed retrying={session.retrying} /> : <Loading />
        ) : Page ? (
          <PageBoundary key={path}>
            <Suspense fallback={<Loading />}>
              <Page />
            </Suspense>
          </PageBoundary>
        ) : (
          <NotFoundPage />
        )}
      </main>
      {!route?.bare && <Footer />}
      <CookieBanner />
    </>
  )
}
