import { expect } from "chai"
import { CUSTOMER_ID, chargingOffer, customer } from "./contract"
import { signedInAttributes } from "./signedIn"
import { loadScript, mount, shadowOf, stubApi, waitFor } from "./page"

/**
 * A contact without ADMIN or VIEW_AGREEMENTS (issue 25: concluding an agreement needs the roles that
 * may sign agreements) sees the offer read-only: the facts, the preview and the download, a note, and
 * neither "Kinnita leping" nor "Keeldu pakkumusest". Its own file: the page's customer query is shared.
 */
const TAG = "ise-charging-offer"
const seen = stubApi({
  [`GET /v1/customers/${CUSTOMER_ID}`]: { body: { ...customer, roles: ["ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS"] } },
  [`GET /v1/charging/agreements/${CUSTOMER_ID}`]: { body: [chargingOffer] },
})

describe(`<${TAG}> for a contact without the agreements roles`, () => {
  before(() => loadScript(TAG))

  it("shows the offer read-only with a note; no confirm or decline, nothing sent", async () => {
    const root = shadowOf(mount(TAG, signedInAttributes("et")))
    await waitFor("the note", () => root.querySelector('[data-testid="charging-read-only"]'))
    const buttons = [...root.querySelectorAll("button")].map((b) => b.textContent)
    expect(buttons).to.include("Eelvaade")
    expect(buttons).not.to.include("Kinnita leping")
    expect(buttons).not.to.include("Keeldu pakkumusest")
    expect(root.textContent).to.contain("Sul ei ole lepingute sõlmimise õigust")
    ;(root.querySelector("form") as HTMLFormElement).requestSubmit()
    await new Promise((r) => setTimeout(r, 200))
    expect(seen.some((r) => r.method === "POST")).to.equal(false)
  })
})
