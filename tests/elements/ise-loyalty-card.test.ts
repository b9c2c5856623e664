import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { customer, CUSTOMER_ID, person, PERSON_ID, token } from "./contract"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"

const TAG = "ise-loyalty-card"
const levels = [
  { levelId: "IDC", fuelCapacity: 0, fuelDiscount: 3 },
  { levelId: "IDC2", fuelCapacity: 100, fuelDiscount: 5 },
]
const seen = stubApi({
  [`GET /v1/customers/${PERSON_ID}`]: {
    body: { ...person, groupId: "IDC", cardLoyalty: { monthQuantity: 120, coffeePoints: 4, levelId: "IDC2" } },
  },
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: customer },
  "GET /v1/loyalty-levels": { body: levels },
})
const attributes = (locale: string, customerId = PERSON_ID) => ({
  locale,
  "api-base": "/v1",
  token,
  "customer-id": String(customerId),
  "app-store-href": "https://apps.example/ios",
  "google-play-href": "https://apps.example/android",
})
const sectionOf = (root: ShadowRoot) => root.querySelector('[data-testid="loyalty-section"]')

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: sectionOf })

  it("shows a person's cards in its locale: at the top level, the 5th coffee free, the wash discount, the app links", async () => {
    const root = shadowOf(mount(TAG, attributes("et")))
    const section = await waitFor("the section", () => sectionOf(root))
    await waitFor("the levels", () => section.querySelector("dd")?.textContent === "120 L")
    expect([...section.querySelectorAll('[data-testid="loyalty-fuel"] dd')].map((d) => d.textContent)).to.deep.equal([
      "120 L",
      "5 s/L",
      "5 s/L",
    ])
    expect(section.querySelector('[data-testid="loyalty-fuel"] h3')!.textContent).to.equal("KütusesoodustusTase IDC2")
    expect(section.textContent).to.contain("Selle kuu suurim soodustus on käes.")
    expect(section.textContent).to.contain("Järgmine kohv on tasuta!")
    expect(section.querySelector('[data-testid="loyalty-wash"]')!.textContent).to.contain("10% soodsam")
    expect([...section.querySelectorAll("a")].map((a) => a.getAttribute("href"))).to.deep.equal([
      "https://apps.example/ios",
      "https://apps.example/android",
    ])
  })

  it("renders nothing for a company", async () => {
    const root = shadowOf(mount(TAG, attributes("ru", CUSTOMER_ID)))
    await waitFor("the company's answer", () => seen.some((r) => r.path === `/v1/customers/${CUSTOMER_ID}`))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(sectionOf(root)).to.equal(null)
    expect(root.querySelector(".ise-element__root")!.children.length, "nothing (its styles are adopted sheets)").to.equal(0)
  })
})
