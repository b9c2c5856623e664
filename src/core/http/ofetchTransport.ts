import { ofetch } from "ofetch"
import type { Transport } from "./transport"

/** The default transport: ofetch, with its own retries off (Effect schedules are the one retry policy). */
export const ofetchTransport: Transport = async (request) => {
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
