import type { Locator } from "@playwright/test"
import { expect, test } from "./fixtures"
import { MARI, signInFast, switchCustomer } from "./helpers"

/** The one personal-code component, wherever it is: digits only, 11 at most; the phone after a fixed +372. */
const expectDigitsOnlyFields = async (scope: Locator, openMobileId: () => Promise<void>) => {
  const code = scope.getByLabel("Isikukood")
  await code.pressSequentially("48a0-01 0100055599")
  await expect(code).toHaveValue("48001010005")
  await openMobileId()
  await expect(scope.getByTestId("phone-prefix")).toHaveText("+372")
  const phone = scope.getByLabel("Telefoninumber")
  await phone.pressSequentially("555 12-3x4")
  await expect(phone).toHaveValue("5551234")
  // The prefix is not part of the value, and assistive technology hears it with the field.
  await expect(phone).toHaveAccessibleDescription("+372")
  await phone.fill("+372 5551234")
  await expect(phone).toHaveValue("3725551234")
  await expect(scope.getByTestId("phone-prefix")).toHaveText("+372")
}

test("sign-in: the personal code takes digits only and Mobile-ID keeps +372 before the phone", async ({ page }) => {
  await page.goto("/login")
  const form = page.getByRole("tabpanel")
  await expectDigitsOnlyFields(form, () => page.getByRole("tab", { name: "Mobile-ID" }).click())
  // The ID card's demo card asks for the same code, the same way.
  await page.getByRole("tab", { name: "ID-kaart" }).click()
  await page.getByRole("button", { name: "Sisene ID-kaardiga" }).click()
  await form.getByLabel("Isikukood").pressSequentially("3991231x9997")
  await expect(form.getByLabel("Isikukood")).toHaveValue("39912319997")
})

test("signing: the same fields in the signing modal", async ({ page }) => {
  await signInFast(page, MARI)
  await switchCustomer(page, "Näidis Logistika OÜ")
  await page.goto("/lepingud")
  // KL-2025-090 stays unsigned in every test.
  await page.getByTestId("agreement-card").filter({ hasText: "KL-2025-090" }).getByRole("button", { name: "Allkirjasta" }).click()
  const modal = page.getByTestId("signing-modal")
  // The signed-in user's own code is prefilled.
  await expect(modal.getByLabel("Isikukood")).toHaveValue(MARI)
  await modal.getByLabel("Isikukood").fill("")
  await expectDigitsOnlyFields(modal, () => modal.getByRole("tab", { name: "Mobile-ID" }).click())
  // A refused submit marks the empty phone and says why.
  await modal.getByLabel("Telefoninumber").fill("")
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  await expect(modal.getByLabel("Telefoninumber")).toHaveAttribute("aria-invalid", "true")
  await expect(modal.getByLabel("Telefoninumber")).toHaveAccessibleDescription("+372 Sisesta telefoninumber.")
})
