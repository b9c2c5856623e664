import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { MARI, openAs, signInWithSmartId } from "./helpers"

/** Demo ids (src/server/db/seed.ts demoIds.customers): Mari herself and the company with every role. */
const MARI_PRIVATE = 1
const COMPANY = 2

/** The API requests one full load of `path` makes until the network is quiet, as `GET /v1/x?y`. */
const requestsOfLoad = async (page: Page, path: string): Promise<string[]> => {
  const seen: string[] = []
  const listener = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith("/v1/")) seen.push(`${request.method()} ${decodeURIComponent(url.pathname)}${url.search}`)
  }
  page.on("request", listener)
  try {
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    // A page that renders after its answers may ask for more: quiet twice in a row.
    await page.waitForTimeout(500)
    await page.waitForLoadState("networkidle")
  } finally {
    page.off("request", listener)
  }
  return seen
}

const duplicatesOf = (requests: ReadonlyArray<string>) => [...new Set(requests.filter((r, i) => requests.indexOf(r) !== i))]

const routes: ReadonlyArray<readonly [number, string]> = [
  [MARI_PRIVATE, "/esileht"],
  [COMPANY, "/esileht"],
  [COMPANY, "/arved"],
  [COMPANY, "/lepingud"],
  [COMPANY, "/kaardid"],
  [COMPANY, "/laoseis"],
  [COMPANY, "/broneeringud"],
  [COMPANY, "/mahutid"],
  [COMPANY, "/väljastuskorraldused"],
  [COMPANY, "/profiil"],
]

test("no route asks the API for the same thing twice when it loads", async ({ page }) => {
  test.setTimeout(180_000)
  const found: Record<string, string[]> = {}
  let signedInAs: number | null = null
  let asked = 0
  for (const [customer, path] of routes) {
    if (signedInAs !== customer) {
      await openAs(page, MARI, customer, "/esileht")
      signedInAs = customer
    }
    const requests = await requestsOfLoad(page, path)
    // A page that came with its first view (issue 31) may ask nothing at all: it is shown all the same.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    asked += requests.length
    const twice = duplicatesOf(requests)
    if (twice.length) found[`${customer} ${path}`] = twice
  }
  // The count sees requests (the unpaid lists are asked afresh whenever they are shown, and a page asks its own
  // when its first view is not this browser's).
  expect(asked).toBeGreaterThan(0)
  expect(found).toEqual({})
})

test("two <ise-fuel-prices> on one page share one /v1/prices request", async ({ page }) => {
  const requests = await requestsOfLoad(page, "/examples/marketing.html")
  await expect(page.locator("ise-fuel-prices")).toHaveCount(2)
  // Both show prices (Playwright's CSS locators pierce their open shadow roots).
  for (const id of ["consumer-prices", "business-prices"]) await expect(page.locator(`#${id} table`)).toBeVisible()
  expect(requests.filter((r) => r === "GET /v1/prices")).toHaveLength(1)
})

test("the sign-in → /esileht navigation asks nothing twice, with the CPU slowed 4× (issue 26)", async ({ page }) => {
  test.setTimeout(120_000)
  // A slow phone: under load this navigation once asked for the company, the contacts and the user twice each.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  const gets: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (request.method() === "GET" && url.pathname.startsWith("/v1/")) gets.push(`${decodeURIComponent(url.pathname)}${url.search}`)
  })
  await signInWithSmartId(page, MARI)
  await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(500)
  await page.waitForLoadState("networkidle")
  // The front page's own calls are among them: the check sees the navigation, not an empty list.
  expect(gets.some((g) => g.startsWith("/v1/users/current"))).toBe(true)
  expect(gets.length).toBeGreaterThan(4)
  expect(duplicatesOf(gets)).toEqual([])
})
