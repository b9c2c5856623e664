import { expect, test } from "./fixtures"
import { addMonths } from "../../src/core/rules/spending"
import { tallinnDay } from "../../src/core/rules/vat"
import { MARI, openAs } from "./helpers"

/**
 * Issue 29: /kulud's month was the browser's `<input type="month">`, which names the months in the browser's language
 * (English in an en-US browser on a Russian page). The month field now names them in the page's language, is labelled
 * and works by keyboard alone.
 */
const NAIDIS = 2
const thisMonth = tallinnDay(new Date()).slice(0, 7)
const previous = addMonths(thisMonth, -1)
const names = {
  et: { label: "Kuu", month: "Kuu", year: "Aasta", previous: "Eelmine kuu", march: "märts" },
  ru: { label: "Месяц", month: "Месяц", year: "Год", previous: "Предыдущий месяц", march: "март" },
} as const

test.use({ locale: "en-US", viewport: { width: 1366, height: 900 } })

for (const lang of ["et", "ru"] as const) {
  test(`/kulud's month in ${lang} on an en-US browser: the page's month names, labelled, by keyboard`, async ({ page }) => {
    const n = names[lang]
    await openAs(page, MARI, NAIDIS, "/")
    await page.evaluate((l) => localStorage.setItem("ise.locale", l), lang)
    await page.goto("/kulud")
    const field = page.getByRole("group", { name: n.label, exact: true })
    await expect(field).toBeVisible()
    expect(await page.locator('input[type="month"]').count()).toBe(0)
    const month = field.getByRole("combobox", { name: n.month, exact: true })
    const year = field.getByRole("combobox", { name: n.year, exact: true })
    await expect(month.locator("option")).toHaveCount(12)
    await expect(month.locator("option").nth(2)).toHaveText(n.march)
    const english = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]
    for (const text of await month.locator("option").allTextContents()) expect(english).not.toContain(text)
    await expect(year).toHaveValue(thisMonth.slice(0, 4))
    // Later than this month is not offered: the button after it is off.
    await expect(field.getByRole("button", { name: lang === "et" ? "Järgmine kuu" : "Следующий месяц" })).toBeDisabled()

    // Keyboard only: Tab to the previous-month button and press Enter.
    await month.focus()
    await page.keyboard.press("Shift+Tab")
    await expect(field.getByRole("button", { name: n.previous })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`month=${previous}`))
    await expect(month).toHaveValue(previous.slice(5, 7))
    // The month select by arrow key: one month earlier again.
    await month.focus()
    await page.keyboard.press("ArrowUp")
    await expect(page).toHaveURL(new RegExp(`month=${addMonths(previous, -1)}`))
    await page.screenshot({ path: `test-results/month-input-${lang}.png` })
  })
}
