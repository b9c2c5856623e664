import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { profileMessages } from "../../src/widgets/profile/profile.messages"
import { estonianOf, JAAN, MARI, openAs, sessionToken, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** Each width saves its own contact: Mari's private customer at desktop, her mandate KÜ Tamme 5 on phones. */
const CUSTOMER_OF = { desktop: { id: 1, email: "mari.maasikas@example.ee" }, phone: { id: 3, email: "juhatus@tamme5.ee" } } as const

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true })
/** Screenshots for a person to look at, when SHOTS names a folder. */
const SHOTS = process.env.SHOTS

/**
 * The customer's communication language in each portal language: its label, the option chosen here (not the
 * portal's own language, so the test sees the choice and not a default) and the message of a refused value.
 */
const LANGUAGE_CASES = [
  { button: "ET", locale: "et", choose: "ru", message: "Vali suhtluskeel: eesti, inglise või vene keel" },
  { button: "EN", locale: "en", choose: "et", message: "Choose Estonian, English or Russian as the communication language" },
  { button: "RU", locale: "ru", choose: "en", message: "Выберите язык общения: эстонский, английский или русский" },
] as const
const save = (page: Page) => page.getByRole("button", { name: /^(Salvesta|Salvestab…)$/ })

for (const viewport of VIEWPORTS) {
  test.describe(`profile at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    const customer = CUSTOMER_OF[viewport.name]

    test("every validation message, 'Salvestab…' while saving, and the saved settings after a reload", async ({ page }) => {
      await openAs(page, MARI, customer.id, "/profiil")
      await expect(page.getByRole("heading", { name: "Minu sätted", level: 1 })).toBeVisible()
      await expect(field(page, "E-posti aadress")).toHaveValue(customer.email)

      await field(page, "E-posti aadress").fill("")
      await field(page, "Telefon").fill("")
      await save(page).click()
      await expect(page.getByText("E-posti aadress on kohustuslik")).toBeVisible()
      await expect(field(page, "Telefon")).toHaveAccessibleDescription(/Kohustuslik väli/)
      await expect(field(page, "E-posti aadress")).toHaveAttribute("aria-invalid", "true")

      await field(page, "E-posti aadress").fill("mari@")
      await expect(page.getByText("E-posti aadress on vigane!")).toBeVisible()
      // Letters and spaces never reach the phone; one leading plus does.
      await field(page, "Telefon").pressSequentially("+372 5x555-1234")
      await expect(field(page, "Telefon")).toHaveValue("+37255551234")

      await page.getByLabel("Soovin e-arvet").check()
      await expect(field(page, "Pangakonto number")).toHaveAttribute("placeholder", /^EE\d{18}$/)
      await field(page, "Pangakonto number").fill("EE392200221020145685")
      await field(page, "E-posti aadress").fill(`profiil-${viewport.name}@example.ee`)
      await save(page).click()
      await expect(page.getByText("Pangakonto number ei ole valiidne")).toBeVisible()

      await page.getByLabel("Saada arved eraldi e-posti aadressile").check()
      await field(page, "Arve saaja e-posti aadress").fill("raamat@")
      await expect(page.getByText("E-posti aadress on vigane!")).toBeVisible()
      await field(page, "Arve saaja e-posti aadress").fill("raamatupidamine@example.ee")
      await field(page, "Pangakonto number").fill("EE38 2200 2210 2014 5685")
      await expect(page.locator(".ise-ui__form-error")).toHaveCount(0)

      const answered = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/customer-contact-persons/"))
      await save(page).click()
      await expect(page.getByRole("button", { name: "Salvestab…" })).toBeDisabled()
      expect((await answered).status()).toBeLessThan(300)
      await expect(page.getByText("Andmed on salvestatud.")).toBeVisible()

      await page.reload()
      await expect(field(page, "E-posti aadress")).toHaveValue(`profiil-${viewport.name}@example.ee`)
      await expect(field(page, "Telefon")).toHaveValue("+37255551234")
      await expect(page.getByLabel("Soovin e-arvet")).toBeChecked()
      await expect(field(page, "Pangakonto number")).toHaveValue("EE382200221020145685")
      await expect(field(page, "Arve saaja e-posti aadress")).toHaveValue("raamatupidamine@example.ee")

      // Without e-invoice the account is neither shown nor sent.
      await page.getByLabel("Soovin e-arvet").uncheck()
      await expect(field(page, "Pangakonto number")).toHaveCount(0)
      const patch = page.waitForRequest((r) => r.method() === "PATCH")
      await save(page).click()
      expect((await patch).postDataJSON()).not.toHaveProperty("bankAccountNumber")
      await expect(page.getByText("Andmed on salvestatud.")).toBeVisible()
    })

    test("axe finds no violations on /profiil with the messages shown", async ({ page }) => {
      await openAs(page, JAAN, 4, "/profiil")
      await expect(field(page, "E-posti aadress")).toHaveValue("jaan.tamm@example.ee")
      await page.getByLabel("Soovin e-arvet").check()
      await page.getByLabel("Saada arved eraldi e-posti aadressile").check()
      await field(page, "E-posti aadress").fill("")
      await save(page).click()
      await expect(page.getByText("E-posti aadress on kohustuslik")).toBeVisible()
      const result = await new AxeBuilder({ page }).include("main").withTags(WCAG_TAGS).analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
    })

    for (const c of LANGUAGE_CASES) {
      test(`the customer's communication language in ${c.button}: chosen, saved, shown after a reload; a refused one explained`, async ({
        page,
      }) => {
        // Jaan's own customer, whose register data passes the form's rules (each case sets what it then expects).
        await openAs(page, JAAN, 4, "/profiil")
        if (c.button !== "ET") await page.getByRole("button", { name: c.button, exact: true }).click()
        const t = profileMessages[c.locale]
        const select = field(page, t["profile.language"])
        await expect(select).toHaveAccessibleDescription(t["profile.languageHint"])
        await expect(select.locator("option")).toHaveText([t["profile.language.et"], t["profile.language.en"], t["profile.language.ru"]])
        await select.selectOption(c.choose)
        const sent = page.waitForRequest((r) => r.method() === "PATCH")
        await page.getByRole("button", { name: t["profile.save"], exact: true }).click()
        expect((await sent).postDataJSON()).toMatchObject({ communicationLanguage: c.choose })
        await expect(page.getByText(t["profile.saved"])).toBeVisible()
        await page.reload()
        await expect(field(page, t["profile.language"])).toHaveValue(c.choose)
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/profiil-${viewport.name}-${c.locale}.png`, fullPage: true })

        // A value the form never offers, as another client could send it: the server's VALIDATION on the field,
        // shown in the user's language under the select.
        await page.route("**/v1/customer-contact-persons/*/contact/*", (route) =>
          route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), communicationLanguage: "de" }) }),
        )
        const refused = page.waitForResponse((r) => r.request().method() === "PATCH")
        await page.getByRole("button", { name: t["profile.save"], exact: true }).click()
        const answer = await refused
        expect({ status: answer.status(), body: await answer.json() }).toMatchObject({
          status: 400,
          body: { code: "VALIDATION", field: "communicationLanguage" },
        })
        await expect(field(page, t["profile.language"])).toHaveAccessibleDescription(new RegExp(c.message))
        await expect(field(page, t["profile.language"])).toHaveAttribute("aria-invalid", "true")
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/profiil-${viewport.name}-${c.locale}-refused.png`, fullPage: true })
        await page.unroute("**/v1/customer-contact-persons/*/contact/*")
        await page.reload()
        await expect(field(page, t["profile.language"])).toHaveValue(c.choose)
      })
    }

    for (const language of ["EN", "RU"] as const) {
      test(`in ${language} no Estonian of ours is left on /profiil`, async ({ page }) => {
        await openAs(page, JAAN, 4, "/profiil")
        await page.getByRole("button", { name: language, exact: true }).click()
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "EN" ? "My settings" : "Мои настройки")
        await page.getByRole("checkbox").first().check()
        await page.getByRole("checkbox").nth(1).check()
        await page.getByRole("button", { name: language === "EN" ? "Save" : "Сохранить" }).click()
        const text = await page.locator("main").innerText()
        expect(estonianOf(profileMessages).filter((et) => text.includes(et))).toEqual([])
        expect(text).not.toMatch(/Kohustuslik|Salvesta|Pangakonto/)
      })
    }
  })
}

test("another user's contact cannot be changed: the server refuses it", async ({ page }) => {
  await openAs(page, JAAN, 4, "/profiil")
  const token = await sessionToken(page)
  // Mari's contact of her own customer, named by Jaan: refused, and Mari's settings stay.
  const res = await page.request.patch("/v1/customer-contact-persons/1/contact/1", {
    headers: { authorization: `Bearer ${token}` },
    data: { email: "jaan@example.ee", phone: "5555", eInvoice: false },
  })
  expect(res.status()).toBe(403)
  const own = await page.request.patch("/v1/customer-contact-persons/4/contact/1", {
    headers: { authorization: `Bearer ${token}` },
    data: { email: "jaan@example.ee", phone: "5555", eInvoice: false },
  })
  expect(own.status()).toBe(404)
})
