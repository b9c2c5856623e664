import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { PORTAL_PATHS } from "../../src/core/rules/portalPaths"
import { JAAN, MARI, openAs } from "./helpers"

/**
 * Issue 29: no request answered 4xx or 5xx on a normal page load or customer switch. Every signed-in route of
 * the route table, for Mari as herself, as her company and as the apartment association, and for Jaan: any
 * answer of 400 or more from our own origin while a page loads fails the test, named with its route.
 */
// Every address of the route table but the sign-in, the flows that need a token or a step first, and the redirects.
const NOT_A_PAGE_LOAD = ["/login", "/confirm-id-credit/:id", "/registreeri", "/process-payment", "/as-customer", "/redirect"]
const ROUTES = PORTAL_PATHS.filter((path) => !NOT_A_PAGE_LOAD.includes(path))

const errorsOfLoad = async (page: Page, path: string): Promise<string[]> => {
  const origin = new URL(page.url()).origin
  const errors: string[] = []
  const listener = (response: { status(): number; url(): string; request(): { method(): string } }) => {
    const url = new URL(response.url())
    if (url.origin === origin && response.status() >= 400) {
      errors.push(`${response.status()} ${response.request().method()} ${decodeURIComponent(url.pathname)}${url.search}`)
    }
  }
  page.on("response", listener)
  try {
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(300)
    await page.waitForLoadState("networkidle")
  } finally {
    page.off("response", listener)
  }
  return errors
}

const visitors = [
  { who: "Mari as herself", code: MARI, customer: 1 },
  { who: "Mari as Näidis Logistika OÜ", code: MARI, customer: 2 },
  { who: "Mari as KÜ Tamme 5", code: MARI, customer: 3 },
  { who: "Jaan", code: JAAN, customer: 4 },
] as const

for (const { who, code, customer } of visitors) {
  test(`${who}: no route's load is answered 4xx or 5xx`, async ({ page }) => {
    test.setTimeout(240_000)
    await openAs(page, code, customer, "/esileht")
    const found: Record<string, string[]> = {}
    for (const path of ROUTES) {
      const errors = await errorsOfLoad(page, path)
      if (errors.length) found[path] = errors
    }
    expect(found).toEqual({})
  })
}
