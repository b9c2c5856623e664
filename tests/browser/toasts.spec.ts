import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { MARI, signInFast } from "./helpers"

/**
 * Issue 29: /kaardid's limits warning stayed over the rows and their "Muuda" buttons. A toast covers
 * no control (button, link, field) wherever the page is scrolled, and leaves by itself.
 */
const COMPANY_ID = 2
const CARD = "7000000200001"

/** The controls a visible toast overlaps, by their text or label ([] when none). */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-testid="toaster"] .ise-ui__toast')].map((t) => t.getBoundingClientRect())
    const found: string[] = []
    const controls = document.querySelectorAll('button, a[href], input, select, textarea, [role="tab"]')
    for (const control of controls) {
      if (control.closest('[data-testid="toaster"]')) continue
      const r = control.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      for (const t of toasts) {
        if (r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top)
          found.push((control.getAttribute("aria-label") ?? control.textContent ?? control.tagName).trim())
      }
    }
    return found
  })

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the limits warning and the saved toast cover no button and leave by themselves`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await signInFast(page, MARI)
    await page.evaluate((id) => localStorage.setItem("ise.customerId", String(id)), COMPANY_ID)
    await page.goto("/kaardid")
    const toaster = page.getByTestId("toaster")
    await expect(toaster).toContainText("Sul on määramata kaardipõhised limiidid")
    await expect(page.getByTestId("cards-table").locator("table")).not.toHaveAttribute("aria-busy", "true")
    expect(await coveredControls(page)).toEqual([])
    // Scrolled into the rows: the toast moves off the buttons that come under it.
    await page.mouse.wheel(0, 400)
    await expect.poll(() => coveredControls(page), { timeout: 3_000 }).toEqual([])

    // A limit changed: the saved toast beside the warning, neither over a button.
    await page.getByRole("button", { name: `Muuda kaarti ${CARD}` }).click()
    const dialog = page.getByTestId("change-card-modal")
    const limit = dialog.getByLabel("Kuulimiit (€)")
    const before = await limit.inputValue()
    await limit.fill(before === "301" ? "300" : "301")
    await dialog.getByRole("button", { name: "Salvesta" }).click()
    await expect(toaster).toContainText("Muudatused salvestatud")
    await expect(dialog).toHaveCount(0)
    await expect.poll(() => coveredControls(page), { timeout: 3_000 }).toEqual([])
    // Both leave by themselves (the warning after 10 s, the saved message after 6 s).
    await expect(toaster.locator(".ise-ui__toast")).toHaveCount(0, { timeout: 15_000 })
  })
}

test("on a phone /kaardid's tab labels wrap between words, never inside one (et, en, ru)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInFast(page, MARI)
  for (const locale of ["et", "en", "ru"]) {
    await page.evaluate(
      ([id, lang]) => {
        localStorage.setItem("ise.customerId", id)
        localStorage.setItem("ise.locale", lang)
      },
      [String(COMPANY_ID), locale],
    )
    await page.goto("/kaardid")
    await expect(page.getByRole("tab")).not.toHaveCount(0)
    await expect(page.getByRole("tab").first()).toContainText("(")
    // A word split over two lines ("Soodustuskaardi / d") has two boxes.
    const broken = await page.getByRole("tab").evaluateAll((tabs) =>
      tabs.flatMap((tab) => {
        const out: string[] = []
        const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ""
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, m.index)
            range.setEnd(node, m.index + m[0].length)
            if (range.getClientRects().length > 1) out.push(m[0])
          }
        }
        return out
      }),
    )
    expect(broken, locale).toEqual([])
  }
})
