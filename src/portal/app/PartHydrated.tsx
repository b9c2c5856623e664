import { useEffect } from "react"
import { earlyClickPartCommitted } from "../../core/http/earlyRefresh"

/**
 * Renders nothing; put last inside a Suspense boundary of a first view, its effect runs once React has hydrated
 * that boundary (which may be after the page's root, in a pass of its own): a click the page kept on one of the
 * boundary's controls is made then (core/http/earlyRefresh.ts takeOverEarlyClicks).
 */
export function PartHydrated() {
  useEffect(earlyClickPartCommitted, [])
  return null
}
