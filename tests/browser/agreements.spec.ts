import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { unzipSync } from "fflate"
import { readFileSync } from "node:fs"
import { FAILS, JAAN, MARI, signInFast, switchCustomer } from "./helpers"

// These tests sign the shared demo agreements: one after another, in this order.
test.describe.configure({ mode: "serial" })

const openAgreements = async (page: Page) => {
  await signInFast(page, MARI)
  await switchCustomer(page, "Näidis Logistika OÜ")
  await page.goto("/lepingud")
  await expect(page.getByRole("heading", { name: "Lepingud", level: 1 })).toBeVisible()
  await expect(page.getByTestId("agreement-card").first()).toBeVisible()
}

const card = (page: Page, number: string) => page.getByTestId("agreement-card").filter({ hasText: number })

const signWith = async (page: Page, number: string, method: "Smart-ID" | "Mobile-ID", code: string) => {
  await card(page, number).getByRole("button", { name: "Allkirjasta" }).click()
  const modal = page.getByTestId("signing-modal")
  await expect(modal.getByRole("heading", { name: "Lepingu allkirjastamine" })).toBeVisible()
  await modal.getByRole("tab", { name: method }).click()
  await modal.getByLabel("Isikukood").fill(code)
  if (method === "Mobile-ID") await modal.getByLabel("Telefoninumber").fill("51234567")
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  await expect(modal.getByTestId("signing-code")).toHaveText(/^\d{4}$/)
  return modal
}

test("the mixed list in order with the spec's labels and actions; 3 points before show more", async ({ page }) => {
  await signInFast(page, MARI)
  await switchCustomer(page, "Näidis Logistika OÜ")
  // Five agreements wait for the customer's signature; the front page shows 3 of them.
  const widget = page.getByTestId("new-agreements")
  await expect(widget.getByRole("listitem")).toHaveCount(3)
  await expect(widget.getByRole("button", { name: "Lisa allkiri" })).toHaveCount(3)
  await page.goto("/lepingud")
  const cards = page.getByTestId("agreement-card")
  // The three lists load separately: wait for all eleven before reading the order.
  await expect(cards).toHaveCount(11)
  const order = await cards.evaluateAll((els) => els.map((e) => `${e.getAttribute("data-kind")}:${e.getAttribute("data-id")}`))
  expect(order).toEqual([
    "electricity:1",
    "oil:1",
    "oil:2",
    "charging:1",
    "oil:3",
    "oil:4",
    "oil:5",
    "oil:7",
    "electricity:2",
    "oil:6",
    "electricity:3",
  ])
  // Oil agreements: their signing label; "Kehtiv" only once both have signed (never beside "Allkirjastamiseks").
  await expect(card(page, "KL-2025-101").getByTestId("status-badge")).toHaveCount(0)
  await expect(card(page, "KL-2025-071").getByTestId("status-badge")).toHaveText("Kehtiv")
  for (const c of await page.locator("[data-testid=status-badge]").all()) {
    const both = `${await c.textContent()} ${await c.locator("xpath=..").textContent()}`
    expect(both.includes("Kehtiv") && /Allkirjastamiseks|Allkirjastamisel|Terminali poolt/.test(both)).toBe(false)
  }
  await expect(card(page, "KL-2025-101").getByTestId("signing-status")).toHaveText("Allkirjastamiseks")
  await expect(card(page, "KL-2025-102").getByTestId("signing-status")).toHaveText("Terminali poolt allkirjastatud")
  await expect(card(page, "KL-2025-095").getByTestId("signing-status")).toHaveText("Allkirjastamisel")
  await expect(card(page, "KL-2025-071").getByTestId("signing-status")).toHaveText("Allkirjastatud")
  await expect(card(page, "KL-2025-101").getByRole("button", { name: "Allkirjasta" })).toBeVisible()
  await expect(card(page, "KL-2025-095").getByRole("button", { name: "Allkirjasta" })).toHaveCount(0)
  // Offers: "Kinnitamise ootel", "Vaata pakkumust", no "Vaata lepingut".
  const offer = card(page, "EL-2025-310")
  await expect(offer.getByTestId("status-badge")).toHaveText("Kinnitamise ootel")
  await expect(offer.getByRole("link", { name: "Vaata pakkumust" })).toHaveAttribute("href", "/elekter/leping?offer=1")
  await expect(offer.getByRole("button", { name: "Vaata lepingut" })).toHaveCount(0)
  await expect(card(page, "LA-2025-017").getByRole("link", { name: "Vaata pakkumust" })).toHaveAttribute("href", "/laadimine/leping")
  await expect(card(page, "EL-2025-201").getByTestId("status-badge")).toHaveText("Kehtiv")
  await expect(card(page, "EL-2024-118").getByTestId("status-badge")).toHaveText("Lõppenud")
  // Five metering points: three, then "show more".
  const active = card(page, "EL-2025-201")
  await expect(active.getByRole("listitem")).toHaveCount(3)
  await active.getByRole("button", { name: "Näita veel (2)" }).click()
  await expect(active.getByRole("listitem")).toHaveCount(5)
  await expect(card(page, "LA-2025-017").getByRole("listitem")).toHaveCount(3)
  await expect(page.getByRole("link", { name: "Lisa uus elektrileping" })).toHaveAttribute("href", "/elekter/leping")
})

test("preview with download, and the signatures modal", async ({ page }) => {
  await openAgreements(page)
  await card(page, "KL-2025-071").getByRole("button", { name: "Vaata lepingut" }).click()
  const preview = page.getByTestId("pdf-preview")
  await expect(preview.locator("canvas").first()).toBeVisible({ timeout: 30_000 })
  const download = page.waitForEvent("download")
  await preview.getByRole("button", { name: "Laadi alla" }).click()
  expect((await download).suggestedFilename()).toBe("leping-KL-2025-071.pdf")
  await preview.getByRole("button", { name: "Sulge" }).click()
  await expect(preview).toHaveCount(0)
  await card(page, "KL-2025-071").getByRole("button", { name: "Allkirjad" }).click()
  const sigs = page.getByTestId("signatures-modal")
  await expect(sigs.getByRole("heading", { name: "Allkirjad" })).toBeVisible()
  await expect(sigs.getByRole("row")).toHaveCount(3)
  await expect(sigs.getByRole("cell", { name: "Kati Kask" })).toBeVisible()
  await expect(sigs.getByRole("cell", { name: "Mari Maasikas" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(sigs).toHaveCount(0)
})

test("axe finds no violations on /lepingud with the signing modal open", async ({ page }) => {
  await openAgreements(page)
  await card(page, "KL-2025-103").getByRole("button", { name: "Allkirjasta" }).click()
  await expect(page.getByTestId("signing-modal")).toBeVisible()
  const result = await new AxeBuilder({ page }).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
})

test("a failing signer sees the error; bad input is refused in Estonian", async ({ page }) => {
  await openAgreements(page)
  await card(page, "KL-2025-103").getByRole("button", { name: "Allkirjasta" }).click()
  const modal = page.getByTestId("signing-modal")
  await modal.getByLabel("Isikukood").fill("12ab3")
  await expect(modal.getByLabel("Isikukood")).toHaveValue("123")
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  await expect(modal.getByText("Isikukood peab olema 11 numbrit.")).toBeVisible()
  await modal.getByLabel("Isikukood").fill(FAILS)
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  // The server refuses a personal code that may not sign up front (NOT_SIGNER): the message says why.
  await expect(modal.getByRole("alert")).toHaveText("Selle isikukoodiga ei saa seda lepingut allkirjastada.", { timeout: 15_000 })
  await expect(card(page, "KL-2025-103").getByTestId("signing-status")).toHaveText("Allkirjastamiseks")
})

test("Smart-ID signs a PREPARED agreement and its status changes without a reload; then the BDOC downloads", async ({ page }) => {
  await openAgreements(page)
  await signWith(page, "KL-2025-101", "Smart-ID", MARI)
  await expect(page.getByTestId("signing-modal")).toHaveCount(0, { timeout: 15_000 })
  await expect(card(page, "KL-2025-101").getByTestId("signing-status")).toHaveText("Allkirjastamisel")
  await expect(card(page, "KL-2025-101").getByRole("button", { name: "Allkirjasta" })).toHaveCount(0)
  const download = page.waitForEvent("download")
  await card(page, "KL-2025-101").getByRole("button", { name: "Laadi alla (BDOC)" }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe("leping-KL-2025-101.bdoc")
  const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)))
  expect(Object.keys(files)).toEqual(["mimetype", "META-INF/manifest.xml", "leping-KL-2025-101.pdf", "META-INF/signatures0.xml"])
})

test("Mobile-ID signs a PENDING_CUSTOMER agreement: Allkirjastatud", async ({ page }) => {
  await openAgreements(page)
  await signWith(page, "KL-2025-102", "Mobile-ID", MARI)
  await expect(card(page, "KL-2025-102").getByTestId("signing-status")).toHaveText("Allkirjastatud", { timeout: 15_000 })
})

test("the simulated ID card signs", async ({ page }) => {
  await openAgreements(page)
  await card(page, "KL-2025-104").getByRole("button", { name: "Allkirjasta" }).click()
  const modal = page.getByTestId("signing-modal")
  await modal.getByRole("tab", { name: "ID-kaart" }).click()
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  await expect(card(page, "KL-2025-104").getByTestId("signing-status")).toHaveText("Allkirjastatud", { timeout: 15_000 })
})

test("the front page shows at most 3 new agreements and a signed one goes away", async ({ page }) => {
  await signInFast(page, MARI)
  await switchCustomer(page, "Näidis Logistika OÜ")
  const widget = page.getByTestId("new-agreements")
  await expect(widget.getByRole("heading", { name: "UUED LEPINGUD" })).toBeVisible()
  // Left unsigned: KL-2025-103 and KL-2025-090 (PREPARED).
  await expect(widget.getByRole("listitem")).toHaveCount(2)
  await widget.getByRole("listitem").filter({ hasText: "KL-2025-103" }).getByRole("button", { name: "Lisa allkiri" }).click()
  const modal = page.getByTestId("signing-modal")
  await modal.getByLabel("Isikukood").fill(MARI)
  await modal.getByRole("button", { name: "Allkirjasta" }).click()
  await expect(widget.getByRole("listitem").filter({ hasText: "KL-2025-103" })).toHaveCount(0, { timeout: 15_000 })
  await expect(widget.getByRole("listitem")).toHaveCount(1)
})

test("Jaan sees the empty state with a button to an electricity agreement", async ({ page }) => {
  await signInFast(page, JAAN)
  await page.goto("/lepingud")
  await expect(page.getByText("Hetkel sõlmitud lepingud puuduvad")).toBeVisible()
  await expect(page.getByTestId("agreements-empty").getByRole("link")).toHaveAttribute("href", "/elekter/leping")
})
