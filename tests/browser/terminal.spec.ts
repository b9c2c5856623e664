import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { terminalMessages } from "../../src/widgets/terminal/terminal.messages"
import { apiToken, estonianOf, MARI, pagesAsBuilt, signInFast, switchCustomer } from "./helpers"

const COMPANY = "Näidis Logistika OÜ"
/** Its id in the seed (demoIds.customers.naidisLogistika). */
const COMPANY_ID = 2
const WCAG = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]

/** Mari signed in as the company with every terminal role, on one of its pages. */
const open = async (page: Page, title: string, path: string) => {
  await signInFast(page, MARI)
  await switchCustomer(page, COMPANY)
  // The tests hold back, fail or empty the browser's own calls: its pages come as built (no first view).
  await pagesAsBuilt(page)
  await page.goto(path)
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible()
}

/** The shell's footer links are below WCAG 2.2's 24 px target size; that is the shell's (reported), not these pages'. */
const noAxeViolations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(WCAG).exclude("footer").analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

const rows = (page: Page, testId: string) => page.getByTestId(testId).locator("tbody tr")
const days = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000)
  return `${String(d.getDate()).padStart(2, "0")}.${String(d.getMonth() + 1).padStart(2, "0")}.${d.getFullYear()}`
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("stock: one column per location and the expense reason; loading, a load error with retry, and empty", async ({ page }) => {
      // The first answer is held back (loading) and fails (error); the retry gets the real stock.
      let failed = false
      await page.route("**/v1/inventory/*", async (route) => {
        if (failed) return route.fallback()
        failed = true
        await new Promise((r) => setTimeout(r, 1500))
        await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "INTERNAL" }) })
      })
      await open(page, "Laoseis", "/laoseis")
      await expect(page.getByTestId("stock")).toContainText("Laen andmeid...")
      await expect(page.getByTestId("stock-error")).toContainText("Andmete laadimine ebaõnnestus.")
      await page.getByRole("button", { name: "Proovi uuesti" }).click()
      const table = page.getByTestId("stock")
      for (const header of ["ID", "Nimetus", "Kood", "Tartu terminal", "Muuga sadam", "Paldiski", "Kulu põhjus"])
        await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible()
      await expect(rows(page, "stock").filter({ hasText: "Diislikütus" }).first()).toContainText("Aurustumine")
      await expect(page.getByTestId("stock-error")).toHaveCount(0)
      await noAxeViolations(page)

      // No customer but this one has the role, so the empty list is the server answering [].
      await page.route("**/v1/inventory/*", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }))
      await page.reload()
      await expect(table).toContainText("Kirjed puuduvad")
    })

    test("bookings: date, name, quantity, price, location; empty", async ({ page }) => {
      await open(page, "Broneeringud", "/broneeringud")
      const table = page.getByTestId("bookings")
      for (const header of ["Kuupäev", "Nimetus", "Kogus", "Hind", "Laadimiskoht"])
        await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible()
      await expect(rows(page, "bookings").first().locator("td").first()).toHaveText(/^\d\d\.\d\d\.\d{4}$/)
      await noAxeViolations(page)
      await page.route("**/v1/booking/*", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }))
      await page.reload()
      await expect(table).toContainText("Kirjed puuduvad")
    })

    test("dispensing orders: the products are counted with a hover list on a wide screen, listed on a phone (issue 29)", async ({
      page,
    }) => {
      await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
      const list = page.getByTestId("dispensing-products").first()
      const count = page.locator(".ise-terminal__products").first()
      if (viewport.width < 640) {
        await expect(list).toBeVisible()
        await expect(list.getByRole("listitem").first()).toHaveText(/ L$/)
        await expect(count).toBeHidden()
      } else {
        await expect(count).toBeVisible()
        await expect(list).toBeHidden()
      }
    })

    test("tanks: bars capped at 100 % and red at or below the threshold; the sort lives in the address", async ({ page }) => {
      await open(page, "Mahutid", "/mahutid")
      // Seed: tank 3 reads above its capacity, tank 2 is at its threshold, tank 1 is well above it.
      await expect(page.getByTestId("tank-bar-3")).toHaveAttribute("aria-valuenow", "100")
      await expect(page.getByTestId("tank-bar-3")).toHaveAttribute("data-danger", "false")
      await expect(page.getByTestId("tank-bar-2")).toHaveAttribute("data-danger", "true")
      await expect(page.getByTestId("tank-bar-1")).toHaveAttribute("data-danger", "false")
      // 10 450 L in a 10 000 L tank: the bar stops at 100 % and the words say the reading is above the capacity.
      await expect(page.getByTestId("tank-over-3")).toHaveText("Näit üle mahutavuse")
      await expect(page.locator("[data-testid^=tank-over-]")).toHaveCount(1)
      const fill = (id: number) => page.getByTestId(`tank-bar-${id}`).locator(".ise-terminal__bar-fill")
      expect(await fill(3).evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(
        await page.getByTestId("tank-bar-3").evaluate((el) => el.clientWidth + 0.5),
      )
      expect(await fill(2).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(180, 35, 24)")
      expect(await fill(1).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(11, 110, 79)")
      // ID ascending by default: the first row is tank 1.
      await expect(rows(page, "tanks").first()).toContainText("Tartu mahuti 1")
      await noAxeViolations(page)

      await page.getByRole("button", { name: /Nimetus/ }).click()
      await expect(page).toHaveURL(/\?sort=NAME&dir=DESC$/)
      await expect(rows(page, "tanks").first()).toContainText("Varumahuti")
      await page.reload()
      await expect(rows(page, "tanks").first()).toContainText("Varumahuti")
      await expect(page.getByRole("columnheader", { name: /Nimetus/ })).toHaveAttribute("aria-sort", "descending")

      await page.route("**/v1/tanks/*", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ content: [], number: 0, size: 25, totalElements: 0 }),
        }),
      )
      await page.goto("/mahutid")
      await expect(page.getByTestId("tanks")).toContainText("Kirjed puuduvad")
    })

    test("dispensing orders: empty list", async ({ page }) => {
      await page.route("**/v1/dispensing-order/*", (route) =>
        route.request().method() === "GET" ? route.fulfill({ status: 200, contentType: "application/json", body: "[]" }) : route.fallback(),
      )
      await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
      await expect(page.getByTestId("dispensing-orders")).toContainText("Kirjed puuduvad")
      await expect(page.getByRole("button", { name: "Loo uus" })).toBeVisible()
    })

    test("dispensing: the warehouse switch clears the chosen fuels and amounts", async ({ page }) => {
      await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
      await page.getByRole("button", { name: "Loo uus" }).click()
      await page.getByRole("button", { name: "Vali Bensiin 95" }).click()
      await page.getByLabel("Bensiin 95: Kogus (L)").fill("500")
      await expect(page.getByTestId("dispensing-form")).toBeVisible()
      await page.getByText("Aktsiisiladu").click()
      await expect(page.getByRole("button", { name: "Vali Bensiin 95" })).toHaveCount(0)
      await page.getByText("Kommertsladu").click()
      await expect(page.getByRole("button", { name: "Vali Bensiin 95" })).toHaveAttribute("aria-pressed", "false")
      await expect(page.getByLabel("Bensiin 95: Kogus (L)")).toHaveValue("")
      await expect(page.getByTestId("dispensing-form")).toHaveCount(0)
    })
  })
}

/** Fills the header with valid values for the given base document. */
const fillHeader = async (page: Page, documentNumber: string) => {
  await page.getByLabel("Alusdokument").fill(documentNumber)
  const carrier = page.getByLabel("Vedaja")
  await carrier.fill("Ki")
  await expect(page.locator("#ise-disp-carriers option")).toHaveCount(0)
  await carrier.fill("Näidis Logistika OÜ")
  await expect(page.getByLabel("Auto")).toBeEnabled()
  await page.getByLabel("Auto").selectOption({ index: 1 })
  await expect(page.getByLabel("Juht").locator("option", { hasText: "Isikukoodi info puudub" })).toHaveCount(1)
  await page.getByLabel("Juht").selectOption({ index: 1 })
  await page.getByLabel("Kehtib kuni").fill(days(7))
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`dispensing at ${viewport.width}: validation, confirm, the 6 s poll, back to the list with the new order`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
    await expect(rows(page, "dispensing-orders").first()).toContainText(/VK-/)
    // Edit only where the order may be changed; the trailer is a dash when there is none.
    // (Counted per seeded order: the other width's run adds an order of its own to the same server.)
    for (const [document, editable] of [
      ["VK-2026-0141", 1],
      ["VK-2026-0142", 1],
      ["VK-2026-0139", 0],
      ["VK-2026-0120", 0],
    ] as const) {
      const row = rows(page, "dispensing-orders").filter({ hasText: document })
      await expect(row.getByRole("button", { name: /^Muuda väljastuskorraldust/ })).toHaveCount(editable)
    }
    await expect(rows(page, "dispensing-orders").filter({ hasText: "VK-2026-0139" })).toContainText("—")
    await noAxeViolations(page)

    await page.getByRole("button", { name: "Loo uus" }).click()
    await expect(page.getByTestId("dispensing-form")).toHaveCount(0)
    await page.getByRole("button", { name: "Vali Diislikütus" }).click()
    await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
    // The first bad field is the chosen fuel's amount: it has the focus and is on screen.
    const amount = page.getByLabel("Diislikütus: Kogus (L)")
    await expect(amount).toBeFocused()
    await expect(amount).toBeInViewport()
    await amount.fill("250")
    await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
    await expect(page.getByText("Kogus peab olema 100 kordne")).toBeVisible()
    await amount.fill("300")
    await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
    await expect(page.getByLabel("Alusdokument")).toBeFocused()
    await expect(page.getByText("Kohustuslik väli").first()).toBeVisible()
    await noAxeViolations(page)

    const document = `VK-TEST-${viewport.width}`
    await fillHeader(page, document)
    await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
    const modal = page.getByTestId("dispensing-confirm")
    await expect(modal).toBeVisible()
    await noAxeViolations(page)
    const started = Date.now()
    await modal.getByRole("button", { name: "Kinnita", exact: true }).click()
    await expect(modal).toBeHidden({ timeout: 40_000 })
    // The state is asked for the first time 6 s after the start.
    expect(Date.now() - started).toBeGreaterThanOrEqual(6_000)
    await expect(page.getByRole("button", { name: "Loo uus" })).toBeVisible()
    await expect(rows(page, "dispensing-orders").filter({ hasText: document })).toContainText("1 toode")
  })
}

test("dispensing: a save that exceeds the stock ends FAILED with the message, the button enabled, nothing saved", async ({ page }) => {
  test.setTimeout(120_000)
  await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
  await page.getByRole("button", { name: "Loo uus" }).click()
  await page.getByRole("button", { name: "Vali Bensiin 95" }).click()
  await page.getByLabel("Bensiin 95: Kogus (L)").fill("9000000")
  await fillHeader(page, "VK-TOO-MUCH")
  await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
  const modal = page.getByTestId("dispensing-confirm")
  await modal.getByRole("button", { name: "Kinnita", exact: true }).click()
  await expect(modal.getByTestId("dispensing-save-error")).toHaveText("Viga salvestamisel, proovi mõne hetke pärast uuesti.", {
    timeout: 40_000,
  })
  await expect(modal.getByRole("button", { name: "Kinnita", exact: true })).toBeEnabled()
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Tagasi" }).click()
  await expect(rows(page, "dispensing-orders").first()).toContainText(/VK-/)
  await expect(rows(page, "dispensing-orders").filter({ hasText: "VK-TOO-MUCH" })).toHaveCount(0)
})

/** Creates an order of its own through the API (1 000 L diesel) and waits until the terminal's worker applied it. */
const orderOfOwn = async (page: Page, documentNumber: string) => {
  const headers = { authorization: `Bearer ${await apiToken(page, MARI)}` }
  const companyId = COMPANY_ID
  const fuels = await (await page.request.get(`/v1/customer-product/dispensing-order-fuels/${companyId}`, { headers })).json()
  const diesel = fuels.find(
    (f: { productName: string; remoteStockId: string }) => f.productName === "Diislikütus" && f.remoteStockId === "1",
  )
  const body = {
    documentNumber,
    owner: "TT",
    carrier: "NAIDIS",
    vehicleCode: "NL-AUTO-1",
    driver: "NL-JUHT-2",
    validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    warehouse: "1",
  }
  const started = await page.request.post(`/v1/dispensing-order/${companyId}`, {
    headers,
    data: { ...body, rows: [{ remoteBatchId: diesel.remoteBatchId, batchAmount: 1000 }] },
  })
  expect(started.status(), await started.text()).toBe(200)
  const { uid } = await started.json()
  await expect
    .poll(
      async () =>
        (await (await page.request.post(`/v1/dispensing-order/save-state/${companyId}`, { headers, data: { uid } })).json()).state,
      { timeout: 30_000 },
    )
    .toBe("COMPLETED")
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`dispensing at ${viewport.width}: editing an order of its own (PUT, the 6 s poll, back to the list with the change)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const document = `VK-EDIT-${viewport.width}`
    await orderOfOwn(page, document)
    await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
    const row = rows(page, "dispensing-orders").filter({ hasText: document })
    await expect(row.locator(".ise-terminal__products")).toHaveAttribute("title", /^Diislikütus 1\s?000 L$/)
    await row.getByRole("button", { name: `Muuda väljastuskorraldust ${document}` }).click()

    // The edit starts with the order's fuel chosen at its amount and its header filled in.
    const amount = page.getByLabel("Diislikütus: Kogus (L)")
    await expect(amount).toHaveValue("1000")
    await expect(page.getByLabel("Alusdokument")).toHaveValue(document)
    await expect(page.getByLabel("Vedaja")).toHaveValue("Näidis Logistika OÜ")
    await amount.fill("1550")
    await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
    await expect(page.getByText("Kogus peab olema 100 kordne")).toBeVisible()
    await amount.fill("1600")
    await page.getByLabel("Alusdokument").fill(`${document}-B`)
    await page.getByRole("button", { name: "Kinnita väljastuskorraldus" }).click()
    const modal = page.getByTestId("dispensing-confirm")
    await expect(modal).toBeVisible()
    const put = page.waitForRequest((r) => r.method() === "PUT" && /\/v1\/dispensing-order\/\d+$/.test(r.url()))
    const started = Date.now()
    await modal.getByRole("button", { name: "Kinnita", exact: true }).click()
    const sent = (await put).postDataJSON()
    expect(sent).toMatchObject({
      documentNumber: `${document}-B`,
      newRows: [],
      modifiedRows: [{ productName: "Diislikütus", rowNumber: 1, quantity: 1600 }],
    })
    await expect(modal).toBeHidden({ timeout: 40_000 })
    // The edit state is asked for the first time 6 s after the start.
    expect(Date.now() - started).toBeGreaterThanOrEqual(6_000)
    await expect(page.getByRole("button", { name: "Loo uus" })).toBeVisible()
    const changed = rows(page, "dispensing-orders").filter({ hasText: `${document}-B` })
    await expect(changed.locator(".ise-terminal__products")).toHaveAttribute("title", /^Diislikütus 1\s?600 L$/)
  })
}

/** Estonian that must not show in en or ru: our texts, and the server's product and state names (its own, Estonian). */
const estonianOnTerminalPages = [
  ...estonianOf(terminalMessages),
  "Diislikütus",
  "Erimärgistusega",
  "Bensiin",
  "Kinnitatud",
  "Laadimisel",
  "Väljastatud",
]

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const language of ["EN", "RU"] as const) {
    test(`${language} at ${viewport.width}: no Estonian of ours on the tanks, dispensing orders (list and new order), stock and bookings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await open(page, "Väljastuskorraldused", "/väljastuskorraldused")
      await page.getByRole("button", { name: language, exact: true }).click()
      const leftovers = async () => {
        const text = await page.locator("main").innerText()
        // Whole words: "Vali" (et "Vali {name}") is not in "Valid until".
        return estonianOnTerminalPages.filter((et) =>
          new RegExp(`(^|[^\\p{L}])${et.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text),
        )
      }
      await expect(rows(page, "dispensing-orders").first()).toBeVisible()
      await expect(page.getByTestId("dispensing-orders")).toContainText(language === "EN" ? "Confirmed" : "Подтверждено")
      expect(await leftovers()).toEqual([])
      // The hover list of an order's products names them in the language too.
      const products = page.getByTestId("dispensing-orders").locator(".ise-terminal__products").first()
      expect(await products.getAttribute("title")).toMatch(language === "EN" ? /Diesel/ : /Дизельное топливо/)
      await page.getByRole("button", { name: language === "EN" ? "Create new" : "Создать" }).click()
      await expect(
        page.getByRole("button", { name: language === "EN" ? "Choose Diesel" : "Выбрать Дизельное топливо" }).first(),
      ).toBeVisible()
      expect(await leftovers()).toEqual([])
      for (const path of ["/mahutid", "/laoseis", "/broneeringud"]) {
        await page.goto(path)
        await page.waitForLoadState("networkidle")
        await expect(page.locator("main table").first()).toBeVisible()
        expect([path, ...(await leftovers())]).toEqual([path])
      }
    })
  }
}
