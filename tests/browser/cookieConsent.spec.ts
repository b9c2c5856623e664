import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { MARI, mirrorViewCookie, signInFast, VIEWPORTS, WCAG_TAGS } from "./helpers"

const banner = (page: Page) => page.getByTestId("cookie-banner")
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("ise.cookieConsent"))
const tagManagerScripts = (page: Page) => page.locator('script[src*="googletagmanager"]').count()

// A first visit: nothing decided yet (the config gives every other test a decided visitor).
test.use({ storageState: { cookies: [], origins: [] } })

for (const viewport of VIEWPORTS) {
  test.describe(`cookie banner at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("the sign-in page does not ask; the first page after it does; agreeing is stored and remembered after a reload and on other pages", async ({
      page,
    }) => {
      await page.goto("/login")
      await expect(page.getByLabel("Isikukood")).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      await signInFast(page, MARI)
      await expect(banner(page).getByRole("heading", { name: "Küpsised" })).toBeVisible()
      const violations = (await new AxeBuilder({ page }).include('[data-testid="cookie-banner"]').withTags(WCAG_TAGS).analyze()).violations
      expect(violations.map((v) => v.id)).toEqual([])
      await page.screenshot({ path: `test-results/cookie-banner-${viewport.name}.png` })
      await banner(page).getByRole("button", { name: "Nõustun" }).click()
      await expect(banner(page)).toHaveCount(0)
      expect(await stored(page)).toBe("agreed")
      await page.reload()
      await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      await page.goto("/as-customer")
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      // This build configures no tag manager id: agreeing loads nothing from outside.
      expect(await tagManagerScripts(page)).toBe(0)
    })

    test("declining is remembered too, and no tag manager loads", async ({ page }) => {
      await signInFast(page, MARI)
      await banner(page).getByRole("button", { name: "Ainult vajalikud" }).click()
      await expect(banner(page)).toHaveCount(0)
      expect(await stored(page)).toBe("declined")
      await page.reload()
      await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      expect(await tagManagerScripts(page)).toBe(0)
    })
  })
}

for (const [locale, title, agree] of [
  ["en", "Cookies", "I agree"],
  ["ru", "Файлы cookie", "Принять"],
] as const) {
  test(`the banner speaks ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await signInFast(page, MARI)
    // The language chosen as the switch keeps it: in storage and in the view cookie's copy.
    await page.evaluate((l) => localStorage.setItem("ise.locale", l), locale)
    await mirrorViewCookie(page)
    await page.reload()
    await expect(banner(page).getByRole("heading", { name: title })).toBeVisible()
    await expect(banner(page)).not.toContainText("Küpsised")
    await expect(banner(page)).not.toContainText("Nõustun")
    await banner(page).getByRole("button", { name: agree }).click()
    await expect(banner(page)).toHaveCount(0)
    await context.close()
  })
}
