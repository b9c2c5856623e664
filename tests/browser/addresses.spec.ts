import { expect, test } from "./fixtures"
import { MARI, VIEWPORTS, signInFast } from "./helpers"

/**
 * Addresses that work anywhere (issue 29): the suite's server has PUBLIC_ORIGIN http://127.0.0.1:<port>;
 * opened as http://localhost:<port> (another name, as a LAN address would be) the pay dialog's bank
 * logos still load, because they are addresses relative to the page's own origin.
 */
const port = Number(process.env.BROWSER_TEST_PORT ?? 4317)
const other = `http://localhost:${port}`

for (const viewport of VIEWPORTS) {
  test(`the pay dialog's logos load at an address other than PUBLIC_ORIGIN (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto(`${other}/login`)
    await page.evaluate(() => localStorage.setItem("ise.cookieConsent", "declined"))
    await signInFast(page, MARI, other)
    // From /arved's load on: nothing fails (a request cut short by the sign-in's own navigations is not a failure).
    const failed: string[] = []
    page.on("requestfailed", (r) => {
      if (r.failure()?.errorText !== "net::ERR_ABORTED") failed.push(`${r.url()} ${r.failure()?.errorText}`)
    })
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`)
    })
    await page.goto(`${other}/arved`)
    await page.getByTestId("open-payment").click()
    const dialog = page.getByRole("dialog", { name: "Arvete tasumine" })
    const logos = dialog.locator(".ise-payments__bank img")
    await expect(logos).toHaveCount(8)
    for (const logo of await logos.all()) {
      await expect(logo).toHaveJSProperty("complete", true)
      // A blocked or failed image has no natural size.
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(await logo.evaluate((img: HTMLImageElement) => new URL(img.src).origin)).toBe(other)
    }
    expect(failed).toEqual([])
  })
}
