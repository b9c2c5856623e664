import { expect, test } from "@playwright/test"
import { MARI, signInFast } from "./helpers"

/**
 * Issue 29: at 1366 px /tellimused's ten columns (the spec's list) were 1 442 px of table in a 1 152 px
 * box, the payment term and the quote past its right edge. Every header now ends inside the box, in
 * every language, and nothing scrolls sideways.
 */
const COMPANY_ID = 2
test.use({ viewport: { width: 1366, height: 900 } })

for (const locale of ["et", "en", "ru"]) {
  test(`at 1366 px every column of /tellimused is inside its box (${locale})`, async ({ page }) => {
    await signInFast(page, MARI)
    await page.evaluate(
      ([id, lang]) => {
        localStorage.setItem("ise.customerId", id)
        localStorage.setItem("ise.locale", lang)
      },
      [String(COMPANY_ID), locale],
    )
    await page.goto("/tellimused")
    const wrap = page.getByTestId("sale-orders")
    await expect(wrap.locator("table")).not.toHaveAttribute("aria-busy", "true")
    await expect(wrap.locator("tbody tr").first().getByRole("button").first()).toBeVisible()
    const box = (await wrap.boundingBox())!
    const headers = wrap.locator("thead th")
    await expect(headers).toHaveCount(10)
    for (const right of await headers.evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().right)))
      expect(right).toBeLessThanOrEqual(box.x + box.width + 0.5)
    const { scrollWidth, clientWidth } = await wrap.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  })
}
