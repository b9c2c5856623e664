/**
 * The portal's addresses (spec part 1 §2.1): the route table of src/portal/app/routes.ts has one route for
 * each, and the server answers the paths that match none with the portal's not-found page and status 404.
 * Shared here because the server may not import the portal (docs/architecture.md).
 */
export const PORTAL_PATHS = [
  "/login",
  "/esileht",
  "/arved",
  "/väljavõte",
  "/lepingud",
  "/kaardid",
  "/kulud",
  "/laoseis",
  "/broneeringud",
  "/väljastuskorraldused",
  "/tellimused",
  "/mahutid",
  "/elektritarbimine",
  "/profiil",
  "/confirm-id-credit/:id",
  "/elekter/leping",
  "/laadimine/leping",
  "/registreeri",
  "/process-payment",
  "/as-customer",
  "/redirect",
] as const

export type PortalPath = (typeof PORTAL_PATHS)[number]

/** Paths that lead to the front page. */
export const FRONT_PAGE = "/esileht"
export const PORTAL_REDIRECTS: Readonly<Record<string, string>> = { "/": FRONT_PAGE, "/avaleht": FRONT_PAGE }

/** The portal path a (decoded) path stands for; `:name` segments match one non-empty segment, a trailing slash is ignored. */
export const matchPortalPath = (path: string): PortalPath | undefined => {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path
  const b = clean.split("/")
  return PORTAL_PATHS.find((pattern) => {
    const a = pattern.split("/")
    return a.length === b.length && a.every((seg, i) => (seg.startsWith(":") ? b[i] !== "" : seg === b[i]))
  })
}

/** Whether the portal has a page (or a redirect) at this path. */
export const isPortalPath = (path: string): boolean => path in PORTAL_REDIRECTS || matchPortalPath(path) !== undefined
