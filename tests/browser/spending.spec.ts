import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
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

const budgetTexts = spendingMessages.et
for (const viewport of VIEWPORTS) {
  test.describe(`budgets at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("ADMIN sets a budget on /kulud (a bad amount is named), sees its progress there and on the front page", async ({ page }) => {
      await open(page, NAIDIS)
      const section = page.getByTestId("spending-budgets")
      await section.getByRole("button", { name: budgetTexts["budget.edit"] }).click()
      const dialog = page.getByTestId("budget-editor")
      await expect(dialog.getByRole("heading", { name: budgetTexts["budget.editTitle"] })).toBeVisible()
      const fuel = dialog.getByLabel(budgetTexts["spend.category.FUEL"], { exact: true })
      await fuel.fill("12,345")
      await dialog.getByRole("button", { name: budgetTexts["budget.save"] }).click()
      await expect(dialog.getByText(budgetTexts["budget.invalid"])).toBeVisible()
      await expect(fuel).toHaveAttribute("aria-invalid", "true")
      expect(await axe(page)).toEqual([])
      await page.screenshot({ path: `test-results/spending-budgets-editor-${viewport.name}.png` })
      await fuel.fill("1 000 000")
      await dialog.getByLabel(budgetTexts["spend.category.CHARGING"], { exact: true }).fill("")
      await dialog.getByRole("button", { name: budgetTexts["budget.save"] }).click()
      await expect(dialog).toHaveCount(0)
      const fuelBar = section.getByTestId("budget-progress").locator('[data-key="FUEL"]')
      await expect(fuelBar).toContainText(budgetTexts["spend.category.FUEL"])
      await expect(fuelBar).toContainText(formatMoney("et", 1_000_000))
      await expect(fuelBar.locator("meter")).toHaveAttribute("aria-label", budgetTexts["spend.category.FUEL"])
      expect(await axe(page)).toEqual([])
      await page.screenshot({ path: `test-results/spending-budgets-${viewport.name}.png`, fullPage: true })

      await page.goto("/esileht")
      const front = page.getByTestId("budgets-this-month")
      await expect(front.getByRole("heading", { name: budgetTexts["budget.frontTitle"] })).toBeVisible()
      await expect(front.locator('[data-key="FUEL"]')).toContainText(formatMoney("et", 1_000_000))
      expect(await axe(page)).toEqual([])
      await page.screenshot({ path: `test-results/front-budgets-${viewport.name}.png`, fullPage: true })
      await front.getByRole("link", { name: budgetTexts["budget.open"] }).click()
      await expect(page.getByRole("heading", { name: "Kulud", level: 1 })).toBeVisible()
    })
  })
}

for (const language of ["EN", "RU"] as const) {
  test(`the budget form in ${language}: its texts translated, axe finds nothing`, async ({ page }) => {
    await open(page, NAIDIS)
    await page.getByRole("button", { name: language, exact: true }).click()
    const messages = spendingMessages[language === "EN" ? "en" : "ru"]
    await page.getByRole("button", { name: messages["budget.edit"] }).click()
    const dialog = page.getByTestId("budget-editor")
    await expect(dialog.getByRole("heading", { name: messages["budget.editTitle"] })).toBeVisible()
    await expect(dialog.getByLabel(messages["spend.category.FUEL"], { exact: true })).toBeVisible()
    const text = await dialog.innerText()
    for (const et of estonianTexts) expect(text, et).not.toContain(et)
    expect(await axe(page)).toEqual([])
  })
}

test("a contact of an association with only electricity gets 403 from the card budgets' source and no edit button", async ({ page }) => {
  await open(page, KY_TAMME)
  await expect(page.getByRole("button", { name: budgetTexts["budget.edit"] })).toHaveCount(0)
  const token = await sessionToken(page)
  const res = await page.request.put(`/v1/spending/${KY_TAMME}/budgets`, {
    headers: { authorization: `Bearer ${token}` },
    data: { locale: "et", budgets: [{ kind: "CATEGORY", key: "ELECTRICITY", amount: 10 }] },
  })
  expect(res.status()).toBe(403)
  const anomalies = await page.request.get(`/v1/spending/${KY_TAMME}/anomalies`, { headers: { authorization: `Bearer ${token}` } })
  expect(anomalies.status()).toBe(403)
  await expect(page.getByTestId("spending-anomalies")).toHaveCount(0)
  await expect(page.getByTestId("spending-vehicles")).toHaveCount(0)
})

for (const viewport of VIEWPORTS) {
  test.describe(`anomalies at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("the month's anomalies with their reasons; one is explained, and one leads to its statement line", async ({ page }) => {
      await open(page, NAIDIS, `?month=${month}`)
      const section = page.getByTestId("spending-anomalies")
      for (const kind of ["TANK", "FUEL", "SPEED", "HOURS"]) {
        await expect(section.locator(`tr[data-kind="${kind}"]`).first()).toBeVisible()
      }
      await expect(section).toContainText("130 km/h")
      const speed = section.locator('tr[data-kind="SPEED"]').first()
      await expect(speed).toContainText(/km eelmisest ostust .* minutiga; 130 km\/h juures kulub vähemalt \d+ min/)
      await speed.getByRole("button", { name: budgetTexts["anomaly.explain"] }).click()
      await expect(speed).toContainText("Selgitatud: Mari Maasikas")
      await speed.getByRole("button", { name: budgetTexts["anomaly.unexplain"] }).click()
      await expect(speed.getByRole("button", { name: budgetTexts["anomaly.explain"] })).toBeVisible()
      expect(await axe(page)).toEqual([])
      // Every column readable without scrolling sideways: on a phone each anomaly is a card of its own.
      const region = section.getByRole("region")
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/spending-anomalies-${viewport.name}.png` })
      const tank = section.locator('tr[data-kind="TANK"]').first()
      const document = (await tank.getByRole("link").textContent())!.trim()
      await tank.getByRole("link").click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Väljavõte")
      await expect(page.locator("main")).toContainText(document)
    })
  })
}

for (const viewport of VIEWPORTS) {
  test.describe(`vehicles at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("ADMIN edits a vehicle's fuel and tank; a tank that is not whole litres is named", async ({ page }) => {
      await open(page, NAIDIS)
      const row = page.getByTestId("spending-vehicles").locator('tr[data-vehicle="258 HIJ"]')
      await row.getByRole("button", { name: "Muuda sõidukit 258 HIJ" }).click()
      const dialog = page.getByTestId("vehicle-editor")
      await expect(dialog.getByRole("heading", { name: "Sõiduk 258 HIJ" })).toBeVisible()
      const tank = dialog.getByLabel(budgetTexts["vehicle.tank"])
      await tank.fill("80,5")
      await dialog.getByRole("button", { name: budgetTexts["budget.save"] }).click()
      await expect(dialog.getByText(budgetTexts["vehicle.tankInvalid"])).toBeVisible()
      expect(await axe(page)).toEqual([])
      await page.screenshot({ path: `test-results/spending-vehicle-editor-${viewport.name}.png` })
      await dialog.getByLabel(budgetTexts["vehicle.fuel"]).selectOption({ label: budgetTexts["vehicle.fuel.LPG"] })
      await tank.fill("60")
      await dialog.getByRole("button", { name: budgetTexts["budget.save"] }).click()
      await expect(dialog).toHaveCount(0)
      await expect(row).toContainText(budgetTexts["vehicle.fuel.LPG"])
      await expect(row).toContainText("60")
      // Back as it was, so that the demo's anomalies stay the same.
      await row.getByRole("button", { name: "Muuda sõidukit 258 HIJ" }).click()
      await dialog.getByLabel(budgetTexts["vehicle.fuel"]).selectOption({ label: budgetTexts["vehicle.fuel.DIESEL"] })
      await tank.fill("400")
      await dialog.getByRole("button", { name: budgetTexts["budget.save"] }).click()
      await expect(row).toContainText("400")
    })
  })
}

for (const language of ["EN", "RU"] as const) {
  test(`the vehicle form in ${language}: translated, axe finds nothing`, async ({ page }) => {
    await open(page, NAIDIS)
    await page.getByRole("button", { name: language, exact: true }).click()
    const messages = spendingMessages[language === "EN" ? "en" : "ru"]
    await page.getByRole("button", { name: messages["vehicle.edit"].replace("{number}", "258 HIJ") }).click()
    const dialog = page.getByTestId("vehicle-editor")
    await expect(dialog.getByRole("heading", { name: messages["vehicle.editTitle"].replace("{number}", "258 HIJ") })).toBeVisible()
    await expect(dialog.getByLabel(messages["vehicle.fuel"])).toContainText(messages["vehicle.fuel.DIESEL"])
    const text = await dialog.innerText()
    for (const et of estonianTexts) expect(text, et).not.toContain(et)
    expect(await axe(page)).toEqual([])
  })
}

for (const viewport of VIEWPORTS) {
  test(`/kulud fits ${viewport.width} px: nothing wider than the screen, the tables scroll inside their regions`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await open(page, NAIDIS, `?month=${month}`)
    await expect(page.getByTestId("spending-anomalies").locator("tbody tr").first()).toBeVisible()
    await expect(page.getByTestId("spending-vehicles").locator("tbody tr").first()).toBeVisible()
    await expect(page.getByTestId("spending-sessions").locator("tbody tr").first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0, i = 0; y < height && i < 12; y += viewport.height, i++) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.screenshot({ path: `test-results/spending-fit-${viewport.name}-${i}.png` })
    }
  })
}
