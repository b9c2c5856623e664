import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { readFileSync } from "node:fs"
import { presetRange, DATE_PRESETS } from "../../src/core/rules/dateRanges"
import { tallinnDay } from "../../src/core/rules/vat"
import { apiToken, JAAN, MARI, signInFast, switchCustomer } from "./helpers"
import { fakeApp } from "./embedding"

const COMPANY = "Näidis Logistika OÜ"
const COMPANY_ID = 2

const fuelRows = (page: Page) => page.getByTestId("fuel-invoices").locator("tbody tr")
/** The cells of one column (0 number, 1 type, 2 date, 3 deadline, 4 amount, 5 status): no internal id column. */
const column = (page: Page, index: number) =>
  page
    .getByTestId("fuel-invoices")
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts()
const isoOf = (ddmmyyyy: string) => ddmmyyyy.trim().split(".").reverse().join("-")
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, "").replace(",", "."))

const openInvoices = async (page: Page, customer?: string) => {
  await signInFast(page, MARI)
  if (customer) await switchCustomer(page, customer)
  await page.getByRole("navigation").getByRole("link", { name: "Arved" }).click()
  await expect(page.getByRole("heading", { name: "Arved", level: 1 })).toBeVisible()
  await expect(fuelRows(page).first().locator("td").nth(2)).toHaveText(/\d\d\.\d\d\.\d{4}/)
}

test("the 1 May notice, the paid flags, and each date preset and type filter narrow the list", async ({ page }) => {
  await openInvoices(page, COMPANY)
  await expect(page.getByTestId("reference-notice")).toHaveText("Alates 1. maist 2025 on arve tasumisel viitenumber kohustuslik.")
  await expect(page.getByTestId("fuel-invoices").getByText("Tasumata").first()).toBeVisible()
  await expect(page.getByTestId("fuel-invoices").getByText("Arve tasutud").first()).toBeVisible()
  await expect(page.getByText(/Lehekülg 1 \/ \d+ \(\d+ kirjet\)/)).toBeVisible()

  const today = tallinnDay(new Date())
  for (const preset of DATE_PRESETS) {
    const { start, end } = presetRange(preset, today)
    await page.getByTestId("date-preset").selectOption(preset)
    await expect(page.getByTestId("fuel-invoices").locator("table")).not.toHaveAttribute("aria-busy", "true")
    const dates = (await column(page, 2)).filter((d) => /\d/.test(d)).map(isoOf)
    // The seed has documents today and a week ago: the week, month and year presets all find some.
    if (preset !== "previousMonth" && preset !== "previousYear") expect(dates.length, preset).toBeGreaterThan(0)
    for (const d of dates) expect(d >= start && d <= end, `${preset}: ${d} in ${start}…${end}`).toBe(true)
  }
  await page.getByTestId("date-preset").selectOption("all")

  await page.getByTestId("type-filter").selectOption("aggregate")
  await expect.poll(async () => new Set(await column(page, 1))).toEqual(new Set(["Koondarve"]))
  // The type by name; its code only in the tooltip.
  await expect(page.getByTestId("fuel-invoices").locator("tbody tr td:nth-child(2) [title]").first()).toHaveAttribute("title", "VA.1")
  await expect(page.getByRole("columnheader", { name: "ID", exact: true })).toHaveCount(0)
  await page.getByTestId("type-filter").selectOption("multi")
  await expect
    .poll(async () => [...new Set(await column(page, 1))].sort())
    .toEqual(["Mitmikarve (kombineeritud)", "Mitmikarve (väljastus)"])
})

test("a custom range in dd.MM.yyyy; a bad date is named in Estonian and keeps the list", async ({ page }) => {
  await openInvoices(page, COMPANY)
  const before = await column(page, 0)
  await page.getByTestId("date-preset").selectOption("custom")
  await page.getByLabel("Alates").fill("31.02.2025")
  await page.getByRole("button", { name: "Rakenda" }).click()
  await expect(page.getByRole("alert")).toHaveText("Alguskuupäev peab olema kujul pp.kk.aaaa, nt 01.05.2026")
  expect(await column(page, 0)).toEqual(before)
  await expect(page.getByLabel("Alates")).toHaveValue("31.02.2025")

  const today = tallinnDay(new Date())
  const { start, end } = presetRange("currentYear", today)
  await page.getByLabel("Alates").fill(start.split("-").reverse().join("."))
  await page.getByLabel("Kuni").fill(today.split("-").reverse().join("."))
  await page.getByRole("button", { name: "Rakenda" }).click()
  await expect(page.getByRole("alert")).toHaveCount(0)
  await expect.poll(async () => (await column(page, 2)).map(isoOf).every((d) => d >= start && d <= end)).toBe(true)
})

test("sorting and paging are the server's: amount both ways, then the next page", async ({ page }) => {
  await openInvoices(page, COMPANY)
  const amountHeader = page.getByRole("columnheader", { name: /Summa/ })
  await amountHeader.getByRole("button").click()
  await expect(amountHeader).toHaveAttribute("aria-sort", "descending")
  await expect
    .poll(async () => {
      const a = (await column(page, 4)).map(euros)
      return a.length === 20 && a.every((x, i) => i === 0 || a[i - 1]! >= x)
    })
    .toBe(true)
  const topDesc = (await column(page, 4)).map(euros)[0]!
  await amountHeader.getByRole("button").click()
  await expect(amountHeader).toHaveAttribute("aria-sort", "ascending")
  await expect
    .poll(async () => {
      const a = (await column(page, 4)).map(euros)
      return a.every((x, i) => i === 0 || a[i - 1]! <= x) && a[0]! < topDesc
    })
    .toBe(true)

  const first = await column(page, 0)
  const firstAmounts = (await column(page, 4)).map(euros)
  await page.getByRole("button", { name: "Järgmine" }).click()
  await expect(page.getByText(/Lehekülg 2 \/ \d+/)).toBeVisible()
  await expect.poll(async () => (await column(page, 0)).some((n) => first.includes(n))).toBe(false)
  // Ascending across pages: page 2 starts where page 1 ended.
  const second = (await column(page, 4)).map(euros)
  expect(second[0]).toBeGreaterThanOrEqual(Math.max(...firstAmounts))
  await page.getByRole("button", { name: "Eelmine" }).click()
  await expect(page.getByText(/Lehekülg 1 \/ \d+/)).toBeVisible()
})

test("a row opens the PDF preview; download gives the real PDF", async ({ page }) => {
  await openInvoices(page, COMPANY)
  const number = (await column(page, 0))[0]!
  await page.getByRole("button", { name: `Vaata arvet ${number}` }).click()
  const dialog = page.getByRole("dialog", { name: `Arve ${number}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator("canvas").first()).toBeVisible({ timeout: 30_000 })
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Laadi alla" }).click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  await dialog.getByRole("button", { name: "Sulge" }).first().click()
  await expect(dialog).toBeHidden()
})

test("the company: over the bank limit the message shows and banks are disabled; factored invoices cannot be selected; axe finds nothing", async ({
  page,
}) => {
  await openInvoices(page, COMPANY)
  await page.getByTestId("open-payment").click()
  const modal = page.getByRole("dialog", { name: "Arvete tasumine" })
  await expect(modal.getByTestId("pay-row").first()).toBeVisible()
  await expect(modal.getByTestId("pay-limit")).toHaveText("Pangalingi maksed on limiteeritud summaga 14\u00a0999,99\u00a0€!")
  await expect(modal.getByRole("button", { name: "Maksa: SEB" })).toBeDisabled()
  await expect(modal.getByRole("button", { name: "Maksa kaardiga" })).toBeEnabled()
  const factored = modal.locator('tr[data-factored="true"] input[type="checkbox"]')
  await expect(factored).toHaveCount(2)
  for (const box of await factored.all()) {
    await expect(box).toBeDisabled()
    await expect(box).not.toBeChecked()
  }
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])

  // Nothing selected: every button is disabled.
  for (const box of await modal.locator('tr[data-factored="false"] input[type="checkbox"]').all()) await box.uncheck()
  await expect(modal.getByRole("button", { name: "Maksa kaardiga" })).toBeDisabled()
  await expect(modal.getByRole("button", { name: "Maksa: LHV" })).toBeDisabled()
  await expect(modal.getByTestId("pay-limit")).toHaveCount(0)
})

test('a declined bank payment shows "Makse ebaõnnestus!" and pays nothing', async ({ page }) => {
  await openInvoices(page, COMPANY)
  await page.getByTestId("open-payment").click()
  const modal = page.getByRole("dialog", { name: "Arvete tasumine" })
  const boxes = modal.locator('tr[data-factored="false"] input[type="checkbox"]')
  await expect(boxes.first()).toBeChecked()
  const count = await boxes.count()
  for (let i = 1; i < count; i++) await boxes.nth(i).uncheck()
  await expect(modal.getByTestId("pay-sum")).toContainText("Valitud 1 arve,")
  await modal.getByRole("button", { name: "Maksa: Swedbank" }).click()
  await expect(page.getByRole("heading", { name: /Pangalink: Swedbank/ })).toBeVisible()
  await page.getByRole("button", { name: "Keeldu" }).click()
  await expect(page).toHaveURL(/\/arved$/, { timeout: 20_000 })
  await expect(page.getByTestId("payment-result")).toHaveText("Makse ebaõnnestus!")
  await page.getByTestId("open-payment").click()
  await expect(page.getByRole("dialog", { name: "Arvete tasumine" }).locator('tr[data-factored="false"]')).toHaveCount(count)
})

test("front page UUED ARVED: the company has factored invoices, so a link; Mari's own customer has cards with Maksma", async ({ page }) => {
  await signInFast(page, MARI)
  const widget = page.getByTestId("new-invoices")
  await expect(widget.getByRole("heading", { name: "UUED ARVED" })).toBeVisible()
  await expect(widget.getByTestId("new-invoice-card")).toHaveCount(2)
  await expect(widget.getByRole("button", { name: /^Maksma/ })).toHaveCount(2)
  await expect(widget.getByRole("link", { name: "Vaata arveid" })).toHaveCount(0)
  // "Maksma" beside one invoice selects that invoice only (issue 29); both stay listed to add.
  for (const index of [0, 1]) {
    const card = widget.getByTestId("new-invoice-card").nth(index)
    const number = (await card.locator("strong").innerText()).trim()
    await card.getByRole("button", { name: /^Maksma/ }).click()
    const dialog = page.getByRole("dialog", { name: "Arvete tasumine" })
    await expect(dialog.getByTestId("pay-row")).toHaveCount(2)
    await expect(dialog.locator('input[type="checkbox"]:checked')).toHaveCount(1)
    await expect(dialog.getByTestId("pay-row").filter({ has: page.locator('input[type="checkbox"]:checked') })).toContainText(number)
    await page.keyboard.press("Escape")
  }

  await switchCustomer(page, COMPANY)
  await expect(widget.getByTestId("new-invoice-card")).toHaveCount(3)
  await expect(widget.getByRole("button", { name: /^Maksma/ })).toHaveCount(0)
  await widget.getByRole("link", { name: "Vaata arveid" }).click()
  await expect(page).toHaveURL(/\/arved$/)
})

test('paying two invoices by bank link: approve, "Makse oli edukas!", both paid', async ({ page }) => {
  await signInFast(page, MARI)
  await page.goto("/arved")
  await expect(fuelRows(page)).toHaveCount(5)
  const numbers = await page
    .getByTestId("fuel-invoices")
    .locator("tbody tr", { hasText: "Tasumata" })
    .locator("td:nth-child(1)")
    .allInnerTexts()
  expect(numbers).toHaveLength(2)
  await page.getByTestId("open-payment").click()
  const modal = page.getByRole("dialog", { name: "Arvete tasumine" })
  await expect(modal.locator('input[type="checkbox"]:checked')).toHaveCount(2)
  await modal.getByRole("button", { name: "Maksa: SEB" }).click()
  await expect(page.getByRole("heading", { name: /Pangalink: SEB/ })).toBeVisible()
  await page.getByRole("button", { name: "Kinnita makse" }).click()
  await expect(page).toHaveURL(/\/arved$/, { timeout: 20_000 })
  await expect(page.getByTestId("payment-result")).toHaveText("Makse oli edukas!")
  for (const n of numbers) await expect(page.getByTestId("fuel-invoices").locator("tr", { hasText: n })).toContainText("Arve tasutud")
  // The message clears after 5 s.
  await expect(page.getByTestId("payment-result")).toBeHidden({ timeout: 8_000 })
  await expect(page.getByTestId("open-payment")).toHaveCount(0)
})

test("Jaan, with no fuel invoices, lands on the electricity tab", async ({ page }) => {
  await signInFast(page, JAAN)
  await page.goto("/arved")
  await expect(page.getByRole("tab", { name: "Elektriarved" })).toHaveAttribute("aria-selected", "true")
  // Arrow keys move between the tabs with the focus.
  await page.getByRole("tab", { name: "Elektriarved" }).focus()
  await page.keyboard.press("ArrowLeft")
  await expect(page.getByRole("tab", { name: "Kütusearved" })).toBeFocused()
  await expect(page.getByTestId("fuel-invoices")).toContainText("Valitud perioodil arveid ei ole.")
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("tab", { name: "Elektriarved" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByTestId("electricity-invoices").locator("tbody tr")).toHaveCount(6)
  const number = (await page.getByTestId("electricity-invoices").locator("tbody tr td:nth-child(1)").first().innerText()).trim()
  await page.getByRole("button", { name: `Vaata arvet ${number}` }).click()
  await expect(
    page
      .getByRole("dialog", { name: `Arve ${number}` })
      .locator("canvas")
      .first(),
  ).toBeVisible({ timeout: 30_000 })
})

test("the payment return without a token goes to the invoices with an error", async ({ page }) => {
  await signInFast(page, MARI)
  await page.goto("/process-payment")
  await expect(page).toHaveURL(/\/arved$/)
  await expect(page.getByTestId("payment-result")).toHaveText("Makse ebaõnnestus!")
})

test("the app-webview example: ise-invoice-payment alone pays an invoice by card", async ({ page }) => {
  const token = await apiToken(page, MARI)
  await fakeApp(page, token)
  await page.goto(`/examples/invoice-payment-webview.html?customer-id=${COMPANY_ID}&locale=et`)
  const panel = page.locator("ise-invoice-payment").getByTestId("payment-panel")
  const boxes = panel.locator('tr[data-factored="false"] input[type="checkbox"]')
  await expect(boxes.first()).toBeChecked()
  const count = await boxes.count()
  for (let i = 0; i < count - 1; i++) await boxes.nth(i).uncheck()
  const number = (
    await panel
      .locator('tr[data-factored="false"]')
      .nth(count - 1)
      .locator("td")
      .nth(1)
      .innerText()
  )
    .split("\n")[0]!
    .trim()
  // The app takes over the navigation: it cancels the event and opens the address itself.
  await page.evaluate(() => {
    document.querySelector("ise-invoice-payment")!.addEventListener("ise-payment-started", (e) => {
      e.preventDefault()
      ;(window as any).started = e.detail.redirectUrl
    })
  })
  await panel.getByRole("button", { name: "Maksa kaardiga" }).click()
  const redirectUrl = await page.waitForFunction(() => (window as any).started).then((h) => h.jsonValue() as Promise<string>)
  await expect(page.locator("#log")).toHaveText(`ise-payment-started: ${redirectUrl}`)
  expect(redirectUrl).toMatch(/\/v1\/payment\/simulator\//)
  await page.goto(redirectUrl)
  await expect(page.getByRole("heading", { name: /Kaardimakse/ })).toBeVisible()
  await page.getByRole("button", { name: "Kinnita makse" }).click()
  await page.waitForURL(/\/(arved|login)/, { timeout: 20_000 })
  const docs = await (
    await page.request.get(`/v1/documents/${COMPANY_ID}?size=1000`, { headers: { authorization: `Bearer ${token}` } })
  ).json()
  expect(docs.content.find((d: any) => d.documentNumber === number)?.paid).toBe(true)
})

test("a failing status check on the return page: the toast, then the invoices with an error after 2 s", async ({ page }) => {
  await signInFast(page, MARI)
  await page.route("**/v1/payment/process", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"INTERNAL"}' }),
  )
  await page.goto("/process-payment?order-token=abc")
  await expect(page.getByTestId("toaster")).toContainText("Makse töötlemine ebaõnnestus")
  await expect(page).toHaveURL(/\/process-payment/)
  await expect(page).toHaveURL(/\/arved$/, { timeout: 5_000 })
  await expect(page.getByTestId("payment-result")).toHaveText("Makse ebaõnnestus!")
})

test("<ise-new-invoices> on another page shows the company's cards and the link, in its own language", async ({ page }) => {
  const token = await apiToken(page, MARI)
  await page.goto("/examples/invoice-payment-webview.html")
  await page.evaluate(
    ([t, id]) => {
      const el = document.createElement("ise-new-invoices")
      el.setAttribute("token", t!)
      el.setAttribute("customer-id", id!)
      el.setAttribute("locale", "en")
      el.setAttribute("api-base", "/v1")
      document.body.prepend(el)
      const s = document.createElement("script")
      s.src = "/widgets/ise-new-invoices.js"
      document.body.append(s)
    },
    [token, String(COMPANY_ID)],
  )
  const widget = page.locator("ise-new-invoices").getByTestId("new-invoices")
  await expect(widget.getByRole("heading", { name: "NEW INVOICES" })).toBeVisible()
  await expect(widget.getByTestId("new-invoice-card")).toHaveCount(3)
  await expect(widget.getByRole("link", { name: "View invoices" })).toHaveAttribute("href", "/arved")
})
