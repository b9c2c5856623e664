import type { Locator } from "@playwright/test"
import { expect, test } from "./fixtures"
import { OBSERVER } from "../../bench/vitals"
import { COOKIE_CONSENT_KEY } from "../../src/core/rules/consent"
import { MARI, openAs } from "./helpers"

/*
 * Issue 31: the bench's rule for an LCP element that cannot count (bench/vitals.ts OBSERVER), judged on the
 * portal's own pages: chrome outside <main> (the header's banner landmark, the cookie notice) and loading
 * states are placeholders; the page's content, the dashboard's offers to this customer included, is not.
 */
const NAIDIS = 2

const judged = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => (window as unknown as { __vitalsPlaceholder: (e: Element) => boolean }).__vitalsPlaceholder(el))

test("the dashboard: the header and the cookie notice are placeholders; the title, the prices and the offers are content", async ({
  page,
}) => {
  await page.context().addInitScript(OBSERVER)
  // No consent stored: the cookie notice shows.
  await openAs(page, MARI, NAIDIS, "/esileht")
  await page.evaluate((key) => localStorage.removeItem(key), COOKIE_CONSENT_KEY)
  await page.reload()
  await expect(page.getByTestId("charging-offer-banner")).toBeVisible()
  expect(await judged(page.locator(".ise-portal__brand-name"))).toBe(true)
  expect(await judged(page.locator(".ise-portal__header").getByText("Näidis Logistika OÜ").first())).toBe(true)
  expect(await judged(page.getByTestId("cookie-banner").locator("p").first())).toBe(true)
  expect(await judged(page.getByRole("heading", { level: 1 }))).toBe(false)
  expect(await judged(page.getByRole("heading", { name: "Hinnad teenindusjaamades" }))).toBe(false)
  expect(await judged(page.getByTestId("charging-offer-banner").locator("p").first())).toBe(false)
})

test("a loading note and a removed element are placeholders", async ({ page }) => {
  await page.context().addInitScript(OBSERVER)
  await openAs(page, MARI, NAIDIS, "/arved")
  const verdicts = await page.evaluate(() => {
    const judge = (window as unknown as { __vitalsPlaceholder: (e: Element) => boolean }).__vitalsPlaceholder
    const main = document.querySelector("main")!
    const note = document.createElement("p")
    note.textContent = "Laen andmeid…"
    main.append(note)
    const busy = document.createElement("div")
    busy.setAttribute("aria-busy", "true")
    busy.append(document.createElement("p"))
    main.append(busy)
    const gone = document.createElement("p")
    main.append(gone)
    gone.remove()
    return [judge(note), judge(busy.firstElementChild!), judge(gone), judge(main.querySelector("h1")!)]
  })
  expect(verdicts).toEqual([true, true, true, false])
})
