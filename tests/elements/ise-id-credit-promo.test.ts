import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { applicant, customer, CUSTOMER_ID, person, PERSON_ID, token } from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, waitFor } from "./page"

const TAG = "ise-id-credit-promo"
/** Whether the stubbed user may still apply; the application answer clears it, as the server does. */
let mayApply = true
const seen = stubApi({
  [`GET /v1/customers/${PERSON_ID}`]: { body: person },
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: customer },
  "GET /v1/users/current": () => ({ body: { ...applicant, canRequestIdCredit: mayApply } }),
  [`POST /v1/id-credit-applications/${PERSON_ID}`]: () => {
    mayApply = false
    return { status: 204, body: null }
  },
})
const attributes = (locale: string, customerId = PERSON_ID) => ({ locale, "api-base": "/v1", token, "customer-id": String(customerId) })
const promoOf = (root: ShadowRoot) => root.querySelector('[data-testid="id-credit-promo"]')
const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text && !b.disabled)
const fill = (input: HTMLInputElement, value: string) => {
  input.value = value
  input.dispatchEvent(new Event("input", { bubbles: true }))
}

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => {
    document.body.replaceChildren()
    mayApply = true
  })

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: promoOf })

  it("shows the promo in its locale to a person whose user may apply, and nothing to a company", async () => {
    const root = shadowOf(mount(TAG, attributes("et")))
    const promo = await waitFor("the promo", () => promoOf(root))
    expect(promo.querySelector("h2")!.textContent).to.equal("ID-kaart krediitkaardiks!")
    expect(buttonNamed(root, "Taotle")).to.not.equal(undefined)
    document.body.replaceChildren()

    const quiet = shadowOf(mount(TAG, attributes("et", CUSTOMER_ID)))
    await waitFor("the company's answer", () => seen.some((r) => r.path === `/v1/customers/${CUSTOMER_ID}`))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(promoOf(quiet)).to.equal(null)
    expect(quiet.querySelector(".ise-element__root")!.children.length, "nothing (its styles are adopted sheets)").to.equal(0)
  })

  it("applies with the form's fields and emits ise-id-credit-applied; the promo gives way to the thank-you", async () => {
    const heard = listen(["ise-id-credit-applied"])
    const root = shadowOf(mount(TAG, attributes("en")))
    await waitFor("the promo", () => promoOf(root))
    buttonNamed(root, "Apply")!.click()
    const pin = await waitFor("the PIN field", () =>
      root.querySelector<HTMLInputElement>('[data-testid="id-credit-modal"] input[name="pinCode"]'),
    )
    expect(root.querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal("liis.lepp@example.ee")
    fill(pin, "58a29")
    ;(await waitFor("Send", () => buttonNamed(root, "Send application"))).click()
    await waitFor("the event", () => heard.length === 1)
    expect([heard[0]!.detail, heard[0]!.bubbles, heard[0]!.composed]).to.deep.equal([
      { customerId: PERSON_ID, email: "liis.lepp@example.ee" },
      true,
      true,
    ])
    const sent = seen.filter((r) => r.method === "POST").at(-1)!
    expect(sent.body).to.deep.equal({
      email: "liis.lepp@example.ee",
      phone: "+37251112222",
      pinCode: "5829",
      address: "Lepa tn 3",
      city: "Tallinn",
      county: "Harju maakond",
      zip: "10115",
      includeRfidCard: false,
    })
    await waitFor("the thank-you", () => root.querySelector('[data-testid="id-credit-sent"]'))
    expect(promoOf(root)).to.equal(null)
  })
})
