import { Suspense, useEffect, useRef, type ReactNode } from "react"
import { PartHydrated } from "./PartHydrated"
import { guardDecision } from "../../core/rules/access"
import { onLogout, useLocale, useT } from "../../widgets/session"
import { LoadError } from "../../widgets/ui"
import { CookieBanner } from "../layout/CookieBanner"
import { Footer } from "../layout/Footer"
import NotFoundPage from "../pages/NotFoundPage"
import { navigate, useLocation } from "./router"
import { RoutePageView, routePages } from "./routePages"
import { FRONT_PAGE, REDIRECTS, matchRoute } from "./routes"
import { PRIVATE_PORTAL_URL } from "./config"
import { loginAddress, returnAddress } from "./returnTo"
import { clearSession, type PortalSession } from "./session"
import { PageBoundary } from "./PageBoundary"

/** "Laen andmeid…": the session's data (the guard waits) or the page's chunk (its Suspense) on its way. */
function Loading({ what }: { readonly what: "session" | "page" }) {
  const t = useT()
  return (
    <p className="ise-portal__loading" role="status" data-loading={what}>
      {t("common.loading")}
    </p>
  )
}

/** The session's own data (user, customers) did not load: say so and offer to try again. */
function SessionLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="ise-portal__page ise-portal__page--narrow">
      <LoadError retrying={retrying} onRetry={onRetry} testId="session-error" />
    </div>
  )
}

export interface ShellProps {
  readonly session: PortalSession
  /** The signed-in header (SignedInApp); without it a signed-in page keeps the header's room. */
  readonly header?: (path: string) => ReactNode
  /** "Proovi uuesti" when the session's own data did not load. */
  readonly onRetrySession?: () => void
}

/** Routes, the guard, the page and its frame; the same for a visitor and a signed-in user. */
export function Shell({ session, header, onRetrySession = () => undefined }: ShellProps) {
  const { path, search } = useLocation()
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

  const Page = route ? routePages[route.path] : undefined
  const showHeader = route ? !route.bare && session.authenticated : session.authenticated
  return (
    <>
      <span ref={top} tabIndex={-1} className="ise-portal__focus-start" />
      <a className="ise-portal__skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      {showHeader && (header ? header(path) : <div className="ise-portal__header ise-portal__header--placeholder" aria-hidden="true" />)}
      <main id="main" className={route?.bare ? "ise-portal__main ise-portal__main--bare" : "ise-portal__main"} tabIndex={-1}>
        {redirect || decision === "login" || decision === "front" ? null : decision === "wait" ? (
          session.failed ? (
            <SessionLoadFailed retrying={session.retrying} onRetry={onRetrySession} />
          ) : (
            <Loading what="session" />
          )
        ) : Page ? (
          <PageBoundary key={path}>
            <Suspense fallback={<Loading what="page" />}>
              <RoutePageView page={Page} />
              <PartHydrated />
            </Suspense>
          </PageBoundary>
        ) : (
          <NotFoundPage />
        )}
      </main>
      {!route?.bare && <Footer />}
      {/* Not on a bare page (the sign-in and the hand-over pages: one task each, and the tag manager waits for
          the answer anyway): a first-time visitor signs in without a sheet over the form, and is asked on the
          first page after it (issue 31: the sign-in form is what the sign-in page paints). */}
      <CookieBanner ask={!route?.bare} />
    </>
  )
}
