import { expect, test } from "./fixtures"
import { MARI, openAs } from "./helpers"

/** Records whether the page's Suspense fallback (Shell's `data-loading="page"`) ever showed during the load. */
const RECORD_PAGE_FALLBACK = () => {
  const w = window as unknown as { __pageFallback: boolean }
  w.__pageFallback = false
  new MutationObserver(() => {
    if (document.querySelector('[data-loading="page"]')) w.__pageFallback = true
  }).observe(document, { childList: true, subtree: true })
}
const pageFallbackShown = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __pageFallback: boolean }).__pageFallback)

/**
 * Issue 31: a route's page is in the first render of a page load (main.tsx preloads its chunk, which the
 * route's HTML modulepreloads). A page that suspends instead shows "Laen andmeid…", and React holds the
 * page back until 300 ms after that fallback (its Suspense throttle): on the slow profile that was the
 * largest part of the time between the code having run and the page's first paint.
 */
test("a returning customer's first render already has the route's page, not its loading note", async ({ page }) => {
  await openAs(page, MARI, 2, "/esileht")
  await page.addInitScript(RECORD_PAGE_FALLBACK)
  // As on a slow line: the session's answers (asked from the HTML) are in before the code has run, so
  // the first render is the signed-in page's.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  for (const [path, title] of [
    ["/broneeringud", "Broneeringud"],
    ["/arved", "Arved"],
    ["/väljavõte", "Väljavõte"],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    expect(await pageFallbackShown(page), path).toBe(false)
  }
})

test("a visitor's sign-in page is in the first render too", async ({ page }) => {
  await page.addInitScript(RECORD_PAGE_FALLBACK)
  await page.goto("/login")
  await expect(page.getByRole("heading", { level: 1, name: "Sisene iseteenindusse" })).toBeVisible()
  expect(await pageFallbackShown(page)).toBe(false)
})

test("a page opened later from the navigation still loads its chunk behind the fallback", async ({ page }) => {
  await openAs(page, MARI, 2, "/esileht")
  await page.addInitScript(RECORD_PAGE_FALLBACK)
  await page.goto("/esileht")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  // The Suspense fallback still guards a page whose chunk is not here yet (the marker is the Shell's).
  await page.route("**/assets/BookingsPage-*.js", async (route) => {
    await new Promise((r) => setTimeout(r, 500))
    await route.continue()
  })
  await page.evaluate(() => {
    history.pushState(null, "", "/broneeringud")
    dispatchEvent(new PopStateEvent("popstate"))
  })
  await expect(page.getByRole("heading", { level: 1, name: "Broneeringud" })).toBeVisible()
  expect(await pageFallbackShown(page)).toBe(true)
})

/**
 * Issue 31: a signed-in route's HTML names the HTTP client's chunk (ofetch, loaded on first use) beside
 * the entry; the sign-in page's does not (it asks the API only once a sign-in starts).
 */
test("a signed-in route's HTML preloads the HTTP client's chunk; the sign-in page's does not", async ({ request }) => {
  const preloads = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!)
  const chunks = await preloads("/arved")
  const texts = await Promise.all(chunks.map(async (chunk) => (await request.get(chunk)).text()))
  expect(chunks.filter((_, i) => texts[i]!.includes("[ofetch]"))).toHaveLength(1)
  for (const chunk of await preloads("/login")) expect((await (await request.get(chunk)).text()).includes("[ofetch]"), chunk).toBe(false)
})
