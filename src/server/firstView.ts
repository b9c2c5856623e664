import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"
import type { Context, Env, Hono } from "hono"
import { getCookie } from "hono/cookie"
import { FIRST_VIEW_DATA_ID, FIRST_VIEW_META, type FirstView, type FirstViewRenderer } from "../core/http/firstView"
import { decodeViewCookie, renderedView, VIEW_COOKIE, viewUserId } from "../core/http/viewCookie"
import { USER_ID_KEY } from "../core/http/tokenStore"
import { REFRESH_COOKIE } from "./auth/session"
import { log } from "./log"
import { acceptedEncodings } from "./http/encodings"

/**
 * A signed-in page's first view in its HTML (issue 31). On the slow profile a page the browser renders paints
 * after 100 kB of code and its first render at 4× CPU (1.6–2.0 s); the same page in the HTML paints in about
 * 0.7 s. When a page request carries a session (the refresh cookie) and the browser's view cookie
 * (core/http/viewCookie.ts: language, chosen customer, tabs), the server does what the page's start would:
 * one refresh (the rotated cookie goes out with the page), then the portal's own render of the route
 * (dist/portal-render, built from src/portal/firstView.tsx) with the answers it asked in process. The page
 * carries the markup, the widgets' sheets, the new access token and those answers; the browser hydrates it
 * (main.tsx) instead of starting again. Anything else (no cookie, the tabs rule, a refused refresh, a failed
 * query, a render error) gets the page as built, as before.
 */

export const FIRST_VIEW_ENTRY = "dist/portal-render/firstView.js"

/** The built render entry, when the build made one. */
export async function loadFirstViewRenderer(file = FIRST_VIEW_ENTRY): Promise<FirstViewRenderer | undefined> {
  if (!existsSync(file)) return undefined
  try {
    const renderer = (await import(pathToFileURL(resolve(file)).href)) as FirstViewRenderer
    // In the background: the first request of each route would otherwise load its page and texts (0.4–1.5 s).
    renderer.prepareFirstViews?.().catch((error: unknown) => log().warn({ err: error }, "the first views' code did not preload"))
    return renderer
  } catch (error) {
    // A broken build of the render serves every page as built rather than no page at all.
    log().error({ err: error, file }, "the first view's render did not load: pages are served as built")
    return undefined
  }
}

/** The marker the HTML's inline script looks for: with a first view, it starts no refresh of its own. */
const FIRST_VIEW_MARKER = `<meta name="${FIRST_VIEW_META}" content="1">`

/** JSON inside a `<script type="application/json">`: no `<` can close it or open a comment. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")

/** A built page's stylesheet links (`<link rel="stylesheet" crossorigin href="/assets/….css">`), by address. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g

/** The addresses of the stylesheets a built page links. */
export const linkedStylesheets = (template: string): string[] => [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!)

/**
 * The route's built HTML with the first view in it; undefined when a part cannot be placed safely. The
 * stylesheets given by address (`inlined`) go into the page in place of their links: the first view then
 * paints without waiting for another round trip (the CSP allows inline styles; scripts stay by hash).
 */
export function composeFirstView(
  template: string,
  view: FirstView,
  session: { readonly token: string | null; readonly userId: number | null; readonly storage: Pick<Storage, "getItem"> },
  inlined: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  if (!template.includes('<div id="root"></div>') || !template.includes("<head>") || !template.includes("</head>")) return undefined
  if ([...view.styles, ...inlined.values()].some((css) => /<\/style/i.test(css))) return undefined
  const styles = view.styles.map((css) => `<style>${css}</style>`).join("")
  const data = scriptJson({
    token: session.token,
    userId: session.userId,
    customerId: view.customerId,
    view: renderedView(session.storage),
    queries: view.queries,
  })
  return template
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const css = inlined.get(href)
      return css === undefined ? link : `<style>${css}</style>`
    })
    .replace(/<html lang="[a-z]+"/, `<html lang="${view.locale}"`)
    .replace("<head>", `<head>${FIRST_VIEW_MARKER}`)
    .replace("</head>", `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${view.html}</div><script type="application/json" id="${FIRST_VIEW_DATA_ID}">${data}</script>`,
    )
}

const pathOf = (c: Context): string | undefined => {
  try {
    return decodeURIComponent(new URL(c.req.url).pathname).normalize("NFC")
  } catch {
    return undefined
  }
}

/** Brotli (fast setting: made per request) or gzip, as the browser accepts; else as it is. */
function encoded(c: Context, html: string): { body: Uint8Array<ArrayBuffer>; encoding?: string } {
  const raw = Buffer.from(html, "utf8")
  const best = acceptedEncodings(c.req.header("accept-encoding"))[0]
  if (best === "br")
    return { body: new Uint8Array(brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })), encoding: "br" }
  if (best === "gzip") return { body: new Uint8Array(gzipSync(raw, { level: 6 })), encoding: "gzip" }
  return { body: new Uint8Array(raw) }
}

export interface FirstViewOptions<E extends Env> {
  readonly app: Hono<E>
  readonly renderer: FirstViewRenderer
  /** The built portal's folder (dist/portal). */
  readonly portalRoot: string
  /** The page as built, for every request this does not render. */
  readonly builtPage: (c: Context) => Promise<Response>
}

/** The portal's page handler with first views: a GET of a signed-in route with a session and a view cookie. */
export function withFirstView<E extends Env>(options: FirstViewOptions<E>): (c: Context) => Promise<Response> {
  const { app, renderer, portalRoot, builtPage } = options
  // A build's stylesheets have hashed names: read once each, kept for the process.
  const sheets = new Map<string, Promise<string | undefined>>()
  const stylesheetsOf = async (template: string): Promise<ReadonlyMap<string, string>> => {
    const inlined = new Map<string, string>()
    for (const href of linkedStylesheets(template)) {
      if (!sheets.has(href))
        sheets.set(
          href,
          readFile(resolve(portalRoot, `.${href}`), "utf8").catch(() => undefined),
        )
      const css = await sheets.get(href)
      if (css !== undefined) inlined.set(href, css)
    }
    return inlined
  }
  return async (c) => {
    const path = pathOf(c)
    const storage = decodeViewCookie(getCookie(c, VIEW_COOKIE))
    const userId = storage ? viewUserId(storage, Date.now()) : null
    // A plain address only: a page's state in its query string (a list's page, a payment's return) reaches its
    // atoms in the browser's layout effects, which a server render does not run (it would show the default state).
    const plain = new URL(c.req.url).search === ""
    if (!path || !plain) return builtPage(c)
    const hasSession = getCookie(c, REFRESH_COOKIE) !== undefined
    // A visitor with neither a session nor a stored user (a first visit, or after signing out): the sign-in page.
    if (!hasSession && storage?.getItem(USER_ID_KEY) == null && renderer.rendersFirstView(path, false))
      return signedOutPage(c, path, storage ?? NOTHING_STORED)
    if (!storage || userId == null || !hasSession || !renderer.rendersFirstView(path, true)) return builtPage(c)
    // The page's one refresh, made here: its new cookie goes out with whichever page is answered.
    const refreshed = await app.request("/v1/auth/refresh", { method: "POST", headers: forwarded(c) }, c.env)
    const setCookies = refreshed.headers.getSetCookie()
    const session = (await refreshed.json().catch(() => null)) as { token?: unknown; userId?: unknown } | null
    let html: string | undefined
    if (refreshed.status === 200 && typeof session?.token === "string" && session.userId === userId) {
      const token = session.token
      const view = await renderer
        .renderFirstView({
          path,
          storage,
          userId,
          token,
          fetchApi: (p, init) =>
            Promise.resolve(app.request(p, { ...init, headers: { ...forwarded(c), ...(init.headers as Record<string, string>) } }, c.env)),
        })
        .catch((error: unknown) => {
          log().warn({ err: error, path }, "first view not rendered")
          return undefined
        })
      const template = view ? await readFile(routeHtml(portalRoot, path), "utf8").catch(() => undefined) : undefined
      html = view && template ? composeFirstView(template, view, { token, userId, storage }, await stylesheetsOf(template)) : undefined
    }
    if (html === undefined) {
      const page = await builtPage(c)
      const answer = new Response(page.body, page)
      for (const cookie of setCookies) answer.headers.append("set-cookie", cookie)
      // The refresh is spent: a cached copy of this answer must not be shown without its new cookie.
      answer.headers.set("cache-control", "no-store")
      return answer
    }
    for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true })
    return firstViewAnswer(c, html)
  }

  /** The sign-in page of a visitor signed out, rendered in the language and with the choices of their view cookie. */
  async function signedOutPage(c: Context, path: string, storage: Pick<Storage, "getItem">): Promise<Response> {
    const view = await renderer
      .renderFirstView({ path, storage, userId: null, token: null, fetchApi: (p, init) => Promise.resolve(app.request(p, init, c.env)) })
      .catch((error: unknown) => {
        log().warn({ err: error, path }, "first view not rendered")
        return undefined
      })
    const template = view ? await readFile(routeHtml(portalRoot, path), "utf8").catch(() => undefined) : undefined
    const html =
      view && template ? composeFirstView(template, view, { token: null, userId: null, storage }, await stylesheetsOf(template)) : undefined
    return html === undefined ? builtPage(c) : firstViewAnswer(c, html)
  }
}

/** What a browser without the view cookie holds: nothing (Estonian, no decision on cookies). */
const NOTHING_STORED: Pick<Storage, "getItem"> = { getItem: () => null }

/** A page with its first view: made for this request's cookies, so never kept by a cache. */
function firstViewAnswer(c: Context, html: string): Response {
  const { body, encoding } = encoded(c, html)
  // c.body: with the security headers the middleware set before.
  return c.body(body, 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    vary: "Accept-Encoding, Cookie",
    ...(encoding ? { "content-encoding": encoding } : {}),
  })
}

/** The request's own headers that the in-process calls keep: its cookies (the refresh), address and agent. */
const forwarded = (c: Context): Record<string, string> => {
  const kept: Record<string, string> = { accept: "application/json" }
  for (const name of ["cookie", "user-agent", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-request-id"]) {
    const value = c.req.header(name)
    if (value) kept[name] = value
  }
  return kept
}

/** The route's built page: dist/portal/<path>/index.html, else the portal's index.html. */
const routeHtml = (root: string, path: string): string => {
  const file = resolve(root, `.${path}`, "index.html")
  return file.startsWith(resolve(root)) && existsSync(file) ? file : resolve(root, "index.html")
}
