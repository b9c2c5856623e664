import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { FirstView, FirstViewRenderer, FirstViewRequest } from "../../../src/core/http/firstView"
import { encodeViewCookie } from "../../../src/core/http/viewCookie"
import { demoPersonalCodes } from "../../../src/server/db/seed"
import { call, createTestServer, refreshCookie, signInAs, type TestServer } from "../../../src/server/db/testDb"
import { composeFirstView, loadFirstViewRenderer } from "../../../src/server/firstView"
import { mountStatic } from "../../../src/server/static"

/*
 * The page handler's side of the first view (issue 31): when it renders and when the page goes out as built.
 * The render itself is the portal's (dist/portal-render), checked in a browser by firstView.spec.ts; here a
 * renderer that records what it was given stands in for it.
 */
const TEMPLATE =
  '<!doctype html><html lang="et"><head><script>inline</script><link rel="stylesheet" crossorigin href="/assets/index-x1.css"></head><body><div id="root"></div></body></html>'
const folder = mkdtempSync(join(tmpdir(), "ise-first-view-"))
mkdirSync(join(folder, "portal", "arved"), { recursive: true })
mkdirSync(join(folder, "widgets"), { recursive: true })
writeFileSync(join(folder, "portal", "index.html"), TEMPLATE.replace("inline", "index"))
mkdirSync(join(folder, "portal", "assets"), { recursive: true })
writeFileSync(join(folder, "portal", "assets", "index-x1.css"), "body{margin:0}")
writeFileSync(join(folder, "portal", "arved", "index.html"), TEMPLATE)
mkdirSync(join(folder, "portal", "login"), { recursive: true })
writeFileSync(join(folder, "portal", "login", "index.html"), TEMPLATE)

const asked: FirstViewRequest[] = []
let answer: (request: FirstViewRequest) => Promise<FirstView | undefined>
const renderer: FirstViewRenderer = {
  rendersFirstView: (path, signedIn) => (signedIn ? path === "/arved" : path === "/login"),
  renderFirstView: (request) => {
    asked.push(request)
    return answer(request)
  },
}
const rendered = async (request: FirstViewRequest): Promise<FirstView> => {
  // The render asks the API in process with the request's session, as the page's own code would.
  const user = await request.fetchApi("/v1/users/current", { headers: { authorization: `Bearer ${request.token}` } })
  return {
    html: `<p>${(await user.json()).personalIdentificationCode}</p>`,
    locale: "ru",
    customerId: 2,
    styles: [".x{color:red}"],
    queries: { note: "</script><!--" },
  }
}

let server: TestServer
let mari: { token: string; userId: number; cookie: string }
beforeAll(async () => {
  server = await createTestServer()
  mountStatic(server.app, { portal: join(folder, "portal"), widgets: join(folder, "widgets") }, renderer)
  mari = await signInAs(server.app, demoPersonalCodes.mari)
}, 60_000)
afterAll(() => server.close())

const viewCookie = (values: Record<string, string>) => `ise.view=${encodeViewCookie((key) => values[key] ?? null)}`
const page = (path: string, cookies: ReadonlyArray<string | undefined>) =>
  server.app.request(path, { headers: { cookie: cookies.filter(Boolean).join("; "), "accept-encoding": "identity" } })
/** A fresh sign-in's refresh cookie: each test spends its own. */
const freshCookie = async () => (await signInAs(server.app, demoPersonalCodes.mari)).cookie

describe("a signed-in page's first view in its HTML", () => {
  it("renders with the session the refresh cookie restores: the markup, its sheets, the language, and the session and answers for the browser", async () => {
    answer = rendered
    const cookie = await freshCookie()
    const res = await page("/arved", [cookie, viewCookie({ "ise.userId": String(mari.userId), "ise.locale": "ru", "ise.customerId": "2" })])
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(res.headers.get("cache-control")).toBe("no-store")
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(html).toContain('<html lang="ru"')
    // The page's stylesheet in the page: the first view paints without another round trip.
    expect(html).toContain('<head><meta name="ise-first-view" content="1"><script>inline</script><style>body{margin:0}</style>')
    expect(html).not.toContain("<link")
    expect(html).toContain("<style>.x{color:red}</style></head>")
    expect(html).toMatch(/<div id="root"><p>48001010005<\/p><\/div><script type="application\/json" id="ise-first-view-data">/)
    // The answers cannot close their block: every < is escaped.
    expect(html).toContain('"note":"\\u003c/script>\\u003c!--"')
    const data = JSON.parse(html.match(/id="ise-first-view-data">(.*?)<\/script>/)![1]!)
    expect([data.userId, data.customerId, data.queries]).toEqual([mari.userId, 2, { note: "</script><!--" }])
    // What it was rendered from, for the browser to compare with its own storage.
    expect(data.view).toEqual({
      "ise.locale": "ru",
      "ise.userId": String(mari.userId),
      "ise.customerId": "2",
      "ise.customerOf": null,
      "ise.cookieConsent": null,
    })
    // The page's session is the one the refresh made: its token works, and its new cookie goes out with the page.
    expect((await call(server.app, "GET", "/v1/users/current", { token: data.token })).status).toBe(200)
    const rotated = res.headers.getSetCookie().find((c) => c.startsWith("ise_refresh=") && !c.includes("Max-Age=0"))
    expect(rotated).toMatch(/; Path=\/; .*HttpOnly/)
    expect(refreshCookie(res.headers)).not.toBe(cookie)
    expect(asked.at(-1)).toMatchObject({ path: "/arved", userId: mari.userId })
    expect(asked.at(-1)!.storage.getItem("ise.locale")).toBe("ru")
  })

  it("leaves the page as built, and the refresh cookie unspent, without a session, a view cookie, a signed-in route, a plain address, or while the tabs rule ends the session", async () => {
    answer = rendered
    const cookie = await freshCookie()
    const view = viewCookie({ "ise.userId": String(mari.userId) })
    const closedLongAgo = viewCookie({
      "ise.userId": String(mari.userId),
      "ise.openTabs": "0",
      "ise.lastTabClosedAt": String(Date.now() - 121_000),
    })
    const before = asked.length
    for (const cookies of [[view], [cookie], [cookie, closedLongAgo], [cookie, viewCookie({})]]) {
      const res = await page("/arved", cookies)
      expect([res.status, await res.text(), res.headers.getSetCookie()]).toEqual([200, TEMPLATE, []])
    }
    const login = await page("/login", [cookie, view])
    expect([login.status, login.headers.getSetCookie()]).toEqual([200, []])
    // A list's page in the address: its state reaches the atoms in the browser only.
    const paged = await page("/arved?page=2", [cookie, view])
    expect([paged.status, await paged.text(), paged.headers.getSetCookie()]).toEqual([200, TEMPLATE, []])
    expect(asked.length).toBe(before)
    // The cookie was not spent: it still refreshes.
    expect((await call(server.app, "POST", "/v1/auth/refresh", { cookie })).status).toBe(200)
  })

  it("the sign-in page of a visitor with neither a session nor a stored user: rendered without a session, in the view cookie's language", async () => {
    answer = async (request) => ({
      html: `<h1>${request.token === null && request.userId === null ? "signed out" : "a session"}</h1>`,
      locale: request.storage.getItem("ise.locale") ?? "et",
      customerId: null,
      styles: [],
      queries: {},
    })
    const before = asked.length
    const first = await page("/login", [])
    const html = await first.text()
    expect([first.status, first.headers.get("cache-control"), first.headers.getSetCookie()]).toEqual([200, "no-store", []])
    expect(html).toMatch(/<div id="root"><h1>signed out<\/h1><\/div><script type="application\/json" id="ise-first-view-data">/)
    const data = JSON.parse(html.match(/id="ise-first-view-data">(.*?)<\/script>/)![1]!)
    expect([data.token, data.userId, data.customerId]).toEqual([null, null, null])
    const english = await page("/login", [viewCookie({ "ise.locale": "en" })])
    expect(await english.text()).toContain('<html lang="en"')
    expect(asked.length).toBe(before + 2)
    // A stored user (the browser will restore or end that session itself), or a session: the page as built.
    const cookie = await freshCookie()
    for (const cookies of [[viewCookie({ "ise.userId": String(mari.userId) })], [cookie]]) {
      const res = await page("/login", cookies)
      expect([res.status, await res.text()]).toEqual([200, TEMPLATE])
    }
    // No signed-out render of a signed-in page.
    expect(await (await page("/arved", [])).text()).toBe(TEMPLATE)
    expect(asked.length).toBe(before + 2)
  })

  it("a session of another user than the view cookie's, a failed render or a render error: the page as built, with the rotated cookie, never cached", async () => {
    const cases: Array<[string, typeof answer]> = [
      [String(mari.userId + 1000), rendered],
      [String(mari.userId), () => Promise.resolve(undefined)],
      [String(mari.userId), () => Promise.reject(new Error("render failed"))],
    ]
    for (const [userId, render] of cases) {
      answer = render
      const before = asked.length
      const res = await page("/arved", [await freshCookie(), viewCookie({ "ise.userId": userId })])
      expect([res.status, await res.text()]).toEqual([200, TEMPLATE])
      expect(res.headers.get("cache-control")).toBe("no-store")
      expect(refreshCookie(res.headers)).toMatch(/^ise_refresh=./)
      expect(asked.length).toBe(userId === String(mari.userId) ? before + 1 : before)
    }
  })

  it("a refused refresh (a spent cookie): the page as built, and the cookie cleared", async () => {
    answer = rendered
    const before = asked.length
    const res = await page("/arved", ["ise_refresh=not-a-token", viewCookie({ "ise.userId": String(mari.userId) })])
    expect([res.status, await res.text()]).toEqual([200, TEMPLATE])
    expect(res.headers.getSetCookie().some((c) => c.startsWith("ise_refresh=;") && c.includes("Max-Age=0"))).toBe(true)
    expect(asked.length).toBe(before)
  })
})

describe("composeFirstView", () => {
  const view: FirstView = { html: "<p>x</p>", locale: "en", customerId: null, styles: [], queries: {} }
  it("refuses a template it cannot place the view in, and a sheet that would close its element", () => {
    expect(
      composeFirstView("<html><head></head><body></body></html>", view, { token: "t", userId: 1, storage: { getItem: () => null } }),
    ).toBeUndefined()
    expect(
      composeFirstView(TEMPLATE, { ...view, styles: ["a{}</STYLE><script>"] }, { token: "t", userId: 1, storage: { getItem: () => null } }),
    ).toBeUndefined()
    expect(composeFirstView(TEMPLATE, view, { token: "t", userId: 1, storage: { getItem: () => null } })).toContain(
      '<div id="root"><p>x</p></div>',
    )
  })
  it("puts the stylesheets it is given in place of their links, leaves any other link, and refuses one that would close its element", () => {
    const session = { token: "t", userId: 1, storage: { getItem: () => null } }
    const twoLinks = TEMPLATE.replace("</head>", '<link rel="stylesheet" crossorigin href="/assets/other.css"></head>')
    const html = composeFirstView(twoLinks, view, session, new Map([["/assets/index-x1.css", "a{b:c}"]]))
    expect(html).toContain('<script>inline</script><style>a{b:c}</style><link rel="stylesheet" crossorigin href="/assets/other.css">')
    expect(composeFirstView(TEMPLATE, view, session, new Map([["/assets/index-x1.css", "a{}</style ><script>"]]))).toBeUndefined()
  })
  it("keeps a $ pattern of the markup as it is", () => {
    expect(
      composeFirstView(TEMPLATE, { ...view, html: "<p>$& $1 $$</p>" }, { token: "t", userId: 1, storage: { getItem: () => null } }),
    ).toContain("<p>$& $1 $$</p>")
  })
})

describe("loadFirstViewRenderer", () => {
  it("without a build of the render, or with a broken one, the pages are served as built (the server still starts)", async () => {
    expect(await loadFirstViewRenderer(join(folder, "missing.js"))).toBeUndefined()
    writeFileSync(join(folder, "broken.mjs"), 'throw new Error("broken build")\n')
    expect(await loadFirstViewRenderer(join(folder, "broken.mjs"))).toBeUndefined()
    writeFileSync(
      join(folder, "render.mjs"),
      "export const rendersFirstView = () => false\nexport const renderFirstView = async () => undefined\n" +
        "export const prepareFirstViews = async () => { globalThis.__prepared = (globalThis.__prepared ?? 0) + 1 }\n",
    )
    expect(typeof (await loadFirstViewRenderer(join(folder, "render.mjs")))?.renderFirstView).toBe("function")
    // Its pages' code and texts start loading as it loads, once.
    expect((globalThis as { __prepared?: number }).__prepared).toBe(1)
  })
})
