import { useEffect, useId, useState } from "react"
import { readConsent, storeConsent, tagManagerEnabled, type CookieConsent } from "../../core/rules/consent"
import { useT } from "../../widgets/session"
import { renderScope } from "../../widgets/session"
import { GTM_ID } from "../app/config"
import { loadTagManager } from "../app/tagManager"
import { mirrorViewCookie } from "../app/viewCookie"

const storage = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The cookie banner (part 3 "Cookie consent"): until the user decides it stays at the bottom of every
 * page it may `ask` on; the decision is kept in local storage, and "Nõustun" enables the tag manager (when
 * an id is configured). A stored agreement enables it on every later visit without asking again, on every
 * page. The shell asks on its own pages, not on the sign-in and hand-over pages (Shell.tsx).
 */
export function CookieBanner({ ask }: { readonly ask: boolean }) {
  const t = useT()
  // The server's render of a first view reads the browser's choice from its cookie copy (renderScope.ts).
  const [consent, setConsent] = useState<CookieConsent | null>(() => readConsent(renderScope()?.storage ?? storage()))
  const titleId = useId()
  useEffect(() => {
    if (tagManagerEnabled(GTM_ID, consent)) loadTagManager(GTM_ID)
  }, [consent])
  if (consent != null || !ask) return null
  const decide = (decision: CookieConsent) => {
    storeConsent(storage(), decision)
    mirrorViewCookie()
    setConsent(decision)
  }
  return (
    <section className="ise-portal__cookie" aria-labelledby={titleId} data-testid="cookie-banner">
      <div className="ise-portal__cookie-text">
        <h2 id={titleId}>{t("cookies.title")}</h2>
        <p>{t("cookies.text")}</p>
      </div>
      <div className="ise-portal__cookie-actions">
        <button type="button" className="ise-portal__button" onClick={() => decide("agreed")}>
          {t("cookies.agree")}
        </button>
        <button type="button" className="ise-portal__button ise-portal__button--secondary" onClick={() => decide("declined")}>
          {t("cookies.decline")}
        </button>
      </div>
    </section>
  )
}
