// Playwright's own test: the fixtures' `goto` waits until the portal answers its controls, and this waits less.
import { expect, test, type Page } from "@playwright/test"
import { idCreditApplicants } from "../../src/server/features/cards/cards.seed"
import { MARI, signInFast, VIEWPORTS } from "./helpers"

/*
 * A first view (issue 31) paints the page's controls before its code has run and React has taken them over:
 * seconds on a slow phone. What the customer does in that time is not lost: the inline script keeps the last
 * click on a control (and stops a form from being sent natively), and the page makes it again once React has
 * React owns its control (core/http/earlyRefresh.ts takeOverEarlyClicks); what was typed stays and is what the form sends.
 */

/** Holds back every script of the portal's code until `release` is called: the page stays a painted first view. */
const holdScripts = async (page: Page, scripts = /\/assets\/.*\.js$/) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(scripts, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const ready = (page: Page) => page.locator("html[data-portal-ready]")

/** "Taotle" on the promo while something is held: nothing yet; once released, the application's form opens. */
const applyWhileHeld = async (page: Page, release: () => void) => {
  await page.getByTestId("id-credit-promo").getByRole("button", { name: "Taotle" }).click()
  const form = page.getByTestId("id-credit-modal")
  await page.waitForTimeout(300)
  await expect(form).toHaveCount(0)
  release()
  await expect(form.getByRole("heading", { name: "ID-krediitkaardi taotlus" })).toBeVisible()
  await expect(form.getByLabel("E-posti aadress")).toHaveValue(idCreditApplicants.kati.email)
  await form.getByRole("button", { name: "Loobu" }).click()
  await expect(form).toHaveCount(0)
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport })

    test("a click on the header's language before the code has run switches the language once the page is React's", async ({ page }) => {
      await signInFast(page, MARI)
      const release = await holdScripts(page)
      await page.goto("/esileht", { waitUntil: "commit" })
      await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
      await expect(ready(page)).toHaveCount(0)
      await page.locator('.ise-portal__header button[lang="en"]').click()
      // Nothing yet: the page is not React's; and nothing lost.
      await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
      release()
      await expect(ready(page)).toHaveCount(1)
      await expect(page.getByRole("heading", { name: "Prices at service stations" })).toBeVisible()
    })

    test("a click on the front page's promo before the code has run opens its form once the promo's code is here too", async ({ page }) => {
      await signInFast(page, idCreditApplicants.kati.personalCode)
      const release = await holdScripts(page)
      await page.goto("/esileht", { waitUntil: "commit" })
      await applyWhileHeld(page, release)
    })

    test("the promo stays on screen while its code is on its way after the page's, and a click on it then opens its form", async ({
      page,
    }) => {
      await signInFast(page, idCreditApplicants.kati.personalCode)
      // The promo's chunk (widgets/cards) is held, the page's own code is not: React has the page, not the promo.
      const release = await holdScripts(page, /\/assets\/cards-[^/]*\.js$/)
      await page.goto("/esileht", { waitUntil: "commit" })
      await expect(ready(page)).toHaveCount(1)
      // The page renders again once React has it (its side column settles): the server's promo is not hidden.
      await expect(page.getByTestId("id-credit-promo")).toBeVisible()
      await applyWhileHeld(page, release)
    })

    test("the sign-in form sent before the code has run is not sent natively; what was typed is what the page sends", async ({ page }) => {
      const release = await holdScripts(page)
      await page.goto("/login", { waitUntil: "commit" })
      const code = page.getByLabel("Isikukood")
      await expect(code).toBeVisible()
      await code.fill(MARI)
      await page.getByRole("button", { name: "Sisene", exact: true }).click()
      await page.waitForTimeout(300)
      // Not sent natively: the personal code is not in the address.
      expect(new URL(page.url()).search).toBe("")
      const started = page.waitForRequest((r) => r.url().endsWith("/v1/auth/smart-id/login"))
      release()
      await expect(ready(page)).toHaveCount(1)
      expect((await started).postDataJSON()).toMatchObject({ personalIdentityCode: MARI })
      await expect(page.getByTestId("verification-code")).toBeVisible()
    })
  })
}
