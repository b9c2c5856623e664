import { expect } from "chai"
import type { SaleOrder, SaleOrderCustomer, LoadingProvider, ProductForSale } from "../../src/core/schemas/saleOrders"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, customer } from "./contract"
import { loadScript, mount, shadowOf, stubApi, type, waitFor, type SeenRequest } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-sale-orders"

const orders: ReadonlyArray<SaleOrder> = [
  {
    uid: 12,
    docNumber: "HP-2026-0012",
    docState: "MV2",
    isQuote: true,
    canChange: true,
    orderDate: "2026-11-20T08:00:00.000Z",
    desiredDeliveryDate: "2026-11-27",
    validUntil: "14",
    location: { address: "Sadama 1, Tallinn", customerLocationId: 1 },
    transporterCode: "TT",
    fileName: "pakkumus-HP-2026-0012.pdf",
    rows: [{ rowNo: 1, batchId: "TT-D", productName: "Diislikütus", quantity: 5000, price: 1.179 }],
  },
  {
    uid: 11,
    docNumber: "MT-2026-0011",
    docState: "W",
    isQuote: false,
    canChange: false,
    orderDate: "2026-11-18T08:00:00.000Z",
    desiredDeliveryDate: "2026-11-22",
    validUntil: "0",
    location: { address: "Ringtee 40, Tartu", customerLocationId: 2 },
    transporterCode: "NAIDIS",
    rows: [{ rowNo: 1, batchId: "TT-B95", productName: "Bensiin 95", quantity: 2000, price: null }],
  },
]
const saleCustomer: SaleOrderCustomer = {
  customerId: CUSTOMER_ID,
  name: "Näidis Logistika OÜ",
  email: "arved@naidislogistika.ee",
  contactId: 55,
  locations: [
    { customerLocationId: 1, mainAddress: "Sadama 1", city: "Tallinn" },
    { customerLocationId: 2, mainAddress: "Ringtee 40", city: "Tartu" },
  ],
  extendedSaleOrderDeadlineAllowed: false,
  defaultPaymentDeadline: 14,
}
const providers: ReadonlyArray<LoadingProvider> = [{ id: 1, name: "Tartu Terminal", objectId: 501, searchCode: "TT" }]
const products: ReadonlyArray<ProductForSale> = [{ productId: "1145", batchId: "TT-D", prodBrandName: "Diislikütus", specialFuel: false }]

const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: { ...customer, roles: ["ADMIN"] } },
  [`GET /v1/sale-orders/${CUSTOMER_ID}`]: { body: orders },
  [`GET /v1/sale-orders/customer/${CUSTOMER_ID}`]: { body: saleCustomer },
  "GET /v1/sale-orders/loading-providers": { body: providers },
  "GET /v1/sale-orders/products": { body: products },
  "GET /v1/carriers": { body: [] },
  [`POST /v1/sale-orders/${CUSTOMER_ID}`]: { status: 204, body: null },
})
const tableOf = (root: ShadowRoot) => root.querySelector('[data-testid="sale-orders"] tbody tr button')
const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text && !b.disabled)

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: signedInAttributes("en"), rendered: tableOf })

  it("lists the orders and quotes in its locale, newest first by the server's default sort, with its token", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("en")))
    await waitFor("the list", () => tableOf(root))
    const numbers = [...root.querySelectorAll('[data-testid="sale-orders"] tbody tr td:first-child')].map((td) => td.textContent)
    expect(numbers).to.deep.equal(["HP-2026-0012", "MT-2026-0011"])
    expect(root.textContent).to.contain("Awaiting confirmation").and.contain("Order in progress").and.contain("Prepayment")
    const list = seen.find((r: SeenRequest) => r.path === `/v1/sale-orders/${CUSTOMER_ID}`)!
    expect([list.search.get("sortField"), list.search.get("sortDirection")]).to.deep.equal(["UID", "DESC"])
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("opens a quote's detail at the confirm step with its status bar", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    const number = await waitFor("the list", () => tableOf(root) as HTMLButtonElement | null)
    number.click()
    const bar = await waitFor("the status bar", () => root.querySelector('[data-testid="status-bar"]'))
    expect(bar.textContent).to.contain("Kinnitamise ootel")
    expect(buttonNamed(root, "Esita tellimus")).to.not.equal(undefined)
  })

  it("opens the new quote dialog at step 1 of 3; Edasi names every required field; Katkesta closes it", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the list", () => tableOf(root))
    buttonNamed(root, "Küsi hinnapakkumist")!.click()
    const current = await waitFor("the steps", () => root.querySelector('[data-testid="sale-order-wizard"] [aria-current="step"]'))
    expect(current.textContent).to.equal("Samm 1 / 3: Transport")
    buttonNamed(root, "Edasi")!.click()
    await waitFor("the messages", () => root.querySelectorAll(".ise-sale-orders__error").length === 6)
    buttonNamed(root, "Katkesta")!.click()
    await waitFor("the dialog to close", () => root.querySelector('[data-testid="sale-order-wizard"]') === null)
  })
  it("goes through the three steps with the terminal's transport and sends the order with the e-mail notice", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the list", () => tableOf(root))
    buttonNamed(root, "Telli kütust")!.click()
    const wizard = await waitFor("the dialog", () => root.querySelector('[data-testid="sale-order-wizard"]'))
    const stepName = () => wizard.querySelector('[aria-current="step"]')?.textContent
    const choose = async (id: string, value: string) => {
      const select = await waitFor(`the options of ${id}`, () => {
        const found = wizard.querySelector<HTMLSelectElement>(`#ise-so-${id}`)
        return found && [...found.options].some((o) => o.value === value) ? found : null
      })
      select.value = value
      select.dispatchEvent(new Event("change", { bubbles: true }))
      await new Promise((frame) => requestAnimationFrame(frame))
    }
    // Step 1: the terminal's transport needs only the unloading location, the date and the payment term.
    const terminalRadio = [...wizard.querySelectorAll<HTMLInputElement>('input[name="ise-so-transport"]')][1]!
    terminalRadio.click()
    await waitFor("the terminal transport", () => wizard.querySelector("#ise-so-carrier") === null)
    await choose("customerLocationId", "2")
    await type(wizard.querySelector<HTMLInputElement>("#ise-so-deliveryDate")!, "2099-01-15")
    await choose("paymentDeadline", "14")
    // The payment term is limited by the customer's defaultPaymentDeadline (14, no extension).
    const terms = [...wizard.querySelectorAll<HTMLOptionElement>("#ise-so-paymentDeadline option")].map((o) => o.value).filter(Boolean)
    expect(terms).to.deep.equal(["0", "3", "5", "7", "10", "14"])
    buttonNamed(root, "Edasi")!.click()
    await waitFor("step 2", () => stepName() === "Samm 2 / 3: Kütus")
    // Step 2: a fuel with at least 1000 L.
    buttonNamed(root, "Edasi")!.click()
    await waitFor("the fuel message", () => wizard.querySelector('[data-problem="true"]'))
    const fuel = await waitFor("the fuel", () => wizard.querySelector<HTMLElement>('[data-testid="fuel-TT-D"]'))
    fuel.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click()
    await type(fuel.querySelector<HTMLInputElement>("input.ise-sale-orders__amount")!, "900")
    buttonNamed(root, "Edasi")!.click()
    await waitFor("the minimum", () => fuel.textContent!.includes("Minimaalne kogus on 1000 L"))
    await type(fuel.querySelector<HTMLInputElement>("input.ise-sale-orders__amount")!, "1000")
    buttonNamed(root, "Edasi")!.click()
    await waitFor("step 3", () => stepName() === "Samm 3 / 3: Kinnitamine")
    expect(wizard.querySelector('[data-testid="sale-order-summary"]')!.textContent)
      .to.contain("Ringtee 40, Tartu")
      .and.contain("Diislikütus")
    // Step 3: the e-mail notice, required and valid when ticked (the customer's address to start with).
    const notify = [...wizard.querySelectorAll<HTMLLabelElement>("label.ise-sale-orders__check")].find((l) =>
      l.querySelector("input[type=checkbox]"),
    )!
    notify.querySelector<HTMLInputElement>("input")!.click()
    const email = await waitFor("the e-mail field", () => wizard.querySelector<HTMLInputElement>("#ise-so-email"))
    await waitFor("the customer's address", () => email.value === "arved@naidislogistika.ee")
    await type(email, "vale")
    buttonNamed(root, "Esita tellimus")!.click()
    await waitFor("the e-mail message", () => wizard.querySelector("#ise-so-email-error"))
    await type(email, "tellimused@naidislogistika.ee")
    buttonNamed(root, "Esita tellimus")!.click()
    await waitFor("the dialog to close", () => root.querySelector('[data-testid="sale-order-wizard"]') === null)
    const sent = seen.filter((r: SeenRequest) => r.method === "POST" && r.path === `/v1/sale-orders/${CUSTOMER_ID}`)
    expect(sent).to.have.length(1)
    expect(sent[0]!.body).to.deep.include({
      customerLocationId: 2,
      carrier: "TT",
      deliveryDate: "2099-01-15",
      paymentDeadline: 14,
      notificationReceiverEmail: "tellimused@naidislogistika.ee",
    })
    expect((sent[0]!.body as { rows: unknown[] }).rows).to.deep.equal([{ batchAmount: 1000, remoteBatchId: "TT-D", specialFuel: false }])
  })
})
