import { shareGets } from "./sharedGets"
import { fetchTransport } from "./transport"

/**
 * A public GET of the contract without Effect, for the public elements (ise-fuel-prices,
 * ise-station-map), whose whole page weight is their runtime: plain `fetch` without credentials (the
 * API answers public calls with `Access-Control-Allow-Origin: *`), a GET already on its way for
 * another element on the page shared (the server caches public answers 1 s; so do we), and the
 * answer checked by a light shape check (core/http/shapeCheck.ts) instead of the contract's schema.
 * Signed-in code keeps the Effect client (core/http/client.ts).
 */
export interface PublicGet<A> {
  readonly id: string
  readonly path: string
  /** Throws a PublicCallError when the answer does not have the contract's shape. */
  readonly check: (data: unknown) => A
}

/** No answer, an answer other than 200, or one of another shape. */
export class PublicCallError extends Error {
  constructor(
    readonly callId: string,
    readonly status: number,
    message: string,
  ) {
    super(`${callId}: ${message}`)
    this.name = "PublicCallError"
  }
}

const publicTransport = shareGets(fetchTransport, 1000)

/** `baseUrl` includes /v1 (`/v1` or `https://host/v1`); the query's values are written as strings. */
export const publicGet = async <A>(baseUrl: string, call: PublicGet<A>, query?: Readonly<Record<string, string | number>>): Promise<A> => {
  const strings = query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined
  const res = await publicTransport({ url: `${baseUrl}${call.path}`, method: "GET", query: strings, headers: {}, binary: false }).catch(
    (e: unknown) => {
      throw new PublicCallError(call.id, 0, e instanceof Error ? e.message : String(e))
    },
  )
  if (res.status !== 200) throw new PublicCallError(call.id, res.status, res.statusText || `status ${res.status}`)
  return call.check(res.data)
}
