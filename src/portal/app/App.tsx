import { useAtomValue } from "jotai"
import { useEffect, useState, type ComponentType } from "react"
import { takeOverEarlyClicks } from "../../core/http/earlyRefresh"
import { authenticatedAtom } from "../../widgets/session"
import { Shell } from "./Shell"
import { VISITOR, type PortalSession } from "./session"
import { loadedSignedInApp, loadSignedInApp } from "./signedInAppLoader"

/** Signed in, while the signed-in part's code is still on its way: the guard waits ("Laen andmeid..."). */
const ARRIVING: PortalSession = { ...VISITOR, authenticated: true }

/**
 * The portal: a visitor gets the shell alone (the sign-in page needs no queries); a signed-in user
 * gets SignedInApp, whose chunk main.tsx and the sign-in start load ahead.
 */
export function App() {
  const authenticated = useAtomValue(authenticatedAtom)
  const [SignedIn, setSignedIn] = useState<ComponentType | null>(loadedSignedInApp)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // The page answers its controls from here on: a first view from the server (issue 31) is painted before its
  // code has run; a click on it before that, kept by the inline script, is made again now (the effect of the
  // root runs after those of the whole tree). Tests and an app's webview wait for this mark.
  useEffect(() => {
    document.documentElement.setAttribute("data-portal-ready", "")
    takeOverEarlyClicks()
  }, [])

  useEffect(() => {
    if (!authenticated || SignedIn) return
    let current = true
    setFailed(false)
    loadSignedInApp().then(
      (component) => current && setSignedIn(() => component),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [authenticated, SignedIn, attempt])

  if (authenticated && SignedIn) return <SignedIn />
  return <Shell session={authenticated ? { ...ARRIVING, failed } : VISITOR} onRetrySession={() => setAttempt((n) => n + 1)} />
}
