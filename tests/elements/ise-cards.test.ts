import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { cardPage, CUSTOMER_ID, customer } from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, waitFor, type SeenRequest } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-cards"
/** The stubbed customer has 3 payment and 2 discount cards; another one, 7 payment cards (the list). */
const FLEET_ID = 3
const cardsAnswer = (payment: number) => (request: SeenRequest) => {
  const type = request.search.get("cardType") === "DISCOUNT_CARD" ? "DISCOUNT_CARD" : "PAYMENT_CARD"
  return { body: cardPage(type, type === "PAYMENT_CARD" ? payment : 2) }
}
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: { ...customer, roles: ["ADMIN", "VIEW_CARDS"] } },
  [`GET /v1/customers/${FLEET_ID}`]: { body: { ...customer, id: FLEET_ID, customerId: FLEET_ID, roles: ["VIEW_CARDS"] } },
  [`GET /v1/cards/${CUSTOMER_ID}`]: cardsAnswer(3),
  [`GET /v1/cards/${FLEET_ID}`]: cardsAnswer(7),
  "GET /v1/petrol-stations/staffed": { body: [{ name: "Tartu, Riia 140" }] },
  [`POST /v1/cards/${CUSTOMER_ID}/limit`]: { status: 204, body: null },
})
const tilesOf = (root: ShadowRoot) => root.querySelector('[data-testid="cards-tiles"]')
const attributes = (locale: string, cardType = "PAYMENT_CARD") => ({ ...signedInAttributes(locale), "card-type": cardType })
const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent === text && !b.disabled)

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: tilesOf })

  it("shows 6 or fewer cards of each type as cards, in its locale and opening tab, asking with its token", async () => {
    const root = shadowOf(mount(TAG, attributes("ru", "DISCOUNT_CARD")))
    await waitFor("the discount cards", () => root.querySelector('[data-testid="card-tile"] strong')?.textContent === "7000000200051")
    const tiles = [...root.querySelectorAll('[data-testid="card-tile"]')]
    expect(tiles.map((t) => t.querySelector("strong")!.textContent)).to.deep.equal(["7000000200051", "7000000200052"])
    expect(root.querySelector('[role="tab"][aria-selected="true"]')!.textContent).to.equal("Карты скидок (2)")
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("shows the list when either type has more than 6", async () => {
    const root = shadowOf(mount(TAG, { ...attributes("et"), "customer-id": String(FLEET_ID) }))
    const table = await waitFor("the table", () => root.querySelector('[data-testid="cards-table"] table'))
    await waitFor("7 rows", () => table.querySelectorAll("tbody tr").length === 7)
    expect(tilesOf(root)).to.equal(null)
  })

  it("emits ise-card-changed after a limit change", async () => {
    const heard = listen(["ise-card-changed"])
    const root = shadowOf(mount(TAG, attributes("en")))
    await waitFor("the tiles", () => tilesOf(root))
    root.querySelector<HTMLButtonElement>('button[aria-label="Edit card 7000000200001"]')!.click()
    const limit = await waitFor("the limit field", () =>
      root.querySelector<HTMLInputElement>('[data-testid="change-card-modal"] input[inputmode="decimal"]'),
    )
    limit.value = "150"
    limit.dispatchEvent(new Event("input", { bubbles: true }))
    ;(await waitFor("Save enabled", () => buttonNamed(root, "Save"))).click()
    await waitFor("the event", () => heard.length === 1)
    expect([heard[0]!.type, heard[0]!.detail, heard[0]!.bubbles, heard[0]!.composed]).to.deep.equal([
      "ise-card-changed",
      { remoteCardId: "7000000200001" },
      true,
      true,
    ])
    const sent = seen.filter((r) => r.method === "POST" && r.path === `/v1/cards/${CUSTOMER_ID}/limit`).at(-1)
    expect(sent!.body).to.deep.equal({ remoteCardId: "7000000200001", isBlocked: false, newLimit: 150 })
  })
})
