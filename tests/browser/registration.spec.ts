import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { registrationMessages } from "../../src/widgets/registration/registration.messages"
import { estonianOf, signInFast, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** Seeded users who are nobody's customer yet: one per width, since a registration happens once. */
const NEWCOMER = {
  desktop: { code: "49403136515", name: "Liis Lepik", company: "Lepiku Puit OÜ" },
  phone: { code: "38808080008", name: "Peeter Paju", company: "Paju Ehitus OÜ" },
} as const

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true })
const register = (page: Page) => page.getByRole("button", { name: "Registreeri", exact: true })
const switcher = (page: Page) => page.getByRole("button", { name: /Esindatava valimine/ })

/** A newcomer has no customer: the front page has no prices heading to wait for, so sign in and go straight to the page. */
const openAsNewcomer = async (page: Page, code: string, path: string) => {
  const start = await (await page.request.post("/v1/auth/smart-id/login", { data: { personalIdentityCode: code } })).json()
  for (let i = 0; i < 10; i++) {
    const body = await (
      await page.request.post("/v1/auth/smart-id/poll", { data: { personalIdentityCode: code, verificationCode: start.verificationCode } })
    ).json()
    if (body.status === "RUNNING") continue
    await page.goto("/login")
    await page.evaluate(
      ([token, userId]) => {
        localStorage.setItem("ise.token", token!)
        localStorage.setItem("ise.userId", userId!)
      },
      [body.token as string, String(body.userId)],
    )
    await page.goto(path)
    return
  }
  throw new Error("sign-in did not finish")
}

for (const viewport of VIEWPORTS) {
  test.describe(`registration at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    test.describe.configure({ mode: "serial" })
    const who = NEWCOMER[viewport.name]

    test("business: every validation message, the duplicate message, then the company registered and shown in the switcher", async ({
      page,
    }) => {
      await openAsNewcomer(page, who.code, "/registreeri?type=business")
      await expect(page.getByRole("heading", { name: "Registreeri kliendiks", level: 1 })).toBeVisible()
      const form = page.getByTestId("business-registration")
      await register(page).click()
      await expect(field(page, "Ettevõte")).toHaveAccessibleDescription(/Kohustuslik väli/)
      await expect(field(page, "Kontakttelefon")).toHaveAccessibleDescription(/Kohustuslik väli/)
      await expect(field(page, "Kontakti e-posti aadress")).toHaveAccessibleDescription(/Kohustuslik väli/)
      await field(page, "Kontakti e-posti aadress").fill("juhatus@")
      await expect(field(page, "Kontakti e-posti aadress")).toHaveAccessibleDescription(/E-posti aadress on vigane!/)
      await field(page, "Kontakttelefon").pressSequentially("+372 5555 0101")
      await expect(field(page, "Kontakttelefon")).toHaveValue("+37255550101")
      await field(page, "Kontakti e-posti aadress").fill(`juhatus-${viewport.name}@example.ee`)

      await page.getByLabel("Soovin krediiti ja kütusekaarte").check()
      await expect(field(page, "Eeldatav kütusekogus kuus (liitrit)")).toHaveAccessibleDescription(/Kohustuslik väli/)
      await expect(field(page, "Soovitud krediidilimiit (€)")).toHaveAccessibleDescription(/Kohustuslik väli/)
      await field(page, "Eeldatav kütusekogus kuus (liitrit)").fill("0")
      await expect(field(page, "Eeldatav kütusekogus kuus (liitrit)")).toHaveAccessibleDescription(/Sisesta täisarv, mis on suurem kui 0/)
      await field(page, "Eeldatav kütusekogus kuus (liitrit)").fill("1 500")
      await field(page, "Soovitud krediidilimiit (€)").fill("3000")

      // Näidis Logistika OÜ is a customer already: the server's message becomes the spec's text.
      await field(page, "Ettevõte").selectOption({ label: "Näidis Logistika OÜ" })
      await expect(form.locator(".ise-ui__form-error")).toHaveCount(0)
      await register(page).click()
      await expect(page.getByRole("alert")).toHaveText("Ettevõtte registreerimine ebaõnnestus: Ettevõte on juba Terminali klient!")
      expect(
        await new AxeBuilder({ page })
          .include("main")
          .withTags(WCAG_TAGS)
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([])

      await field(page, "Ettevõte").selectOption({ label: who.company })
      await expect(page.getByRole("alert")).toHaveCount(0)
      const reloaded = page.waitForResponse((r) => r.url().includes("/v1/companies/") && r.request().method() === "GET")
      await register(page).click()
      await expect(page).toHaveURL(/\/esileht$/)
      const companies = await (await reloaded).json()
      expect(companies.find((c: { name: string }) => c.name === who.company).customerId).toBeGreaterThan(0)
      await expect(switcher(page)).toContainText(who.company)
      await switcher(page).click()
      await expect(page.getByRole("group", { name: "Esindatava valimine" })).not.toContainText(`${who.company}+ Registreeri kliendiks`)
    })

    test("private: the terms are required, then the person registers and represents themself", async ({ page }) => {
      await openAsNewcomer(page, who.code, "/registreeri")
      await page.getByLabel("Eraisikuna").check()
      await expect(page).toHaveURL(/type=private/)
      await expect(field(page, "Nimi")).toHaveValue(who.name)
      await expect(field(page, "Isikukood")).toHaveValue(who.code)
      await register(page).click()
      await expect(page.getByText("Tingimustega nõustumine on kohustuslik")).toBeVisible()
      await field(page, "Kontakti e-posti aadress").fill("liis@")
      await expect(field(page, "Kontakti e-posti aadress")).toHaveAccessibleDescription(/E-posti aadress on vigane!/)
      await field(page, "Kontakti e-posti aadress").fill(`isik-${viewport.name}@example.ee`)
      await page.getByLabel("Soovin saada uudiskirja").check()
      expect(
        await new AxeBuilder({ page })
          .include("main")
          .withTags(WCAG_TAGS)
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([])
      await page.getByLabel(/Olen tutvunud kliendilepingu tingimustega/).check()
      await register(page).click()
      await expect(page).toHaveURL(/\/esileht$/)
      await expect(switcher(page)).toContainText(who.name)
      await expect(switcher(page)).toContainText("Eraisik")
    })
  })
}

test("a person who is a customer already gets the duplicate message", async ({ page }) => {
  await signInFast(page, "48001010005")
  await page.goto("/registreeri?type=private")
  await page.getByLabel(/Olen tutvunud kliendilepingu tingimustega/).check()
  await register(page).click()
  await expect(page.getByRole("alert")).toHaveText("Kliendiks registreerimine ebaõnnestus: Oled juba Terminali klient!")
})

for (const language of ["EN", "RU"] as const) {
  test(`in ${language} no Estonian of ours is left on /registreeri`, async ({ page }) => {
    await signInFast(page, "48001010005")
    await page.goto("/registreeri?type=business")
    await page.getByRole("button", { name: language, exact: true }).click()
    // The portal's common texts of a language load as their own chunk: wait until the heading has changed too.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      language === "EN" ? "Register as a customer" : "Зарегистрироваться клиентом",
    )
    await page.getByRole("checkbox").first().check()
    await page.getByRole("button", { name: language === "EN" ? "Register" : "Зарегистрировать" }).click()
    let text = await page.locator("main").innerText()
    expect(estonianOf(registrationMessages).filter((et) => text.includes(et))).toEqual([])
    await page.getByRole("radio").nth(1).check()
    await page.getByRole("button", { name: language === "EN" ? "Register" : "Зарегистрировать" }).click()
    text = await page.locator("main").innerText()
    expect(estonianOf(registrationMessages).filter((et) => text.includes(et))).toEqual([])
    expect(text).not.toMatch(/Kohustuslik|Registreeri/)
  })
}
