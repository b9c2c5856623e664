import { expect, test } from "./fixtures"
import { JAAN, VIEWPORTS, signInFast } from "./helpers"

/**
 * Unpaid means unpaid (issue 29): Jaan's overdue electricity invoices are on his front page's UUED ARVED
 * and are paid through the same payment as fuel invoices. "Maksma" beside one card selects that invoice
 * only; /arved's button selects them all (the spec's preselection). The bank is left with a decline, so
 * the demo data stays unpaid for the other tests (the capture is proven by payments.electricity.test.ts).
 */
for (const viewport of VIEWPORTS) {
  test(`Jaan's overdue electricity invoices are payable from the front page and /arved (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signInFast(page, JAAN)
    const widget = page.getByTestId("new-invoices")
    await expect(widget.getByTestId("new-invoice-card")).toHaveCount(2)
    await expect(widget).not.toContainText("Tasumata arveid ei ole.")
    await expect(widget.getByText("Tähtaeg ületatud")).toHaveCount(2)
    const numbers = (await widget.getByTestId("new-invoice-card").locator("strong").allInnerTexts()).map((n) => n.trim())
    for (const n of numbers) expect(n).toMatch(/^EL-/)

    // "Maksma" beside the second card: that invoice alone is selected, the other listed to add.
    await widget
      .getByTestId("new-invoice-card")
      .nth(1)
      .getByRole("button", { name: /^Maksma/ })
      .click()
    const dialog = page.getByRole("dialog", { name: "Arvete tasumine" })
    await expect(dialog.getByTestId("pay-row")).toHaveCount(2)
    await expect(dialog.getByTestId("pay-row").first()).toContainText("Elektriarve")
    await expect(dialog.locator('input[type="checkbox"]:checked')).toHaveCount(1)
    await expect(dialog.getByTestId("pay-row").filter({ has: page.locator('input[type="checkbox"]:checked') })).toContainText(numbers[1]!)
    await expect(dialog.getByTestId("pay-sum")).toContainText("Valitud 1 arve,")
    await expect(dialog.getByRole("button", { name: "Maksa: SEB" })).toBeEnabled()
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(noSideways, "the dialog does not scroll sideways").toBe(true)
    await page.keyboard.press("Escape")

    // /arved opens the electricity tab; its "Maksma" selects both; the bank shows their sum; a decline returns.
    await page.goto("/arved")
    await expect(page.getByRole("tab", { name: "Elektriarved" })).toHaveAttribute("aria-selected", "true")
    await page.getByTestId("open-payment").click()
    await expect(dialog.locator('input[type="checkbox"]:checked')).toHaveCount(2)
    const sum = (await dialog.getByTestId("pay-sum").innerText()).replace(/^.*summa\s*/, "").trim()
    expect(sum).toMatch(/€$/)
    await dialog.getByRole("button", { name: "Maksa: LHV" }).click()
    await expect(page.getByRole("heading", { name: /Pangalink: LHV/ })).toBeVisible()
    await expect(page.getByTestId("bank-amount")).toHaveText(sum)
    await page.getByRole("button", { name: "Keeldu" }).click()
    await expect(page).toHaveURL(/\/arved$/, { timeout: 20_000 })
    await expect(page.getByTestId("payment-result")).toHaveText("Makse ebaõnnestus!")
    await expect(page.getByTestId("open-payment")).toBeVisible()
  })
}
