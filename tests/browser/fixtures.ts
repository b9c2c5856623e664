import { expect, test as base, type Page } from "@playwright/test"

/**
 * Playwright's test with one change: `page.goto` and `page.reload` of a portal page return once the portal
 * answers its controls (`data-portal-ready`, set by App.tsx after its first commit). A page's first view is
 * painted from the server's HTML before its code has run (issue 31); a click on it before then is lost, as a
 * person's would be, and a test must not race it.
 */
const portalReady = async (page: Page) => {
  const portal = await page.evaluate(() => document.getElementById("root") !== null).catch(() => false)
  if (portal)
    await page
      .waitForFunction(() => document.documentElement.hasAttribute("data-portal-ready"), undefined, { timeout: 20_000 })
      .catch(() => undefined)
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args)
      await portalReady(page)
      return response
    }
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args)
      await portalReady(page)
      return response
    }
    await use(page)
  },
})

export { expect }
