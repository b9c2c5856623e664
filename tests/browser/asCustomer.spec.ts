import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"
import { MARI, signInFast, VIEWPORTS, WCAG_TAGS } from "./helpers"

const MARI_PRIVATE = 1
const NAIDIS_LOGISTIKA = 2

for (const viewport of VIEWPORTS) {
  test.describe(`/as-customer at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("signed out: the hand-over goes to the login page", async ({ page }) => {
      await page.goto("/as-customer")
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByLabel("Isikukood")).toBeVisible()
    })

    test("signed in: the session is restored, the customer of the address chosen, the front page opens", async ({ page }) => {
      await signInFast(page, MARI)
      await page.evaluate((id) => localStorage.setItem("ise.customerId", String(id)), NAIDIS_LOGISTIKA)
      await page.goto(`/as-customer?customerId=${MARI_PRIVATE}`)
      await expect(page).toHaveURL(/\/esileht$/)
      await expect(page.getByRole("button", { name: /Esindatava valimine: Mari Maasikas/ })).toBeVisible()
      await expect(page.getByTestId("loyalty-section")).toBeVisible()
      expect((await new AxeBuilder({ page }).include("main").withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id)).toEqual([])
      // A customer the user does not act for is not chosen: the current one stays.
      await page.goto("/as-customer?customerId=4")
      await expect(page).toHaveURL(/\/esileht$/)
      await expect(page.getByRole("button", { name: /Esindatava valimine: Mari Maasikas/ })).toBeVisible()
    })
  })
}

test("the page itself says where it is taking the user", async ({ page }) => {
  // Held on the page: the session call is slowed so the hand-over text can be read.
  await signInFast(page, MARI)
  await page.route("**/v1/users/*/contacts*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.goto("/as-customer")
  await expect(page.getByRole("heading", { level: 1, name: "Eraklientide iseteenindus" })).toBeVisible()
  await expect(page.getByRole("status")).toHaveText("Suuname sind eraklientide iseteenindusse...")
  await expect(page).toHaveURL(/\/esileht$/)
})
