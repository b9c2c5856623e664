import type { Transport } from "./transport"

// ofetch (with ufo and destr, about 5 kB gzip) loads with the first request, not with the page:
// the portal's first paint and /login's first chunk do without it.
let loading: Promise<typeof import("ofetch")> | undefined
const loadOfetch = () => (loading ??= import("ofetch"))

/** Starts loading ofetch ahead of the first request (a page that will ask the API at once). */
export const preloadOfetch = (): void => void loadOfetch().catch(() => (loading = undefined))

/** The default transport: ofetch, with its own retries off (Effect schedules are the one retry policy). */
export const ofetchTransport: Transport = async (request) => {
  const { ofetch } = await loadOfetch()
  const res = await ofetch.raw(request.url, {
    method: request.method,
    query: request.query,
    body: request.body as Record<string, unknown> | undefined,
    headers: request.headers,
    credentials: "include",
    retry: 0,
    ignoreResponseError: true,
    responseType: request.binary ? "blob" : undefined,
  })
  return { status: res.status, statusText: res.statusText, headers: res.headers, data: res._data }
}
