import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { apiToken, JAAN, MARI, pagesAsBuilt, signInFast } from "./helpers"

/** Issue 9: the portal as a customer feels it, each point at desktop and phone width. */
const COMPANY_ID = 2
const OWN_ID = 1
const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const

/** Signed in as Mari through the API, representing `customerId`, in `locale`. */
const signIn = async (page: Page, customerId: number, locale = "et") => {
  const token = await apiToken(page, MARI)
  const userId = (await (await page.request.get("/v1/users/current", { headers: { authorization: `Bearer ${token}` } })).json()).id
  await page.addInitScript(
    ([t, u, c, l]) => {
      localStorage.setItem("ise.token", t)
      localStorage.setItem("ise.userId", u)
      localStorage.setItem("ise.customerId", c)
      localStorage.setItem("ise.locale", l)
    },
    [token, String(userId), String(customerId), locale],
  )
}

/** Layout shift of the page so far (PerformanceObserver, buffered). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) sum += e.value
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(sum), 300)
      }),
  )

const fuelRow = (page: Page, number: string) => page.getByTestId("fuel-invoices").locator("tbody tr").filter({ hasText: number })

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    const phone = viewport.width < 640

    test("/arved fits the screen (cards on a phone); the payment dialog fits and says all unpaid invoices are selected", async ({
      page,
    }) => {
      await signIn(page, COMPANY_ID)
      await page.goto("/arved")
      await expect(fuelRow(page, "KA-2026-00001")).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      // On a phone each row is a card whose cells are labelled; the amount and "Vaata" are on screen.
      const row = fuelRow(page, "KA-2026-00001")
      const view = row.getByRole("button", { name: /Vaata/ })
      const box = (await view.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      // A compact card on a phone (compactRows.spec measures it), a table row on a desktop.
      expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe(phone ? "flex" : "table-row")
      await page.getByTestId("open-payment").click()
      const dialog = page.getByTestId("payment-modal").or(page.getByRole("dialog"))
      await expect(page.getByTestId("pay-all-selected")).toHaveText("Valitud kõik tasumata arved.")
      const d = (await page.getByRole("dialog").boundingBox())!
      expect(d.x).toBeGreaterThanOrEqual(0)
      expect(d.x + d.width).toBeLessThanOrEqual(viewport.width)
      const due = page.getByTestId("pay-row").first().locator("td").last()
      const dueBox = (await due.boundingBox())!
      expect(dueBox.x + dueBox.width).toBeLessThanOrEqual(d.x + d.width)
      await expect(dialog.first()).toBeVisible()
    })

    test("/login: a language switch, a reason under the error, arrow keys on the tabs, no frame on a phone", async ({ page }) => {
      await page.goto("/login")
      await page.getByRole("button", { name: "EN", exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to self-service")
      await page.getByRole("button", { name: "Sign in" }).click()
      await expect(page.getByRole("alert")).toHaveText("Sign-in failed!Enter your personal identification code.")
      await page.getByRole("button", { name: "RU", exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход в самообслуживание")
      await page.getByRole("button", { name: "ET", exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sisene iseteenindusse")
      // Arrows move between the methods shown (ID-kaart is hidden on phones) and take the focus.
      await page.getByRole("tab", { name: "Smart-ID" }).focus()
      await page.keyboard.press("ArrowRight")
      const next = phone ? "Mobile-ID" : "ID-kaart"
      await expect(page.getByRole("tab", { name: next })).toBeFocused()
      await expect(page.getByRole("tab", { name: next })).toHaveAttribute("aria-selected", "true")
      await page.keyboard.press("ArrowLeft")
      await expect(page.getByRole("tab", { name: "Smart-ID" })).toBeFocused()
      // The gradient reaches the screen's edges.
      const login = (await page.locator(".ise-portal__login").boundingBox())!
      expect(login.x).toBe(0)
      expect(login.width).toBe(viewport.width)
    })

    test("overdue and partly paid invoices say so, in /arved and UUED ARVED, in et, en and ru", async ({ page }) => {
      // The answer is changed in the browser: the page asks it itself (no first view).
      await pagesAsBuilt(page)
      await signIn(page, COMPANY_ID)
      // Other tests pay the company's partly paid invoice; here KA-2026-00004 (due 16 days ago in the
      // seed, never paid by a test) is answered as partly paid, 100 € of it.
      await page.route(/\/v1\/documents\/2\?/, async (route) => {
        const body = await (await route.fetch()).json()
        for (const d of body.content) if (d.documentNumber === "KA-2026-00004") d.paymentAmount = 100
        await route.fulfill({ json: body })
      })
      await page.goto("/arved")
      const overdue = fuelRow(page, "KA-2026-00004")
      await expect(overdue.locator("[data-status]")).toHaveText("Tähtaeg ületatud")
      await expect(overdue.getByTestId("partly-paid")).toHaveText(/^Osaliselt tasutud: tasutud 100,00\s€, jäänud [\d\s]+,\d\d\s€$/)
      await expect(fuelRow(page, "KA-2026-00001").locator("[data-status]")).toHaveText(/^(Tasumata|Tähtaeg ületatud)$/)
      await page.goto("/esileht")
      await expect(page.getByTestId("new-invoices").locator('[data-status="overdue"]').first()).toHaveText("Tähtaeg ületatud")
      await page.goto("/arved")
      // The header's language switch (on a phone it is in the header's second row, always shown).
      await page.getByRole("button", { name: "EN", exact: true }).click()
      await expect(fuelRow(page, "KA-2026-00004").locator("[data-status]")).toHaveText("Overdue")
      await page.getByRole("button", { name: "RU", exact: true }).click()
      await expect(fuelRow(page, "KA-2026-00004").locator("[data-status]")).toHaveText("Просрочен")
    })

    test("electricity invoices say paid, unpaid or overdue (Jaan's, who has no fuel invoices)", async ({ page }) => {
      await signInFast(page, JAAN)
      await page.goto("/arved")
      const rows = page.getByTestId("electricity-invoices").locator("tbody tr")
      await expect(rows).toHaveCount(6)
      const status = (i: number) => rows.nth(i).locator(".ise-invoices__status")
      // Newest first: this month's is due on the 25th, last month's is past its due date, the rest are paid.
      await expect(status(0)).toHaveText(/^(Tasumata|Tähtaeg ületatud)$/)
      await expect(status(1)).toHaveText("Tähtaeg ületatud")
      for (let i = 2; i < 6; i++) await expect(status(i)).toHaveText("Arve tasutud")
      await page.getByRole("button", { name: "EN", exact: true }).click()
      await expect(status(1)).toHaveText("Overdue")
      await expect(status(2)).toHaveText("Invoice paid")
    })

    test("/arved keeps tab, filters, sort and page in the address: reload and Back restore them", async ({ page }) => {
      await signIn(page, COMPANY_ID)
      await page.goto("/arved")
      await expect(fuelRow(page, "KA-2026-00001")).toBeVisible()
      await page.getByRole("button", { name: "Järgmine" }).click()
      await expect(page).toHaveURL(/\/arved\?page=2$/)
      await page.reload()
      await expect(page.getByText(/^Lehekülg 2 \//)).toBeVisible()
      await page.getByTestId("type-filter").selectOption("multi")
      await expect(page).toHaveURL(/\/arved\?type=multi$/)
      await page.getByRole("tab", { name: "Elektriarved" }).click()
      await expect(page).toHaveURL(/\/arved\?tab=electricity$/)
      await page.reload()
      await expect(page.getByRole("tab", { name: "Elektriarved" })).toHaveAttribute("aria-selected", "true")
      await page.goBack()
      await expect(page).toHaveURL(/\/arved\?type=multi$/)
      await expect(page.getByRole("tab", { name: "Kütusearved" })).toHaveAttribute("aria-selected", "true")
      await expect(page.getByTestId("type-filter")).toHaveValue("multi")
      await page.goBack()
      await expect(page).toHaveURL(/\/arved\?page=2$/)
      await expect(page.getByText(/^Lehekülg 2 \//)).toBeVisible()
    })

    test("a deep link survives sign-in", async ({ page }) => {
      await page.goto("/lepingud")
      await expect(page).toHaveURL(/\/login\?next=%2Flepingud$/)
      await page.getByLabel("Isikukood").fill(MARI)
      await page.getByRole("button", { name: "Sisene" }).click()
      await expect(page).toHaveURL(/\/lepingud$/, { timeout: 30_000 })
      await expect(page.getByRole("heading", { level: 1, name: "Lepingud" })).toBeVisible()
      // The first Tab after sign-in starts at the top of the page: the skip link.
      await page.keyboard.press("Tab")
      await expect(page.getByRole("link", { name: "Liigu sisu juurde" })).toBeFocused()
    })

    test("the front page lays out only the widgets with something to show", async ({ page }) => {
      await signIn(page, OWN_ID)
      await page.goto("/esileht")
      await expect(page.getByTestId("new-invoices")).toBeVisible()
      await page.waitForLoadState("networkidle")
      // Mari's own customer has no agreements to sign: no empty cell is laid out (TARBIMINE: her metering point).
      const laidOut = await page
        .locator(".ise-portal__dashboard-cell, .ise-portal__dashboard-side")
        .evaluateAll((els) =>
          els
            .filter((e) => getComputedStyle(e).display !== "none")
            .map((e) => [e.className, e.getBoundingClientRect().height > 0, e.childElementCount > 0]),
        )
      expect(laidOut).toEqual([
        ["ise-portal__dashboard-cell ise-portal__dashboard-cell--prices", true, true],
        ["ise-portal__dashboard-side", true, true],
        ["ise-portal__dashboard-cell ise-portal__dashboard-cell--invoices", true, true],
        ["ise-portal__dashboard-cell ise-portal__dashboard-cell--consumption", true, true],
      ])
      await expect(page.getByTestId("new-agreements")).toHaveCount(0)
    })

    test("the header keeps one row (the rest under Veel) and its height from the first paint", async ({ page }) => {
      for (const locale of ["et", "ru"]) {
        await page.context().clearCookies()
        await signIn(page, COMPANY_ID, locale)
        await page.goto("/arved")
        await expect(fuelRow(page, "KA-2026-00001")).toBeVisible()
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
        if (phone) continue
        const tops = await page
          .locator("#main-nav > ul > li")
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
        expect(new Set(tops).size).toBe(1)
        const more = page.locator("#main-nav").getByRole("button", { name: locale === "et" ? /Veel/ : /Ещё/ })
        await more.click()
        await expect(page.locator("#main-nav-more a").first()).toBeVisible()
        await page.keyboard.press("Escape")
        await expect(more).toBeFocused()
      }
    })

    test("package names in English and Russian; Esc in the customer switcher keeps the focus", async ({ page }) => {
      await signIn(page, COMPANY_ID, "en")
      await page.goto("/lepingud")
      await expect(page.getByText("Package: Fixed 12 months").first()).toBeVisible()
      await expect(page.getByText(/Fikseeritud|Börsihind/)).toHaveCount(0)
      const switcher = page.getByRole("button", { name: /Choose whom to represent/ })
      await switcher.click()
      await page.keyboard.press("Escape")
      await expect(switcher).toBeFocused()
    })
  })
}

test("/examples/ lists the examples", async ({ page }) => {
  await page.goto("/examples/")
  for (const name of [
    "marketing.html",
    "invoice-payment-webview.html",
    "agreement-signing-webview.html",
    "electricity-offer-webview.html",
    "autoloader.html",
  ])
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", name)
})
