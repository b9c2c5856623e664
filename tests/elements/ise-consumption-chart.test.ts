import { expect } from "chai"
import type { MeasurementData } from "../../src/core/schemas/consumption"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, customer } from "./contract"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-consumption-chart"
const months: MeasurementData = {
  resolution: "MONTH",
  startDate: "2025-01-01",
  points: Array.from({ length: 12 }, (_, i) => ({
    time: `2025-${String(i + 1).padStart(2, "0")}`,
    consumptionKwh: 300 - i * 10,
    productionKwh: 0,
    costEuros: i === 11 ? null : 50 + i,
  })),
  statistics: {
    consumptionForPeriodKwh: 2940,
    productionForPeriodKwh: 0,
    lastYearConsumptionForPeriodKwh: 3000,
    lastYearProductionForPeriodKwh: 0,
  },
  dataUntil: "2026-11-25T14:00:00.000Z",
}
const days: MeasurementData = {
  resolution: "DAY",
  startDate: "2025-03-01",
  points: Array.from({ length: 31 }, (_, i) => ({
    time: `2025-03-${String(i + 1).padStart(2, "0")}`,
    consumptionKwh: 9,
    productionKwh: 0,
  })),
  statistics: {
    consumptionForPeriodKwh: 279,
    productionForPeriodKwh: 0,
    lastYearConsumptionForPeriodKwh: 290,
    lastYearProductionForPeriodKwh: 0,
  },
  dataUntil: "2026-11-25T14:00:00.000Z",
}
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: { ...customer, roles: ["ELECTRICITY_CUSTOMER"] } },
  [`GET /v1/electricity/metering-points/${CUSTOMER_ID}`]: {
    body: {
      customerEic: null,
      meteringPoints: [
        { id: 31, eic: "38ZEE-00300031-8", address: "Tamme tn 5-12, Tartu", type: "CONSUMPTION" },
        { id: 32, eic: "38ZEE-00300032-6", address: "Aia 1, Tartu", type: "CONSUMPTION" },
      ],
    },
  },
  [`GET /v1/electricity/measurements/${CUSTOMER_ID}/32`]: (r) => ({ body: r.search.get("resolution") === "DAY" ? days : months }),
})
const rowsOf = (root: ShadowRoot) => root.querySelectorAll('[data-testid="consumption-table"] tbody tr')
const attributes = (locale: string) => ({ ...signedInAttributes(locale), "point-id": "32", period: "previousYear" })

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({
    tag: TAG,
    attributes: attributes("en"),
    rendered: (root) => (rowsOf(root).length === 12 ? rowsOf(root)[0]! : null),
  })

  it("opens the period and the point of its attributes, with the statistics in its locale, asking with its token", async () => {
    const root = shadowOf(mount(TAG, attributes("en")))
    await waitFor("the months", () => rowsOf(root).length === 12)
    const query = seen.filter((r) => r.path.endsWith("/32")).at(-1)!.search
    const year = new Date().getFullYear() - 1
    expect([query.get("from"), query.get("to"), query.get("resolution")]).to.deep.equal([`${year}-01-01`, `${year}-12-31`, "MONTH"])
    expect(root.querySelector('[data-testid="stat-consumption"]')!.textContent).to.contain("2,940.0 kWh")
    // The period's cost is the sum of the months' costs; December has none (no spot price): a dash, not €0.00.
    expect(root.querySelector('[data-testid="stat-cost"] dd')!.textContent).to.equal("€605.00")
    expect(rowsOf(root)[0]!.querySelector("td:last-child")!.textContent).to.equal("€50.00")
    expect(rowsOf(root)[11]!.querySelector("td:last-child")!.textContent).to.equal("–no spot price")
    expect(root.querySelector('[data-testid="stat-projection"]')).to.equal(null)
    expect(root.querySelector<HTMLSelectElement>("select")!.value).to.equal("32")
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("a month's row opens its days, emits ise-consumption-drill and keeps the host's address", async () => {
    const address = window.location.href
    const element = mount(TAG, attributes("et"))
    const root = shadowOf(element)
    const drills: Array<{ resolution: string; time: string }> = []
    element.addEventListener("ise-consumption-drill", (e) => drills.push((e as CustomEvent).detail))
    await waitFor("the months", () => rowsOf(root).length === 12)
    root.querySelector<HTMLButtonElement>('[data-testid="consumption-table"] tbody tr:nth-child(3) button')!.click()
    await waitFor("the days", () => rowsOf(root).length === 31)
    expect(drills).to.deep.equal([{ resolution: "DAY", time: "2025-03" }])
    expect(window.location.href).to.equal(address)
  })
})
