import type { ApiClient } from "../../core/http/client"

/**
 * The first view's server render (issue 31, src/portal/firstView.tsx): one page rendered on the server per
 * request, while the module singletons of a browser page (its one API client, its address, its local
 * storage) belong to nobody there. The render entry sets where the request's own are found (an
 * AsyncLocalStorage); in a browser there is no scope and every reader takes the page's own.
 */
export interface RenderScope {
  /** The API client of the request: the server's app asked in process with the request's access token. */
  readonly api: ApiClient
  /** The page's address (decoded path, query string), what `window.location` gives in a browser. */
  readonly location: { readonly path: string; readonly search: string }
  /** What the browser's local storage holds of the keys the first view reads (the `ise.view` cookie's copy). */
  readonly storage: Pick<Storage, "getItem">
  /** A query the render would run now (enabled): the server runs it before the next pass. */
  readonly want: (query: { readonly queryKey: ReadonlyArray<unknown> }) => void
}

let scopeOf: () => RenderScope | undefined = () => undefined

/** Called once by the server's render entry. */
export const setRenderScope = (find: () => RenderScope | undefined): void => {
  scopeOf = find
}

/** The server render's scope of the current request; undefined in a browser. */
export const renderScope = (): RenderScope | undefined => scopeOf()
