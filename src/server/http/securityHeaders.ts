import { createHash } from "node:crypto"
import type { MiddlewareHandler } from "hono"
import { EARLY_REFRESH_SCRIPT } from "../../core/http/earlyRefreshScript"
import { isTagManagerId, TAG_MANAGER_ORIGIN } from "../../core/rules/consent"
import { publicOriginOf } from "./publicOrigin"

/** The station map's tile server (MAP_TILE_ORIGIN, default OpenStreetMap's): its images may load. */
function mapTileOrigin(): string {
  const configured = process.env.MAP_TILE_ORIGIN ?? "https://tile.openstreetmap.org"
  try {
    return new URL(configured).origin
  } catch {
    return ""
  }
}

/**
 * Google Tag Manager (GTM_ID, the portal built with the same VITE_GTM_ID): the portal loads its
 * script only after the cookie consent; the policy allows its origin only when an id is configured,
 * and the analytics it sends to Google's collectors.
 */
function tagManagerSources(gtmId: string | undefined): { script: string; connect: string; img: string } {
  if (!isTagManagerId(gtmId)) return { script: "", connect: "", img: "" }
  const analytics = "https://*.google-analytics.com https://*.analytics.google.com"
  return { script: ` ${TAG_MANAGER_ORIGIN}`, connect: ` ${TAG_MANAGER_ORIGIN} ${analytics}`, img: ` ${TAG_MANAGER_ORIGIN} ${analytics}` }
}

/**
 * The one inline script of the portal's pages, allowed by its hash: it starts the session's refresh
 * call while the code downloads (core/http/earlyRefreshScript.ts). Any other inline script stays refused.
 */
export const EARLY_REFRESH_HASH = `'sha256-${createHash("sha256").update(EARLY_REFRESH_SCRIPT).digest("base64")}'`

/**
 * The portal's Content-Security-Policy: scripts only from its own files and the one inline script
 * above (by its hash, never 'unsafe-inline'), no plugins, no <base>, never in a frame. Styles allow 'unsafe-inline' because the
 * widgets put <style> elements in their shadow roots; blob: serves the PDF preview, its print frame
 * and pdf.js's worker.
 */
export const portalCsp = (gtmId = process.env.GTM_ID): string => {
  const tags = tagManagerSources(gtmId)
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_REFRESH_HASH}${tags.script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${mapTileOrigin()}${tags.img}`,
    "font-src 'self' data:",
    `connect-src 'self' blob: data:${tags.connect}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}
export const PORTAL_CSP = portalCsp()

/** The API answers data, never pages: nothing may load from or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/**
 * Headers of every answer: CSP (the portal's or the API's; not for /examples/), nosniff, a referrer kept on our origin
 * (the payment return URL carries an order token), frames refused, and HSTS when served over https.
 * API answers to a request that carries credentials (bearer token or cookie) are `no-store`: no shared
 * or browser cache keeps a customer's data. Set before the handler runs (see cors.ts for why); a page
 * with its own needs (the bank simulator) overrides the CSP.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const values = securityHeaderValues(c.req.path, (name) => c.req.header(name))
  for (const name in values) c.header(name, values[name])
  await next()
}

/** Which policy a path gets: the API's, the portal's, or none (/examples/ stands in for other sites' host pages). */
const pathKindOf = (path: string): 0 | 1 | 2 => (path.startsWith("/v1/") || path === "/v1" ? 0 : path.startsWith("/examples/") ? 2 : 1)

/**
 * The few records securityHeaderValues answers, each built once (issue 26's cost per request: the headers are
 * constants but for three facts of the request): by path kind, https and no-store. Frozen: shared by every answer.
 */
const records = new Map<number, Readonly<Record<string, string>>>()

function securityHeaderRecord(kind: 0 | 1 | 2, https: boolean, noStore: boolean): Readonly<Record<string, string>> {
  const key = kind * 4 + (https ? 2 : 0) + (noStore ? 1 : 0)
  let values = records.get(key)
  if (values) return values
  const built: Record<string, string> = {}
  if (kind !== 2) built["content-security-policy"] = kind === 0 ? API_CSP : PORTAL_CSP
  built["x-content-type-options"] = "nosniff"
  built["referrer-policy"] = "same-origin"
  built["x-frame-options"] = "DENY"
  if (https) built["strict-transport-security"] = "max-age=31536000; includeSubDomains"
  if (noStore) built["cache-control"] = "no-store"
  values = Object.freeze(built)
  records.set(key, values)
  return values
}

/**
 * The headers securityHeaders sets on an answer to `path`, as one record (`header` reads the request's, by
 * lower-case name): one of a few made once, shared and frozen (copy it to add to it).
 */
export function securityHeaderValues(path: string, header: (name: string) => string | undefined): Readonly<Record<string, string>> {
  const kind = pathKindOf(path)
  const https = publicOriginOf(header).startsWith("https://")
  return securityHeaderRecord(kind, https, kind === 0 && Boolean(header("authorization") || header("cookie")))
}
