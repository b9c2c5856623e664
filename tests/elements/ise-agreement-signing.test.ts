import { expect } from "chai"
import { describeElementBasics } from "./basics"
import { applicant, CUSTOMER_ID, signCompleted, signStart } from "./contract"
import { listen, loadScript, mount, shadowOf, stubApi, type, waitFor } from "./page"
import { everyCallCarriesTheToken, signedInAttributes } from "./signedIn"

const TAG = "ise-agreement-signing"
const AGREEMENT_ID = 7
/** A valid personal code (the modal checks its checksum before it asks the server). */
const PERSONAL_CODE = "48001010005"
/** The user's own answer waits until a test lets it go (`answerUser`); by default it answers at once. */
let answerUser: () => void = () => {}
let userAnswered = Promise.resolve()
const seen = stubApi({
  "GET /v1/users/current": async () => {
    await userAnswered
    return { body: applicant }
  },
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

  it("prefills the user's own code, and a code typed before the user's answer came is the one signed", async () => {
    const root = shadowOf(mount(TAG, attributes("et")))
    const field = () => modalOf(root)?.querySelector<HTMLInputElement>('input[name="personalCode"]')
    await waitFor("the user's own code", () => field()?.value === applicant.personalIdentificationCode)
    document.body.replaceChildren()

    // Another user: the elements' shared session starts afresh and asks for the user again.
    const otherUser = ["e30", btoa(JSON.stringify({ userId: 8 })).replace(/=+$/, ""), "signature"].join(".")
    userAnswered = new Promise((resolve) => (answerUser = resolve))
    const late = shadowOf(mount(TAG, { ...attributes("et"), token: otherUser }))
    const modal = await waitFor("the modal", () => modalOf(late))
    const input = modal.querySelector<HTMLInputElement>('input[name="personalCode"]')!
    expect(input.value).to.equal("")
    await type(input, PERSONAL_CODE)
    answerUser()
    await waitFor("the user's answer", () => seen.some((r) => r.path === "/v1/users/current") && modal.isConnected)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(input.value).to.equal(PERSONAL_CODE)
    const starts = seen.filter((r) => r.path.endsWith("/sign-smartid")).length
    modal.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await waitFor("the start", () => seen.filter((r) => r.path.endsWith("/sign-smartid")).length === starts + 1)
    expect(seen.filter((r) => r.path.endsWith("/sign-smartid")).at(-1)!.body).to.deep.equal({
      agreementId: AGREEMENT_ID,
      nationalIdentityCode: PERSONAL_CODE,
    })
    userAnswered = Promise.resolve()
  })
})
