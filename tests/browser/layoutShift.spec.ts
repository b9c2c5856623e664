import type { Page, Route } from "@playwright/test"
import { expect, test } from "./fixtures"
import { MARI, signInFast } from "./helpers"

/**
 * Layout stability whatever answer arrives first. The gates (gates.spec.ts) measure CLS on each route as the
 * answers happen to come; here the answers the header and a page depend on are held back and let go in
 * chosen orders, also in the same instant. A shift's score is the area of everything that moved times the
 * farthest any of it moved, both within one frame: a header item sliding sideways as the customer's name
 * arrives (far, small) in the frame where the page below moves a little (near, large) scored 0.054 on
 * /laadimine/leping once. So nothing in the header may move at all, and a page's CLS stays ≤ 0.02.
 */
const COMPANY_ID = 2
const MAX_CLS = 0.02

/** Every layout shift since the document started, with what moved (in the header or not). */
const RECORD_SHIFTS = () => {
  const w = window as unknown as {
    __shifts: Array<{ value: number; sources: Array<{ node: string; inHeader: boolean; from: string; to: string }> }>
  }
  w.__shifts = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as Array<{
      value: number
      hadRecentInput: boolean
      sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
    }>) {
      if (e.hadRecentInput) continue
      const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",")
      w.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement
          return {
            node: el ? `${el.nodeName.toLowerCase()}.${String(el.className ?? "").split(" ")[0]}` : "?",
            inHeader: Boolean(el?.closest("header")),
            from: rect(s.previousRect),
            to: rect(s.currentRect),
          }
        }),
      })
    }
  }).observe({ type: "layout-shift", buffered: true })
}

type Held = { route: Route; response: Awaited<ReturnType<Route["fetch"]>> }
type Group = { readonly paths: ReadonlyArray<RegExp>; readonly afterMs?: number }

/**
 * Holds the answers whose path matches each group; a group is let go, all its answers in the same instant,
 * once every one of them has come from the server (and `afterMs` more), and only after the groups before it.
 */
const releaseInOrder = async (page: Page, groups: ReadonlyArray<Group>) => {
  const held = groups.map(() => new Map<RegExp, Held>())
  let next = 0
  const flush = async () => {
    while (next < groups.length && held[next]!.size === groups[next]!.paths.length) {
      const group = groups[next]!
      const answers = [...held[next]!.values()]
      next++
      if (group.afterMs) await new Promise((r) => setTimeout(r, group.afterMs))
      await Promise.all(answers.map(({ route, response }) => route.fulfill({ response })))
    }
  }
  groups.forEach((group, i) => {
    for (const pattern of group.paths) {
      void page.route(
        (url) => pattern.test(decodeURI(url.pathname)),
        async (route) => {
          // A second request of the same path (a refetch) is not held.
          if (held[i]!.has(pattern)) return route.continue()
          const response = await route.fetch()
          held[i]!.set(pattern, { route, response })
          await flush()
        },
      )
    }
  })
}

const CONTACTS = /\/v1\/users\/\d+\/contacts$/
const CUSTOMER = /\/v1\/customers\/\d+$/
const CHARGING = /\/v1\/charging\/agreements\/\d+$/
const CATALOG = /\/assets\/en-[\w-]+\.js$/

const ORDERS: ReadonlyArray<{ name: string; groups: ReadonlyArray<Group> }> = [
  // The customer's name (contacts) in the same instant as the offer: the order of the failing CI run.
  { name: "the name and the offer together", groups: [{ paths: [CUSTOMER] }, { paths: [CHARGING, CONTACTS] }] },
  { name: "the name last", groups: [{ paths: [CUSTOMER] }, { paths: [CHARGING] }, { paths: [CONTACTS], afterMs: 500 }] },
  { name: "the name first", groups: [{ paths: [CONTACTS] }, { paths: [CUSTOMER], afterMs: 500 }, { paths: [CHARGING], afterMs: 500 }] },
  // The common English texts (a chunk of their own) after the answers.
  { name: "the English texts are slow", groups: [{ paths: [CATALOG], afterMs: 1500 }] },
]

test.describe("desktop 1366×900, en", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const order of ORDERS) {
    test(`/laadimine/leping keeps still when ${order.name}`, async ({ page }) => {
      await signInFast(page, MARI)
      await page.addInitScript(
        ([c]) => {
          localStorage.setItem("ise.customerId", c!)
          localStorage.setItem("ise.locale", "en")
        },
        [String(COMPANY_ID)],
      )
      await page.addInitScript(RECORD_SHIFTS)
      await releaseInOrder(page, order.groups)
      await page.goto("/laadimine/leping")
      await expect(page.locator(".ise-charging__layout")).toBeVisible()
      await expect(page.getByRole("button", { name: /Choose whom to represent: Näidis Logistika OÜ/ })).toBeVisible()
      // Shifts are reported after the frame that made them.
      await page.waitForTimeout(500)
      const shifts = await page.evaluate(
        () =>
          (
            window as unknown as {
              __shifts: Array<{ value: number; sources: Array<{ node: string; inHeader: boolean; from: string; to: string }> }>
            }
          ).__shifts,
      )
      const header = shifts.flatMap((s) => s.sources.filter((x) => x.inHeader).map((x) => `${x.node} ${x.from} → ${x.to}`))
      expect(header, "nothing in the header moves").toEqual([])
      const cls = shifts.reduce((sum, s) => sum + s.value, 0)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS)
    })
  }
})
