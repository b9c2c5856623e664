import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { prices } from "./contract"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"

const TAG = "ise-fuel-prices"
const seen = stubApi({ "GET /v1/prices": { body: prices } })
const rowsOf = (root: ShadowRoot) => [...root.querySelectorAll("tbody tr")].map((tr) => tr.getAttribute("data-product"))

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({
    tag: TAG,
    attributes: { locale: "en", "api-base": "/v1", vat: "with" },
    rendered: (root) => root.querySelector("section.ise-prices__root tbody tr"),
  })

  it("asks its api-base for the prices and speaks its locale", async () => {
    const root = shadowOf(mount(TAG, { locale: "ru", "api-base": "/v1", vat: "with" }))
    await waitFor("the rows", () => root.querySelector("tbody tr"))
    expect(root.querySelector("h2")!.textContent).to.equal("Цены на станциях обслуживания")
    expect(seen.map((r) => `${r.method} ${r.path}`)).to.include("GET /v1/prices")
    expect(
      seen.every((r) => r.authorization === null),
      "a public element sends no token",
    ).to.equal(true)
  })

  it("shows LPG only in the business view (vat=without)", async () => {
    const consumer = shadowOf(mount(TAG, { locale: "et", "api-base": "/v1", vat: "with" }))
    const business = shadowOf(mount(TAG, { locale: "et", "api-base": "/v1", vat: "without" }))
    await waitFor("both tables", () => consumer.querySelector("tbody tr") && business.querySelector("tbody tr"))
    expect(rowsOf(consumer)).to.deep.equal(["B95", "D"])
    expect(rowsOf(business)).to.deep.equal(["B95", "D", "LPG"])
  })

  it("takes its colours from the --ise-* custom properties of the host page", async () => {
    const element = mount(TAG, { locale: "et", "api-base": "/v1", vat: "with" })
    element.style.setProperty("--ise-surface", "rgb(1, 2, 3)")
    const section = await waitFor("the table", () => shadowOf(element).querySelector("section.ise-prices__root"))
    expect(getComputedStyle(section).backgroundColor).to.equal("rgb(1, 2, 3)")
  })
})
