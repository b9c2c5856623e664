import { useSyncExternalStore } from "react"

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

/** The current path, decoded (routes such as /väljavõte have non-ASCII letters), and the query string. */
export const currentLocation = () => {
  let path = window.location.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // keep the raw path
  }
  return { path: path.normalize("NFC"), search: window.location.search }
}

let snapshot = currentLocation()
const getSnapshot = () => {
  const next = currentLocation()
  if (next.path !== snapshot.path || next.search !== snapshot.search) snapshot = next
  return snapshot
}

export const useLocation = () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot)

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
