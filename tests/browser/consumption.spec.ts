import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { readFileSync } from "node:fs"
import { formatMoney, formatNumber } from "../../src/core/i18n/numbers"
import { consumptionPresetRange, lastYearOf } from "../../src/core/rules/consumption"
import { tallinnDay } from "../../src/core/rules/vat"
import { consumptionMessages } from "../../src/widgets/consumption/consumption.messages"
import { estonianOf, JAAN, MARI, openAs, sessionToken, switchCustomer, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** Mari's own customer has one metering point (31); KÜ Tamme 5 the building (21) and its roof with solar panels (22, 20 kW). */
const MARI_PRIVATE = 1
const KY_TAMME = 3
/** Näidis Logistika OÜ, a company: its office (11) is measured. */
const NAIDIS = 2
const kwh = (v: number | null | undefined) => `${formatNumber("et", v ?? 0, 1)} kWh`
/** Cents of an Estonian money text ("1234,56 €", "12 345,67 €", "−0,12 €"). */
const cents = (money: string) =>
  Math.round(
    Number(
      money
        .replace(/[^\d,−-]/g, "")
        .replace("−", "-")
        .replace(",", "."),
    ) * 100,
  )

const table = (page: Page) => page.getByTestId("consumption-table")
const rows = (page: Page) => table(page).locator("tbody tr")
const settled = async (page: Page) => {
  await expect(table(page).locator("table")).not.toHaveAttribute("aria-busy", "true")
  await expect(page.getByTestId("stat-consumption").locator("dd")).not.toHaveText("…")
}
const open = async (page: Page, customerId: number, search = "") => {
  await openAs(page, MARI, customerId, `/elektritarbimine${search}`)
  await expect(page.getByRole("heading", { name: "Elektritarbimine", level: 1 })).toBeVisible()
  await settled(page)
}
const api = async (page: Page, customerId: number, pointId: number, from: string, to: string, resolution: string) => {
  const token = await sessionToken(page)
  const res = await page.request.get(
    `/v1/electricity/measurements/${customerId}/${pointId}?from=${from}&to=${to}&resolution=${resolution}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  expect(res.status()).toBe(200)
  return (await res.json()) as {
    points: Array<{ time: string; consumptionKwh: number; productionKwh: number; costEuros: number | null }>
    statistics: Record<string, number>
    monthToDate?: { month: string; costEuros: number; projectedCostEuros: number; measuredHours: number; hoursInMonth: number }
  }
}
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
  )

for (const viewport of VIEWPORTS) {
  test.describe(`consumption at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("the last 12 months by month, statistics as the server sums them, and drill-down month → day → hour and back", async ({
      page,
    }) => {
      // Three loads, two axe runs and two full-page screenshots: near a minute on a busy 2-core machine.
      test.setTimeout(120_000)
      await open(page, MARI_PRIVATE)
      const range = consumptionPresetRange("last12Months", tallinnDay(new Date()))
      await expect(page.getByRole("button", { name: "Viimased 12 kuud" })).toHaveAttribute("aria-pressed", "true")
      await expect(page.getByTestId("consumption-showing")).toHaveText(
        `${range.start.split("-").reverse().join(".")} – ${range.end.split("-").reverse().join(".")} kuude kaupa`,
      )
      await expect(rows(page)).toHaveCount(12)
      await expect(page.getByTestId("consumption-chart").locator("canvas").first()).toBeVisible()
      const year = await api(page, MARI_PRIVATE, 31, range.start, range.end, "MONTH")
      const last = lastYearOf(range)
      const before = await api(page, MARI_PRIVATE, 31, last.start, last.end, "MONTH")
      await expect(page.getByTestId("stat-consumption").locator("dd")).toContainText(kwh(year.statistics.consumptionForPeriodKwh))
      await expect(page.getByTestId("stat-lastYearConsumption").locator("dd")).toHaveText(
        kwh(before.points.reduce((a, p) => a + p.consumptionKwh, 0)),
      )
      await expect(page.getByTestId("stat-production")).toHaveCount(0)
      await expect(page.getByTestId("consumption-until")).toContainText("Andmed kuni")
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-months.png`, fullPage: true })
      expect(await axe(page)).toEqual([])

      // A month's row (the chart's bar does the same) opens the month by day.
      const march = year.points.find((p) => p.time.endsWith("-03"))!.time
      await table(page)
        .getByRole("button", { name: `Ava 03.${march.slice(0, 4)} päevade kaupa` })
        .click()
      await expect(page).toHaveURL(new RegExp(`month=${march}`))
      await settled(page)
      await expect(rows(page)).toHaveCount(31)
      await expect(page.getByTestId("consumption-showing")).toHaveText(
        `01.03.${march.slice(0, 4)} – 31.03.${march.slice(0, 4)} päevade kaupa`,
      )
      const days = await api(page, MARI_PRIVATE, 31, `${march}-01`, `${march}-31`, "DAY")
      await expect(page.getByTestId("stat-consumption").locator("dd")).toContainText(kwh(days.statistics.consumptionForPeriodKwh))
      // Each day's cost is the server's, as money; the cost column adds up to the period's cost beside the statistics.
      await expect(table(page).locator("thead")).toContainText("Maksumus (€)")
      const costs = await rows(page).locator("td:last-child").allInnerTexts()
      expect(costs.map((c) => c.trim())).toEqual(
        days.points.map((p) => (p.costEuros == null ? expect.stringMatching(/^–/) : formatMoney("et", p.costEuros))),
      )
      expect(costs.filter((c) => c.includes("€")).length).toBeGreaterThan(25)
      const total = costs.filter((c) => c.includes("€")).reduce((sum, c) => sum + cents(c), 0)
      expect(total).toBeGreaterThan(0)
      await expect(page.getByTestId("stat-cost").locator("dd")).toHaveText(formatMoney("et", total / 100))
      // March is not this month: no month-to-date cost.
      await expect(page.getByTestId("stat-projection")).toHaveCount(0)

      // A day opens by hour; an hour opens nothing.
      await table(page)
        .getByRole("button", { name: `Ava 10.03.${march.slice(0, 4)} tundide kaupa` })
        .click()
      await expect(page).toHaveURL(new RegExp(`day=${march}-10`))
      await settled(page)
      await expect(rows(page)).toHaveCount(24)
      await expect(table(page).getByRole("button")).toHaveCount(0)
      await expect(page.getByTestId("consumption-chart")).toHaveAttribute("data-resolution", "HOUR")
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-hours.png`, fullPage: true })
      expect(await axe(page)).toEqual([])

      await page.getByTestId("consumption-back").click()
      await expect(page).toHaveURL(new RegExp(`month=${march}$`))
      await settled(page)
      await expect(rows(page)).toHaveCount(31)
      await page.getByTestId("consumption-back").click()
      await settled(page)
      await expect(rows(page)).toHaveCount(12)
    })

    test("the bar under the pointer shows its consumption and cost; a click on the chart opens the month under it by day", async ({
      page,
    }) => {
      await open(page, MARI_PRIVATE)
      const chart = page.getByTestId("consumption-chart")
      await expect(chart).toHaveAttribute("data-points", "12")
      const box = (await chart.locator("canvas").first().boundingBox())!
      const hover = page.getByTestId("consumption-hover")
      await expect(hover).toBeHidden()
      await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.6)
      await expect(hover).toBeVisible()
      const [month, ...lines] = (await hover.textContent())!.split("\n")
      const range = consumptionPresetRange("last12Months", tallinnDay(new Date()))
      const year = await api(page, MARI_PRIVATE, 31, range.start, range.end, "MONTH")
      const bar = year.points.find((p) => `${p.time.slice(5, 7)}.${p.time.slice(0, 4)}` === month)!
      expect(bar, month).toBeTruthy()
      expect(lines).toEqual([`Tarbimine: ${kwh(bar.consumptionKwh)}`, `Maksumus: ${formatMoney("et", bar.costEuros!)}`])
      await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.6)
      await expect(page).toHaveURL(/month=\d{4}-\d\d/)
      await expect(chart).toHaveAttribute("data-resolution", "DAY")
    })

    test("KÜ Tamme 5's roof: production beside consumption, last year's too, and the CSV of what is shown", async ({ page }) => {
      await open(page, KY_TAMME, "?period=previousYear")
      const point = page.getByLabel("Mõõtepunkt")
      await expect(point.locator("option")).toHaveCount(2)
      await point.selectOption({ label: "Tamme tn 5, Tartu (katus) (38ZEE-00200022-1)" })
      await expect(page).toHaveURL(/point=22/)
      await settled(page)
      const y = Number(tallinnDay(new Date()).slice(0, 4)) - 1
      const data = await api(page, KY_TAMME, 22, `${y}-01-01`, `${y}-12-31`, "MONTH")
      await expect(page.getByTestId("stat-production").locator("dd")).toContainText(kwh(data.statistics.productionForPeriodKwh))
      await expect(page.getByTestId("stat-lastYearProduction")).toBeVisible()
      await expect(table(page).locator("thead")).toContainText("Tootmine (kWh)")
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("consumption-csv").click()])
      expect(download.suggestedFilename()).toBe(`tarbimine-38ZEE-00200022-1-${y}-01-01-${y}-12-31.csv`)
      const csv = readFileSync((await download.path())!, "utf8")
      const lines = csv
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n")
      expect(lines[0]).toBe("Aeg;Tarbimine (kWh);Tootmine (kWh);Maksumus (€)")
      expect(lines).toHaveLength(13)
      const july = data.points[6]!
      expect(july.costEuros).not.toBeNull()
      expect(lines[7]).toBe(
        `${y}-07;${july.consumptionKwh.toFixed(3).replace(".", ",")};${july.productionKwh.toFixed(3).replace(".", ",")};${july.costEuros!.toFixed(2).replace(".", ",")}`,
      )
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-roof.png`, fullPage: true })
      expect(await axe(page)).toEqual([])
    })

    test("this month's cost so far and its projection show for the current month and not for last year, with the note on demo prices and VAT", async ({
      page,
    }) => {
      await open(page, MARI_PRIVATE, "?period=currentMonth")
      const month = consumptionPresetRange("currentMonth", tallinnDay(new Date()))
      const data = await api(page, MARI_PRIVATE, 31, month.start, month.end, "DAY")
      const mtd = data.monthToDate!
      expect(mtd.month).toBe(month.start.slice(0, 7))
      await expect(page.getByTestId("stat-monthToDate").locator("dd")).toHaveText(
        `${formatMoney("et", mtd.costEuros)}${month.start.slice(5, 7)}.${month.start.slice(0, 4)}`,
      )
      await expect(page.getByTestId("stat-projection").locator("dd")).toHaveText(
        `${formatMoney("et", mtd.projectedCostEuros)}mõõdetud ${mtd.measuredHours} ${mtd.measuredHours === 1 ? "tund" : "tundi"} ${mtd.hoursInMonth}-st`,
      )
      expect(mtd.projectedCostEuros).toBeGreaterThanOrEqual(mtd.costEuros)
      await expect(page.getByTestId("consumption-cost-note")).toContainText("Maksumus sisaldab käibemaksu")
      await expect(page.getByTestId("consumption-cost-note")).toContainText("näidisväärtused")
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-month-to-date.png`, fullPage: true })
      expect(await axe(page)).toEqual([])

      await page.getByRole("button", { name: "Eelmine aasta" }).click()
      await expect(page).toHaveURL(/period=previousYear/)
      await settled(page)
      await expect(rows(page)).toHaveCount(12)
      await expect(page.getByTestId("stat-cost").locator("dd")).toHaveText(/^\d[\d\s]*,\d\d\s€$/)
      await expect(page.getByTestId("stat-monthToDate")).toHaveCount(0)
      await expect(page.getByTestId("stat-projection")).toHaveCount(0)
      await expect(page.getByTestId("consumption-cost-note")).toBeVisible()
    })

    test("the autumn clock-change day has 25 hours, the two 03:00 hours told apart by their zone; the spring day 23", async ({ page }) => {
      await open(page, MARI_PRIVATE, "?day=2025-10-26")
      await expect(page.getByTestId("consumption-chart")).toHaveAttribute("data-resolution", "HOUR")
      await expect(rows(page)).toHaveCount(25)
      await expect(page.getByTestId("consumption-chart")).toHaveAttribute("data-points", "25")
      const times = (await rows(page).locator("td:first-child, th:first-child").allInnerTexts()).map((s) => s.trim())
      expect(times.slice(2, 6)).toEqual(["02:00", "03:00 (EEST)", "03:00 (EET)", "04:00"])
      const hours = await api(page, MARI_PRIVATE, 31, "2025-10-26", "2025-10-26", "HOUR")
      const costs = await rows(page).locator("td:last-child").allInnerTexts()
      expect(costs.map((c) => c.trim())).toEqual(hours.points.map((p) => formatMoney("et", p.costEuros!)))
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-autumn.png`, fullPage: true })
      expect(await axe(page)).toEqual([])
      await open(page, MARI_PRIVATE, "?day=2026-03-29")
      await expect(rows(page)).toHaveCount(23)
    })

    test("a company sees its costs without VAT and says so; the table's costs are the server's", async ({ page }) => {
      await open(page, NAIDIS, "?period=previousYear")
      await expect(page.getByTestId("consumption-cost-note")).toContainText("Maksumus on käibemaksuta")
      await expect(page.getByTestId("consumption-cost-note")).not.toContainText("sisaldab")
      const year = consumptionPresetRange("previousYear", tallinnDay(new Date()))
      const data = await api(page, NAIDIS, 11, year.start, year.end, "MONTH")
      expect(data.points[0]!.costEuros).not.toBeNull()
      await expect(rows(page).first().locator("td").last()).toHaveText(formatMoney("et", data.points[0]!.costEuros!))
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-company.png`, fullPage: true })
    })

    test("front page TARBIMINE: the point, this month's consumption, bars, and the way to the page", async ({ page }) => {
      await openAs(page, MARI, KY_TAMME, "/esileht")
      const widget = page.getByTestId("consumption-widget")
      await expect(widget.getByRole("heading", { name: "TARBIMINE" })).toBeVisible()
      const month = consumptionPresetRange("currentMonth", tallinnDay(new Date()))
      const data = await api(page, KY_TAMME, 21, month.start, month.end, "DAY")
      await expect(page.getByTestId("consumption-widget-month")).toHaveText(kwh(data.statistics.consumptionForPeriodKwh))
      await expect(widget.locator(".ise-consumption__widget-bars li")).toHaveCount(data.points.length)
      await widget.screenshot({ path: `test-results/consumption-${viewport.name}-widget.png` })
      await page.screenshot({ path: `test-results/consumption-${viewport.name}-front.png`, fullPage: true })
      expect(await axe(page)).toEqual([])
      await widget.getByLabel("Mõõtepunkt").selectOption("22")
      await widget.getByRole("link", { name: "Vaata tarbimist" }).click()
      await expect(page).toHaveURL(/\/elektritarbimine\?point=22/)
      await expect(page.getByLabel("Mõõtepunkt")).toHaveValue("22")
    })
  })
}

const estonianTexts = estonianOf(consumptionMessages)
for (const language of ["EN", "RU"] as const) {
  test(`in ${language} no Estonian of ours is left on /elektritarbimine`, async ({ page }) => {
    await open(page, KY_TAMME, "?point=22")
    await page.getByRole("button", { name: language, exact: true }).click()
    await expect(page.getByTestId("consumption-csv")).toHaveText(language === "EN" ? "Download CSV" : "Скачать CSV")
    const text = await page.locator("main").innerText()
    for (const et of estonianTexts) expect(text, et).not.toContain(et)
  })
}

test("a customer without ELECTRICITY_CUSTOMER has neither TARBIMINE nor Elektritarbimine", async ({ page }) => {
  await openAs(page, JAAN, 4, "/esileht")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByTestId("consumption-widget")).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Elektritarbimine" })).toHaveCount(0)
})

// Issue 29: the front page's and the page's point belong to the customer they were chosen for; after a
// switch the previous customer's point is never asked of the next one (no 404 for /measurements/2/31).
for (const path of ["/esileht", "/elektritarbimine"]) {
  test(`switching from Mari to the company on ${path} asks no point of another customer`, async ({ page }) => {
    await openAs(page, MARI, MARI_PRIVATE, path)
    await expect(page.getByTestId(path === "/esileht" ? "consumption-widget" : "consumption-showing").first()).toBeVisible()
    const failed: string[] = []
    page.on("response", (r) => {
      if (r.url().includes("/v1/") && r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`)
    })
    await switchCustomer(page, "Näidis Logistika OÜ")
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(500)
    expect(failed).toEqual([])
  })
}

test("the company's page never shows the with-VAT note, not even while its data loads (issue 31)", async ({ page }) => {
  // From the start of every document: any text or node that ever carries the other customer kind's wording.
  await page.addInitScript(() => {
    const w = window as unknown as { __withVatSeen: string[] }
    w.__withVatSeen = []
    const check = () => {
      const text = document.documentElement?.textContent ?? ""
      if (text.includes("Maksumus sisaldab käibemaksu")) w.__withVatSeen.push(location.pathname)
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
  })
  // The measurements arrive late, as on a slow connection: the page stays in its loading state a while.
  await page.route("**/v1/electricity/measurements/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await open(page, NAIDIS, "?period=previousYear")
  await expect(page.getByTestId("consumption-cost-note")).toContainText("Maksumus on käibemaksuta")
  await page.getByRole("button", { name: "Eelmine kuu" }).click()
  await settled(page)
  await expect(page.getByTestId("consumption-cost-note")).toContainText("Maksumus on käibemaksuta")
  expect(await page.evaluate(() => (window as unknown as { __withVatSeen: string[] }).__withVatSeen)).toEqual([])
})
