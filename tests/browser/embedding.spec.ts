import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { bridgeMessages, cspViolations, fakeApp, LISTED_HOST, UNLISTED_HOST } from "./embedding"
import { apiToken, MARI } from "./helpers"

/** Mari's company: it has unpaid invoices (the payment panel lists them). */
const COMPANY_ID = 2

const paymentPage = (host: string, locale = "et") => `${host}/invoice-payment-webview.html?customer-id=${COMPANY_ID}&locale=${locale}`
const payRows = (page: Page) => page.locator("ise-invoice-payment").getByTestId("pay-row")

test("a retailer's site on an origin not in EMBED_ORIGINS: the public elements show their data under its strict CSP", async ({ page }) => {
  const refused = cspViolations(page)
  await page.goto(`${UNLISTED_HOST}/marketing.html`)
  const consumer = page.locator("#consumer-prices")
  await expect(consumer.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
  await expect(consumer.locator('tr[data-product="B95"]')).toHaveCount(1)
  await expect(page.locator("#business-prices").getByRole("heading", { name: "Prices at service stations" })).toBeVisible()
  await expect(page.locator("ise-station-map").getByTestId("station-count")).toHaveText("42 tanklat")
  // Styled from constructable sheets: the shell's font and the table's layout apply although <style> is refused.
  const adopted = await page.evaluate(() => document.querySelector("#consumer-prices")!.shadowRoot!.adoptedStyleSheets.length)
  expect(adopted).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.querySelector("#consumer-prices")!.shadowRoot!.querySelector("style"))).toBeNull()
  expect(refused).toEqual([])
})

test("a signed-in element on a listed origin: the token from the app's bridge, the data, the events to the app", async ({ page }) => {
  const refused = cspViolations(page)
  await fakeApp(page, await apiToken(page, MARI))
  await page.goto(paymentPage(LISTED_HOST))
  await expect(payRows(page).first()).toBeVisible()
  const heard = await bridgeMessages(page)
  expect(heard.map((h) => [h.via, h.message.type, h.message.tag])).toContainEqual(["ios", "ise-token-request", "ise-invoice-payment"])
  // Nothing but data crosses the bridge (respondWith stays in the page).
  expect(heard[0]!.message.detail).toEqual({ reason: "initial" })
  expect(refused).toEqual([])
})

test("the same signed-in element on an origin not in EMBED_ORIGINS gets no data", async ({ page }) => {
  const calls: string[] = []
  page.on("requestfailed", (r) => calls.push(r.url()))
  await fakeApp(page, await apiToken(page, MARI))
  await page.goto(paymentPage(UNLISTED_HOST))
  // The browser refuses the signed-in call (its preflight names no origin): nothing of the customer's arrives.
  await expect.poll(() => calls.some((url) => url.includes(`/v1/customers/${COMPANY_ID}`))).toBe(true)
  await page.waitForTimeout(1_000)
  await expect(payRows(page)).toHaveCount(0)
})

/** Sets `tokenProvider` on the element as soon as the parser creates it, before its script defines it (the upgrade path). */
const provideTokens = (page: Page, tokens: ReadonlyArray<string>) =>
  page.addInitScript((tokens) => {
    const w = window as unknown as { __asked: number }
    w.__asked = 0
    new MutationObserver((_, observer) => {
      const el = document.querySelector("ise-invoice-payment") as (HTMLElement & { tokenProvider?: () => Promise<string> }) | null
      if (!el) return
      observer.disconnect()
      el.tokenProvider = async () => tokens[Math.min(w.__asked++, tokens.length - 1)]!
    }).observe(document, { childList: true, subtree: true })
  }, tokens)

/** A token whose signature the server refuses (401), as an expired one is. */
const refusedToken = (token: string) => `${token.slice(0, -6)}AAAAAA`

test("tokenProvider: a refused token (401) is asked for again once, and the fresh one works", async ({ page }) => {
  const token = await apiToken(page, MARI)
  await provideTokens(page, [refusedToken(token), token])
  await page.goto(paymentPage(LISTED_HOST))
  await expect(payRows(page).first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(2)
})

test("tokenProvider: when the fresh token is refused too the element gives up after asking twice", async ({ page }) => {
  const refused: number[] = []
  page.on("response", (r) => r.status() === 401 && refused.push(r.status()))
  await provideTokens(page, [refusedToken(await apiToken(page, MARI))])
  await page.goto(paymentPage(LISTED_HOST))
  await expect.poll(() => page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(2)
  await expect.poll(() => refused.length).toBe(2)
  await page.waitForTimeout(1_500)
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(2)
  await expect(payRows(page)).toHaveCount(0)
})

test("native bridges: iOS, React Native and Android each hear the events; the app pushes the language", async ({ page }) => {
  await fakeApp(page, await apiToken(page, MARI), ["ios", "react-native", "android"])
  await page.goto(paymentPage(LISTED_HOST))
  await expect(payRows(page).first()).toBeVisible()
  const vias = (await bridgeMessages(page)).filter((h) => h.message.type === "ise-token-request").map((h) => h.via)
  expect(vias.sort()).toEqual(["android", "ios", "react-native"])
  const panel = page.locator("ise-invoice-payment").getByTestId("payment-panel")
  await page.evaluate(() =>
    (window as unknown as { iseNative: { receive(m: unknown): void } }).iseNative.receive({ type: "locale", locale: "en" }),
  )
  await expect(page.locator("ise-invoice-payment")).toHaveAttribute("locale", "en")
  // React Native's webView.postMessage arrives as a message event without a source window.
  await page.evaluate(() => window.dispatchEvent(new MessageEvent("message", { data: JSON.stringify({ type: "locale", locale: "ru" }) })))
  await expect(page.locator("ise-invoice-payment")).toHaveAttribute("locale", "ru")
  await expect(panel).toBeVisible()
  // Another frame's postMessage (it has a source window) is not the app: ignored.
  await page.evaluate(() => window.postMessage(JSON.stringify({ type: "locale", locale: "et" }), "*"))
  await page.waitForTimeout(300)
  await expect(page.locator("ise-invoice-payment")).toHaveAttribute("locale", "ru")
})
