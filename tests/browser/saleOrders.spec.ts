import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { saleOrdersMessages } from "../../src/widgets/saleOrders/saleOrders.messages"
import { apiToken, MARI, sessionToken, signInFast } from "./helpers"

/**
 * /tellimused as Näidis Logistika OÜ. The server's clock is fixed through PUT /v1/demo/clock
 * (DEMO_CLOCK=settable in playwright.config.ts) and the page's with page.clock, so the 16:00 rule and
 * the back office (one step per SALE_ORDER_STEP_MS = 60 s) move only when a test moves them. Every
 * test that changes data makes its own orders (the demo's stay as seeded).
 */
const COMPANY_ID = 2
const WCAG = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]
const STEP_MS = 60_000

const tallinnDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Tallinn", year: "numeric", month: "2-digit", day: "2-digit" }).format(at)
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
const estonian = (day: string) => day.split("-").reverse().join(".")
/** The instant of a Tallinn wall-clock time today (winter +02:00 or summer +03:00). */
const tallinnAt = (time: string): Date => {
  const day = tallinnDay(new Date())
  for (const offset of ["+02:00", "+03:00"]) {
    const at = new Date(`${day}T${time}:00${offset}`)
    const hour = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Tallinn",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at)
    if (hour === time) return at
  }
  throw new Error(`no ${time} in Tallinn today`)
}

/** Fixes the server's and the page's clocks at one instant. */
const fixClocks = async (page: Page, at: Date) => {
  const res = await page.request.put("/v1/demo/clock", { data: { now: at.toISOString() } })
  expect(res.status()).toBe(200)
  await page.clock.setFixedTime(at)
}

const rows = (page: Page) => page.getByTestId("sale-orders").locator("tbody tr")
const settled = (page: Page) => expect(page.getByTestId("sale-orders").locator("table")).not.toHaveAttribute("aria-busy", "true")
const wizard = (page: Page) => page.getByTestId("sale-order-wizard")
const detail = (page: Page) => page.getByTestId("sale-order-detail")

/** Signs Mari in as the company and opens /tellimused (with a query string). */
const openSaleOrders = async (page: Page, search = "", locale = "et") => {
  await signInFast(page, MARI)
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.evaluate(
      ([id, lang]) => {
        localStorage.setItem("ise.customerId", id)
        localStorage.setItem("ise.locale", lang)
      },
      [String(COMPANY_ID), locale],
    )
    await page.goto(`/tellimused${search}`)
    // The portal may still be writing the user's first customer (a person: the guard sends them to the front page).
    await expect(page.locator("main h1").first()).toBeVisible()
    await page.waitForTimeout(300)
    const onPage = new URL(page.url()).pathname === "/tellimused" && (await page.getByTestId("sale-orders").count()) > 0
    if (onPage && (await page.evaluate(() => localStorage.getItem("ise.customerId"))) === String(COMPANY_ID)) break
  }
  await expect(page.getByTestId("sale-orders")).toBeVisible()
  await settled(page)
  await expect(rows(page).first().getByRole("button").first()).toBeVisible()
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").withTags(WCAG).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`,
  )

/** Creates an order through the API, as the form would (own transport, 2000 L diesel, tomorrow). */
const createByApi = async (page: Page, overrides: Record<string, unknown> = {}) => {
  const token = await apiToken(page, MARI)
  const res = await page.request.post(`/v1/sale-orders/${COMPANY_ID}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customerLocationId: 1,
      loadingProvider: 1,
      carrier: "NAIDIS",
      vehicleCode: "NL-AUTO-1",
      driver: "NL-JUHT-1",
      deliveryDate: addDays(tallinnDay(new Date()), 1),
      paymentDeadline: 14,
      rows: [{ batchAmount: 2000, remoteBatchId: "TT-D", specialFuel: false }],
      ...overrides,
    },
  })
  return { status: res.status(), body: res.status() === 204 ? null : await res.json() }
}

test.afterAll(async ({ request }) => {
  await request.put("/v1/demo/clock", { data: { now: null } })
})

for (const viewport of [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`sale orders at ${viewport.name} width`, () => {
    // Long flows on a shared, loaded machine: each walks a whole dialog.
    test.describe.configure({ mode: "serial", timeout: 180_000 })
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("an order end to end: every message of the transport and fuel steps, the payment-term limit, the rounding, the e-mail notice, Salvestab…", async ({
      page,
    }) => {
      await fixClocks(page, tallinnAt("10:00"))
      const today = tallinnDay(tallinnAt("10:00"))
      await openSaleOrders(page)
      await page.getByRole("button", { name: "Telli kütust" }).click()
      await expect(wizard(page).getByRole("heading", { name: "Kütuse tellimine" })).toBeVisible()
      await expect(wizard(page).locator('[aria-current="step"]')).toHaveText("Samm 1 / 3: Transport")
      expect(await axeViolations(page)).toEqual([])

      // Nothing filled: every required field says so.
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await expect(wizard(page).getByText("Kohustuslik väli")).toHaveCount(6)
      await expect(wizard(page).locator('[aria-current="step"]')).toHaveText("Samm 1 / 3: Transport")

      // Payment terms up to the customer's 14 days (no extension).
      const term = wizard(page).getByLabel("Maksetähtaeg")
      await expect(term.locator("option")).toHaveText([
        "Vali maksetähtaeg",
        "Ettemaks",
        "3 päeva",
        "5 päeva",
        "7 päeva",
        "10 päeva",
        "14 päeva",
      ])

      await wizard(page).locator("#ise-so-loadingProvider").selectOption({ label: "Tartu Terminal" })
      const car = wizard(page).getByLabel("Auto")
      const driver = wizard(page).getByLabel("Juht")
      await expect(car).toBeDisabled()
      await expect(driver).toBeDisabled()
      const carrier = wizard(page).getByLabel("Vedaja")
      await carrier.fill("Nä")
      await expect(wizard(page).getByText("Otsimiseks trüki min 3 tähte")).toBeVisible()
      await expect(wizard(page).locator("#ise-so-carriers option")).toHaveCount(0)
      await carrier.fill("Näi")
      await expect(wizard(page).locator("#ise-so-carriers option")).toHaveCount(1)
      await carrier.fill("Kiirvedu AS")
      await expect(car).toBeEnabled()
      await car.selectOption({ label: "789 CDE MAN TGX" })
      // Another carrier clears the car and driver and lists its own.
      await carrier.fill("Näidis Logistika OÜ")
      await expect(car).toHaveValue("")
      await car.selectOption({ label: "123 ABC Volvo FH" })
      await driver.selectOption({ label: "Priit Pärn" })
      await wizard(page).getByLabel("Mahalaadimiskoht").selectOption({ label: "Sadama 1, Tallinn" })

      // Own transport before 16:00: today is the earliest day.
      await expect(wizard(page).getByText(`Varaseim ${estonian(today)}`)).toBeVisible()
      const date = wizard(page).getByLabel("Soovitud tarnekuupäev")
      // The date is typed as dd.mm.yyyy; the calendar beside it starts at the earliest day.
      await expect(wizard(page).locator("#ise-so-deliveryDate-picker")).toHaveAttribute("min", today)
      await date.fill(addDays(today, -1))
      await term.selectOption({ label: "14 päeva" })
      const notes = wizard(page).getByLabel("Lisainfo")
      await notes.fill("x".repeat(251))
      await expect(wizard(page).getByText("Info väli ei tohi ületada 250 tähemärki")).toBeVisible()
      await expect(wizard(page).getByText("251/250")).toBeVisible()
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await expect(wizard(page).getByText(`Varaseim tarnekuupäev on ${estonian(today)}`)).toBeVisible()
      await date.fill(today)
      await notes.fill("Värav 3, ".padEnd(250, "x"))
      await expect(wizard(page).getByText("250/250")).toBeVisible()
      await expect(wizard(page).getByText("Info väli ei tohi ületada 250 tähemärki")).toHaveCount(0)
      await wizard(page).getByRole("button", { name: "Edasi" }).click()

      // Fuel step.
      await expect(wizard(page).locator('[aria-current="step"]')).toHaveText("Samm 2 / 3: Kütus")
      await expect(wizard(page).getByText("Minimaalne kogus 1000 L, samm 100 L")).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await expect(wizard(page).getByText("Vali vähemalt üks kütus")).toBeVisible()
      await wizard(page).getByRole("checkbox", { name: "Erimärgistusega diislikütus" }).check()
      await expect(
        wizard(page).getByText("Erikütuse ostuõigust kontrollitakse tellimisel. Ostuõiguse puudumisel tellimust ei looda."),
      ).toBeVisible()
      await wizard(page).getByRole("checkbox", { name: "Erimärgistusega diislikütus" }).uncheck()
      const diesel = wizard(page).getByLabel("Diislikütus: kogus (L)", { exact: true })
      await diesel.fill("999")
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await expect(wizard(page).getByText("Minimaalne kogus on 1000 L")).toBeVisible()
      // Above the minimum, half a second after typing stops: the nearest 100 L.
      await diesel.fill("2345")
      await expect(diesel).toHaveValue("2300")
      await diesel.fill("1050")
      await expect(diesel).toHaveValue("1100")
      await expect(wizard(page).getByText("Minimaalne kogus on 1000 L")).toHaveCount(0)
      await wizard(page).getByRole("button", { name: "Edasi" }).click()

      // Confirm step: the summary and the optional e-mail notice.
      await expect(wizard(page).locator('[aria-current="step"]')).toHaveText("Samm 3 / 3: Kinnitamine")
      await expect(wizard(page).getByTestId("sale-order-summary")).toContainText("Diislikütus: 1100 L")
      expect(await axeViolations(page)).toEqual([])
      await wizard(page).getByRole("button", { name: "Tagasi" }).click()
      await expect(diesel).toHaveValue("1100")
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await wizard(page).getByRole("checkbox", { name: "Saada teavitus e-posti aadressile" }).check()
      const email = wizard(page).locator("#ise-so-email")
      await email.fill("")
      await wizard(page).getByRole("button", { name: "Esita tellimus" }).click()
      await expect(wizard(page).getByText("Kohustuslik väli")).toBeVisible()
      await email.fill("vale")
      await expect(wizard(page).getByText("Vigane e-posti aadress")).toBeVisible()
      await email.fill("logistika@naidis.ee")

      // The request is held a moment so that "Salvestab…" with its spinner can be seen.
      await page.route(`**/v1/sale-orders/${COMPANY_ID}`, async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1000))
        await route.continue()
      })
      const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/v1/sale-orders/${COMPANY_ID}`))
      await wizard(page).getByRole("button", { name: "Esita tellimus" }).click()
      await expect(wizard(page).getByRole("button", { name: "Salvestab…" })).toBeDisabled()
      await expect(wizard(page).locator(".ise-sale-orders__spinner")).toBeVisible()
      const body = (await posted).postDataJSON()
      expect(body).toMatchObject({
        carrier: "NAIDIS",
        vehicleCode: "NL-AUTO-1",
        driver: "NL-JUHT-1",
        deliveryDate: today,
        paymentDeadline: 14,
        notificationReceiverEmail: "logistika@naidis.ee",
      })
      expect(body.rows).toEqual([{ batchAmount: 1100, remoteBatchId: "TT-D", specialFuel: false }])
      expect(body.stateId).toBeUndefined()
      await expect(wizard(page)).toHaveCount(0)
      await expect(page.getByText("Tellimus esitatud.")).toBeVisible()
      await settled(page)
      await expect(rows(page).first()).toContainText("Tellimus esitatud")
      await expect(rows(page).first()).toContainText("1100 L")
      // The ticked notice was sent: the demo outbox has it for the new order.
      const docNumber = (await rows(page).first().locator("td").first().textContent())!.trim()
      const outbox = await page.request.get("/v1/demo/outbox", { headers: { authorization: `Bearer ${await sessionToken(page)}` } })
      const mails = (await outbox.json()) as Array<{ recipient: string; subject: string; body: string }>
      const notice = mails.find((m) => m.subject === `Tellimus ${docNumber} on vastu võetud`)
      expect(notice).toMatchObject({ recipient: "logistika@naidis.ee" })
      expect(notice!.body).toContain("Diislikütus: 1 100 L")
    })

    test("a quote with the terminal's transport: tomorrow at the earliest; the back office prices it; accept it with prepayment; its PDF", async ({
      page,
    }) => {
      await fixClocks(page, tallinnAt("10:00"))
      const today = tallinnDay(tallinnAt("10:00"))
      await openSaleOrders(page)
      await page.getByRole("button", { name: "Küsi hinnapakkumist" }).click()
      await expect(wizard(page).getByRole("heading", { name: "Hinnapakkumise küsimine" })).toBeVisible()
      await wizard(page).getByRole("radio", { name: "Terminali transport" }).check()
      await expect(wizard(page).getByLabel("Vedaja")).toHaveCount(0)
      await expect(wizard(page).getByText(`Varaseim ${estonian(addDays(today, 1))}`)).toBeVisible()
      await wizard(page).getByLabel("Mahalaadimiskoht").selectOption({ label: "Papiniidu 8, Pärnu" })
      await wizard(page).getByLabel("Soovitud tarnekuupäev").fill(today)
      await wizard(page).getByLabel("Maksetähtaeg").selectOption({ label: "Ettemaks" })
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await expect(wizard(page).getByText(`Varaseim tarnekuupäev on ${estonian(addDays(today, 1))}`)).toBeVisible()
      await wizard(page).getByLabel("Soovitud tarnekuupäev").fill(addDays(today, 1))
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await wizard(page).getByLabel("Diislikütus: kogus (L)", { exact: true }).fill("3000")
      await wizard(page).getByRole("button", { name: "Edasi" }).click()
      await wizard(page).getByRole("button", { name: "Küsi pakkumist" }).click()
      await expect(page.getByText("Hinnapakkumise päring saadetud.")).toBeVisible()
      await settled(page)
      const mine = rows(page).first()
      await expect(mine).toContainText("Pakkumuse ootel")
      const number = (await mine.getByRole("button").first().innerText()).trim()
      expect(number).toMatch(/^HP-\d+$/)
      await mine.getByRole("button", { name: `Ava ${number}` }).click()
      await expect(detail(page).getByTestId("status-bar").locator('[aria-current="step"]')).toContainText("Pakkumuse koostamine")
      await expect(detail(page).getByRole("button", { name: "Esita tellimus" })).toHaveCount(0)
      await detail(page).locator(".ise-ui__modal-footer").getByRole("button", { name: "Sulge" }).click()

      // One back-office step later the quote is priced, with its PDF, and waits for the customer.
      await fixClocks(page, new Date(tallinnAt("10:00").getTime() + STEP_MS + 1000))
      await expect(async () => {
        await page.reload()
        await settled(page)
        await expect(rows(page).first()).toContainText("Kinnitamise ootel", { timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      const priced = rows(page).first()
      await expect(priced).toContainText(/\d,\d{3} €\/L/)
      const download = page.waitForEvent("download")
      await priced.getByRole("button", { name: `Laadi alla pakkumus ${number} (PDF)` }).click()
      expect((await download).suggestedFilename()).toBe(`${number}.pdf`)

      await priced.getByRole("button", { name: `Ava ${number}` }).click()
      await expect(detail(page).getByRole("heading", { name: `Hinnapakkumus ${number}` })).toBeVisible()
      await expect(detail(page).locator('[aria-current="step"]').first()).toHaveText("Samm 3 / 3: Kinnitamine")
      await expect(detail(page).getByText("Maksetähtaeg on ettemaks: tellimus ootab ettemaksu tasumist.")).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      const accepted = page.waitForRequest((r) => r.url().includes(`/accept/`))
      await detail(page).getByRole("button", { name: "Esita tellimus" }).click()
      expect((await accepted).url()).toMatch(/\/accept\/\d+\?prepayment=true$/)
      await expect(detail(page)).toHaveCount(0)
      await settled(page)
      await expect(rows(page).first()).toContainText("Ettemaks tasumata")
    })

    test("cancel a changeable order after a confirm step: a red bar; a confirmed one offers no cancel", async ({ page }) => {
      await fixClocks(page, tallinnAt("10:00"))
      expect((await createByApi(page)).status).toBe(204)
      await openSaleOrders(page)
      const mine = rows(page).first()
      const number = (await mine.getByRole("button").first().innerText()).trim()
      await mine.getByRole("button", { name: `Ava ${number}` }).click()
      await expect(detail(page).getByRole("heading", { name: `Tellimus ${number}` })).toBeVisible()
      await expect(detail(page).locator('[aria-current="step"]').last()).toContainText("Transpordi planeerimine")
      await detail(page).getByRole("button", { name: "Tühista" }).click()
      await expect(detail(page).getByText(`Kas oled kindel, et soovid ${number} tühistada?`)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await detail(page).getByRole("button", { name: "Loobu" }).click()
      await detail(page).getByRole("button", { name: "Tühista" }).click()
      await detail(page).getByRole("button", { name: "Jah, tühista" }).click()
      await expect(detail(page)).toHaveCount(0)
      await expect(page.getByText(`${number} tühistatud.`)).toBeVisible()
      await settled(page)
      await expect(rows(page).first()).toContainText("Tühistatud")
      await rows(page)
        .first()
        .getByRole("button", { name: `Ava ${number}` })
        .click()
      await expect(detail(page).getByTestId("status-bar")).toHaveAttribute("data-cancelled", "true")
      await expect(detail(page).getByRole("button", { name: "Tühista" })).toHaveCount(0)
      await detail(page).locator(".ise-ui__modal-footer").getByRole("button", { name: "Sulge" }).click()

      await rows(page).getByRole("button", { name: "Ava MT-2026-0005" }).click()
      await expect(detail(page).getByText("Tellimus kinnitatud").first()).toBeVisible()
      await expect(detail(page).getByRole("button", { name: "Tühista" })).toHaveCount(0)
    })

    test("filters and sorting live in the address; reload keeps them", async ({ page }) => {
      await openSaleOrders(page)
      await page.getByTestId("filter-state").selectOption({ label: "Kinnitamise ootel" })
      await expect(page).toHaveURL(/\/tellimused\?state=MV2$/)
      await settled(page)
      const states = await rows(page).locator(".ise-sale-orders__badge").allInnerTexts()
      expect(states.length).toBeGreaterThan(0)
      expect(new Set(states)).toEqual(new Set(["Kinnitamise ootel"]))
      await page.getByTestId("filter-state").selectOption({ label: "Kõik" })
      await page.getByTestId("filter-location").selectOption({ label: "Ringtee 40, Tartu" })
      await expect(page).toHaveURL(/\?location=2$/)
      await settled(page)
      expect(new Set(await rows(page).locator("td:nth-child(7)").allInnerTexts())).toEqual(new Set(["Ringtee 40, Tartu"]))
      await page.getByRole("button", { name: /^Maksetähtaeg/ }).click()
      await expect(page).toHaveURL(/\?location=2&sort=PAYMENT_TERM%2CDESC$/)
      await page.reload()
      await settled(page)
      await expect(page.getByTestId("filter-location")).toHaveValue("2")
      await expect(page.locator('th[aria-sort="descending"]')).toContainText("Maksetähtaeg")
      const terms = (await rows(page).locator("td:nth-child(9)").allInnerTexts()).map((x) => (x === "Ettemaks" ? 0 : parseInt(x, 10)))
      expect(terms).toEqual([...terms].sort((a, b) => b - a))
    })
  })
}

test.describe("sale orders: the 16:00 rule and the languages", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 })

  test("own transport: today until 15:59 Tallinn time, from 16:00 tomorrow, in the form and on the server", async ({ page }) => {
    const day = tallinnDay(tallinnAt("15:59"))
    await fixClocks(page, tallinnAt("15:59"))
    await openSaleOrders(page)
    await page.getByRole("button", { name: "Telli kütust" }).click()
    await expect(wizard(page).locator("#ise-so-deliveryDate-picker")).toHaveAttribute("min", day)
    expect((await createByApi(page, { deliveryDate: day })).status).toBe(204)
    await wizard(page).getByRole("button", { name: "Katkesta" }).click()

    await fixClocks(page, tallinnAt("16:00"))
    await page.reload()
    await settled(page)
    await page.getByRole("button", { name: "Telli kütust" }).click()
    await expect(wizard(page).locator("#ise-so-deliveryDate-picker")).toHaveAttribute("min", addDays(day, 1))
    await expect(wizard(page).getByText(`Varaseim ${estonian(addDays(day, 1))}`)).toBeVisible()
    const refused = await createByApi(page, { deliveryDate: day })
    expect(refused).toMatchObject({ status: 400, body: { code: "VALIDATION", field: "deliveryDate" } })
  })

  const estonianTexts = Object.entries(saleOrdersMessages.et)
    .filter(([key, et]) => et !== saleOrdersMessages.en[key as keyof typeof saleOrdersMessages.en])
    .map(([, et]) => et.replace(/\{[^}]*\}/g, "").trim())
    .filter((text) => text.length >= 5)

  for (const locale of ["en", "ru"]) {
    test(`${locale}: the list and the dialog's three steps show no Estonian of ours`, async ({ page }) => {
      await fixClocks(page, tallinnAt("10:00"))
      await openSaleOrders(page, "", locale)
      const seen: string[] = [await page.locator("main").innerText()]
      await page.locator(".ise-sale-orders__actions .ise-ui__button").nth(1).click()
      seen.push(await wizard(page).innerText())
      await wizard(page).getByRole("radio").nth(1).check()
      await wizard(page).locator("#ise-so-customerLocationId").selectOption({ index: 1 })
      await wizard(page)
        .locator("#ise-so-deliveryDate")
        .fill(addDays(tallinnDay(tallinnAt("10:00")), 2))
      await wizard(page).locator("#ise-so-paymentDeadline").selectOption({ index: 1 })
      await wizard(page).locator(".ise-sale-orders__footer .ise-ui__button").last().click()
      await wizard(page).locator(".ise-sale-orders__amount").first().fill("1000")
      seen.push(await wizard(page).innerText())
      await wizard(page).locator(".ise-sale-orders__footer .ise-ui__button").last().click()
      await expect(wizard(page).getByTestId("sale-order-summary")).toBeVisible()
      seen.push(await wizard(page).innerText())
      const text = seen.join("\n")
      expect(estonianTexts.filter((et) => text.includes(et))).toEqual([])
      // The server's product names (Estonian) are named in the language too, in the list and the dialog.
      expect(["Diislikütus", "Erimärgistusega", "Bensiin"].filter((et) => text.includes(et))).toEqual([])
      expect(text).toContain(locale === "en" ? "Diesel" : "Дизельное топливо")
    })
  }
})
