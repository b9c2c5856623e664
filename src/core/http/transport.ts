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
 * Plain `fetch`, for the public marketing elements where ofetch's 4 kB matter; JSON in and out, no
 * retries as the ofetch transport, but without credentials: a public call needs none, and the API
 * answers it with `Access-Control-Allow-Origin: *`, which a browser refuses for a fetch with
 * credentials, so the elements work on any origin (a retailer's own site).
 */
export const fetchTransport: Transport = async (request) => {
  const hasBody = request.body !== undefined
  const res = await fetch(withQuery(request.url, request.query), {
    method: request.method,
    credentials: "omit",
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
