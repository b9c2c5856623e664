import { useSyncExternalStore } from "react"
import { renderScope } from "../../widgets/session"

/** A small history router: the route table is flat, so no library is needed. */
const listeners = new Set<() => void>()
const notify = () => {
  for (const l of listeners) l()
}

if (typeof window !== "undefined") window.addEventListener("popstate", notify)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The current path, decoded (routes such as /väljavõte have non-ASCII letters), and the query string; in the
 * server's render of a first view, the request's (renderScope.ts).
 */
export const currentLocation = (): { readonly path: string; readonly search: string } => {
  const rendered = renderScope()?.location
  if (rendered) return rendered
  let path = window.location.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // keep the raw path
  }
  return { path: path.normalize("NFC"), search: window.location.search }
}

let snapshot = typeof window === "undefined" ? { path: "/", search: "" } : currentLocation()
const getSnapshot = () => {
  const next = currentLocation()
  if (next.path !== snapshot.path || next.search !== snapshot.search) snapshot = next
  return snapshot
}
/** The server's render reads the request's address; a hydrating browser reads its own (the same one). */
const getServerSnapshot = () => renderScope()?.location ?? getSnapshot()

export const useLocation = () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)

export const navigate = (to: string, options: { replace?: boolean } = {}) => {
  if (options.replace) window.history.replaceState(null, "", to)
  else window.history.pushState(null, "", to)
  window.scrollTo?.(0, 0)
  notify()
}

/** Removes a query parameter from the address without a navigation (e.g. `payment` once read). */
export const dropQueryParam = (name: string) => {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(name)) return
  url.searchParams.delete(name)
  window.history.replaceState(null, "", url.pathname + url.search + url.hash)
  notify()
}
