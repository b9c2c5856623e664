import { FRONT_PAGE, matchRoute } from "./routes"

/**
 * The address a signed-out visitor asked for travels through sign-in as `/login?next=…` and is
 * opened after it. Only a path of this portal is followed (never another origin), and never /login.
 */
export const loginAddress = (path: string, search: string): string => {
  const target = path + search
  const plain = path === "/login" || path === "/" || path === FRONT_PAGE || matchRoute(path)?.public
  return plain && search === "" ? "/login" : plain && path !== FRONT_PAGE ? "/login" : `/login?next=${encodeURIComponent(target)}`
}

export const returnAddress = (search: string): string => {
  const next = new URLSearchParams(search).get("next")
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return FRONT_PAGE
  const path = next.split(/[?#]/)[0]!
  if (path === "/login" || !matchRoute(path)) return FRONT_PAGE
  return encodeURI(path) + next.slice(path.length)
}
