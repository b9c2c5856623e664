import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { chargingMessages } from "../../src/widgets/charging/charging.messages"
import { estonianOf, JAAN, openAs, pagesAsBuilt, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** Laura Laadija (seed/charging.ts) represents six test companies, each with one pending offer (customer id = offer id). */
const LAURA = "48505050013"
const OFFER_OF = { desktop: { accept: 41, decline: 42 }, phone: { accept: 43, decline: 44 } } as const
/** Offers nobody decides: validation, preview, download, the banner and the languages. */
const LOOK_ONLY = 45
const BANNER = 46
const TERMS = "Olen tutvunud laadimisteenuse üldtingimuste ja hinnakirjaga ning nõustun nendega."

const SHOTS = process.env.SHOTS
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true })
const tallinnDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Tallinn", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  )
const et = (iso: string) => iso.split("-").reverse().join(".")

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)
}

for (const viewport of VIEWPORTS) {
  test.describe(`charging offer at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    const offers = OFFER_OF[viewport.name]

    test("shows the offer's options, counts, every pricing line, the terms and the end date; confirms it once", async ({ page }) => {
      await openAs(page, LAURA, offers.accept, "/laadimine/leping")
      await expect(page.getByRole("heading", { name: "Laadimisleping", level: 1 })).toBeVisible()
      const n = offers.accept - 40
      await expect(page.getByText(`Laadimislepingu pakkumus LA-2025-T0${n}`)).toBeVisible()
      for (const text of [
        "Laadimisteenus ettevõttele",
        "Seadmete rent",
        "Üür",
        "Neto hüvitis",
        "Netoarveldus",
        "Kuni 31.12.2028",
        `Laadija tn ${n}, Tallinn`,
        "500,00 €",
        "4 tk, tasumine kord kuus",
        "10 tk",
        "31.12.2028",
        TERMS,
      ]) {
        await expect(page.locator("main").getByText(text, { exact: true }).first()).toBeVisible()
      }
      await expect(page.getByTestId("charging-prices").locator("dt")).toHaveCount(15)
      await expect(page.getByTestId("charging-prices")).toContainText("3,00 s/kWh")
      await expect(page.getByTestId("charging-prices")).toContainText("2400,00 €")
      // Name and registry code are read-only; the contact details come from the customer.
      await expect(field(page, "Nimi")).toHaveValue(`Laadimistest ${n} OÜ`)
      await expect(field(page, "Nimi")).toHaveAttribute("readonly", "")
      await expect(field(page, "Registrikood")).toHaveAttribute("readonly", "")
      await expect(field(page, "E-posti aadress")).toHaveValue(`laadimistest${n}@example.ee`)
      await expect(field(page, "Lepingu alguskuupäev")).toHaveValue(et(tallinnDay()))
      await shot(page, `charging-offer-${viewport.name}-et`)

      const start = tallinnDay(7)
      await field(page, "Lepingu alguskuupäev").fill(et(start))
      await field(page, "Telefon").fill("+3725550000")
      await page.getByLabel(TERMS).check()
      const sent = page.waitForRequest(
        (r) => r.method() === "POST" && r.url().endsWith(`/charging/agreements/${offers.accept}/${offers.accept}/accept`),
      )
      await page.getByRole("button", { name: "Kinnita leping" }).click()
      expect((await sent).postDataJSON()).toMatchObject({
        customerId: offers.accept,
        contactPersonId: offers.accept,
        startDate: start,
        phone: "+3725550000",
        email: `laadimistest${n}@example.ee`,
        address: `Laadija tn ${n}, Tallinn`,
      })
      await expect(page.getByText("Lepingu sõlmimine oli edukas")).toBeVisible()
      await expect(page.getByText(`Laadimisleping LA-2025-T0${n} algab ${et(start)}.`)).toBeVisible()
      await shot(page, `charging-completed-${viewport.name}`)
      await page.getByRole("link", { name: "Avalehele" }).click()
      await expect(page).toHaveURL(/\/esileht$/)
      await expect(page.getByTestId("charging-offer-banner")).toHaveCount(0)
      // Decided once: the page has no offer left, and the server refuses a second accept.
      await page.goto("/laadimine/leping")
      await expect(page.getByText("Kinnitamist ootavaid laadimislepingu pakkumusi ei ole.")).toBeVisible()
    })

    test("declines after the confirmation dialog (axe with it open): 'Pakkumusest keeldutud' on /lepingud", async ({ page }) => {
      await openAs(page, LAURA, offers.decline, "/laadimine/leping")
      await page.getByRole("button", { name: "Keeldu pakkumusest" }).click()
      const dialog = page.getByRole("dialog", { name: "Keeldu pakkumusest" })
      await expect(dialog).toBeVisible()
      await shot(page, `charging-decline-dialog-${viewport.name}`)
      expect(await axe(page)).toEqual([])
      // "Tagasi" keeps the offer.
      await dialog.getByRole("button", { name: "Tagasi" }).click()
      await expect(dialog).toHaveCount(0)
      await page.getByRole("button", { name: "Keeldu pakkumusest" }).click()
      await page.getByRole("dialog").getByRole("button", { name: "Jah, keeldun" }).click()
      await expect(page).toHaveURL(/\/lepingud$/)
      await expect(page.getByText("Pakkumusest keeldutud")).toBeVisible()
      await shot(page, `charging-declined-${viewport.name}`)
      await page.goto("/laadimine/leping")
      await expect(page.getByText("Kinnitamist ootavaid laadimislepingu pakkumusi ei ole.")).toBeVisible()
    })

    test("every validation message; nothing is sent while one shows", async ({ page }) => {
      await openAs(page, LAURA, LOOK_ONLY, "/laadimine/leping")
      let posted = false
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/accept")) posted = true
      })
      for (const name of ["E-posti aadress", "Telefon", "Aadress", "Lepingu alguskuupäev"]) await field(page, name).fill("")
      await page.getByRole("button", { name: "Kinnita leping" }).click()
      for (const name of ["E-posti aadress", "Telefon", "Aadress", "Lepingu alguskuupäev"]) {
        await expect(field(page, name)).toHaveAccessibleDescription(/Kohustuslik väli/)
        await expect(field(page, name)).toHaveAttribute("aria-invalid", "true")
      }
      await expect(page.getByText("Tingimustega nõustumine on kohustuslik")).toBeVisible()
      await shot(page, `charging-validation-${viewport.name}`)
      expect(await axe(page)).toEqual([])

      await field(page, "E-posti aadress").fill("laura@")
      await expect(field(page, "E-posti aadress")).toHaveAccessibleDescription(/Vigane e-post!/)
      // Letters never reach the phone; a lone plus is not a number.
      await field(page, "Telefon").pressSequentially("+abc")
      await expect(field(page, "Telefon")).toHaveValue("+")
      await expect(page.getByText("Telefoninumbris võivad olla ainult numbrid ja algav plussmärk")).toBeVisible()
      await field(page, "Lepingu alguskuupäev").fill("31.02.2026")
      await expect(page.getByText("Sisesta kuupäev kujul pp.kk.aaaa")).toBeVisible()
      await field(page, "Lepingu alguskuupäev").fill(et(tallinnDay(-1)))
      await expect(page.getByText("Alguskuupäev ei saa olla varasem kui täna")).toBeVisible()
      await field(page, "Lepingu alguskuupäev").fill("01.01.2029")
      await expect(page.getByText("Alguskuupäev ei saa olla hilisem kui lepingu lõppkuupäev")).toBeVisible()
      // The exact ends of the window pass: today and the offer's end date.
      await field(page, "Lepingu alguskuupäev").fill("31.12.2028")
      await expect(page.locator(".ise-ui__form-error", { hasText: /Alguskuupäev|pp\.kk/ })).toHaveCount(0)
      await page.getByRole("button", { name: "Kinnita leping" }).click()
      expect(posted).toBe(false)
    })

    test("a contact without ADMIN or VIEW_AGREEMENTS sees the offer read-only: a note, no confirm or decline", async ({ page }) => {
      // Laura's contact of the look-only offer's company, as if it held only VIEW_DOCUMENTS (the server refuses the decision with 403 alike).
      // The answer is changed in the browser: the page must ask it itself (no first view).
      await pagesAsBuilt(page)
      await page.route(new RegExp(`/v1/customers/${LOOK_ONLY}$`), async (route) => {
        const res = await route.fetch()
        await route.fulfill({ response: res, json: { ...(await res.json()), roles: ["VIEW_DOCUMENTS"] } })
      })
      await openAs(page, LAURA, LOOK_ONLY, "/laadimine/leping")
      await expect(page.getByTestId("charging-read-only")).toHaveText(/Sul ei ole lepingute sõlmimise õigust/)
      await expect(page.getByRole("button", { name: "Eelvaade" })).toBeVisible()
      await expect(page.getByRole("button", { name: "Kinnita leping" })).toHaveCount(0)
      await expect(page.getByRole("button", { name: "Keeldu pakkumusest" })).toHaveCount(0)
      expect(await axe(page)).toEqual([])
      await shot(page, `charging-${viewport.name}-read-only`)
    })

    test("preview in a dialog (axe with it open) and a download named after the contract number", async ({ page }) => {
      await openAs(page, LAURA, LOOK_ONLY, "/laadimine/leping")
      const previewed = page.waitForRequest((r) => r.url().includes(`/charging/agreements/${LOOK_ONLY}/${LOOK_ONLY}/preview`))
      await page.getByRole("button", { name: "Eelvaade" }).click()
      expect(new URL((await previewed).url()).searchParams.get("startDate")).toBe(tallinnDay())
      const dialog = page.getByRole("dialog", { name: "Laadimisleping LA-2025-T05" })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator("canvas").first()).toBeVisible({ timeout: 20_000 })
      await shot(page, `charging-preview-${viewport.name}`)
      expect(await axe(page)).toEqual([])
      await page.keyboard.press("Escape")
      await expect(dialog).toHaveCount(0)
      const download = page.waitForEvent("download")
      await page.getByRole("button", { name: "Laadi alla" }).click()
      expect((await download).suggestedFilename()).toBe("LA-2025-T05.pdf")
    })
  })
}

test("the front page's banner for a pending offer leads to /laadimine/leping; none without an offer", async ({ page }) => {
  await openAs(page, LAURA, BANNER, "/esileht")
  const banner = page.getByTestId("charging-offer-banner")
  await expect(banner).toContainText("Sulle on tehtud laadimislepingu pakkumus")
  await expect(banner).toContainText("LA-2025-T06")
  await shot(page, "charging-banner-desktop")
  await banner.getByRole("link", { name: "Vaata pakkumust" }).click()
  await expect(page).toHaveURL(/\/laadimine\/leping$/)
  await expect(page.getByText("Laadimislepingu pakkumus LA-2025-T06")).toBeVisible()
})

test("no banner for a customer without a pending charging offer", async ({ page }) => {
  await openAs(page, JAAN, 4, "/esileht")
  await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
  await expect(page.getByTestId("charging-offer-banner")).toHaveCount(0)
})

test.describe("the banner on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test("shows and leads to the offer", async ({ page }) => {
    await openAs(page, LAURA, BANNER, "/esileht")
    await expect(page.getByTestId("charging-offer-banner")).toBeVisible()
    await shot(page, "charging-banner-phone")
    await page.getByRole("link", { name: "Vaata pakkumust" }).click()
    await expect(page.getByRole("heading", { name: "Laadimisleping", level: 1 })).toBeVisible()
  })
})

for (const viewport of VIEWPORTS) {
  for (const language of ["EN", "RU"] as const) {
    test(`${language} at ${viewport.name} width: the offer, its messages, the banner and the dialogs without Estonian of ours`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await openAs(page, LAURA, BANNER, "/esileht")
      await page.getByRole("button", { name: language, exact: true }).click()
      const texts =
        language === "EN"
          ? {
              banner: "You have an offer for a charging agreement",
              h1: "Charging agreement",
              confirm: "Confirm the agreement",
              required: "Required field",
              decline: "Decline the offer",
              service: "Charging service for companies",
            }
          : {
              banner: "Вам сделано предложение договора на зарядку",
              h1: "Договор на зарядку",
              confirm: "Подтвердить договор",
              required: "Обязательное поле",
              decline: "Отказаться от предложения",
              service: "Услуга зарядки для предприятий",
            }
      await expect(page.getByTestId("charging-offer-banner")).toContainText(texts.banner)
      await page.goto("/laadimine/leping")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.h1)
      await expect(page.locator("main").getByText(texts.service)).toBeVisible()
      await page.getByRole("textbox").nth(2).fill("")
      await page.getByRole("button", { name: texts.confirm }).click()
      await expect(page.getByText(texts.required).first()).toBeVisible()
      await shot(page, `charging-offer-${viewport.name}-${language.toLowerCase()}`)
      const text = await page.locator("main").innerText()
      expect(estonianOf(chargingMessages).filter((e) => text.includes(e))).toEqual([])
      expect(text).not.toMatch(/Kohustuslik|Laadimis|tutvunud|kuud\b/)
      await page.getByRole("button", { name: texts.decline }).click()
      await expect(page.getByRole("dialog", { name: texts.decline })).toBeVisible()
      const dialogText = await page.getByRole("dialog").innerText()
      expect(estonianOf(chargingMessages).filter((e) => dialogText.includes(e))).toEqual([])
    })
  }
}
