import { expect, type Page } from "@playwright/test"
import { encodeViewCookie, VIEW_KEYS } from "../../src/core/http/viewCookie"

export const MARI = "48001010005"
export const JAAN = "37505050004"
export const FAILS = "39912319997"

/** Signs in through the UI with Smart-ID and waits for the front page. */
export const signInWithSmartId = async (page: Page, code: string) => {
  await page.goto("/login")
  await page.getByLabel("Isikukood").fill(code)
  await page.getByRole("button", { name: "Sisene" }).click()
  await expect(page.getByText("Teie kontrollkood on")).toBeVisible()
  await expect(page.getByTestId("verification-code")).toHaveText(/^\d{4}$/)
  await expect(page).toHaveURL(/\/esileht$/, { timeout: 30_000 })
}

/**
 * Signs in through the API (same calls the page makes, without the 3 s waits; at `origin` when given,
 * else the configured baseURL): the poll's answer sets
 * the refresh cookie in the page's context, and the stored user id makes the portal restore the
 * session at start, as after a reload. For tests whose subject is not the sign-in itself.
 */
export const signInFast = async (page: Page, code: string, origin = "") => {
  // A portal page still open as someone else would go on calling the API while the new sign-in's
  // cookie arrives (and may end that session as its own): leave it first, as a person closing the tab.
  if (page.url().startsWith("http")) await page.goto("about:blank")
  const start = await page.request.post(`${origin}/v1/auth/smart-id/login`, { data: { personalIdentityCode: code } })
  expect(start.status()).toBe(200)
  const { verificationCode } = await start.json()
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post(`${origin}/v1/auth/smart-id/poll`, { data: { personalIdentityCode: code, verificationCode } })
    const body = await res.json()
    if (body.status === "RUNNING") continue
    expect(body.token).toBeTruthy()
    await page.goto(`${origin}/login`)
    // The page restores the stored session with one refresh call: let it finish (and its rotated cookie be
    // kept) before leaving, or the next page presents the old refresh token, which past the grace window
    // counts as a replay and ends the sign-in.
    await page.waitForLoadState("networkidle")
    // As after a sign-out and a new sign-in: the user's id, and no customer chosen by whoever was here before.
    await page.evaluate((userId) => {
      localStorage.setItem("ise.userId", userId)
      localStorage.removeItem("ise.customerId")
    }, String(body.userId))
    await mirrorViewCookie(page)
    await page.goto(`${origin}/esileht`)
    await expect(page.getByRole("heading", { name: "Hinnad teenindusjaamades" })).toBeVisible()
    // The portal chooses the user's first customer once the contacts answer (signedInSession.ts), and the
    // front page now paints before that (issue 31): a test that chooses a customer of its own right after
    // this must not be overwritten by it. A user with no customer never gets one written: then nothing races.
    await page.waitForFunction(() => localStorage.getItem("ise.customerId") !== null, undefined, { timeout: 10_000 }).catch(() => undefined)
    return
  }
  throw new Error("sign-in did not finish")
}

/** Chooses whom to represent in the header's switcher. */
export const switchCustomer = async (page: Page, name: string) => {
  await page.getByRole("button", { name: /Esindatava valimine/ }).click()
  await page
    .getByRole("group", { name: "Esindatava valimine" })
    .getByRole("button", { name: new RegExp(name) })
    .click()
  await expect(page.getByRole("button", { name: new RegExp(`Esindatava valimine: ${name}`) })).toBeVisible()
}

/**
 * An access token of the page's own session (the portal keeps its token in memory, out of reach):
 * the refresh cookie of the page's context exchanged for a new pair, as the portal itself does.
 */
export const sessionToken = async (page: Page): Promise<string> => {
  const res = await page.request.post("/v1/auth/refresh")
  expect(res.status()).toBe(200)
  return (await res.json()).token as string
}

/** A signed-in access token through the API, as an app holding the session would have it. */
export const apiToken = async (page: Page, code: string): Promise<string> => {
  const start = await page.request.post("/v1/auth/smart-id/login", { data: { personalIdentityCode: code } })
  const { verificationCode } = await start.json()
  for (let i = 0; i < 10; i++) {
    const body = await (
      await page.request.post("/v1/auth/smart-id/poll", { data: { personalIdentityCode: code, verificationCode } })
    ).json()
    if (body.status !== "RUNNING") return body.token as string
  }
  throw new Error("sign-in did not finish")
}

/** The viewports every flow is tested at. */
export const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const

/** axe tags the charter names. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]

/**
 * Signs in, represents `customerId` and opens `path` (in `locale`, when given), choosing again until the
 * session holds that customer: the portal may still be writing the user's first customer after sign-in.
 */
export const openAs = async (page: Page, code: string, customerId: number, path: string, locale?: string) => {
  await signInFast(page, code)
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.evaluate(
      ([id, lang]) => {
        localStorage.setItem("ise.customerId", id)
        if (lang) localStorage.setItem("ise.locale", lang)
      },
      [String(customerId), locale ?? ""],
    )
    await mirrorViewCookie(page)
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    if ((await page.evaluate(() => localStorage.getItem("ise.customerId"))) === String(customerId)) return
  }
  throw new Error(`could not represent customer ${customerId}`)
}

/** The Estonian texts of a catalog that differ from its English ones, without placeholders: none may show in en or ru. */
export const estonianOf = (messages: { et: Record<string, string>; en: Record<string, string> }): string[] =>
  Object.entries(messages.et)
    .filter(([key, et]) => et !== messages.en[key])
    .map(([, et]) =>
      et
        .replace(/\{[^}]*\}/g, "")
        .replace(/[()]/g, "")
        .trim(),
    )
    .filter((text) => text.length >= 4)

/** Pages that keep no view cookie (pagesAsBuilt). */
const builtPages = new WeakSet<Page>()

/**
 * The portal's pages as built, without a first view (issue 31, server/firstView.ts): the page keeps no
 * `ise.view` cookie (the one it has is removed, and its writes are dropped), as a browser that has none, so
 * the page's data is asked by the browser itself. For tests whose subject is the browser's own calls (a fault
 * injected into them, their count).
 */
export const pagesAsBuilt = async (page: Page) => {
  builtPages.add(page)
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!
    Object.defineProperty(Document.prototype, "cookie", {
      configurable: true,
      get() {
        return cookie.get!.call(this)
      },
      set(value: string) {
        if (!value.startsWith("ise.view=")) cookie.set!.call(this, value)
      },
    })
  })
  // The page open now still writes its copy when it is left (tabs.ts): leave it first, then remove the copy.
  if (page.url().startsWith("http")) await page.goto("about:blank")
  await page.context().clearCookies({ name: "ise.view" })
}

/**
 * What the portal does whenever it writes a key its first view reads (portal/app/viewCookie.ts): the test has
 * written local storage itself, so it copies those keys into the `ise.view` cookie as the portal would.
 */
export const mirrorViewCookie = async (page: Page) => {
  if (builtPages.has(page)) return
  const stored = await page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), [...VIEW_KEYS])
  const url = new URL(page.url())
  await page
    .context()
    .addCookies([{ name: "ise.view", value: encodeViewCookie((key) => stored[key] ?? null), url: url.origin, sameSite: "Strict" }])
}
