import type { ComponentType } from "react"

/**
 * The signed-in part of the portal (header, session queries, the guard's data) is a chunk of its own:
 * the sign-in page does not carry it. It starts loading as soon as a sign-in may follow (a stored user
 * id at start, a sign-in begun), so that it is there when the session is.
 */
let loaded: ComponentType | null = null
let loading: Promise<ComponentType> | null = null
let startQueries: (() => void) | null = null

/** What the signed-in chunk exports (SignedInApp.tsx). */
export interface SignedInModule {
  readonly SignedInApp: ComponentType
  readonly startSessionQueries: () => void
}

/**
 * The import of the signed-in chunk, registered by main.tsx: the pages that expect a sign-in import this
 * loader, and the chunk imports the pages, so the loader itself must not import the chunk.
 */
let importSignedInApp: (() => Promise<SignedInModule>) | null = null
export const registerSignedInApp = (load: () => Promise<SignedInModule>): void => {
  importSignedInApp = load
}

export const loadedSignedInApp = (): ComponentType | null => loaded

export const loadSignedInApp = (): Promise<ComponentType> => {
  if (!loading) {
    if (!importSignedInApp) return Promise.reject(new Error("registerSignedInApp was not called"))
    const attempt = importSignedInApp().then((m) => {
      startQueries = m.startSessionQueries
      loaded = m.SignedInApp
      return loaded
    })
    // A load that failed (offline) may be tried again.
    attempt.catch(() => {
      if (loading === attempt) loading = null
    })
    loading = attempt
  }
  return loading
}

/** A sign-in has begun (an eID session, an ID card, a redirect): the signed-in code loads meanwhile. */
export const expectSignIn = (): void => void loadSignedInApp().catch(() => undefined)

/** The session's own calls, started before the first render once the signed-in code is here (main.tsx). */
export const startSessionQueries = (): void => startQueries?.()
