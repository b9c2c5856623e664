import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { DEMO_EXPIRED_ID_CREDIT_TOKEN, idCreditApplicants } from "../../src/server/features/cards/cards.seed"
import { idCreditMessages } from "../../src/widgets/cards/idCredit.messages"
import { apiToken, JAAN, MARI, signInFast } from "./helpers"

const WCAG = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]
const COMPANY_ID = 2

/** axe on `main` (the shell's footer links are not this screen's); a modal open makes the rest inert. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").withTags(WCAG).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`,
  )

/** Our Estonian texts without their placeholders, for the check that en and ru leave none on screen. */
const estonianTexts = Object.entries(idCreditMessages.et)
  .filter(([key, et]) => et !== idCreditMessages.en[key as keyof typeof idCreditMessages.en])
  .map(([, et]) => et.replace(/\{[^}]*\}/g, "").trim())
  .filter((text) => text.length >= 4)
const leftovers = async (page: Page) => {
  const text = await page.locator("body").innerText()
  return estonianTexts.filter((et) => text.includes(et))
}

const promo = (page: Page) => page.getByTestId("id-credit-promo")
const remainder = (page: Page) => page.getByTestId("credit-limit-remainder")

/** The newest mail in the user's demo outbox. */
const newestMail = async (page: Page, code: string) => {
  const token = await apiToken(page, code)
  const res = await page.request.get("/v1/demo/outbox", { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  const mails = (await res.json()) as Array<{ recipient: string; link: string | null }>
  return mails[0]!
}

test("an expired link shows its message, then goes to the front page after 5 s; another result goes at once", async ({ page }) => {
  await page.goto(`/confirm-id-credit/${DEMO_EXPIRED_ID_CREDIT_TOKEN}`)
  await expect(page.getByText("Kinnituslink on aegunud: 14 päeva on möödas. Palun esita uus taotlus.")).toBeVisible()
  const shownAt = Date.now()
  await expect(page.getByRole("heading", { name: "E-posti aadressi kinnitamine", level: 1 })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  // "/" leads to the front page, which sends a signed-out visitor to /login; not before about 5 s.
  await expect(page).toHaveURL(/\/(esileht|login)$/, { timeout: 20_000 })
  expect(Date.now() - shownAt).toBeGreaterThan(3_500)

  // An unknown link: no message, straight to the front page.
  await page.goto(`/confirm-id-credit/${"x".repeat(43)}`)
  await expect(page).toHaveURL(/\/(esileht|login)$/)
  await expect(page.getByText("Kinnituslink on aegunud")).toHaveCount(0)
})

for (const viewport of [
  { name: "desktop", width: 1366, height: 900, applicant: idCreditApplicants.liis },
  { name: "phone", width: 390, height: 844, applicant: idCreditApplicants.peeter },
]) {
  test.describe(`ID credit at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    // The application changes the applicant's flag: the tests of one width run in order.
    test.describe.configure({ mode: "serial" })
    const who = viewport.applicant

    test("/kaardid: a person sees the info modal; an applicant may apply from it", async ({ page }) => {
      await signInFast(page, who.personalCode)
      await page.goto("/kaardid")
      await page.getByRole("button", { name: "Mis on ID-krediitkaart?" }).click()
      const info = page.getByTestId("id-credit-info-modal")
      await expect(info.getByRole("heading", { name: "ID-krediitkaart" })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await info.getByRole("button", { name: "Taotle" }).click()
      const form = page.getByTestId("id-credit-modal")
      await expect(form.getByRole("heading", { name: "ID-krediitkaardi taotlus" })).toBeVisible()
      await expect(form.getByLabel("E-posti aadress")).toHaveValue(who.email)
      expect(await axeViolations(page)).toEqual([])
      await form.getByRole("button", { name: "Loobu" }).click()
      await expect(form).toHaveCount(0)
    })

    test("apply from the front page's promo, confirm by the outbox link; the promo goes and the remainder shows", async ({ page }) => {
      await signInFast(page, who.personalCode)
      await expect(promo(page).getByRole("heading", { name: "ID-kaart krediitkaardiks!" })).toBeVisible()
      // Who sees the promo does not see the credit limit remainder.
      await expect(remainder(page)).toHaveCount(0)
      await promo(page).getByRole("button", { name: "Taotle" }).click()
      const form = page.getByTestId("id-credit-modal")

      // Every field is checked before anything is sent.
      let sent = 0
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/v1/id-credit-applications/")) sent++
      })
      await form.getByLabel("E-posti aadress").fill("")
      await form.getByLabel("Postiindeks").fill("123")
      await form.getByRole("button", { name: "Saada taotlus" }).click()
      await expect(form.getByText("Kohustuslik väli")).toHaveCount(2) // e-mail and PIN
      await expect(form.getByText("Vigane postiindeks")).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await form.getByLabel("E-posti aadress").fill("not-an-address")
      await expect(form.getByText("E-posti aadress on vigane!")).toBeVisible()
      const pin = form.getByLabel("ID-krediitkaardi PIN-kood (4 numbrit)")
      await pin.pressSequentially("12a345")
      await expect(pin).toHaveValue("1234")
      await pin.fill("")
      await pin.pressSequentially("123")
      await expect(form.getByText("Vigane number")).toBeVisible()
      expect(sent).toBe(0)

      await form.getByLabel("E-posti aadress").fill(who.email)
      await pin.fill("1239")
      await form.getByLabel("Postiindeks").fill("10115")
      await form.getByLabel(/RFID/).check()
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/v1/id-credit-applications/${who.id}`)),
        form.getByRole("button", { name: "Saada taotlus" }).click(),
      ])
      expect(request.postDataJSON()).toMatchObject({ email: who.email, pinCode: "1239", zip: "10115", includeRfidCard: true })
      await expect(page.getByTestId("id-credit-sent")).toHaveText(`Täname! Saatsime kinnituslingi aadressile ${who.email}.`)
      await expect(form).toHaveCount(0)
      // The application closed: the promo has gone and the credit limit remainder (500 − 120) shows.
      await expect(promo(page)).toHaveCount(0)
      await expect(remainder(page)).toContainText("380,00 €")

      const mail = await newestMail(page, who.personalCode)
      expect(mail.recipient).toBe(who.email)
      const link = new URL(mail.link!)
      expect(link.pathname).toMatch(/^\/confirm-id-credit\/[A-Za-z0-9_-]{43}$/)
      await page.goto(link.pathname)
      await expect(page.getByText("E-posti aadress on kinnitatud. Täname! Võtame sinuga ühendust esimesel võimalusel.")).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await expect(page).toHaveURL(/\/esileht$/, { timeout: 20_000 })
      await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
      await expect(promo(page)).toHaveCount(0)
      await expect(remainder(page)).toContainText("380,00 €")

      // The link works once: again it goes to the front page without a message.
      await page.goto(link.pathname)
      await expect(page).toHaveURL(/\/esileht$/)
      await expect(page.getByText("E-posti aadress on kinnitatud.")).toHaveCount(0)
    })

    test("the promo only for persons whose user may apply; the remainder only with a limit", async ({ page }) => {
      await signInFast(page, MARI)
      // Mari's own customer: she may apply (no test applies as her), so no remainder.
      await page.evaluate(() => localStorage.setItem("ise.customerId", "1"))
      await page.goto("/esileht")
      await expect(promo(page)).toBeVisible()
      await expect(remainder(page)).toHaveCount(0)
      // Her company: no promo, and its limit 5000 € less 1234,50 € used.
      await page.evaluate((id) => localStorage.setItem("ise.customerId", String(id)), COMPANY_ID)
      await page.goto("/esileht")
      await expect(remainder(page)).toContainText("3765,50 €")
      await expect(promo(page)).toHaveCount(0)

      // Jaan: a person who may not apply, without a limit: neither. (Mari's customer must not stay chosen.)
      await page.evaluate(() => localStorage.clear())
      await signInFast(page, JAAN)
      await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
      await expect(promo(page)).toHaveCount(0)
      await expect(remainder(page)).toHaveCount(0)
    })

    for (const language of ["EN", "RU"] as const) {
      test(`in ${language} no Estonian of ours is left in the promo, the application, the info modal or the confirmation page`, async ({
        page,
      }) => {
        await signInFast(page, MARI)
        await page.evaluate(() => localStorage.setItem("ise.customerId", "1"))
        await page.goto("/esileht")
        await page.getByRole("button", { name: language, exact: true }).click()
        await expect(
          promo(page).getByRole("heading", {
            name: language === "EN" ? "Make your ID card a credit card!" : "ID-карта как кредитная карта!",
          }),
        ).toBeVisible()
        expect(await leftovers(page)).toEqual([])
        await promo(page)
          .getByRole("button", { name: language === "EN" ? "Read more" : "Подробнее" })
          .click()
        await expect(page.getByTestId("id-credit-info-modal")).toBeVisible()
        expect(await leftovers(page)).toEqual([])
        await page
          .getByTestId("id-credit-info-modal")
          .getByRole("button", { name: language === "EN" ? "Apply" : "Подать заявку" })
          .click()
        const form = page.getByTestId("id-credit-modal")
        await form.getByRole("button", { name: language === "EN" ? "Send application" : "Отправить заявку" }).click()
        await expect(form.getByText(language === "EN" ? "Required field" : "Обязательное поле")).toBeVisible()
        expect(await leftovers(page)).toEqual([])
        await page.keyboard.press("Escape")
        await page.goto(`/confirm-id-credit/${DEMO_EXPIRED_ID_CREDIT_TOKEN}`)
        await expect(
          page.getByText(language === "EN" ? "The confirmation link has expired" : "Срок действия ссылки истёк", { exact: false }),
        ).toBeVisible()
        expect(await leftovers(page)).toEqual([])
      })
    }
  })
}
