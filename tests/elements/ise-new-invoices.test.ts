import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { paymentRedirect } from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, waitFor } from "./page"
import { everyCallCarriesTheToken, paymentAnswers, signedInAttributes } from "./signedIn"

const TAG = "ise-new-invoices"
const seen = stubApi(paymentAnswers)
const cardsOf = (root: ShadowRoot) => root.querySelector('[data-testid="new-invoice-card"]')
const attributes = (locale: string) => ({ ...signedInAttributes(locale), "invoices-href": "/my/invoices" })

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: cardsOf })

  it("shows the three newest unpaid invoices in its locale, asking with its token", async () => {
    const root = shadowOf(mount(TAG, attributes("en")))
    await waitFor("the cards", () => cardsOf(root))
    expect(root.querySelector("h2")!.textContent).to.equal("NEW INVOICES")
    expect([...root.querySelectorAll('[data-testid="new-invoice-card"] strong')].map((s) => s.textContent)).to.deep.equal([
      "MV-2024-00123",
      "MV-2024-00122",
      "MV-2024-00121",
    ])
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("emits ise-payment-started (and the deprecated payment-started) from its payment modal", async () => {
    const heard = listen(["ise-payment-started", "payment-started"], (event) => event.preventDefault())
    const root = shadowOf(mount(TAG, attributes("et")))
    await waitFor("the cards", () => cardsOf(root))
    root.querySelector<HTMLButtonElement>('[data-testid="new-invoice-card"] button')!.click()
    const card = await waitFor("the card button in the modal", () =>
      [...root.querySelectorAll("button")].find((b) => b.textContent === "Maksa kaardiga" && !b.disabled),
    )
    card.click()
    await waitFor("both events", () => heard.length === 2)
    expect(heard.map((e) => [e.type, e.detail.redirectUrl, e.bubbles, e.composed, e.cancelable])).to.deep.equal([
      ["ise-payment-started", paymentRedirect, true, true, true],
      ["payment-started", paymentRedirect, true, true, true],
    ])
  })
})
