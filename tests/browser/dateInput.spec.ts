import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { MARI, openAs } from "./helpers"

/**
 * Issue 29: the order dialog's date field showed mm/dd/yyyy in an en-US browser (a native
 * `<input type="date">` follows the browser, not the page). The portal's date field reads and writes
 * dd.mm.yyyy with the page language's placeholder, names a text that is not a date, and its calendar
 * button fills the field the same way.
 */
const COMPANY_ID = 2
test.use({ locale: "en-US", timezoneId: "America/New_York" })

const wizard = (page: Page) => page.getByTestId("sale-order-wizard")

const openWizard = async (page: Page, locale: string) => {
  // openAs chooses the customer again until the session holds it (the portal may still be writing the user's
  // first customer right after the sign-in, and /tellimused then is not the company's).
  await openAs(page, MARI, COMPANY_ID, "/tellimused", locale)
  await page.locator(".ise-sale-orders__actions .ise-ui__button").nth(1).click()
  await expect(wizard(page)).toBeVisible()
  // The terminal's transport: the date field among a few.
  await wizard(page).getByRole("radio").nth(1).check()
  return wizard(page).locator("#ise-so-deliveryDate")
}

test("in an en-US browser the Estonian order dialog's date is dd.mm.yyyy, typed or chosen in the calendar", async ({ page }) => {
  const date = await openWizard(page, "et")
  await expect(date).toHaveAttribute("type", "text")
  await expect(date).toHaveAttribute("placeholder", "pp.kk.aaaa")
  await expect(wizard(page).getByRole("button", { name: "Vali kuupäev kalendrist" })).toBeVisible()

  // A day picked in the calendar comes back as dd.mm.yyyy.
  await wizard(page).locator("#ise-so-deliveryDate-picker").fill("2099-12-24", { force: true })
  await expect(date).toHaveValue("24.12.2099")

  // Typed the American way: named in Estonian once the field is left, and the step does not go on.
  await date.fill("12/24/2099")
  await date.blur()
  await expect(date).toHaveAttribute("aria-invalid", "true")
  await expect(wizard(page).getByText("Kuupäev peab olema kujul pp.kk.aaaa, nt 05.12.2026")).toBeVisible()
  await expect(date).toHaveAccessibleDescription(/Kuupäev peab olema kujul pp\.kk\.aaaa/)

  // A short day is written out in full when the field is left; the message goes.
  await date.fill("5.1.2099")
  await date.blur()
  await expect(date).toHaveValue("05.01.2099")
  await expect(date).not.toHaveAttribute("aria-invalid", "true")
  await expect(wizard(page).getByText("Kuupäev peab olema kujul pp.kk.aaaa")).toHaveCount(0)
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="sale-order-wizard"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
})

for (const [locale, placeholder, message] of [
  ["en", "dd.mm.yyyy", "The date must be written dd.mm.yyyy, e.g. 05.12.2026"],
  ["ru", "дд.мм.гггг", "Дата должна быть в виде дд.мм.гггг, например 05.12.2026"],
] as const) {
  test(`in ${locale} the date field's placeholder and message are the page's language`, async ({ page }) => {
    const date = await openWizard(page, locale)
    await expect(date).toHaveAttribute("placeholder", placeholder)
    await date.fill("31.02.2099")
    await date.blur()
    await expect(wizard(page).getByText(message)).toBeVisible()
  })
}
