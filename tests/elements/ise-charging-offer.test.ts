import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, chargingOffer as offer, customer } from "./contract"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"
import { listen, loadScript, mount, shadowOf, stubApi, waitFor } from "./page"

const TAG = "ise-charging-offer"
// The stub keeps its state as a server would: elements of one session share their answers (SignedInElement),
// so the decline is tried on a second pending offer (18) once the first (17) is accepted.
type Status = (typeof offer)["status"]
const status: Record<number, Status> = { 17: "PENDING", 18: "PENDING" }
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: {
    body: { ...customer, email: "arved@naidis.ee", phone: "+3726001234", address: "Sadama 1", city: "Tallinn" },
  },
  [`GET /v1/charging/agreements/${CUSTOMER_ID}`]: () => ({
    body: [
      { id: 3, contractNumber: "LA-2024-001", status: "ACTIVE" },
      { ...offer, status: status[17]! },
      { ...offer, id: 18, contractNumber: "LA-2025-018", status: status[18]! },
    ],
  }),
  ...Object.fromEntries(
    [17, 18].flatMap((id) =>
      (["accept", "reject"] as const).map((decision) => [
        `POST /v1/charging/agreements/${CUSTOMER_ID}/${id}/${decision}`,
        () => {
          status[id] = decision === "accept" ? "ACTIVE" : "REJECTED"
          return { status: 204, body: null }
        },
      ]),
    ),
  ),
})
const formOf = (root: ShadowRoot) => root.querySelector("form")
const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text && !b.disabled)
const inputLabelled = (root: ShadowRoot, label: string) => {
  const l = [...root.querySelectorAll("label")].find((x) => x.textContent === label)
  return root.getElementById(l!.htmlFor) as HTMLInputElement
}

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: signedInAttributes("en"), rendered: formOf })

  it("shows the pending offer in its locale with its pricing lines and the customer's contact details", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("en")))
    await waitFor("the form", () => formOf(root))
    const text = root.textContent ?? ""
    expect(text).to.contain("Charging agreement offer LA-2025-017")
    expect(text).to.contain("Charging service for companies")
    expect(text).to.contain("36 months")
    expect(text).to.contain("4 pcs, paid once a month")
    expect(text).to.contain("Network day tariff")
    expect(text).to.contain("I accept the terms.")
    expect(inputLabelled(root, "E-mail address").value).to.equal("arved@naidis.ee")
    expect(inputLabelled(root, "Name").readOnly).to.equal(true)
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("refuses to send without the terms, then accepts and emits ise-charging-offer-accepted", async () => {
    const heard = listen(["ise-charging-offer-accepted"])
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the form", () => formOf(root))
    buttonNamed(root, "Kinnita leping")!.click()
    await waitFor("the terms message", () => root.textContent?.includes("Tingimustega nõustumine on kohustuslik"))
    expect(seen.some((r) => r.method === "POST")).to.equal(false)
    ;(root.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await waitFor("the message gone", () => !root.textContent?.includes("Tingimustega nõustumine on kohustuslik"))
    buttonNamed(root, "Kinnita leping")!.click()
    await waitFor("the event", () => heard.length === 1)
    const sent = seen.filter((r) => r.method === "POST").at(-1)!
    expect(sent.path).to.equal(`/v1/charging/agreements/${CUSTOMER_ID}/17/accept`)
    expect(sent.body).to.include({
      customerId: CUSTOMER_ID,
      contactPersonId: 55,
      email: "arved@naidis.ee",
      phone: "+3726001234",
      address: "Sadama 1, Tallinn",
    })
    expect([heard[0]!.detail.agreementId, heard[0]!.detail.contractNumber, heard[0]!.bubbles, heard[0]!.composed]).to.deep.equal([
      17,
      "LA-2025-017",
      true,
      true,
    ])
    await waitFor("the success", () => root.textContent?.includes("Lepingu sõlmimine oli edukas"))
  })

  it("declines after the dialog and emits ise-charging-offer-rejected", async () => {
    const heard = listen(["ise-charging-offer-rejected"])
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the form", () => formOf(root))
    buttonNamed(root, "Keeldu pakkumusest")!.click()
    ;(await waitFor("the dialog's button", () => buttonNamed(root, "Jah, keeldun"))).click()
    await waitFor("the event", () => heard.length === 1)
    expect(heard[0]!.detail).to.deep.equal({ agreementId: 18, contractNumber: "LA-2025-018" })
    await waitFor("the message", () => root.textContent?.includes("Pakkumusest keeldutud"))
  })
})
