import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { integrationsMessages } from "../../src/widgets/integrations/integrations.messages"
import { createServer, type Server } from "node:http"
import { estonianOf, JAAN, MARI, openAs, sessionToken, VIEWPORTS, WCAG_TAGS } from "./helpers"

/** Näidis Logistika OÜ: Mari is its ADMIN (every role). */
const NAIDIS = 2
const SHOTS = process.env.SCREENSHOT_DIR

const keys = (page: Page) => page.getByTestId("api-keys")
const hooks = (page: Page) => page.getByTestId("webhooks")
/** A receiver on this machine (plain http to localhost is allowed in demo mode): answers 204 and counts. */
const RECEIVER_PORT = Number(process.env.WEBHOOK_TEST_PORT ?? 5362)
let receiver: Server
const received: string[] = []
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      received.push(`${req.url} ${body}`)
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve))
})
test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve))
})
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** Creates a key with the given rights on the open /profiil and answers its secret, shown once. */
const createKey = async (page: Page, name: string, rights: string[]) => {
  const section = keys(page)
  await section.getByLabel("Nimi", { exact: true }).fill(name)
  for (const right of rights) await section.getByLabel(right, { exact: true }).check()
  await section.getByRole("button", { name: "Loo võti" }).click()
  const created = page.getByTestId("secret-once")
  await expect(created).toContainText(`Võti ${name} on loodud.`)
  return created.getByLabel("Sinu uus API-võti").inputValue()
}

for (const viewport of VIEWPORTS) {
  test.describe(`API keys at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("a company's ADMIN creates a key, sees it once, the key reads invoices but not cards, and is revoked at once", async ({
      page,
    }) => {
      await openAs(page, MARI, NAIDIS, "/profiil")
      const section = keys(page)
      await expect(section.getByRole("heading", { name: "API-võtmed", level: 2 })).toBeVisible()
      // Nothing chosen: every rule's message, nothing sent.
      await section.getByLabel("Viimane kehtivuspäev").fill("")
      await section.getByRole("button", { name: "Loo võti" }).click()
      await expect(section.getByText("Kohustuslik väli")).toHaveCount(2)
      await expect(section.getByText("Vali vähemalt üks õigus")).toBeVisible()
      await section.getByLabel("Viimane kehtivuspäev").fill("2020-01-01")
      await expect(section.getByText("Kuupäev ei saa olla minevikus")).toBeVisible()
      await section.getByLabel("Viimane kehtivuspäev").fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
      await shoot(page, `keys-form-${viewport.name}`)

      const name = `Raamatupidamine ${viewport.name}`
      const secret = await createKey(page, name, ["Arved"])
      expect(secret).toMatch(/^isk_/)
      await shoot(page, `keys-created-${viewport.name}`)
      const auth = { authorization: `Bearer ${secret}` }
      expect((await page.request.get(`/v1/documents/${NAIDIS}?size=1`, { headers: auth })).status()).toBe(200)
      expect((await page.request.get(`/v1/cards/${NAIDIS}`, { headers: auth })).status()).toBe(403)

      await page.getByRole("button", { name: "Olen võtme salvestanud" }).click()
      await expect(page.getByTestId("secret-once")).toHaveCount(0)
      const row = section.getByRole("row").filter({ hasText: name })
      await expect(row).toContainText(secret.slice(0, 12))
      await expect(row).toContainText("Arved")
      await expect(page.locator("main")).not.toContainText(secret)
      await shoot(page, `keys-list-${viewport.name}`)

      await row.getByRole("button", { name: `Tühista võti ${name}` }).click()
      const dialog = page.getByTestId("api-key-revoke")
      await expect(dialog).toContainText(`Kas tühistad võtme ${name}?`)
      await dialog.getByRole("button", { name: "Tühista", exact: true }).click()
      await expect(section.getByText(`Võti ${name} on tühistatud.`)).toBeVisible()
      await expect(section.getByRole("row").filter({ hasText: name })).toHaveCount(0)
      expect((await page.request.get(`/v1/documents/${NAIDIS}?size=1`, { headers: auth })).status()).toBe(401)
    })

    test("axe finds no violations in the keys section with a key listed and the messages shown", async ({ page }) => {
      await openAs(page, MARI, NAIDIS, "/profiil")
      await createKey(page, `Autopark ${viewport.name}`, ["Kaardid", "Väljavõte"])
      const created = await new AxeBuilder({ page }).include("[data-testid=api-keys]").withTags(WCAG_TAGS).analyze()
      expect(created.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
      await page.getByRole("button", { name: "Olen võtme salvestanud" }).click()
      await keys(page).getByRole("button", { name: "Loo võti" }).click()
      await expect(keys(page).getByText("Vali vähemalt üks õigus")).toBeVisible()
      const result = await new AxeBuilder({ page }).include("main").withTags(WCAG_TAGS).analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
    })

    test("an endpoint is added with its events, a card blocked is delivered, logged and sent again; axe finds nothing", async ({
      page,
    }) => {
      await openAs(page, MARI, NAIDIS, "/profiil")
      const section = hooks(page)
      await expect(section.getByRole("heading", { name: "Veebikonksud", level: 2 })).toBeVisible()
      await section.getByLabel("Aadress (https)").fill("http://example.com/hook")
      await section.getByRole("button", { name: "Lisa veebikonks" }).click()
      await expect(section.getByText("Vali vähemalt üks sündmus")).toBeVisible()
      await section.getByLabel("Kaart suleti", { exact: true }).check()
      await section.getByRole("button", { name: "Lisa veebikonks" }).click()
      await expect(section.getByText("Aadress peab algama https://")).toBeVisible()
      const url = `http://127.0.0.1:${RECEIVER_PORT}/${viewport.name}`
      await section.getByLabel("Aadress (https)").fill(url)
      await section.getByRole("button", { name: "Lisa veebikonks" }).click()
      const secret = await page.getByTestId("secret-once").getByLabel("Allkirjastamise saladus").inputValue()
      expect(secret).toMatch(/^whsec_/)
      await page.getByRole("button", { name: "Olen võtme salvestanud" }).click()
      await expect(section.getByRole("list", { name: "Veebikonksud" })).toContainText(url)

      // A card blocked through the API: the job runner delivers it.
      const token = await sessionToken(page)
      const auth = { authorization: `Bearer ${token}` }
      const cards = await (await page.request.get(`/v1/cards/${NAIDIS}?size=50`, { headers: auth })).json()
      const card = cards.content.find(
        (k: { isBlockedCard: boolean; isEidCard: boolean; cardType: string }) =>
          !k.isBlockedCard && !k.isEidCard && k.cardType === "PAYMENT_CARD",
      )
      const blocked = await page.request.post(`/v1/cards/${NAIDIS}/limit`, {
        headers: auth,
        data: { remoteCardId: card.remoteCardId, isBlocked: true },
      })
      expect(blocked.status()).toBeLessThan(300)
      await expect
        .poll(() => received.filter((b) => b.startsWith(`/${viewport.name} `) && b.includes(card.remoteCardId)).length, { timeout: 20_000 })
        .toBeGreaterThan(0)
      await page.reload()
      const log = page.getByTestId("webhook-log")
      const row = log.getByRole("row").filter({ hasText: url }).first()
      await expect(row).toContainText("Kohale toimetatud")
      await expect(row).toContainText("204")
      await shoot(page, `hooks-${viewport.name}`)
      const before = received.length
      await row.getByRole("button", { name: /^Saada uuesti Kaart suleti/ }).click()
      await expect(hooks(page).getByText("Saadetis saadetakse uuesti.")).toBeVisible()
      await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(before)
      const result = await new AxeBuilder({ page }).include("[data-testid=webhooks]").withTags(WCAG_TAGS).analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([])
      await hooks(page)
        .getByRole("button", { name: `Eemalda veebikonks ${url}` })
        .click()
      await expect(hooks(page).getByText("Veebikonks on eemaldatud.")).toBeVisible()
      // The card as it was: the other specs' demo cards stay open.
      await page.request.post(`/v1/cards/${NAIDIS}/limit`, { headers: auth, data: { remoteCardId: card.remoteCardId, isBlocked: false } })
    })

    for (const language of ["EN", "RU"] as const) {
      test(`in ${language} no Estonian of ours is left in the keys section`, async ({ page }) => {
        await openAs(page, MARI, NAIDIS, "/profiil")
        await page.getByRole("button", { name: language, exact: true }).click()
        const title = language === "EN" ? "API keys" : "API-ключи"
        await expect(keys(page).getByRole("heading", { level: 2 })).toHaveText(title)
        await keys(page)
          .getByRole("button", { name: language === "EN" ? "Create key" : "Создать ключ" })
          .click()
        await expect(keys(page).locator(".ise-ui__form-error").first()).toBeVisible()
        await hooks(page)
          .getByRole("button", { name: language === "EN" ? "Add webhook" : "Добавить вебхук" })
          .click()
        await expect(hooks(page).locator(".ise-ui__form-error").first()).toBeVisible()
        await shoot(page, `keys-${language}-${viewport.name}`)
        const text = `${await keys(page).innerText()}\n${await hooks(page).innerText()}`
        expect(estonianOf(integrationsMessages).filter((et) => text.includes(et))).toEqual([])
        expect(text).not.toMatch(/Kohustuslik|võti|Õigused|Sündmus|Veebikonks/)
      })
    }
  })
}

test("the section shows only to a company's ADMIN: not to a private customer's contact", async ({ page }) => {
  await openAs(page, JAAN, 4, "/profiil")
  await expect(page.getByRole("heading", { name: "Minu sätted", level: 1 })).toBeVisible()
  await expect(page.getByLabel("E-posti aadress", { exact: true })).toHaveValue(/@/)
  await expect(keys(page)).toHaveCount(0)
  await expect(hooks(page)).toHaveCount(0)
})
