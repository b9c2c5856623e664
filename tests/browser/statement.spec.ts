import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { unzipSync, strFromU8 } from "fflate"
import { formatMoney } from "../../src/core/i18n/numbers"
import { sumLines } from "../../src/core/rules/statement"
import { statementMessages } from "../../src/widgets/statement/statement.messages"
import { pdfText } from "../pdfText"
import { MARI, sessionToken, signInFast } from "./helpers"

/** Näidis Logistika OÜ: about 5 000 seeded lines over a year on its 33 cards, 12 stations, 10 vehicles. Mari's own customer: a few dozen, no vehicles. */
const COMPANY_ID = 2
const MARI_PRIVATE_ID = 1
const WCAG = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]

const table = (page: Page) => page.getByTestId("statement-table")
const rows = (page: Page) => table(page).locator("tbody tr")
const settled = async (page: Page) => {
  await expect(table(page).locator("table")).not.toHaveAttribute("aria-busy", "true")
  await expect(page.getByTestId("statement-sums")).not.toHaveAttribute("aria-busy", "true")
}

/** Signs Mari in, represents the customer and opens /väljavõte with the given query string. */
const openStatement = async (page: Page, customerId: number, search = "") => {
  await signInFast(page, MARI)
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.evaluate((id) => localStorage.setItem("ise.customerId", String(id)), customerId)
    await page.goto(`/väljavõte${search}`)
    await expect(page.getByRole("heading", { name: "Väljavõte", level: 1 })).toBeVisible()
    await settled(page)
    if ((await page.evaluate(() => localStorage.getItem("ise.customerId"))) === String(customerId)) break
  }
  await expect(rows(page).first().locator("td").nth(1)).toHaveText(/^\d\d\.\d\d\.\d{4}$/)
  await settled(page)
}

/** Every line of the page's current filter through the API (as the export asks: page 0, size = total). */
const linesOfAddress = async (page: Page) => {
  // The portal keeps its token in memory: take one through the refresh cookie.
  const token = await sessionToken(page)
  const params = new URL(page.url()).searchParams
  const query = new URLSearchParams()
  const year = new Date().getFullYear()
  query.set("documentDateCreatedStart", `${year}-01-01`)
  query.set("documentDateCreatedEnd", `${year}-12-31`)
  for (const [from, to] of [
    ["card", "limitToCard"],
    ["name", "limitToCardName"],
    ["location", "limitToLocation"],
    ["vehicle", "vehicleNumber"],
  ]) {
    const v = params.get(from!)
    if (v) query.set(to!, v)
  }
  query.set("size", "200000")
  const res = await page.request.get(`/v1/documents/${COMPANY_ID}/rows?${query}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).content as Array<{
    productAmountSum: number
    documentDateCreated: string
    remoteCardId: string
    cardName: string
    locationName: string
    vehicleNumber: string | null
  }>
}

const money = (n: number) => formatMoney("et", n)

const expectSumsOf = async (page: Page, lines: Array<{ productAmountSum: number; documentDateCreated: string }>) => {
  const sums = sumLines(lines)
  await expect(page.getByTestId("sum-total")).toHaveText(money(sums.sum))
  await expect(page.getByTestId("sum-without-vat")).toHaveText(money(sums.sumWithoutVat))
  await expect(page.getByTestId("sum-vat")).toHaveText(money(sums.vatSum))
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include("main").withTags(WCAG).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`,
  )

const estonianTexts = Object.entries(statementMessages.et)
  .filter(([key, et]) => et !== statementMessages.en[key as keyof typeof statementMessages.en])
  .map(([, et]) =>
    et
      .replace(/\{[^}]*\}/g, "")
      .replace(/[()]/g, "")
      .trim(),
  )
  .filter((text) => text.length >= 4)

for (const viewport of [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`statement at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("opens on the current year; each filter narrows the rows, lives in the address, and the sums agree with the rows", async ({
      page,
    }) => {
      await openStatement(page, COMPANY_ID)
      await expect(page.getByTestId("date-preset")).toHaveValue("currentYear")
      await expect(rows(page)).toHaveCount(20)
      await expectSumsOf(page, await linesOfAddress(page))
      const filters: Array<[string, string, string, (l: Awaited<ReturnType<typeof linesOfAddress>>[number]) => boolean]> = [
        ["filter-card", "card", "7000000200002", (l) => l.remoteCardId === "7000000200002"],
        ["filter-name", "name", "Kati Karu", (l) => l.cardName === "Kati Karu"],
        ["filter-location", "location", "Tartu, Riia 140", (l) => l.locationName === "Tartu, Riia 140"],
        ["filter-vehicle", "vehicle", "456 BCD", (l) => l.vehicleNumber === "456 BCD"],
      ]
      const all = await linesOfAddress(page)
      for (const [testId, param, value, matches] of filters) {
        await page.getByTestId(testId).selectOption(value)
        await expect(page).toHaveURL(new RegExp(`${param}=${encodeURIComponent(value).replace(/%20/g, "(\\+|%20)")}`))
        await settled(page)
        const lines = await linesOfAddress(page)
        expect(lines.length).toBeGreaterThan(0)
        expect(lines.length).toBeLessThan(all.length)
        expect(lines.every(matches)).toBe(true)
        await expectSumsOf(page, lines)
        const shown = await rows(page).count()
        expect(shown).toBe(Math.min(20, lines.length))
        await page.getByTestId(testId).selectOption("")
        await settled(page)
      }
      // A reload keeps a filter, the sort and the page.
      await page.getByTestId("filter-location").selectOption("Tartu, Riia 140")
      await settled(page)
      await page.getByRole("button", { name: "Järgmine" }).click()
      await expect(page).toHaveURL(/page=2/)
      await page.reload()
      await settled(page)
      await expect(page.getByTestId("filter-location")).toHaveValue("Tartu, Riia 140")
      await expect(page.getByText(/Lehekülg 2 \//)).toBeVisible()
    })

    test("selection is by document and survives paging; the zip holds the distinct documents", async ({ page }) => {
      await openStatement(page, COMPANY_ID)
      const documentOf = (i: number) => rows(page).nth(i).locator("td").nth(2).innerText()
      const first = await documentOf(0)
      await rows(page).nth(0).getByRole("checkbox").check()
      // Every line of that document is checked with it.
      for (let i = 0; i < (await rows(page).count()); i++) {
        if ((await documentOf(i)) === first) await expect(rows(page).nth(i).getByRole("checkbox")).toBeChecked()
      }
      await page.getByRole("button", { name: "Järgmine" }).click()
      await settled(page)
      const second = await documentOf(0)
      expect(second).not.toBe(first)
      await rows(page).nth(0).getByRole("checkbox").check()
      const button = page.getByTestId("download-selected")
      await expect(button).toHaveText("Laadi alla valitud arved (2)")
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()])
      const files = unzipSync(new Uint8Array(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c as Buffer[]))))
      expect(Object.keys(files).sort()).toEqual([`${first}.pdf`, `${second}.pdf`].sort())
      for (const bytes of Object.values(files)) expect(strFromU8(bytes.slice(0, 5))).toBe("%PDF-")
    })

    test("XLSX export: named title + timestamp, header, the filtered rows and a totals row; the PDF is landscape A4", async ({ page }) => {
      await openStatement(page, COMPANY_ID, "?card=7000000200002")
      const lines = await linesOfAddress(page)
      const sums = sumLines(lines)
      const [xlsx] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByTestId("export-xlsx").click()])
      expect(xlsx.suggestedFilename()).toMatch(/^Väljavõte \d\d\.\d\d\.\d{4}T\d\d_\d\d_\d\d\.xlsx$/)
      const zip = unzipSync(new Uint8Array(Buffer.concat((await (await xlsx.createReadStream()).toArray()) as Buffer[])))
      const xml = Object.entries(zip)
        .filter(([name]) => name.startsWith("xl/"))
        .map(([, bytes]) => strFromU8(bytes))
        .join("\n")
      for (const text of [
        "Väljavõte",
        "Klient",
        "Näidis Logistika OÜ",
        "Periood",
        "Kaart",
        "7000000200002",
        "Nimi",
        "Asukoht",
        "Kuupäev",
        "Dokument",
        "Summa",
        "Kokku",
      ])
        expect(xml).toContain(text)
      const sheet = strFromU8(zip["xl/worksheets/sheet1.xml"]!)
      // Title, 5 header rows, a blank row, the column row, the lines, the totals and the two VAT rows.
      expect((sheet.match(/<row /g) ?? []).length).toBe(1 + 5 + 1 + 1 + lines.length + 3)
      expect(sheet).toContain(`<v>${sums.sum}</v>`)

      const [pdf] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByTestId("export-pdf").click()])
      expect(pdf.suggestedFilename()).toMatch(/^Väljavõte \d\d\.\d\d\.\d{4}T\d\d_\d\d_\d\d\.pdf$/)
      const bytes = Buffer.concat((await (await pdf.createReadStream()).toArray()) as Buffer[])
      const text = bytes.toString("latin1")
      expect(text.startsWith("%PDF-")).toBe(true)
      // A4 is 841.89 × 595.28 points; landscape puts the long side first.
      const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text)
      expect(box).not.toBeNull()
      expect(Number(box![1])).toBeCloseTo(841.89, 1)
      expect(Number(box![2])).toBeCloseTo(595.28, 1)
      // What it says, read back by pdf.js: Estonian letters (the DejaVu font the worker embeds)…
      const said = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
      for (const text of ["Väljavõte", "Näidis Logistika OÜ", "Kokku", "7000000200002"]) expect(said).toContain(text)
      // … and Russian ones, with the product names in Russian.
      await page.getByRole("button", { name: "RU", exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Выписка")
      const [ru] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByTestId("export-pdf").click()])
      const ruBytes = Buffer.concat((await (await ru.createReadStream()).toArray()) as Buffer[])
      const ruSaid = await pdfText(ruBytes.buffer.slice(ruBytes.byteOffset, ruBytes.byteOffset + ruBytes.byteLength) as ArrayBuffer)
      expect(ruSaid).toContain("Выписка")
      expect(ruSaid).toMatch(/Дизельное топливо|Бензин 9[58]/)
    })

    test("the export buttons are hidden in the mobile app's webview; the zip stays", async ({ page }) => {
      await openStatement(page, COMPANY_ID)
      await expect(page.getByTestId("export-xlsx")).toBeVisible()
      await page.goto("/väljavõte?mobileApp=true")
      await settled(page)
      await expect(page.getByTestId("download-selected")).toBeVisible()
      await expect(page.getByTestId("export-xlsx")).toHaveCount(0)
      await expect(page.getByTestId("export-pdf")).toHaveCount(0)
      // Remembered for the tab when the address drops the mark.
      await page.goto("/väljavõte")
      await settled(page)
      await expect(page.getByTestId("export-xlsx")).toHaveCount(0)
    })

    test("Mari's own customer has no vehicle numbers: the vehicle filter is not shown", async ({ page }) => {
      await openStatement(page, MARI_PRIVATE_ID)
      await expect(page.getByTestId("filter-location")).toBeVisible()
      await expect(page.getByTestId("filter-vehicle")).toHaveCount(0)
    })

    test("axe finds nothing on the statement", async ({ page }) => {
      await openStatement(page, COMPANY_ID)
      expect(await axeViolations(page)).toEqual([])
    })

    for (const language of ["EN", "RU"] as const) {
      test(`in ${language} no Estonian of ours is left on /väljavõte`, async ({ page }) => {
        await openStatement(page, COMPANY_ID)
        await page.getByRole("button", { name: language, exact: true }).click()
        await expect(page.getByTestId("export-xlsx")).toHaveText(language === "EN" ? "Download XLSX" : "Скачать XLSX")
        // The portal's common texts of a language load as their own chunk: wait for the heading too.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "EN" ? "Statement" : "Выписка")
        const text = await page.locator("main").innerText()
        for (const et of estonianTexts) expect(text, et).not.toContain(et)
      })
    }
  })
}
