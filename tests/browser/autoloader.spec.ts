import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { cspViolations, fakeApp, LISTED_HOST, UNLISTED_HOST } from "./embedding"
import { apiToken, MARI } from "./helpers"

/** Mari's company: it has unpaid invoices. */
const COMPANY_ID = 2

/** A string only one library's code has (it survives minification): the library arrives where the string does. */
const LIBRARIES: Readonly<Record<string, string>> = {
  preact: "dangerouslySetInnerHTML",
  "preact/compat": "ondoubleclick",
  effect: "YieldableError",
  "@tanstack/query-core": "Missing queryFn",
  leaflet: "leaflet-pane",
}

/** Every script the page receives from the portal's /widgets/: its path, and its body once it came. */
const widgetScripts = (page: Page) => {
  const got: Array<{ path: string; body: Promise<string> }> = []
  page.on("response", (res) => {
    const url = new URL(res.url())
    if (url.pathname.startsWith("/widgets/") && url.pathname.endsWith(".js")) got.push({ path: url.pathname, body: res.text() })
  })
  return got
}

test("a retailer's page with three elements through the autoloader: each library's code arrives once, each element its module, and they show their data", async ({
  page,
}) => {
  const refused = cspViolations(page)
  const scripts = widgetScripts(page)
  await fakeApp(page, await apiToken(page, MARI))
  await page.goto(`${LISTED_HOST}/autoloader.html?customer-id=${COMPANY_ID}&locale=et`)
  await expect(page.locator("ise-fuel-prices").locator('tr[data-product="B95"]')).toHaveCount(1)
  await expect(page.locator("ise-station-map").getByTestId("station-count")).toHaveText("42 tanklat")
  await expect(page.locator("ise-new-invoices").getByTestId("new-invoice-card").first()).toBeVisible()

  const paths = scripts.map((s) => s.path)
  // Each file once; the one-file scripts (which carry their own runtime) never.
  expect(paths.length).toBe(new Set(paths).size)
  expect(paths.filter((p) => /^\/widgets\/ise-/.test(p))).toEqual([])
  expect(paths).toContain("/widgets/autoloader.js")
  for (const tag of ["ise-fuel-prices", "ise-station-map", "ise-new-invoices"])
    expect(paths.filter((p) => p.startsWith(`/widgets/modules/${tag}.`))).toHaveLength(1)
  // Only the elements on the page: no other element's module.
  expect(paths.filter((p) => /^\/widgets\/modules\/ise-/.test(p))).toHaveLength(3)
  const bodies = await Promise.all(scripts.map(async (s) => ({ path: s.path, body: await s.body })))
  for (const [library, mark] of Object.entries(LIBRARIES))
    expect(
      bodies.filter((b) => b.body.includes(mark)).map((b) => b.path.replace(/\.[\w-]+\.js$/, "")),
      `${library} arrives once`,
    ).toHaveLength(1)
  expect(refused).toEqual([])
})

/** Whether the page has the element's class, and how often its module came. */
const defined = (page: Page, tag: string) => page.evaluate((tag) => customElements.get(tag) != null, tag)
const loads = (scripts: ReadonlyArray<{ path: string }>, tag: string) =>
  scripts.filter((s) => s.path.startsWith(`/widgets/modules/${tag}.`)).length

test("the autoloader defines an element added later, and one inside an open shadow root of the page's own component", async ({ page }) => {
  const scripts = widgetScripts(page)
  // The strict host page on an origin not in EMBED_ORIGINS (the public elements need none).
  await page.goto(`${UNLISTED_HOST}/autoloader.html`)
  await expect(page.locator("ise-fuel-prices").locator('tr[data-product="B95"]')).toHaveCount(1)
  // Nothing on the page asks for these yet: their modules are not loaded.
  for (const tag of ["ise-tanks", "ise-loyalty-card", "ise-cards"]) expect([tag, await defined(page, tag)]).toEqual([tag, false])

  // Later, in the document.
  await page.evaluate(() => document.body.append(document.createElement("ise-tanks")))
  await expect.poll(() => defined(page, "ise-tanks")).toBe(true)

  // Later, behind an open shadow root the page's own component attaches after the autoloader ran: a
  // price table (it shows its data there) and an element whose module nothing loaded yet.
  await page.evaluate(() => {
    const host = document.createElement("div")
    host.id = "shop-widget"
    document.body.append(host)
  })
  // The component attaches its root once it is in the page (no mutation of the document tells of that).
  await page.evaluate(() => {
    const root = document.querySelector("#shop-widget")!.attachShadow({ mode: "open" })
    const apiBase = document.querySelector("ise-fuel-prices")!.getAttribute("api-base")!
    const prices = document.createElement("ise-fuel-prices")
    prices.setAttribute("locale", "en")
    prices.setAttribute("api-base", apiBase)
    root.append(prices)
    setTimeout(() => root.append(document.createElement("ise-loyalty-card")), 100)
  })
  await expect(page.locator("#shop-widget ise-fuel-prices").getByRole("heading", { name: "Prices at service stations" })).toBeVisible()
  await expect.poll(() => defined(page, "ise-loyalty-card")).toBe(true)

  // A closed root is the component's own business: the autoloader does not look inside.
  await page.evaluate(() => {
    const host = document.createElement("div")
    document.body.append(host)
    host.attachShadow({ mode: "closed" }).append(document.createElement("ise-cards"))
  })
  await page.waitForTimeout(500)
  expect(await defined(page, "ise-cards")).toBe(false)
  expect(["ise-fuel-prices", "ise-tanks", "ise-loyalty-card", "ise-cards"].map((tag) => loads(scripts, tag))).toEqual([1, 1, 1, 0])
})
