import type { AppContext } from "../context"

/** The address of the API as the browser reached it (behind a proxy: its forwarded host). */
export const publicOrigin = (c: AppContext): string => {
  const url = new URL(c.req.url)
  const host = c.req.header("x-forwarded-host") ?? url.host
  const proto = c.req.header("x-forwarded-proto") ?? url.protocol.replace(":", "")
  return `${proto}://${host}`
}
