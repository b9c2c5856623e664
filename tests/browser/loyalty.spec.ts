import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { loyaltyMessages } from "../../src/widgets/loyalty/loyalty.messages"
import { estonianOf, MARI, openAs, VIEWPORTS, WCAG_TAGS } from "./helpers"

const MARI_PRIVATE = 1
const NAIDIS_LOGISTIKA = 2

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").withTags(WCAG_TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`,
  )

for (const viewport of VIEWPORTS) {
  test.describe(`front page loyalty at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("Mari as herself sees her fuel discount, coffee stamps and car wash card; no business widget", async ({ page }) => {
      await openAs(page, MARI, MARI_PRIVATE, "/esileht")
      const section = page.getByTestId("loyalty-section")
      await expect(section.getByRole("heading", { name: "Sinu soodustused" })).toBeVisible()
      const fuel = section.getByTestId("loyalty-fuel")
      // Her figures: 64 L this month at level IDC (3 s/L); IDC2 from 100 L gives 5 s/L, 36 L to go.
      await expect(fuel.getByRole("heading", { name: "Kütusesoodustus Tase IDC" })).toBeVisible()
      await expect(fuel.getByRole("definition")).toHaveText(["64 L", "3 s/L", "5 s/L"])
      await expect(fuel.getByText("Alates 100 L kuus")).toBeVisible()
      await expect(fuel.getByText("Veel 36 L ja soodustus kasvab 2 s/L võrra.")).toBeVisible()
      await expect(fuel.getByRole("progressbar", { name: "Liitrid 100 L künniseni" })).toHaveAttribute("value", "64")
      const coffee = section.getByTestId("loyalty-coffee")
      await expect(coffee.getByText("Kogu 4 templit, 5. kohv on tasuta.")).toBeVisible()
      await expect(coffee.getByRole("list", { name: "Templeid 3/4" })).toBeVisible()
      await expect(coffee.locator(".ise-loyalty__stamp--on")).toHaveCount(3)
      await expect(section.getByTestId("loyalty-wash").getByText("10% soodsam")).toBeVisible()
      // The app-store links are for phones only.
      const apps = section.getByTestId("loyalty-apps")
      if (viewport.name === "phone") {
        await expect(apps.getByRole("link", { name: "Laadi alla App Store'ist" })).toBeVisible()
        await expect(apps.getByRole("link", { name: "Laadi alla Google Playst" })).toBeVisible()
      } else {
        await expect(apps).toBeHidden()
      }
      await expect(page.getByTestId("business-widgets")).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: `test-results/loyalty-mari-${viewport.name}.png`, fullPage: true })
    })

    test("the company sees no loyalty section but the business widget, whose links open its pages", async ({ page }) => {
      await openAs(page, MARI, NAIDIS_LOGISTIKA, "/esileht")
      const business = page.getByTestId("business-widgets")
      await expect(business.getByRole("heading", { name: "Ärikliendile" })).toBeVisible()
      await expect(page.getByTestId("loyalty-section")).toHaveCount(0)
      await expect(business.getByRole("link")).toHaveText(["Kaardid", "Väljavõte", "Tellimused", "Arved"])
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: `test-results/loyalty-company-${viewport.name}.png`, fullPage: true })
      await business.getByRole("link", { name: "Kaardid" }).click()
      await expect(page).toHaveURL(/\/kaardid$/)
    })
  })
}

for (const language of ["EN", "RU"] as const) {
  test(`in ${language} the loyalty section has no Estonian of ours left`, async ({ page }) => {
    await openAs(page, MARI, MARI_PRIVATE, "/esileht")
    await page.getByRole("button", { name: language, exact: true }).click()
    const section = page.getByTestId("loyalty-section")
    await expect(section.getByRole("heading", { name: language === "EN" ? "Your benefits" : "Ваши скидки" })).toBeVisible()
    await expect(section.getByTestId("loyalty-fuel").getByRole("definition")).toHaveText(
      language === "EN" ? ["64 L", "3 cents/L", "5 cents/L"] : ["64 л", "3 цента/л", "5 центов/л"],
    )
    const text = await section.innerText()
    expect(estonianOf(loyaltyMessages).filter((et) => text.includes(et))).toEqual([])
  })
}
