/** One HTTP exchange as the API client needs it; the client never throws on a status. */
export interface TransportRequest {
  readonly url: string
  readonly method: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly headers: Record<string, string>
  /** Read the answer as a Blob (files) instead of JSON. */
  readonly binary: boolean
}

export interface TransportResponse {
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  /** Parsed JSON, a Blob for binary answers, text otherwise, undefined when empty. */
  readonly data: unknown
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>

const withQuery = (url: string, query?: Record<string, string>) =>
  query && Object.keys(query).length ? `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams(query)}` : url

/**
 * Plain `fetch`, JSON in and out, never throwing on a status (the client reads it); no retries (Effect schedules are
 * the one retry policy). `credentials`: "include" in the portal and the signed-in elements (the refresh cookie);
 * "omit" in the public marketing elements: a public call needs none, and the API answers it with
 * `Access-Control-Allow-Origin: *`, which a browser refuses for a fetch with credentials, so they work on any origin
 * (a retailer's own site). It replaced ofetch (issue 29): ofetch with ufo and destr did the same for 3.6 kB gzip more in
 * every signed-in element script, and one more round trip (its dynamic import) before a portal's first call.
 */
export const fetchTransportWith =
  (credentials: RequestCredentials): Transport =>
  async (request) => {
    const hasBody = request.body !== undefined
    const res = await fetch(withQuery(request.url, request.query), {
      method: request.method,
      credentials,
      headers: hasBody ? { "content-type": "application/json", ...request.headers } : request.headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    })
    let data: unknown
    if (request.binary && res.ok) data = await res.blob()
    else {
      const text = await res.text()
      try {
        data = text ? JSON.parse(text) : undefined
      } catch {
        data = text
      }
    }
    return { status: res.status, statusText: res.statusText, headers: res.headers, data }
  }

/** The public elements' transport: without credentials (above). */
export const fetchTransport: Transport = fetchTransportWith("omit")

/** The portal's and the signed-in elements' transport: with the session's cookies. */
export const credentialedTransport: Transport = fetchTransportWith("include")
