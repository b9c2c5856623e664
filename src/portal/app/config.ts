/**
 * Where persons are served when the business portal and a separate private portal are two
 * sites (spec part 1 §4.4). Empty by default: this one portal serves persons, associations
 * and companies alike. Set VITE_PRIVATE_PORTAL_URL at build time to split them.
 */
export const PRIVATE_PORTAL_URL: string = (import.meta.env.VITE_PRIVATE_PORTAL_URL ?? "").replace(/\/$/, "")

/** The map's tile server (`{z}/{x}/{y}` template); the server's CSP allows MAP_TILE_ORIGIN for its images. */
export const MAP_TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

/**
 * Google Tag Manager's container id (`GTM-…`), loaded only after the cookie consent; empty (the
 * default) loads nothing. Set VITE_GTM_ID at build time and GTM_ID for the server (its CSP then
 * allows the tag manager's origin).
 */
export const GTM_ID: string = import.meta.env.VITE_GTM_ID ?? ""
