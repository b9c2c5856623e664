import { expect } from "chai"
import type { BudgetProgress, SpendingSummary } from "../../src/core/schemas/spending"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, customer } from "./contract"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-spend-summary"
const month = (m: string, fuel: number) => ({ month: m, FUEL: fuel, OTHER: 12.5, ELECTRICITY: null, CHARGING: 40 })
const summary: SpendingSummary = {
  month: "2026-03",
  includesVat: false,
  categories: ["FUEL", "OTHER", "CHARGING"],
  months: [month("2026-02", 100), month("2026-03", 1234.5)],
}
const budgets: BudgetProgress = {
  month: "2026-03",
  includesVat: false,
  locale: "en",
  items: [
    { kind: "CATEGORY", key: "FUEL", label: null, amount: 1500, spent: 1234.5, percent: 82.3 },
    { kind: "CARD", key: "7000001", label: "Van", amount: 100, spent: 120, percent: 120 },
  ],
}
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: customer },
  [`GET /v1/spending/${CUSTOMER_ID}/summary`]: { body: summary },
  [`GET /v1/spending/${CUSTOMER_ID}/budgets`]: { body: budgets },
})
const categoriesOf = (root: ShadowRoot) => root.querySelector('[data-testid="spend-summary-categories"]')
const attributes = (locale: string) => ({ ...signedInAttributes(locale), href: "/my/spending" })

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: categoriesOf })

  it("shows this month by category and each budget's progress in its locale, asking with its token", async () => {
    const root = shadowOf(mount(TAG, attributes("en")))
    await waitFor("the budgets", () => root.querySelector('[data-testid="budget-progress"]'))
    expect(root.querySelector("h2")!.textContent).to.equal("This month's spending")
    expect([...root.querySelectorAll("[data-category] dd")].map((d) => d.textContent)).to.deep.equal(["€1,234.50", "€12.50", "€40.00"])
    const bars = [...root.querySelectorAll<HTMLElement>("[data-key]")]
    expect(bars.map((b) => b.dataset.key)).to.deep.equal(["FUEL", "7000001"])
    expect(bars[0]!.textContent).to.contain("€1,234.50 of €1,500.00")
    expect(bars[1]!.textContent).to.contain("Budget exceeded")
    expect(root.querySelector<HTMLMeterElement>("meter")!.value).to.equal(82.3)
    expect(root.querySelector("a")!.getAttribute("href")).to.equal("/my/spending")
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("speaks Estonian and Russian too", async () => {
    const et = shadowOf(mount(TAG, attributes("et")))
    await waitFor("the et figures", () => categoriesOf(et))
    expect(et.querySelector("h2")!.textContent).to.equal("Selle kuu kulud")
    document.body.replaceChildren()
    const ru = shadowOf(mount(TAG, attributes("ru")))
    await waitFor("the ru budgets", () => ru.querySelector('[data-testid="budget-progress"]'))
    expect(ru.querySelector("h2")!.textContent).to.equal("Расходы этого месяца")
    expect(ru.textContent).to.contain("Бюджет превышен")
  })
})
