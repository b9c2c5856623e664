import { expect, test } from "./fixtures"
import { datedPreloadPath, fillPreloadDate, routePreloadPath } from "../../src/core/http/earlyRefreshScript"
import { tallinnDay } from "../../src/core/rules/vat"
import { routePreloads } from "../../src/portal/app/routePreloads"
import { routes } from "../../src/portal/app/routes"
import { JAAN, MARI, openAs, pagesAsBuilt } from "./helpers"

/** The company with every role (src/server/db/seed.ts demoIds.customers): every declared preload is its to ask. */
const COMPANY = 2

/**
 * Issue 31: a route's declared preloads (routePreloads.ts) are started by the page's inline script
 * and must be exactly what the page asks (same path and query): one the page does not take is waste.
 * A returning customer's plain load of each route: every preload is asked once, and none is left untaken.
 */
test("every route's declared preloads are asked once from the HTML and taken by the page", async ({ page }) => {
  test.setTimeout(180_000)
  const declared = routes.filter((r) => routePreloads[r.path]?.length)
  expect(declared.length, "no route declares a preload").toBeGreaterThan(0)
  await openAs(page, MARI, COMPANY, "/esileht")
  // The preloads are the page as built's (without a first view, whose answers come in its HTML).
  await pagesAsBuilt(page)
  const untaken: Record<string, string[]> = {}
  for (const route of declared) {
    const asked: string[] = []
    const listener = (request: { url(): string }) => {
      const url = new URL(request.url())
      // In one form whatever the order of the query's parameters: the page's own request and the preload alike.
      url.searchParams.sort()
      if (url.pathname.startsWith("/v1/")) asked.push(decodeURIComponent(`${url.pathname}${url.search}`))
    }
    page.on("request", listener)
    await page.goto(route.path)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(500)
    await page.waitForLoadState("networkidle")
    page.off("request", listener)
    const left = await page.evaluate(() => {
      const early = (window as unknown as { __iseEarlyGets?: { gets: Record<string, unknown> } }).__iseEarlyGets
      return early ? Object.keys(early.gets) : null
    })
    expect(left, `${route.path}: the inline script started no GETs`).not.toBeNull()
    if (left!.length) untaken[route.path] = left!
    for (const p of routePreloads[route.path]!) {
      const template = p.dated ? datedPreloadPath(p.call, p.dated) : routePreloadPath(p.call, p.query)
      const path = `/v1${fillPreloadDate(template, tallinnDay(new Date())).replace("{customerId}", String(COMPANY))}`
      expect(
        asked.filter((a) => a === decodeURIComponent(path)),
        `${route.path} ${path}`,
      ).toHaveLength(1)
    }
  }
  expect(untaken).toEqual({})
})

/**
 * The other customers of noErrors.spec (Mari as herself and as KÜ Tamme 5, Jaan): a preload is asked only when the
 * page will take it, so one whose rules let in a customer the route or its page refuses is left untaken here
 * (a preload without its route's rule: KÜ Tamme 5 has no metering points page, yet may ask the points).
 */
for (const { who, code, customer } of [
  { who: "Mari as herself", code: MARI, customer: 1 },
  { who: "Mari as KÜ Tamme 5", code: MARI, customer: 3 },
  { who: "Jaan", code: JAAN, customer: 4 },
] as const) {
  test(`${who}: every preload the inline script asks is taken by the page`, async ({ page }) => {
    test.setTimeout(180_000)
    await openAs(page, code, customer, "/esileht")
    await pagesAsBuilt(page)
    const untaken: Record<string, string[]> = {}
    for (const route of routes.filter((r) => routePreloads[r.path]?.length)) {
      await page.goto(route.path)
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(500)
      await page.waitForLoadState("networkidle")
      const left = await page.evaluate(() => {
        const early = (window as unknown as { __iseEarlyGets?: { gets: Record<string, unknown> } }).__iseEarlyGets
        return early ? Object.keys(early.gets) : []
      })
      if (left.length) untaken[route.path] = left
    }
    expect(untaken).toEqual({})
  })
}
