import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, paymentRedirect } from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, waitFor } from "./page"
import { everyCallCarriesTheToken, paymentAnswers, signedInAttributes } from "./signedIn"

const TAG = "ise-invoice-payment"
const seen = stubApi(paymentAnswers)
const panelOf = (root: ShadowRoot) => root.querySelector('[data-testid="payment-panel"] [data-testid="pay-row"]')

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: signedInAttributes("en"), rendered: panelOf })

  it("shows the customer's unpaid invoices in its locale, asking with its token", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("en")))
    await waitFor("the invoices", () => panelOf(root))
    // The four fuel invoices and the electricity one, marked as such.
    const rows = [...root.querySelectorAll('[data-testid="pay-row"]')]
    expect(rows.length).to.equal(5)
    expect(rows.filter((r) => r.textContent?.includes("EL-2024-01") && r.textContent.includes("Electricity invoice")).length).to.equal(1)
    expect(root.querySelector("button.ise-ui__button, button")).to.not.equal(null)
    expect([...root.querySelectorAll("button")].map((b) => b.textContent)).to.include("Pay by card")
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
    expect(localStorage.getItem("ise.customerId"), "nothing written to the page's storage").to.equal(null)
  })

  it("emits ise-payment-started (and the deprecated payment-started) before leaving; cancelling keeps the page", async () => {
    const heard = listen(["ise-payment-started", "payment-started"], (event) => event.preventDefault())
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the invoices", () => panelOf(root))
    const card = await waitFor("the card button", () =>
      [...root.querySelectorAll("button")].find((b) => b.textContent === "Maksa kaardiga" && !b.disabled),
    )
    card.click()
    await waitFor("both events", () => heard.length === 2)
    expect(heard.map((e) => e.type)).to.deep.equal(["ise-payment-started", "payment-started"])
    for (const event of heard) {
      expect(event.detail).to.deep.equal({ redirectUrl: paymentRedirect })
      expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true])
      expect(event.target).to.equal(document.querySelector(TAG))
    }
    expect(seen.some((r) => r.method === "POST" && r.path === `/v1/payment/${CUSTOMER_ID}/begin`)).to.equal(true)
    expect(location.pathname, "the host cancelled: no navigation").to.not.equal(new URL(paymentRedirect).pathname)
  })
})
