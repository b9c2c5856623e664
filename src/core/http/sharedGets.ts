import type { Transport, TransportRequest, TransportResponse } from "./transport"

/**
 * GET answers shared by every `ise-*` element and the portal on one page: a GET asked again while
 * the same one (same address, query and token) is on its way gets that answer instead of a second
 * request. The registry is the page's (`Symbol.for`), so elements from separate scripts share it.
 * `keepMs` keeps a successful answer for that long after it arrived (only for public data whose
 * server caches it as long anyway); failures are never kept.
 */
const REGISTRY = Symbol.for("ise.sharedGets")
type Registry = Map<string, Promise<TransportResponse>>

const registry = (): Registry => {
  const holder = globalThis as unknown as { [REGISTRY]?: Registry }
  return (holder[REGISTRY] ??= new Map())
}

const keyOf = (request: TransportRequest): string | undefined =>
  request.method === "GET" && !request.binary
    ? JSON.stringify([request.url, Object.entries(request.query ?? {}).sort(), Object.entries(request.headers).sort()])
    : undefined

export const shareGets =
  (transport: Transport, keepMs = 0): Transport =>
  (request) => {
    const key = keyOf(request)
    if (key === undefined) return transport(request)
    const shared = registry()
    const known = shared.get(key)
    if (known) return known
    const answer = transport(request)
    shared.set(key, answer)
    const forget = () => {
      if (shared.get(key) === answer) shared.delete(key)
    }
    answer.then((res) => (res.status >= 200 && res.status < 300 && keepMs > 0 ? setTimeout(forget, keepMs) : forget()), forget)
    return answer
  }
