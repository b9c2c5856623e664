import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { electricityAgreementMessages } from "../../src/widgets/electricityAgreement/electricityAgreement.messages"
import { estonianOf, JAAN, MARI, openAs, VIEWPORTS, WCAG_TAGS } from "./helpers"

// One file, in order: Mari's and KÜ Tamme 5's grants carry from one test to the next (the grid
// operator remembers them), so the phone pass meets what the desktop pass left.

const C = { mari: 1, naidis: 2, ky: 3, jaan: 4 }
const shots = process.env.EW_SHOTS ? "/tmp/ew-shots" : null
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).include("main").withTags(WCAG_TAGS).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
}

/** A Tallinn day as dd.mm.yyyy, `days` from today. */
const day = (iso: string) => iso.split("-").reverse().join(".")
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Tallinn" }).format(new Date())
const endOfMonthAhead = (months: number) => {
  const [y, m] = todayIso().split("-").map(Number) as [number, number]
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10)
}
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** Grants (some of) the listed points on the simulated grid operator's page, or declines. */
const atElering = async (page: Page, grant: string[] | "decline") => {
  await expect(page.getByRole("heading", { name: /Andmejagamise nõusolek/ })).toBeVisible()
  if (grant === "decline") return page.getByRole("button", { name: "Keeldu" }).click()
  for (const box of await page.getByRole("checkbox").all()) {
    const eic = (await box.getAttribute("value"))!
    if (grant.includes(eic)) await box.check()
    else await box.uncheck()
  }
  await page.getByRole("button", { name: "Annan nõusoleku" }).click()
}

const next = (page: Page) => page.getByRole("button", { name: "Edasi", exact: true })

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } })

    test("NoCustomerAuthorization: declining at Elering brings the toast back on the terms step", async ({ page }) => {
      await openAs(page, JAAN, C.jaan, "/elekter/leping")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uus elektrileping")
      await expect(page.getByTestId("auth-points")).toContainText("Nõusolek puudub")
      await expect(next(page)).toBeDisabled()
      // The terms first.
      await page.getByRole("button", { name: "Anna nõusolek Eleringis" }).click()
      await expect(page.getByText("Kohustuslik väli")).toBeVisible()
      await page.getByLabel(/nõustun nendega/).check()
      await page.getByRole("button", { name: "Anna nõusolek Eleringis" }).click()
      await atElering(page, "decline")
      await expect(page).toHaveURL(/\/elekter\/leping/)
      await expect(page.getByTestId("toaster")).toContainText("Puuduvad õigused Eleringist andmete päringuks")
      await expect(page).not.toHaveURL(/elering=return/)
      await expect(page.getByLabel(/nõustun nendega/)).toBeChecked()
      await shot(page, `${vp.name}-et-terms-toast`)
      await axe(page)
      // A reload (no redirect query) shows no toast.
      await page.reload()
      await expect(page.getByTestId("auth-points")).toContainText("Nõusolek puudub")
      await expect(page.getByTestId("toaster")).not.toContainText("Puuduvad õigused")
    })

    test("new agreement end to end: Elering round trip, data step rules, packages, confirm window, completed", async ({ page }) => {
      await openAs(page, MARI, C.mari, "/elekter/leping")
      await page.getByLabel(/nõustun nendega/).click()
      if (vp.name === "desktop") {
        // The round trip: every point granted, so the wizard goes on to the data step by itself.
        await page.getByRole("button", { name: "Anna nõusolek Eleringis" }).click()
        await atElering(page, ["38ZEE-00300031-8"])
      }
      // All authorised and the terms accepted: the data step follows on its own.
      await expect(page.getByTestId("step-data")).toBeVisible()
      await expect(page).toHaveURL(/step=data/)
      await shot(page, `${vp.name}-et-data`)

      // Every message of the data step.
      await page.getByLabel("E-posti aadress", { exact: true }).fill("")
      await page.getByLabel("Telefon").fill("")
      await page.getByLabel("Aadress", { exact: true }).fill(" ")
      await page.getByLabel("Soovin e-arvet").check()
      await page.getByLabel("Pangakonto number").fill("EE382200221020145684")
      await page.getByLabel("Saada arved eraldi e-posti aadressile").check()
      await page.getByLabel("Arve saaja e-posti aadress").fill("arved")
      await page.getByTestId("data-points").getByRole("checkbox").uncheck()
      await next(page).click()
      const data = page.getByTestId("step-data")
      await expect(data.getByText("Kohustuslik väli")).toHaveCount(3)
      await expect(data.getByText("Pangakonto number ei ole valiidne")).toBeVisible()
      await expect(data.getByText("Vigane e-post!")).toBeVisible()
      await expect(data.getByText("Vali vähemalt üks mõõtepunkt")).toBeVisible()
      await shot(page, `${vp.name}-et-data-errors`)
      await axe(page)
      await page.getByLabel("E-posti aadress", { exact: true }).fill("mari@x")
      await expect(data.getByText("Vigane e-post!")).toHaveCount(2)
      await page.getByLabel("E-posti aadress", { exact: true }).fill("mari.maasikas@example.ee")
      await page.getByLabel("Telefon").fill("+37251234567")
      await page.getByLabel("Aadress", { exact: true }).fill("Tamme tn 5-12")
      await page.getByLabel("Pangakonto number").fill("EE38 2200 2210 2014 5685")
      await page.getByLabel("Arve saaja e-posti aadress").fill("arved@example.ee")
      await page.getByTestId("data-points").getByRole("checkbox").check()
      await expect(next(page)).toHaveText("Edasi")
      await next(page).click()

      // Packages: a person sees every package, with VAT.
      const packages = page.getByTestId("step-package")
      await expect(packages.getByTestId("package-3")).toBeVisible()
      await expect(packages.getByText(/Hinnad sisaldavad käibemaksu/)).toBeVisible()
      await expect(packages.getByTestId("package-6")).toContainText("12,500 MWh")
      await expect(packages.getByTestId("package-7")).toContainText("70 %")
      await expect(packages.getByTestId("package-4")).toContainText("Roheline energia")
      await shot(page, `${vp.name}-et-package`)
      await axe(page)
      await packages.getByRole("button", { name: "Vali pakett Börsihind" }).click()

      // Confirm: the window from today to the end of the month three months ahead, at its edges.
      const confirm = page.getByTestId("step-confirm")
      await expect(confirm.getByRole("button", { name: "Sõlmi leping" })).toBeVisible()
      await expect(confirm.getByRole("button", { name: "Tagasi" })).toBeVisible()
      const today = todayIso()
      const last = endOfMonthAhead(3)
      const start = confirm.getByLabel("Lepingu alguskuupäev")
      // Mari's flat has an agreement after the desktop pass: from then on it starts next month.
      const first = vp.name === "desktop" ? today : endOfMonthAhead(0) === today ? addDays(today, 1) : addDays(endOfMonthAhead(0), 1)
      await start.fill(day(addDays(first, -1)))
      await confirm.getByRole("button", { name: "Sõlmi leping" }).click()
      await expect(confirm.getByText(`Alguskuupäev ei saa olla varasem kui ${day(first)}`)).toBeVisible()
      await expect(confirm.getByText("Kohustuslik väli")).toBeVisible()
      await start.fill(day(addDays(last, 1)))
      await expect(confirm.getByText(`Alguskuupäev ei saa olla hilisem kui ${day(last)}`)).toBeVisible()
      await start.fill(day(last))
      // Back to the packages and forward again: the typed date is still there.
      await confirm.getByRole("button", { name: "Tagasi" }).click()
      await packages.getByRole("button", { name: "Vali pakett Börsihind" }).click()
      await expect(start).toHaveValue(day(last))
      await expect(confirm.getByTestId("contract-preview").locator("canvas").first()).toBeVisible({ timeout: 30_000 })
      await shot(page, `${vp.name}-et-confirm`)
      await axe(page)
      await confirm.getByLabel(/Kinnitan, et olen lepingu tingimustega/).check()
      const create = page.waitForRequest((r) => r.method() === "POST" && /\/v1\/electricity\/agreements\/1$/.test(r.url()))
      await confirm.getByRole("button", { name: "Sõlmi leping" }).click()
      const body = (await create).postDataJSON()
      expect(body).toMatchObject({
        startDate: last,
        consumptionPackageId: 2,
        bankAccountNumber: "EE382200221020145685",
        invoiceRecipientEmail: "arved@example.ee",
        meteringPoints: [{ id: 31 }],
      })
      await expect(page.getByTestId("step-done")).toContainText("Elektrileping on sõlmitud")
      await shot(page, `${vp.name}-et-done`)
      // Completed: the earlier steps are no longer open; the front page link.
      await page.getByRole("link", { name: "Avalehele" }).click()
      await expect(page).toHaveURL(/\/esileht$/)
    })

    test("a completed step can be revisited, a later one cannot", async ({ page }) => {
      await openAs(page, MARI, C.mari, "/elekter/leping?step=confirm")
      // Not reached yet: the address is corrected to the first step.
      await expect(page).toHaveURL(/step=terms/)
      await page.getByLabel(/nõustun nendega/).click()
      await expect(page.getByTestId("step-data")).toBeVisible()
      await page.getByRole("navigation", { name: "Lepingu sõlmimise sammud" }).getByRole("button").first().click()
      await expect(page.getByTestId("step-terms")).toBeVisible()
      await expect(page.getByRole("navigation", { name: "Lepingu sõlmimise sammud" }).getByText("Pakett")).toBeVisible()
      await expect(page.getByRole("navigation", { name: "Lepingu sõlmimise sammud" }).getByRole("button", { name: /Pakett/ })).toHaveCount(
        0,
      )
    })

    test("resale: some points authorised, then all; a roof of 20 kW with resale asks for an offer", async ({ page }) => {
      await openAs(page, MARI, C.ky, "/elekter/leping")
      await page.getByLabel(/nõustun nendega/).click()
      if (vp.name === "desktop") {
        await page.getByRole("button", { name: "Anna nõusolek Eleringis" }).click()
        await atElering(page, ["38ZEE-00200021-3"])
        // One of two: the next step is offered, the wizard does not move by itself.
        await expect(page.getByTestId("auth-points")).toContainText("Nõusolek olemas")
        await expect(page.getByTestId("auth-points")).toContainText("Nõusolek puudub")
        await expect(next(page)).toBeEnabled()
        await shot(page, `${vp.name}-et-terms-some`)
        await page.getByRole("button", { name: "Anna nõusolek Eleringis" }).click()
        await atElering(page, ["38ZEE-00200022-1"])
      }
      await expect(page.getByTestId("step-data")).toBeVisible()
      const points = page.getByTestId("data-points")
      await points.getByRole("checkbox").first().uncheck()
      await expect(points).toContainText("Tootmisvõimsus 20 kW")
      // KÜ Tamme 5 has no phone on record and e-invoice without an account: the rules hold.
      await page.getByLabel("Telefon").fill("+3727001234")
      await page.getByLabel("Pangakonto number").fill("EE382200221020145685")
      await page.getByLabel("Soovin müüa toodetud elektrit").check()
      await expect(page.getByRole("button", { name: "Küsi pakkumist" })).toBeVisible()
      await page.getByLabel("Soovin müüa toodetud elektrit").uncheck()
      await expect(page.getByRole("button", { name: "Küsi pakkumist" })).toHaveCount(0)
      await page.getByLabel("Soovin müüa toodetud elektrit").check()
      const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/resale-offer"))
      await page.getByRole("button", { name: "Küsi pakkumist" }).click()
      expect((await request).postDataJSON()).toMatchObject({ meteringPoints: [{ id: 22, productionCapacity: 20 }] })
      await expect(page.getByTestId("step-done")).toContainText("Pakkumuse soov on saadetud")
      await shot(page, `${vp.name}-et-resale-done`)
    })

    test("package change: starts at the package step without a back button, its own start dates", async ({ page }) => {
      await openAs(page, MARI, C.ky, "/elekter/leping?change=4")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elektrilepingu paketi muutmine")
      const packages = page.getByTestId("step-package")
      await expect(packages.getByTestId("package-2")).toContainText("Praegune pakett")
      await expect(packages.getByRole("button", { name: "Tagasi" })).toHaveCount(0)
      await axe(page)
      await packages.getByRole("button", { name: "Vali pakett Roheline börs" }).click()
      const confirm = page.getByTestId("step-confirm")
      // KÜ Tamme 5 has no phone on record: the contact's rules hold here too.
      await confirm.getByRole("button", { name: "Muuda pakett" }).click()
      await expect(confirm.getByTestId("confirm-contact").getByText("Kohustuslik väli")).toHaveCount(2)
      await confirm.getByLabel("Telefon").fill("+3727001234")
      await confirm.getByLabel("Pangakonto number").fill("EE382200221020145685")
      const [y, m] = todayIso().split("-").map(Number) as [number, number]
      const first = (k: number) => new Date(Date.UTC(y, m - 1 + k, 1)).toISOString().slice(0, 10)
      await expect(confirm.getByRole("radio", { name: day(first(1)) })).toBeChecked()
      await confirm.getByRole("radio", { name: day(first(2)) }).check()
      await confirm.getByLabel(/Kinnitan, et olen lepingu tingimustega/).check()
      await shot(page, `${vp.name}-et-change-confirm`)
      const put = page.waitForRequest((r) => r.method() === "PUT")
      await confirm.getByRole("button", { name: "Muuda pakett" }).click()
      expect((await put).postDataJSON()).toMatchObject({ consumptionPackageId: 4, startDate: first(2) })
      await expect(page.getByTestId("step-done")).toContainText("Pakett on muudetud")
    })

    test("offer accepted: starts at confirm with 'Loobu', concluded once", async ({ page }) => {
      const id = vp.name === "desktop" ? 11 : 12
      await openAs(page, MARI, C.ky, `/elekter/leping?offer=${id}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elektrilepingu pakkumus")
      const confirm = page.getByTestId("step-confirm")
      await expect(confirm.getByTestId("offer-terms")).toContainText(`EL-2025-90${id - 10}`)
      await expect(confirm.getByRole("button", { name: "Loobu" })).toBeVisible()
      await confirm.getByLabel("Lepingu alguskuupäev").fill(day(endOfMonthAhead(3)))
      await confirm.getByLabel("Telefon").fill("+3727001234")
      await confirm.getByLabel("Pangakonto number").fill("EE382200221020145685")
      await confirm.getByLabel(/Kinnitan, et olen lepingu tingimustega/).check()
      await expect(confirm.getByTestId("contract-preview").locator("canvas").first()).toBeVisible({ timeout: 30_000 })
      await shot(page, `${vp.name}-et-offer-confirm`)
      await axe(page)
      await confirm.getByRole("button", { name: "Sõlmi leping" }).click()
      await expect(page.getByTestId("step-done")).toContainText("Pakkumus on vastu võetud")
      // Again: the offer is decided.
      await page.goto(`/elekter/leping?offer=${id}`)
      await expect(page.getByTestId("offer-decided")).toBeVisible()
    })

    test("offer rejected: 'Loobu' opens the dialog, then 'Pakkumusest keeldutud' on /lepingud", async ({ page }) => {
      const id = vp.name === "desktop" ? 13 : 14
      await openAs(page, MARI, C.mari, `/elekter/leping?offer=${id}`)
      await page.getByTestId("step-confirm").getByRole("button", { name: "Loobu" }).click()
      const dialog = page.getByTestId("reject-offer")
      await expect(dialog).toBeVisible()
      await shot(page, `${vp.name}-et-reject-dialog`)
      await axe(page)
      await dialog.getByRole("button", { name: "Keeldu pakkumusest" }).click()
      await expect(page).toHaveURL(/\/lepingud/)
      // /lepingud says "Pakkumusest keeldutud" for ?offer=rejected (the charging offer's notice); the offer is declined.
      await expect(page.getByText("Tagasi lükatud").locator("visible=true").first()).toBeVisible()
    })
  })
}

test("front page: the promo without agreements, the offer banner with a pending offer", async ({ page }) => {
  await openAs(page, JAAN, C.jaan, "/esileht")
  await expect(page.getByTestId("electricity-promo-banner")).toContainText("Sõlmi elektrileping")
  await page.getByTestId("electricity-promo-banner").getByRole("link").click()
  await expect(page).toHaveURL(/\/elekter\/leping$/)
  await openAs(page, MARI, C.naidis, "/esileht")
  const banner = page.getByTestId("electricity-offer-banner")
  await expect(banner).toContainText("EL-2025-310")
  await expect(banner.getByRole("link", { name: "Vaata pakkumust" })).toHaveAttribute("href", "/elekter/leping?offer=1")
  // A company sees business prices without VAT.
  await page.goto("/elekter/leping?offer=1")
  await expect(page.getByTestId("step-confirm")).toBeVisible()
})

for (const vp of VIEWPORTS) {
  test(`${vp.name}: a contact without ADMIN or VIEW_AGREEMENTS sees the offer's confirm step read-only`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height })
    // Mari's contact of Näidis Logistika as if it held only VIEW_DOCUMENTS (the server refuses the decision with 403 alike).
    await page.route(new RegExp(`/v1/customers/${C.naidis}$`), async (route) => {
      const res = await route.fetch()
      await route.fulfill({ response: res, json: { ...(await res.json()), roles: ["VIEW_DOCUMENTS"] } })
    })
    await openAs(page, MARI, C.naidis, "/elekter/leping?offer=1")
    await expect(page.getByTestId("step-confirm")).toBeVisible()
    await expect(page.getByTestId("ew-read-only")).toHaveText(/Sul ei ole lepingute sõlmimise õigust/)
    await expect(page.getByRole("button", { name: "Sõlmi leping" })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Loobu", exact: true })).toHaveCount(0)
    await shot(page, `${vp.name}-et-confirm-read-only`)
  })
}

for (const language of ["EN", "RU"] as const) {
  for (const vp of VIEWPORTS) {
    test(`${language} ${vp.name}: no Estonian of ours on the wizard's steps`, async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await openAs(page, MARI, C.naidis, "/elekter/leping")
      await page.getByRole("button", { name: language, exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        language === "EN" ? "New electricity agreement" : "Новый договор на электроэнергию",
      )
      const estonian = estonianOf(electricityAgreementMessages)
      const check = async (name: string) => {
        const text = await page.locator("main").innerText()
        expect(
          estonian.filter((et) => text.includes(et)),
          name,
        ).toEqual([])
        if (shots) await page.screenshot({ path: `${shots}/${vp.name}-${language.toLowerCase()}-${name}.png`, fullPage: true })
      }
      await check("terms")
      await page.goto("/elekter/leping?change=2")
      await expect(page.getByTestId("step-package")).toBeVisible()
      await expect(page.getByTestId("package-1")).toBeVisible()
      await check("package")
      await page.getByTestId("package-1").getByRole("button").click()
      await expect(page.getByTestId("step-confirm")).toBeVisible()
      await check("confirm")
      await page.goto("/elekter/leping?offer=1")
      await expect(page.getByTestId("step-confirm")).toBeVisible()
      await page
        .getByTestId("step-confirm")
        .getByRole("button", { name: language === "EN" ? "Cancel" : "Отказаться" })
        .click()
      await expect(page.getByTestId("reject-offer")).toBeVisible()
      await check("reject")
    })
  }
}

// Issue 29: the package card and the offer's terms read the same figures (offerPackage), the period is the
// offer's end date, and the preview is asked by the offer's number alone (its PDF: offerFigures.test.ts).
for (const vp of VIEWPORTS) {
  test(`${vp.name}: EL-2025-310's card and terms agree in et, en and ru; the preview names only the offer`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height })
    await openAs(page, MARI, C.naidis, "/esileht")
    const preview = page.waitForRequest((r) => r.url().includes("/preview?"))
    await page.goto("/elekter/leping?offer=1")
    const url = new URL((await preview).url())
    expect(url.searchParams.get("contractNumber")).toBe("EL-2025-310")
    expect(url.searchParams.has("consumptionPackageId")).toBe(false)
    const expected = {
      et: { basePrice: "11,90", monthlyFee: "2,49", period: "Kuni 31.12.2026" },
      en: { basePrice: "11.90", monthlyFee: "2.49", period: "Until 31.12.2026" },
      ru: { basePrice: "11,90", monthlyFee: "2,49", period: "До 31.12.2026" },
    }
    for (const language of ["et", "en", "ru"] as const) {
      if (language !== "et") await page.getByRole("button", { name: language.toUpperCase(), exact: true }).click()
      const card = page.getByTestId("package-1")
      const terms = page.getByTestId("offer-terms")
      await expect(card).toBeVisible()
      for (const figure of ["basePrice", "monthlyFee", "period"] as const) {
        const onCard = card.locator(`[data-figure=${figure}]`)
        await expect(onCard).toContainText(expected[language][figure])
        await expect(terms.locator(`[data-figure=${figure}]`)).toHaveText((await onCard.textContent()) ?? "")
      }
      await expect(terms.locator("[data-figure=endDate]")).toHaveText("31.12.2026")
      await expect(page.getByTestId("step-confirm")).not.toContainText(/Dünaamiline|Dynamic|Динамическ|Tähtajatu|Open-ended|Бессрочн/)
      await shot(page, `offer-${vp.name}-${language}`)
    }
  })
}
