import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { formatMoney } from "../../src/core/i18n/numbers"
import { addMonths } from "../../src/core/rules/spending"
import { tallinnDay } from "../../src/core/rules/vat"
import { spendingMessages } from "../../src/widgets/spending/spending.messages"
import { estonianOf, MARI, openAs, sessionToken, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** Näidis Logistika OÜ (every role, a company: without VAT) and KÜ Tamme 5 (electricity, documents and agreements: no card lines). */
const NAIDIS = 2
const KY_TAMME = 3
const month = addMonths(tallinnDay(new Date()).slice(0, 7), -1)

const open = async (page: Page, customerId: number, search = "") => {
  await openAs(page, MARI, customerId, `/kulud${search}`)
  await expect(page.getByRole("heading", { name: "Kulud", level: 1 })).toBeVisible()
  await expect(page.getByTestId("spending-categories")).toBeVisible()
}
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
  )

for (const viewport of VIEWPORTS) {
  test.describe(`spending at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("the month by category as the server sums it, 13 months, breakdowns that lead to the statement", async ({ page }) => {
      await open(page, NAIDIS, `?month=${month}`)
      const token = await sessionToken(page)
      const res = await page.request.get(`/v1/spending/${NAIDIS}/summary?month=${month}`, { headers: { authorization: `Bearer ${token}` } })
      const summary = (await res.json()) as { months: Array<Record<string, number>> }
      const last = summary.months.at(-1)!
      for (const c of ["FUEL", "OTHER", "ELECTRICITY", "CHARGING"]) {
        await expect(page.locator(`[data-category="${c}"] dd`)).toContainText(formatMoney("et", last[c]!))
      }
      await expect(page.getByTestId("spending-vat")).toHaveText("Summad käibemaksuta")
      await expect(page.getByTestId("spending-months").locator("tbody tr")).toHaveCount(13)
      await expect(page.getByTestId("spending-chart")).toHaveAttribute("data-months", "13")
      await expect(page.getByTestId("spending-sessions").locator("tbody tr").first()).toBeVisible()
      expect(await axe(page)).toEqual([])
      await page.screenshot({ path: `test-results/spending-${viewport.name}.png`, fullPage: true })
      const vehicle = page.getByTestId("spending-by-vehicle").getByRole("link").first()
      const plate = (await vehicle.textContent())!.trim()
      await vehicle.click()
      await expect(page).toHaveURL(/\/v%C3%A4ljav%C3%B5te\?|\/väljavõte\?/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Väljavõte")
      expect(decodeURIComponent(page.url())).toContain(`vehicle=${plate.replace(" ", "+")}`)
    })

    test("an association with only electricity sees electricity alone", async ({ page }) => {
      await open(page, KY_TAMME, `?month=${month}`)
      await expect(page.locator("[data-category]")).toHaveCount(1)
      await expect(page.locator('[data-category="ELECTRICITY"]')).toBeVisible()
      await expect(page.getByTestId("spending-vat")).toHaveText("Summad käibemaksuga")
      await expect(page.getByTestId("spending-by-card")).toHaveCount(0)
      await expect(page.getByTestId("spending-by-point").getByRole("link").first()).toHaveAttribute(
        "href",
        /\/elektritarbimine\?point=\d+&month=/,
      )
      expect(await axe(page)).toEqual([])
    })
  })
}

const estonianTexts = estonianOf(spendingMessages)
for (const language of ["EN", "RU"] as const) {
  test(`in ${language} no Estonian of ours is left on /kulud`, async ({ page }) => {
    await open(page, NAIDIS, `?month=${month}`)
    await page.getByRole("button", { name: language, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "EN" ? "Spending" : "Расходы")
    const text = await page.locator("main").innerText()
    for (const et of estonianTexts) expect(text, et).not.toContain(et)
  })
}
