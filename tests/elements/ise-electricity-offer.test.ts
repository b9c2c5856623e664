import { expect } from "chai"
import type { CustomerMeteringPoints, ElectricityOffer, ElectricityPackage } from "../../src/core/schemas/electricityAgreement"
import type { ContactPerson } from "../../src/core/schemas/profile"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, customer } from "./contract"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"
import { listen, loadScript, mount, shadowOf, stubApi, type, waitFor } from "./page"

const TAG = "ise-electricity-offer"
const fixed: ElectricityPackage = {
  id: 1,
  type: "CONSUMPTION",
  nameEt: "Fikseeritud 12",
  nameEn: "Fixed 12",
  nameRu: "Фиксированный 12",
  basePrice: 12.5,
  monthlyFee: 1.99,
  contractPeriod: 12,
  contractPeriodType: "PERIOD",
}
const point = { id: 11, eic: "38ZEE-00123456-7", address: "Sadama 1, Tallinn", type: "CONSUMPTION" as const }
/** Two offers: 310 the first pending one, 320 another pending one (chosen by `offer-id`); 201 an active agreement. */
const offerOf = (id: number, contractNumber: string): ElectricityOffer => ({
  id,
  contractNumber,
  status: "PENDING",
  meteringPoints: [point],
  consumptionPackage: fixed,
  endDate: "2099-12-31",
  basePriceCentsKwh: 11.9,
  consumptionMarginal: 0.6,
  contractPeriod: 12,
})
const statusOf: Record<number, ElectricityOffer["status"]> = {}
const agreements = () => [
  { id: 201, contractNumber: "EL-2025-201", status: "ACTIVE" as const, meteringPoints: [point], consumptionPackage: fixed },
  { ...offerOf(310, "EL-2025-310"), status: statusOf[310] ?? "PENDING" },
  { ...offerOf(320, "EL-2025-320"), status: statusOf[320] ?? "PENDING" },
]
const points: CustomerMeteringPoints = {
  customerEic: "38X-NAIDIS-1",
  meteringPoints: [{ ...point, earliestPossibleAgreementStartDate: null }],
}
const contact: ContactPerson = { contactId: 55, email: "arved@naidis.ee", phone: "+3726001234", eInvoice: false }
const decided = (id: number, status: ElectricityOffer["status"]) => () => {
  statusOf[id] = status
  return { status: 204, body: null }
}
/** A second customer whose only offer is decided: its answers never change (signed-in elements on one page share their query cache). */
const OTHER_ID = 3
const seen = stubApi({
  [`GET /v1/customers/${OTHER_ID}`]: { body: { ...customer, id: OTHER_ID, customerId: OTHER_ID, name: "KÜ Tamme 5" } },
  [`GET /v1/electricity/metering-points/${OTHER_ID}`]: { body: points },
  [`GET /v1/customer-contact-persons/${OTHER_ID}`]: { body: contact },
  [`GET /v1/electricity/agreements/${OTHER_ID}`]: { body: [agreements()[0], { ...offerOf(330, "EL-2025-330"), status: "REJECTED" }] },
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: { ...customer, address: "Sadama 1", city: "Tallinn" } },
  [`GET /v1/electricity/metering-points/${CUSTOMER_ID}`]: { body: points },
  [`GET /v1/customer-contact-persons/${CUSTOMER_ID}`]: { body: contact },
  [`GET /v1/electricity/agreements/${CUSTOMER_ID}`]: () => ({ body: agreements() }),
  // Any bytes do: the element hands them to the browser's own viewer.
  [`GET /v1/electricity/agreements/${CUSTOMER_ID}/preview`]: { body: "%PDF-1.4" },
  [`POST /v1/electricity/offers/${CUSTOMER_ID}/310/accept`]: decided(310, "ACTIVE"),
  [`POST /v1/electricity/offers/${CUSTOMER_ID}/320/accept`]: decided(320, "ACTIVE"),
  [`POST /v1/electricity/offers/${CUSTOMER_ID}/320/reject`]: decided(320, "REJECTED"),
})
const formOf = (root: ShadowRoot) => root.querySelector("form")
const buttonNamed = (root: ParentNode, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === text && !b.disabled)
const inputLabelled = (root: ShadowRoot, label: string) => {
  const l = [...root.querySelectorAll("label")].find((x) => x.textContent === label)
  return root.getElementById(l!.htmlFor) as HTMLInputElement
}
/** A day inside the offer's start window (today to the end of the month three months ahead), as typed: dd.mm.yyyy. */
const inTwoDays = new Date(Date.now() + 2 * 86_400_000)
const inTwoDaysIso = inTwoDays.toISOString().slice(0, 10)
const inTwoDaysTyped = inTwoDaysIso.split("-").reverse().join(".")
const startDateInput = (root: ShadowRoot) => inputLabelled(root, "Lepingu alguskuupäev")

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => {
    document.body.replaceChildren()
    for (const id of Object.keys(statusOf)) delete statusOf[Number(id)]
  })

  describeElementBasics({ tag: TAG, attributes: { ...signedInAttributes("en"), "offer-id": "310" }, rendered: formOf })

  it("shows the first pending offer without offer-id: its package, terms, contact fields and preview", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the form", () => formOf(root))
    const text = root.textContent ?? ""
    expect(text).to.contain("Elektrilepingu pakkumus")
    expect(text).to.contain("EL-2025-310")
    expect(text).to.contain("Fikseeritud 12")
    expect(text).to.contain("31.12.2099")
    expect(buttonNamed(root, "Sõlmi leping")).to.not.equal(undefined)
    expect(buttonNamed(root, "Loobu")).to.not.equal(undefined)
    expect(inputLabelled(root, "E-posti aadress").value).to.equal("arved@naidis.ee")
    expect(inputLabelled(root, "Aadress").value).to.equal("Sadama 1")
    // The preview asks for this offer's contract (its package is the offer's own: no package id is sent) and shows it in the browser's viewer: no pdf.js in the element.
    await waitFor("the preview's frame", () => root.querySelector('[data-testid="contract-preview"] iframe'))
    const preview = seen.filter((r) => r.path.endsWith("/preview")).at(-1)!
    expect([
      preview.search.get("contractNumber"),
      preview.search.get("meteringPointIds"),
      preview.search.get("consumptionPackageId"),
    ]).to.deep.equal(["EL-2025-310", "11", null])
    expect(root.querySelector("canvas")).to.equal(null)
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("speaks English and Russian by its locale attribute", async () => {
    const en = shadowOf(mount(TAG, { ...signedInAttributes("en"), "offer-id": "320" }))
    await waitFor("the English form", () => formOf(en))
    expect(en.textContent).to.contain("Electricity agreement offer").and.contain("EL-2025-320").and.contain("Fixed 12")
    expect(buttonNamed(en, "Conclude the agreement")).to.not.equal(undefined)
    expect(inputLabelled(en, "E-mail address").value).to.equal("arved@naidis.ee")
    expect(inputLabelled(en, "Start date of the agreement").placeholder).to.equal("dd.mm.yyyy")
    document.body.replaceChildren()
    const ru = shadowOf(mount(TAG, { ...signedInAttributes("ru"), "offer-id": "320" }))
    await waitFor("the Russian form", () => formOf(ru))
    expect(ru.textContent).to.contain("Предложение договора на электроэнергию").and.contain("Фиксированный 12")
    expect(buttonNamed(ru, "Заключить договор")).to.not.equal(undefined)
    expect(buttonNamed(ru, "Отказаться")).to.not.equal(undefined)
    expect(ru.textContent).to.not.contain("Sõlmi leping")
  })

  it("refuses without a start date and the terms, then accepts and emits ise-electricity-offer-accepted", async () => {
    const heard = listen(["ise-electricity-offer-accepted"])
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the form", () => formOf(root))
    buttonNamed(root, "Sõlmi leping")!.click()
    await waitFor("the messages", () => (root.textContent?.match(/Kohustuslik väli/g)?.length ?? 0) === 2)
    expect(seen.some((r) => r.method === "POST")).to.equal(false)
    await type(startDateInput(root), "01.01.2000")
    await waitFor("the window's message", () => root.textContent?.includes("Alguskuupäev ei saa olla varasem kui"))
    await type(startDateInput(root), inTwoDaysTyped)
    ;(root.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await waitFor(
      "the messages gone",
      () => !root.textContent?.includes("Kohustuslik väli") && !root.textContent?.includes("Alguskuupäev ei saa"),
    )
    buttonNamed(root, "Sõlmi leping")!.click()
    await waitFor("the event", () => heard.length === 1)
    const sent = seen.filter((r) => r.method === "POST").at(-1)!
    expect(sent.path).to.equal(`/v1/electricity/offers/${CUSTOMER_ID}/310/accept`)
    expect(sent.body).to.include({
      contactPersonId: 55,
      email: "arved@naidis.ee",
      phone: "+3726001234",
      address: "Sadama 1",
      consumptionPackageId: 1,
      startDate: inTwoDaysIso,
      endDate: "2099-12-31",
    })
    expect(heard[0]!.detail).to.deep.equal({ offerId: 310, contractNumber: "EL-2025-310", startDate: inTwoDaysIso })
    expect([heard[0]!.bubbles, heard[0]!.composed]).to.deep.equal([true, true])
    // The result in place: the host has no /lepingud or /esileht to go to.
    await waitFor("the success", () => root.textContent?.includes("Pakkumus on vastu võetud"))
    expect(root.textContent).to.contain("arved@naidis.ee")
    expect(root.querySelector("a")).to.equal(null)
  })

  it("rejects the offer of offer-id after the dialog and emits ise-electricity-offer-rejected", async () => {
    const heard = listen(["ise-electricity-offer-rejected"])
    const root = shadowOf(mount(TAG, { ...signedInAttributes("et"), "offer-id": "320" }))
    await waitFor("the form", () => formOf(root))
    expect(root.textContent).to.contain("EL-2025-320")
    buttonNamed(root, "Loobu")!.click()
    const dialog = await waitFor("the dialog", () => root.querySelector('[data-testid="reject-offer"]'))
    expect(dialog.textContent).to.contain("Kas soovid pakkumusest EL-2025-320 keelduda?")
    buttonNamed(dialog, "Keeldu pakkumusest")!.click()
    await waitFor("the event", () => heard.length === 1)
    expect(seen.filter((r) => r.method === "POST").at(-1)!.path).to.equal(`/v1/electricity/offers/${CUSTOMER_ID}/320/reject`)
    expect(heard[0]!.detail).to.deep.equal({ offerId: 320, contractNumber: "EL-2025-320" })
    await waitFor("the message", () => root.textContent?.includes("Pakkumusest keeldutud"))
    expect(formOf(root)).to.equal(null)
  })

  it("says so in the user's language when there is no pending offer, or the offer is decided", async () => {
    const other = (locale: string, offerId?: string) => ({
      ...signedInAttributes(locale),
      "customer-id": String(OTHER_ID),
      ...(offerId ? { "offer-id": offerId } : {}),
    })
    const et = shadowOf(mount(TAG, other("et")))
    await waitFor("the Estonian text", () => et.textContent?.includes("Sul ei ole praegu elektrilepingu pakkumust."))
    expect(formOf(et)).to.equal(null)
    document.body.replaceChildren()
    const ru = shadowOf(mount(TAG, other("ru")))
    await waitFor("the Russian text", () => ru.textContent?.includes("Сейчас у вас нет предложения договора на электроэнергию."))
    document.body.replaceChildren()
    const decided = shadowOf(mount(TAG, other("en", "330")))
    await waitFor("the decided text", () => decided.textContent?.includes("This offer has been decided already."))
    document.body.replaceChildren()
    const unknown = shadowOf(mount(TAG, other("en", "999")))
    await waitFor("the no-offer text", () => unknown.textContent?.includes("You have no electricity agreement offer at the moment."))
    expect(formOf(unknown)).to.equal(null)
  })
})
