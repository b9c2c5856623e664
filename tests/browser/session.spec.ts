import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { JAAN, MARI, pagesAsBuilt, signInFast, signInWithSmartId, VIEWPORTS } from "./helpers"

/** Every value the page keeps in local and session storage. */
const storedValues = (page: Page) => page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)])

/** Counts the page's refresh calls from now on. */
const countRefreshes = (page: Page) => {
  const seen = { count: 0 }
  page.on("request", (r) => {
    if (r.url().endsWith("/v1/auth/refresh")) seen.count++
  })
  return seen
}

const signedIn = async (page: Page) => {
  await expect(page.getByRole("button", { name: "Logi välja" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
}

test("the access token lives in memory only: after a reload the user is still signed in with one refresh call, and no storage holds a token", async ({
  page,
}) => {
  const accessTokens: string[] = []
  page.on("request", (r) => {
    const auth = r.headers().authorization
    if (auth?.startsWith("Bearer ")) accessTokens.push(auth.slice(7))
  })
  await signInWithSmartId(page, MARI)
  await signedIn(page)
  expect(accessTokens.length).toBeGreaterThan(0)
  const refreshes = countRefreshes(page)
  const reloaded = await page.reload()
  await signedIn(page)
  // The page's one refresh was the server's, which rendered its first view (issue 31): the browser makes none,
  // and the session the page came with is not left in its markup.
  expect(await reloaded?.text()).toContain('<meta name="ise-first-view"')
  expect(refreshes.count).toBe(0)
  await expect(page.locator("#ise-first-view-data")).toHaveCount(0)
  // The page as built (no first view): the browser's one refresh call.
  await pagesAsBuilt(page)
  await page.goto("/esileht")
  await signedIn(page)
  expect(refreshes.count).toBe(1)
  const stored = await storedValues(page)
  // No access token (the one the page sent, or any JWT) in local or session storage; the user id may stay.
  expect(stored.filter((v) => accessTokens.includes(v) || /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/.test(v))).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem("ise.userId"))).not.toBeNull()
  // A reload of a deeper page stays on it.
  await page.goto("/arved")
  await expect(page.getByRole("heading", { name: "Arved", level: 1 })).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/arved$/)
  await expect(page.getByRole("heading", { name: "Arved", level: 1 })).toBeVisible()
})

test("logout, then reload: /login, and the refresh cookie no longer restores anything", async ({ page }) => {
  await signInFast(page, MARI)
  await page.getByRole("button", { name: "Logi välja" }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto("/esileht")
  await expect(page).toHaveURL(/\/login$/)
  // Even with the user id put back, the revoked sign-in's cookie restores nothing.
  await page.evaluate(() => localStorage.setItem("ise.userId", "1"))
  await page.goto("/esileht")
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem("ise.userId"))).toBeNull()
})

test("a user who left without signing out hands nothing on: the next person's sign-in does not ask for the customer the last one chose", async ({
  page,
  context,
}) => {
  await signInFast(page, JAAN)
  // Jaan's own customer is chosen and kept for his next visit.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ise.customerId"))).not.toBeNull()
  const jaansCustomer = await page.evaluate(() => localStorage.getItem("ise.customerId"))
  // He closes the tab; his sign-in expires (the cookie is gone), and his choice stays in the browser.
  await page.goto("about:blank")
  await context.clearCookies()
  const customerCalls: string[] = []
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname
    if (/^\/v1\/customers\/\d+$/.test(path)) customerCalls.push(path)
  })
  await signInWithSmartId(page, MARI)
  // Mari stays signed in (a 403 for Jaan's customer would have ended her session) and represents herself.
  await signedIn(page)
  await expect(page.getByRole("button", { name: /Esindatava valimine: Mari Maasikas/ })).toBeVisible()
  expect(customerCalls).not.toContain(`/v1/customers/${jaansCustomer}`)
  await page.reload()
  await signedIn(page)
})

test("a visitor who never signed in makes no refresh call; a signed-out visit to a page still goes to /login", async ({ page }) => {
  const refreshes = countRefreshes(page)
  await page.goto("/lepingud")
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole("heading", { name: "Sisene iseteenindusse" })).toBeVisible()
  expect(refreshes.count).toBe(0)
})

test("two tabs reloading at once both stay signed in (the server's grace window), and both keep working", async ({ page, context }) => {
  await signInFast(page, MARI)
  const second = await context.newPage()
  await second.goto("/esileht")
  await signedIn(second)
  for (let round = 0; round < 3; round++) {
    await Promise.all([page.reload(), second.reload()])
    await signedIn(page)
    await signedIn(second)
  }
  // Both tabs' tokens still work: each loads a page of its own.
  await Promise.all([page.goto("/arved"), second.goto("/lepingud")])
  await expect(page.getByRole("heading", { name: "Arved", level: 1 })).toBeVisible()
  await expect(second.getByRole("heading", { name: "Lepingud", level: 1 })).toBeVisible()
  await expect(page.getByTestId("fuel-invoices").locator("tbody tr").first()).toBeVisible()
})

for (const viewport of VIEWPORTS) {
  test(`demo mode shows the small Demo marker on the sign-in page and in the header, naming the simulators, covering nothing (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto("/login")
    const label = /simulaatorid, mitte päris Smart-ID, Mobiil-ID ega ID-kaart/
    const onLogin = page.getByRole("note", { name: label })
    await expect(onLogin).toHaveText("Demo")
    await signInFast(page, MARI)
    await page.goto("/esileht")
    const marker = page.locator(".ise-portal__header").getByRole("note", { name: label })
    await expect(marker).toHaveText("Demo")
    // Small, inside the header's top row, and nothing else of the header is under it.
    const box = (await marker.boundingBox())!
    expect(box.height).toBeLessThan(28)
    const top = (await page.locator(".ise-portal__header-top").boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(top.y)
    expect(box.y + box.height).toBeLessThanOrEqual(top.y + top.height)
    const overlapping = await marker.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const others = [...document.querySelectorAll(".ise-portal__header-top a, .ise-portal__header-top button")]
      return others.filter((o) => {
        const b = o.getBoundingClientRect()
        return b.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom
      }).length
    })
    expect(overlapping).toBe(0)
    // The server says so in its public answer; in Russian the marker is "Демо".
    expect(await (await page.request.get("/v1/auth/providers")).json()).toEqual({ simulators: true })
    await page.locator('.ise-portal__header button[lang="ru"]').click()
    await expect(page.locator(".ise-portal__header").getByRole("note", { name: /симуляторы/ })).toHaveText("Демо")
    // The longest brand name, "Самообслуживание", is whole beside the marker and the menu button: not cut to "…".
    const brand = page.locator(".ise-portal__brand-name")
    await expect(brand).toHaveText("Самообслуживание")
    expect(await brand.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await page.locator('.ise-portal__header button[lang="et"]').click()
  })
}
