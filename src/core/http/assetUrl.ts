/**
 * An address the API answers (a bank's logo) as the browser should load it. A root-relative one
 * (`/v1/payment/logos/seb.svg`) belongs to the API's origin: with a relative `api-base` (the portal,
 * `/v1`) it stays relative, so it loads at whatever address the page was opened; with an absolute one
 * (an element on another site, `https://portal.example.ee/v1`) it is resolved against that origin.
 * Absolute addresses are kept as they are.
 */
export const apiAssetUrl = (url: string, apiBase: string): string => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return url
  if (!/^https?:\/\//i.test(apiBase)) return url
  return new URL(url, apiBase).href
}
