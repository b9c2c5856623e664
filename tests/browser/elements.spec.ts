import { expect, test } from "@playwright/test"
import { apiToken, FAILS, MARI, signInFast } from "./helpers"

const COMPANY_ID = 2
/** KL-2025-090, PREPARED: this test never completes a signature, so others may sign it. */
const PREPARED_AGREEMENT = 7


test("<ise-agreement-signing> alone in a webview: a failing signer sees the error, closing tells the app", async ({ page }) => {
  const token = await apiToken(page, MARI)
  await page.goto(`/examples/agreement-signing-webview.html#token=${token}&customer-id=${COMPANY_ID}&agreement-id=${PREPARED_AGREEMENT}&locale=et`)
  const modal = page.locator("ise-agreement-signing").getByTestId("signing-modal")
  await expect(modal).toBeVisible()
  await modal.getByLabel("Isikukood").fill(FAILS)
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  await expect(modal.getByText("Selle isikukoodiga ei saa seda lepingut allkirjastada.")).toBeVisible({ timeout: 20_000 })
  await modal.getByRole("button", { name: "Sulge" }).first().click()
  await expect(page.locator("#log")).toHaveText(`ise-agreement-signing-closed: ${PREPARED_AGREEMENT}`)
})

test("a signed-in element on the portal's origin leaves the portal's stored customer and language alone", async ({ page }) => {
  await signInFast(page, MARI)
  const before = await page.evaluate(() => ({ customer: localStorage.getItem("ise.customerId"), user: localStorage.getItem("ise.userId"), locale: localStorage.getItem("ise.locale") }))
  const token = await apiToken(page, MARI)
  await page.goto(`/examples/invoice-payment-webview.html#token=${token}&customer-id=${COMPANY_ID}&locale=ru`)
  await expect(page.locator("ise-invoice-payment").getByTestId("payment-panel")).toBeVisible()
  await page.goto(`/examples/agreement-signing-webview.html#token=${token}&customer-id=${COMPANY_ID}&agreement-id=${PREPARED_AGREEMENT}&locale=en`)
  await expect(page.locator("ise-agreement-signing").getByTestId("signing-modal")).toBeVisible()
  const after = await page.evaluate(() => ({ customer: localStorage.getItem("ise.customerId"), user: localStorage.getItem("ise.userId"), locale: localStorage.getItem("ise.locale") }))
  expect(after).toEqual(before)
  expect(before.customer).not.toBe(String(COMPANY_ID))
})
