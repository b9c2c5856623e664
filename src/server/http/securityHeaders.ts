import { createHash } from "node:crypto"
import type { MiddlewareHandler } from "hono"
import { EARLY_REFRESH_SCRIPT } from "../../core/http/earlyRefresh"
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
 * call while the code downloads (core/http/earlyRefresh.ts). Any other inline script stays refused.
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

/** The headers securityHeaders sets on an answer to `path`, as one record (`header` reads the request's, by lower-case name). */
export function securityHeaderValues(path: string, header: (name: string) => string | undefined): Record<string, string> {
  const isApi = path.startsWith("/v1/") || path === "/v1"
  const values: Record<string, string> = {}
  // /examples/ stands in for other sites' host pages (with their own inline script): not the portal's policy.
  if (!path.startsWith("/examples/")) values["content-security-policy"] = isApi ? API_CSP : PORTAL_CSP
  values["x-content-type-options"] = "nosniff"
  values["referrer-policy"] = "same-origin"
  values["x-frame-options"] = "DENY"
  if (publicOriginOf(header).startsWith("https://")) values["strict-transport-security"] = "max-age=31536000; includeSubDomains"
  if (isApi && (header("authorization") || header("cookie"))) values["cache-control"] = "no-store"
  return values
}
