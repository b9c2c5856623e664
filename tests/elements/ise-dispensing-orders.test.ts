import { expect } from "chai"
import { describeElementBasics } from "./basics"
import {
  carriers,
  cars,
  CUSTOMER_ID,
  dispensingCompleted,
  dispensingFuels,
  dispensingOrders,
  dispensingStarted,
  drivers,
  terminalCustomer,
} from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, type, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-dispensing-orders"
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: terminalCustomer },
  [`GET /v1/dispensing-order/${CUSTOMER_ID}`]: { body: dispensingOrders },
  [`GET /v1/customer-product/dispensing-order-fuels/${CUSTOMER_ID}`]: { body: dispensingFuels },
  "GET /v1/carriers": { body: carriers },
  [`GET /v1/cars/${CUSTOMER_ID}`]: { body: cars },
  [`GET /v1/drivers/${CUSTOMER_ID}`]: { body: drivers },
  [`POST /v1/dispensing-order/${CUSTOMER_ID}`]: { body: dispensingStarted },
  [`POST /v1/dispensing-order/save-state/${CUSTOMER_ID}`]: { body: dispensingCompleted },
})
const rowsOf = (root: ShadowRoot) => [...root.querySelectorAll<HTMLTableRowElement>('[data-testid="dispensing-orders"] tbody tr')]
const listShown = (root: ShadowRoot) => rowsOf(root).find((r) => r.textContent?.includes("VK-41")) ?? null
const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text || b.getAttribute("aria-label") === text)
const byId = (root: ShadowRoot, id: string) => root.getElementById(id) as HTMLInputElement & HTMLSelectElement

/** dd.mm.yyyy a week ahead (the form refuses a past day). */
const nextWeek = () => {
  const d = new Date(Date.now() + 7 * 86_400_000)
  return `${String(d.getDate()).padStart(2, "0")}.${String(d.getMonth() + 1).padStart(2, "0")}.${d.getFullYear()}`
}
const choose = async (select: HTMLSelectElement, value: string) => {
  select.value = value
  select.dispatchEvent(new Event("change", { bubbles: true }))
  await new Promise((frame) => requestAnimationFrame(frame))
}

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: signedInAttributes("en"), rendered: listShown })

  it("lists the orders in its locale with an edit button only on a modifiable one", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("en")))
    await waitFor("the list", () => listShown(root))
    const editable = rowsOf(root).map((r) => [r.cells[0]!.textContent, r.querySelectorAll("button").length])
    expect(editable).to.deep.equal([
      ["VK-41", 1],
      ["VK-39", 0],
    ])
    expect(button(root, "Create new")).to.not.equal(undefined)
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("creates an order: the first bad field is focused inside the shadow root, then after the 6 s poll it emits ise-dispensing-order-saved", async function () {
    this.timeout(30_000)
    const heard = listen(["ise-dispensing-order-saved"])
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the list", () => listShown(root))
    // The element renders its list once more while its session settles; the click counts once the new view opens.
    const fuel = await waitFor("the new view", () => button(root, "Vali Diislikütus") ?? void button(root, "Loo uus")?.click())
    fuel.click()
    const amount = await waitFor("the amount", () => byId(root, "ise-disp-amount-B-DIESEL-batch"))
    await waitFor("the form", () => root.querySelector('[data-testid="dispensing-form"]'))
    await type(amount, "2000")
    button(root, "Kinnita väljastuskorraldus")!.click()
    await waitFor("the first bad field focused", () => root.activeElement === byId(root, "ise-disp-documentNumber"))

    await type(byId(root, "ise-disp-documentNumber"), "VK-ELEMENT")
    await type(byId(root, "ise-disp-carrier"), "Näidis Logistika OÜ")
    await waitFor(
      "the cars of the carrier",
      () => byId(root, "ise-disp-vehicleCode").options.length === 2 && !byId(root, "ise-disp-vehicleCode").disabled,
    )
    await choose(byId(root, "ise-disp-vehicleCode"), "CAR-1")
    await waitFor("the drivers of the carrier", () => byId(root, "ise-disp-driver").options.length === 2)
    expect(byId(root, "ise-disp-driver").options[1]!.textContent).to.equal("Aivar Sõitja (Isikukoodi info puudub)")
    await choose(byId(root, "ise-disp-driver"), "DRV-1")
    await type(byId(root, "ise-disp-validUntil"), nextWeek())
    button(root, "Kinnita väljastuskorraldus")!.click()
    const confirm = await waitFor("the confirmation", () => root.querySelector('[data-testid="dispensing-confirm"]'))
    ;[...confirm.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Kinnita")!.click()

    await waitFor("the saved event", () => heard.length === 1, 15_000)
    expect([heard[0]!.detail, heard[0]!.bubbles, heard[0]!.composed]).to.deep.equal([
      { orderUid: 77, customerId: CUSTOMER_ID, action: "created" },
      true,
      true,
    ])
    const created = seen.find((r) => r.method === "POST" && r.path === `/v1/dispensing-order/${CUSTOMER_ID}`)!
    expect(created.body).to.deep.include({
      documentNumber: "VK-ELEMENT",
      carrier: "TT",
      vehicleCode: "CAR-1",
      driver: "DRV-1",
      warehouse: "1",
      rows: [{ remoteBatchId: "B-DIESEL", batchAmount: 2000 }],
    })
    await waitFor("the list again", () => listShown(root))
  })
})
