import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, tankPage, terminalCustomer } from "./contract"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-tanks"
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: terminalCustomer },
  [`GET /v1/tanks/${CUSTOMER_ID}`]: { body: tankPage },
})
const barOf = (root: ShadowRoot, id: number) => root.querySelector<HTMLElement>(`[data-testid="tank-bar-${id}"]`)
const tankQueries = () =>
  seen
    .filter((r) => r.path === `/v1/tanks/${CUSTOMER_ID}`)
    .map((r) => `${r.search.get("sortField")} ${r.search.get("sortDirection")} ${r.search.get("page")}`)

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: signedInAttributes("en"), rendered: (root) => barOf(root, 1) })

  it("shows the tanks in its locale with bars capped at 100 % and the danger colour at the threshold, asking with its token", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("en")))
    await waitFor("the bars", () => barOf(root, 3))
    expect([...root.querySelectorAll("th")].map((th) => th.textContent)[0]).to.contain("Name")
    expect([barOf(root, 1)!.dataset.danger, barOf(root, 2)!.dataset.danger, barOf(root, 3)!.dataset.danger]).to.deep.equal([
      "false",
      "true",
      "false",
    ])
    expect(barOf(root, 3)!.getAttribute("aria-valuenow")).to.equal("100")
    const fill = barOf(root, 3)!.querySelector<HTMLElement>(".ise-terminal__bar-fill")!
    expect(fill.getBoundingClientRect().width).to.be.at.most(barOf(root, 3)!.clientWidth + 0.5)
    expect(getComputedStyle(barOf(root, 2)!.querySelector(".ise-terminal__bar-fill")!).backgroundColor).to.equal("rgb(180, 35, 24)")
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("keeps its sort inside the element: a column header asks the server for that order", async () => {
    const address = window.location.href
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the bars", () => barOf(root, 1))
    expect(tankQueries().at(-1)).to.equal("ID ASC 0")
    const nameHeader = [...root.querySelectorAll<HTMLButtonElement>("th button")].find((b) => b.textContent?.includes("Nimetus"))!
    nameHeader.click()
    await waitFor("the sorted request", () => tankQueries().at(-1)?.startsWith("NAME "))
    expect(window.location.href, "the host page's address is left alone").to.equal(address)
  })
})
