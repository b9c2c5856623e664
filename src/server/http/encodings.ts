/** The content codings the server sends: the portal's files precompressed (static.ts), a first view compressed per request. */
export type Encoding = "br" | "gzip" | "identity"
/** Our preference when the client weighs codings equally: the smallest first. */
const PREFERENCE: ReadonlyArray<Encoding> = ["br", "gzip", "identity"]
export const SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" }

/**
 * The codings an Accept-Encoding header allows, best first (RFC 9110 §12.5.3): each coding's
 * q-value, else the `*` entry's; `identity` is acceptable unless refused by `identity;q=0` or by
 * `*;q=0` without an identity entry. No header at all: the file as it is.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (header === undefined) return ["identity"]
  const q = new Map<string, number>()
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0)
  }
  const star = q.get("*")
  const weight = (e: Encoding) => q.get(e) ?? (e === "identity" ? (star === 0 ? 0 : 1) : (star ?? 0))
  return PREFERENCE.filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))
}
