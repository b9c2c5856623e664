import { describe, expect, it } from "vitest"
import type { AgreementFormFields } from "../../core/rules/electricityAgreement"
import type { ElectricityOffer, ElectricityPackage, MeteringPoint } from "../../core/schemas/electricityAgreement"
import {
  chosenPointsOf,
  confirmChecksOf,
  dataOutcomeOf,
  initialWizardState,
  mayConclude,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from "./electricityAgreement.state"

const TODAY = "2026-03-10"
const fields: AgreementFormFields = {
  customerName: "Mari Maasikas",
  registryNumber: "",
  email: "mari@example.ee",
  phone: "+37251234567",
  address: "Tamme tn 5",
  city: "",
  zip: "",
  county: "",
  consolidatedInvoice: false,
  sellCheck: false,
  eInvoice: false,
  bankAccountNumber: "",
  invoiceRecipientEmailEnabled: false,
  invoiceRecipientEmail: "",
}
const flat: MeteringPoint = { id: 31, eic: "38ZEE-00300031-8", address: "Tamme 5" }
const roof: MeteringPoint = { id: 32, eic: "38ZEE-00300032-6", address: "Tamme 5", productionCapacity: 20 }
const exchange: ElectricityPackage = { id: 2, type: "CONSUMPTION", nameEt: "Börsihind" }
const green: ElectricityPackage = { id: 4, type: "CONSUMPTION", nameEt: "Roheline börs" }
const sun: ElectricityPackage = { id: 9, type: "PRODUCTION", nameEt: "Päike" }

const run = (s: WizardState, ...events: ReadonlyArray<WizardEvent>) => events.reduce(wizardReducer, s)
const fresh = (points: ReadonlyArray<MeteringPoint> = [flat]) => initialWizardState({ mode: "new", points, target: null, fields })
/** Terms accepted, every point authorised: the wizard stands on the data step. */
const atData = (points: ReadonlyArray<MeteringPoint> = [flat]) =>
  run(fresh(points), { type: "termsTicked", accepted: true }, { type: "authorisationAnswered", authorised: points.map((p) => p.eic) })
const atConfirm = () =>
  run(
    atData(),
    { type: "dataSubmitted" },
    { type: "packagesArrived", eics: flat.eic },
    { type: "packageChosen", pkg: exchange, productionId: null },
  )

describe("electricity wizard, step by step", () => {
  it("starts where its mode starts", () => {
    expect(fresh().step).toBe("ACCEPT_TERMS")
    const agreement = { id: 4, meteringPoints: [flat], consumptionPackage: exchange, status: "ACTIVE" } as ElectricityOffer
    const change = initialWizardState({ mode: "change", points: [flat], target: agreement, fields })
    expect([change.step, change.packagesFor]).toEqual(["CHOOSE_PACKAGE", flat.eic])
    const offer = initialWizardState({ mode: "offer", points: [flat], target: { ...agreement, status: "PENDING" }, fields })
    expect([offer.step, offer.chosen]).toEqual(["CONFIRM", exchange])
  })

  it("terms: 'Edasi' asks for the box and one authorised point", () => {
    let s = run(fresh(), { type: "termsNextPressed" })
    expect([s.step, s.termsTried]).toEqual(["ACCEPT_TERMS", true])
    s = run(s, { type: "authorisationAnswered", authorised: [] }, { type: "termsTicked", accepted: true }, { type: "termsNextPressed" })
    expect([s.authorisation, s.step]).toEqual(["none", "ACCEPT_TERMS"])
    s = run(fresh([flat, roof]), { type: "authorisationAnswered", authorised: [flat.eic] }, { type: "termsTicked", accepted: true })
    // One of two: offered, not taken by itself.
    expect([s.authorisation, s.step, [...s.checked]]).toEqual(["some", "ACCEPT_TERMS", [31]])
    s = run(s, { type: "termsNextPressed" })
    expect([s.step, s.reached]).toEqual(["DATA_AND_METERING_POINTS", "DATA_AND_METERING_POINTS"])
  })

  it("every point authorised and the terms accepted: on to the data step by itself, in either order", () => {
    expect(atData().step).toBe("DATA_AND_METERING_POINTS")
    const back = initialWizardState({ mode: "new", points: [flat], target: null, fields, termsAccepted: true })
    expect(run(back, { type: "authorisationAnswered", authorised: [flat.eic] }).step).toBe("DATA_AND_METERING_POINTS")
    // Back to the terms later: not again by itself.
    const s = run(atData(), { type: "backPressed" }, { type: "termsTicked", accepted: false }, { type: "termsTicked", accepted: true })
    expect(s.step).toBe("ACCEPT_TERMS")
  })

  it("the grid operator: asked only with the terms accepted, and a failed start says so", () => {
    let s = run(fresh(), { type: "grantAsked", canLeave: true })
    expect([s.termsTried, s.leaving]).toEqual([true, false])
    s = run(s, { type: "termsTicked", accepted: true }, { type: "grantAsked", canLeave: true })
    expect(s.leaving).toBe(true)
    s = run(s, { type: "grantFailed" })
    expect([s.leaving, s.authorisationFailed]).toEqual([false, true])
  })

  it("a later step cannot be opened from the address, a reached one can", () => {
    let s = run(fresh(), { type: "stepOpened", step: "CONFIRM" })
    expect(s.step).toBe("ACCEPT_TERMS")
    s = run(atData(), { type: "stepOpened", step: "ACCEPT_TERMS" })
    expect([s.step, s.reached]).toEqual(["ACCEPT_TERMS", "DATA_AND_METERING_POINTS"])
    expect(run(s, { type: "stepOpened", step: "CHOOSE_PACKAGE" }).step).toBe("DATA_AND_METERING_POINTS")
    expect(run(s, { type: "stepOpened", step: null }).step).toBe("DATA_AND_METERING_POINTS")
  })

  it("data: the rules hold the step; then resale asks for an offer, else the packages", () => {
    let s = run(atData(), { type: "fieldEdited", field: "email", value: "" }, { type: "pointToggled", pointId: 31, checked: false })
    s = run(s, { type: "dataSubmitted" })
    expect([s.dataTried, dataOutcomeOf(s)]).toEqual([true, "invalid"])
    s = run(s, { type: "fieldEdited", field: "email", value: "mari@example.ee" }, { type: "pointToggled", pointId: 31, checked: true })
    expect(dataOutcomeOf(s)).toBe("packages")
    s = run(s, { type: "packagesArrived", eics: flat.eic })
    expect([s.step, s.packagesFor]).toEqual(["CHOOSE_PACKAGE", flat.eic])

    const resale = run(atData([flat, roof]), { type: "fieldEdited", field: "sellCheck", value: true })
    expect(chosenPointsOf(resale).map((p) => p.id)).toEqual([31, 32])
    expect(dataOutcomeOf(resale)).toBe("resale")
    expect(dataOutcomeOf(run(resale, { type: "pointToggled", pointId: 32, checked: false }))).toBe("packages")
    const done = run(resale, { type: "resaleOfferAsked" })
    expect([done.step, done.completed]).toEqual(["COMPLETED", "resale"])
  })

  it("packages: the chosen one goes to confirm, with the first production package when reselling", () => {
    let s = run(atData(), { type: "fieldEdited", field: "sellCheck", value: true }, { type: "packagesArrived", eics: flat.eic })
    s = run(s, { type: "packageChosen", pkg: green, productionId: sun.id })
    expect([s.step, s.chosen, s.productionId]).toEqual(["CONFIRM", green, 9])
    // A production package chosen before stays.
    const own = run(atData(), { type: "productionChosen", packageId: 10 }, { type: "packageChosen", pkg: green, productionId: sun.id })
    expect(own.productionId).toBe(10)
  })

  it("confirm: the start date in its window and the box, else nothing is sent", () => {
    let s = run(atConfirm(), { type: "confirmed" })
    let checks = confirmChecksOf(s, TODAY)
    expect([s.confirmTried, checks.dateProblem, mayConclude(s, checks)]).toEqual([true, "REQUIRED", false])
    s = run(s, { type: "startDateTyped", text: "09.03.2026" })
    expect(confirmChecksOf(s, TODAY).dateProblem).toBe("BEFORE_WINDOW")
    s = run(s, { type: "startDateTyped", text: "01.07.2026" })
    expect([confirmChecksOf(s, TODAY).dateProblem, confirmChecksOf(s, TODAY).window.max]).toEqual(["AFTER_WINDOW", "2026-06-30"])
    s = run(s, { type: "startDateTyped", text: "30.06.2026" }, { type: "confirmationTicked", accepted: true })
    checks = confirmChecksOf(s, TODAY)
    expect([checks.startDay, mayConclude(s, checks)]).toEqual(["2026-06-30", true])
    s = run(s, { type: "concluded" })
    expect([s.step, s.reached, s.completed]).toEqual(["COMPLETED", "COMPLETED", "new"])
    // Completed: the step list offers no earlier step; the address may still show one.
    expect(run(s, { type: "stepOpened", step: "ACCEPT_TERMS" }).step).toBe("ACCEPT_TERMS")
  })

  it("back to the packages and forward again: the start date kept, the terms box asked again", () => {
    let s = run(
      atConfirm(),
      { type: "startDateTyped", text: "30.06.2026" },
      { type: "confirmationTicked", accepted: true },
      { type: "confirmed" },
    )
    s = run(s, { type: "backPressed" })
    expect([s.step, s.reached]).toEqual(["CHOOSE_PACKAGE", "CONFIRM"])
    s = run(s, { type: "packageChosen", pkg: green, productionId: null })
    expect([s.step, s.chosen, s.start.text]).toEqual(["CONFIRM", green, "30.06.2026"])
    expect([s.confirmation, s.confirmTried]).toEqual([false, false])
    // The step list leads forward again the same way.
    s = run(s, { type: "confirmationTicked", accepted: true }, { type: "stepOpened", step: "DATA_AND_METERING_POINTS" })
    s = run(s, { type: "stepOpened", step: "CONFIRM" })
    expect([s.step, s.start.text, s.confirmation]).toEqual(["CONFIRM", "30.06.2026", false])
  })

  it("back goes one step at a time, never before the mode's first", () => {
    let s = run(atConfirm(), { type: "backPressed" }, { type: "backPressed" })
    expect(s.step).toBe("DATA_AND_METERING_POINTS")
    s = run(s, { type: "backPressed" }, { type: "backPressed" })
    expect(s.step).toBe("ACCEPT_TERMS")
  })

  it("package change: the two first days of a month, the contact rules, its own result", () => {
    const agreement = { id: 4, meteringPoints: [flat], consumptionPackage: exchange, status: "ACTIVE" } as ElectricityOffer
    let s = initialWizardState({ mode: "change", points: [flat], target: agreement, fields: { ...fields, phone: "" } })
    s = run(s, { type: "packageChosen", pkg: green, productionId: null }, { type: "confirmationTicked", accepted: true })
    let checks = confirmChecksOf(s, TODAY)
    expect([checks.changeDates, checks.startDay, checks.problems.map((p) => p.field)]).toEqual([
      ["2026-04-01", "2026-05-01"],
      "2026-04-01",
      ["phone"],
    ])
    s = run(s, { type: "changeStartPicked", day: "2026-05-01" }, { type: "fieldEdited", field: "phone", value: "+3727001234" })
    checks = confirmChecksOf(s, TODAY)
    expect([checks.startDay, mayConclude(s, checks)]).toEqual(["2026-05-01", true])
    expect(run(s, { type: "backPressed" }).step).toBe("CHOOSE_PACKAGE")
    expect(run(s, { type: "concluded" }).completed).toBe("change")
  })

  it("offer: 'Loobu' opens the dialog, kept or failed closes it", () => {
    const offer = {
      id: 11,
      meteringPoints: [flat],
      consumptionPackage: exchange,
      status: "PENDING",
      endDate: "2026-04-15",
    } as ElectricityOffer
    let s = initialWizardState({ mode: "offer", points: [flat], target: offer, fields })
    expect(confirmChecksOf(s, TODAY).window).toEqual({ min: TODAY, max: "2026-04-15" })
    s = run(s, { type: "cancelPressed" })
    expect(s.rejecting).toBe(true)
    expect(run(s, { type: "rejectKept" }).rejecting).toBe(false)
    expect(run(s, { type: "rejectFailed" }).rejecting).toBe(false)
    expect(run(s, { type: "offerRejected" }).rejecting).toBe(false)
    expect(run(s, { type: "backPressed" }).step).toBe("CONFIRM")
  })
})
