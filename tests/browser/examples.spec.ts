import { expect, test } from "./fixtures"
import { fakeApp } from "./embedding"
import { apiToken, MARI } from "./helpers"

/**
 * Issue 29: three of the four example pages opened blank in a plain browser (no app answers the
 * element's token request) and said nothing. Now they say how to get a token, link to the sign-in and
 * take a pasted token; inside an app (a bridge present) the note is not shown.
 */
const COMPANY_ID = 2
const PAGES = ["invoice-payment-webview.html", "agreement-signing-webview.html", "electricity-offer-webview.html"]

for (const file of PAGES) {
  test(`${file} in a plain browser explains the token and links to the sign-in`, async ({ page }) => {
    await page.goto(`/examples/${file}?customer-id=${COMPANY_ID}&locale=et`)
    const help = page.getByRole("region", { name: /No signed-in user/ })
    await expect(help).toBeVisible()
    await expect(help).toContainText("access token")
    await expect(help).toContainText("/v1/auth/smart-id/login")
    await expect(help.getByRole("link", { name: /sign in to the portal/ })).toHaveAttribute("href", "/login")
  })
}

test("a token pasted into the note signs the element in; in an app the note is not there", async ({ page }) => {
  const token = await apiToken(page, MARI)
  await page.goto(`/examples/invoice-payment-webview.html?customer-id=${COMPANY_ID}&locale=et`)
  const help = page.getByRole("region", { name: /No signed-in user/ })
  await help.getByLabel("Access token").fill(token)
  await help.getByRole("button", { name: /Use the token/ }).click()
  await expect(help).toBeHidden()
  await expect(page.locator("ise-invoice-payment").getByTestId("payment-panel")).toBeVisible()

  await fakeApp(page, token)
  await page.goto(`/examples/invoice-payment-webview.html?customer-id=${COMPANY_ID}&locale=et`)
  await expect(page.locator("ise-invoice-payment").getByTestId("payment-panel")).toBeVisible()
  await expect(page.getByRole("region", { name: /No signed-in user/ })).toHaveCount(0)
})
