import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { CUSTOMER_ID, signCompleted, signStart } from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, type, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-agreement-signing"
const AGREEMENT_ID = 7
/** A valid personal code (the modal checks its checksum before it asks the server). */
const PERSONAL_CODE = "48001010005"
const seen = stubApi({
  [`POST /v1/agreements/${CUSTOMER_ID}/sign-smartid`]: { body: signStart },
  [`POST /v1/agreements/${CUSTOMER_ID}/sign-smartid-poll`]: { body: signCompleted },
})
const modalOf = (root: ShadowRoot) => root.querySelector('[data-testid="signing-modal"]')
const attributes = (locale: string) => ({ ...signedInAttributes(locale), "agreement-id": String(AGREEMENT_ID) })

describe(`<${TAG}>`, () => {
  before(() => loadScript(TAG))
  afterEach(() => document.body.replaceChildren())

  describeElementBasics({ tag: TAG, attributes: attributes("en"), rendered: modalOf })

  it("emits ise-agreement-signing-closed (and the deprecated name) when closed unsigned", async () => {
    const heard = listen(["ise-agreement-signing-closed", "agreement-signing-closed", "ise-agreement-signed"])
    const root = shadowOf(mount(TAG, attributes("et")))
    const modal = await waitFor("the modal", () => modalOf(root))
    modal.querySelector<HTMLButtonElement>(".ise-ui__modal-close")!.click()
    await waitFor("the events", () => heard.length === 2)
    expect(heard.map((e) => [e.type, e.detail, e.bubbles, e.composed])).to.deep.equal([
      ["ise-agreement-signing-closed", { agreementId: AGREEMENT_ID }, true, true],
      ["agreement-signing-closed", { agreementId: AGREEMENT_ID }, true, true],
    ])
    expect(modalOf(root)).to.equal(null)
  })

  it("emits ise-agreement-signed (and the deprecated name) after a completed Smart-ID signature", async () => {
    const heard = listen(["ise-agreement-signed", "agreement-signed", "ise-agreement-signing-closed"])
    const root = shadowOf(mount(TAG, attributes("en")))
    const modal = await waitFor("the modal", () => modalOf(root))
    await type(modal.querySelector<HTMLInputElement>('input[name="personalCode"]')!, PERSONAL_CODE)
    modal.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await waitFor("the signed events", () => heard.length === 2, 8_000)
    const expected = { agreementId: AGREEMENT_ID, customerId: CUSTOMER_ID }
    expect(heard.map((e) => [e.type, e.detail, e.bubbles, e.composed])).to.deep.equal([
      ["ise-agreement-signed", expected, true, true],
      ["agreement-signed", expected, true, true],
    ])
    const start = seen.find((r) => r.path.endsWith("/sign-smartid"))!
    expect(start.body).to.deep.equal({ agreementId: AGREEMENT_ID, nationalIdentityCode: PERSONAL_CODE })
    expect(everyCallCarriesTheToken(seen)).to.equal(true)
  })
})
