import { expect } from "chai"
import type { InvoiceLine, LineSum } from "../../src/core/schemas/statement"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, customer } from "./contract"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-statement"
const line = (n: number, documentId: number): InvoiceLine => ({
  remoteDocumentId: `NLV-${documentId}`,
  documentId,
  documentNumber: `LA-2026-${documentId}`,
  documentDateCreated: `2026-03-0${n}`,
  locationName: "Tartu, Riia 140",
  remoteCardId: "7000000200002",
  cardName: "Scania R450",
  vehicleNumber: "456 BCD",
  vehicleMileage: 115_000 + n,
  productName: "Diislikütus",
  price: 1.619,
  productQuantity: 100,
  productAmountSum: 161.9,
})
const lines = [line(1, 501), { ...line(2, 501), productName: "AdBlue", productQuantity: 20 }, line(3, 502)]
const sums: LineSum = { sum: 485.7, sumWithoutVat: 391.69, vatSum: 94.01 }
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: { ...customer, roles: ["VIEW_DOCUMENT_ROWS"] } },
  [`GET /v1/documents/${CUSTOMER_ID}/rows`]: { body: { content: lines, number: 0, size: 20, totalElements: 3 } },
  [`GET /v1/documents/${CUSTOMER_ID}/rows/sum`]: { body: sums },
  [`GET /v1/documents/${CUSTOMER_ID}/vehicle-numbers`]: { body: ["456 BCD"] },
  [`GET /v1/petrol-stations/${CUSTOMER_ID}`]: {
    body: { content: [{ nameEt: "Tartu, Riia 140" }], number: 0, size: 100, totalElements: 1 },
  },
})
const rowsOf = (root: ShadowRoot) => root.querySelectorAll('[data-testid="statement-table"] tbody tr')
const lineQueries = () => seen.filter((r) => r.path === `/v1/documents/${CUSTOMER_ID}/rows`).map((r) => r.search)

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({
    tag: TAG,
    attributes: signedInAttributes("en"),
    rendered: (root) => (rowsOf(root).length === 3 ? rowsOf(root)[0]! : null),
  })

  it("shows the lines of the current year with their totals in its locale, asking with its token; no export inside the element", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("en")))
    await waitFor("the lines", () => rowsOf(root).length === 3)
    const query = lineQueries().at(-1)!
    const year = new Date().getFullYear()
    expect([
      query.get("documentDateCreatedStart"),
      query.get("documentDateCreatedEnd"),
      query.get("size"),
      query.get("sortField"),
    ]).to.deep.equal([`${year}-01-01`, `${year}-12-31`, "20", "DOCUMENT_DATE_CREATED"])
    expect(root.querySelector('[data-testid="sum-total"]')!.textContent).to.contain("485.70")
    expect(root.querySelector('[data-testid="filter-vehicle"]')).to.not.equal(null)
    expect(root.querySelector('[data-testid="export-xlsx"]')).to.equal(null)
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })

  it("a filter asks the server and keeps the host's address", async () => {
    const address = window.location.href
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the lines", () => rowsOf(root).length === 3)
    const select = root.querySelector<HTMLSelectElement>('[data-testid="filter-location"]')!
    select.value = "Tartu, Riia 140"
    select.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor("the filtered request", () => lineQueries().at(-1)?.get("limitToLocation") === "Tartu, Riia 140")
    expect(window.location.href, "the host page's address is left alone").to.equal(address)
  })
})
