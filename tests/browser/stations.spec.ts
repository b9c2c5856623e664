import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { stationsMessages } from "../../src/widgets/stations/stations.messages"
import { estonianOf, MARI, signInFast, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** The seed has 42 stations across Estonia (src/server/features/stations/stations.seed.ts). */
const ALL = 42

const markers = (page: Page) => page.locator(".ise-stations__marker")

for (const viewport of VIEWPORTS) {
  test.describe(`station map at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("'Leia tankla' in the footer opens the map with a marker per station; a facility filter narrows map and list", async ({
      page,
    }) => {
      // Sign-in, the lazy map chunk, leaflet and 42 markers: under a loaded CI machine this once ran past 60 s.
      test.slow()
      const leaflet: string[] = []
      page.on("request", (r) => {
        if (/leafletMap/.test(r.url())) leaflet.push(r.url())
      })
      await signInFast(page, MARI)
      // Leaflet is not part of the front page.
      expect(leaflet).toEqual([])
      await page.getByRole("button", { name: "Leia tankla" }).click()
      const modal = page.getByTestId("station-map-modal")
      await expect(modal.getByRole("heading", { name: "Tanklad kaardil" })).toBeVisible()
      await expect(modal.getByTestId("station-count")).toHaveText(`${ALL} tanklat`)
      await expect(markers(page)).toHaveCount(ALL)
      expect(leaflet.length).toBeGreaterThan(0)
      // No network here: the tiles fail, the outline and the markers stay, and the user is told.
      await expect(modal.getByText("Kaardi taust ei laadinud. Tanklad on kaardil ja nimekirjas siiski näha.")).toBeVisible()
      await expect(modal.locator("path.leaflet-interactive, .leaflet-overlay-pane path")).not.toHaveCount(0)

      const carWash = modal.getByRole("button", { name: "Autopesula" })
      await carWash.click()
      await expect(carWash).toHaveAttribute("aria-pressed", "true")
      const count = Number((await modal.getByTestId("station-count").innerText()).split(" ")[0])
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(ALL)
      await expect(markers(page)).toHaveCount(count)
      await expect(modal.getByRole("list", { name: "Tanklate nimekiri" }).getByRole("listitem")).toHaveCount(count)
      await modal.getByRole("button", { name: "Elektriauto laadimine" }).click()
      const both = Number((await modal.getByTestId("station-count").innerText()).split(" ")[0])
      expect(both).toBeLessThan(count)
      await expect(markers(page)).toHaveCount(both)
      // The disabled facility is never offered.
      await expect(modal.getByRole("button", { name: "Saun" })).toHaveCount(0)

      // A marker is reachable from the keyboard and names its station.
      await markers(page).first().focus()
      await page.keyboard.press("Enter")
      await expect(page.locator(".leaflet-popup-content")).toContainText(/Autopesula/)
      // Leaflet fades the popup in (opacity over 0.2 s): axe measured a half-faded text's contrast once in CI.
      await expect(page.locator(".leaflet-popup")).toHaveCSS("opacity", "1")

      const result = await new AxeBuilder({ page }).include("[data-testid=station-map-modal]").withTags(WCAG_TAGS).analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
      await page.keyboard.press("Escape")
      await page.keyboard.press("Escape")
      await expect(modal).toHaveCount(0)
    })

    test("the footer's contact links pass the WCAG 2.2 target size", async ({ page }) => {
      await signInFast(page, MARI)
      const result = await new AxeBuilder({ page }).include("footer").withTags(WCAG_TAGS).analyze()
      expect(result.violations.map((v) => v.id)).toEqual([])
    })
  })
}

test("examples/marketing.html shows the public map element with its markers, and `features` preselects a filter", async ({ page }) => {
  await page.goto("/examples/marketing.html")
  const map = page.locator("ise-station-map")
  await expect(map.getByTestId("station-count")).toHaveText(`${ALL} tanklat`)
  await expect(map.locator(".ise-stations__marker")).toHaveCount(ALL)
  await page.evaluate(() => document.querySelector("ise-station-map")!.setAttribute("features", "EV_CHARGING"))
  await expect(map.getByRole("button", { name: "Elektriauto laadimine" })).toHaveAttribute("aria-pressed", "true")
  const ev = Number((await map.getByTestId("station-count").innerText()).split(" ")[0])
  expect(ev).toBeLessThan(ALL)
  await expect(map.locator(".ise-stations__marker")).toHaveCount(ev)
})

for (const language of ["EN", "RU"] as const) {
  test(`in ${language} no Estonian of ours is left in the map`, async ({ page }) => {
    await signInFast(page, MARI)
    await page.getByRole("button", { name: language, exact: true }).click()
    await page.getByRole("button", { name: language === "EN" ? "Find a station" : "Найти заправку" }).click()
    const modal = page.getByTestId("station-map-modal")
    await expect(modal.getByTestId("station-count")).toHaveText(language === "EN" ? `${ALL} stations` : `${ALL} заправки`)
    const text = await modal.innerText()
    // Station names are addresses (proper names) and stay as they are.
    expect(estonianOf(stationsMessages).filter((et) => text.includes(et))).toEqual([])
  })
}
