/*
 * The first view of a signed-in page (and of the sign-in page), rendered by the server into its HTML (issue 31): what the server's
 * page handler (server/firstView.ts), the render entry (portal/firstView.tsx) and the page's start
 * (portal/main.tsx) share.
 */

/**
 * The first view the server rendered into the page (issue 31, server/firstView.ts): the head's marker (the
 * inline script then starts no refresh) and the data block's id, which holds the session and the answers.
 */
export const FIRST_VIEW_META = "ise-first-view"
export const FIRST_VIEW_DATA_ID = "ise-first-view-data"

/**
 * What the first view's data block holds: the session the server restored (none on the sign-in page of a
 * signed-out visitor), and the answers it rendered with.
 */
export interface FirstViewData {
  readonly token: string | null
  readonly userId: number | null
  /** The customer the server rendered for (the stored choice, or the first contact when none was stored). */
  readonly customerId: number | null
  /** The view cookie's rendered keys the server read (viewCookie.ts renderedView): the browser's must be the same. */
  readonly view: Readonly<Record<string, string | null>>
  readonly queries: unknown
}

/** The page's first view, taken once (its block removed); undefined when the page came without one. */
export const takeFirstView = (): FirstViewData | undefined => {
  if (typeof document === "undefined") return undefined
  const block = document.getElementById(FIRST_VIEW_DATA_ID)
  if (!block) return undefined
  block.remove()
  try {
    const data = JSON.parse(block.textContent ?? "") as Partial<FirstViewData> | null
    const session = (typeof data?.token === "string" && typeof data.userId === "number") || (data?.token === null && data.userId === null)
    return data && session && (typeof data.customerId === "number" || data.customerId === null) ? (data as FirstViewData) : undefined
  } catch {
    return undefined
  }
}

/** A page's request as the server gives it to the render entry. */
export interface FirstViewRequest {
  /** The decoded path (a plain address: no query string). */
  readonly path: string
  /** The view cookie's keys (./viewCookie.ts). */
  readonly storage: Pick<Storage, "getItem">
  /** The session restored for this request; null for a signed-out visitor's sign-in page. */
  readonly userId: number | null
  readonly token: string | null
  /** The API, asked in process (the server's app): a path under the origin, as a browser's fetch would. */
  readonly fetchApi: (path: string, init: RequestInit) => Promise<Response>
}

/** What the render entry gives back. */
export interface FirstView {
  /** The root's markup. */
  readonly html: string
  readonly locale: string
  /** The customer it was rendered for: the stored choice, or the first contact's (useSession's effect in a browser). */
  readonly customerId: number | null
  /** The widgets' stylesheets the render used, in order (in a browser they are adopted as sheets). */
  readonly styles: ReadonlyArray<string>
  /** The answers the render used (TanStack Query's dehydrated state), for the browser's QueryClient. */
  readonly queries: unknown
}

/** The render entry's face (dist/portal-render/firstView.js, built from portal/firstView.tsx). */
export interface FirstViewRenderer {
  /** Whether the route at `path` has a first view for a visitor signed in, or (`signedIn` false) signed out. */
  readonly rendersFirstView: (path: string, signedIn: boolean) => boolean
  readonly renderFirstView: (request: FirstViewRequest) => Promise<FirstView | undefined>
  /** Loads every page's code and every language's texts, so that a route's first request does not wait for them. */
  readonly prepareFirstViews?: () => Promise<void>
}
