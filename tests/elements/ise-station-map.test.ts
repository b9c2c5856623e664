import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"

const TAG = "ise-station-map"
const page = <T>(content: T[]) => ({ content, number: 0, size: 999, totalElements: content.length })
const stations = [
  {
    id: 1,
    nameEt: "Tallinn, Peterburi tee 2",
    latitude: 59.4316,
    longitude: 24.8156,
    enabledFeatures: ["CAFE", "CAR_WASH", "EV_CHARGING"],
  },
  { id: 2, nameEt: "Tartu, Riia 140", latitude: 58.3608, longitude: 26.6825, enabledFeatures: ["CAFE"] },
  { id: 3, nameEt: "Pärnu, Riia mnt 120", latitude: 58.3612, longitude: 24.5373, enabledFeatures: ["EV_CHARGING"] },
]
const features = [
  { id: 1, code: "CAFE", nameEt: "Kohvik", enabled: true },
  { id: 2, code: "CAR_WASH", nameEt: "Autopesula", enabled: true },
  { id: 5, code: "EV_CHARGING", nameEt: "Elektriauto laadimine", enabled: true },
  { id: 8, code: "SAUNA", nameEt: "Saun", enabled: false },
]
const seen = stubApi({ "GET /v1/petrol-stations": { body: page(stations) }, "GET /v1/station-features": { body: page(features) } })
// A tile server nobody answers: the markers must show without tiles.
const attributes = (locale: string, chosen = "") => ({
  locale,
  "api-base": "/v1",
  features: chosen,
  "tile-url": "http://127.0.0.1:9/{z}/{x}/{y}.png",
})
const countOf = (root: ShadowRoot) => root.querySelector('[data-testid="station-count"]')

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: countOf })

  it("asks page 0, size 999 without a token, and puts every station on the map and in the list", async () => {
    const root = shadowOf(mount(TAG, attributes("et")))
    await waitFor("the count", () => countOf(root)?.textContent === "3 tanklat")
    await waitFor("the markers", () => root.querySelectorAll(".ise-stations__marker").length === 3)
    expect([...root.querySelectorAll(".ise-stations__list li")].map((li) => li.firstChild!.textContent)).to.have.members(
      stations.map((s) => s.nameEt),
    )
    const calls = seen.filter((r) => r.path === "/v1/petrol-stations" || r.path === "/v1/station-features")
    expect(calls.every((r) => r.search.get("page") === "0" && r.search.get("size") === "999")).to.equal(true)
    expect(
      calls.every((r) => r.authorization === null),
      "a public element sends no token",
    ).to.equal(true)
  })

  it("offers only enabled facilities; the features attribute and a filter button narrow the stations, in its locale", async () => {
    const root = shadowOf(mount(TAG, attributes("en", "EV_CHARGING")))
    await waitFor("the count", () => countOf(root)?.textContent === "2 stations")
    const filters = [...root.querySelectorAll<HTMLButtonElement>(".ise-stations__filter")]
    expect(filters.map((b) => b.textContent!.trim())).to.deep.equal(["Café", "Car wash", "EV charging"])
    expect(filters.filter((b) => b.getAttribute("aria-pressed") === "true")).to.have.length(1)
    filters[0]!.click()
    await waitFor("one station with both", () => countOf(root)?.textContent === "1 station")
    await waitFor("one marker", () => root.querySelectorAll(".ise-stations__marker").length === 1)
  })
})
