import { describe, expect, it } from "vitest"
import type { LoadingProvider, ProductForSale } from "../../core/schemas/saleOrders"
import {
  createBody,
  createProblemMessage,
  initialWizard,
  providerIdOf,
  stepBlocked,
  wizardReducer,
  type WizardEvent,
  type WizardFacts,
  type WizardState,
} from "./saleOrders.state"

// 10:00 in Tallinn (winter, +02:00): own transport may still be loaded today.
const now = new Date("2026-11-28T08:00:00Z")
const today = "2026-11-28"
const diesel: ProductForSale = { batchId: "TT-D", prodBrandName: "Diislikütus", specialFuel: false }
const special: ProductForSale = { batchId: "TT-DERI", prodBrandName: "Erimärgistusega diislikütus", specialFuel: true }
const facts: WizardFacts = { now, terms: [0, 3, 5, 7, 10, 14], offered: [diesel, special] }
const providers: ReadonlyArray<LoadingProvider> = [
  { id: 1, name: "Tartu Terminal", objectId: 501, searchCode: "TT" },
  { id: 2, name: "Muuga", objectId: 502, searchCode: "MU" },
]
const carriers = [
  { name: "Näidis Logistika OÜ", searchCode: "NAIDIS" },
  { name: "Kiirvedu AS", searchCode: "KIIR" },
]

const run = (events: ReadonlyArray<WizardEvent>, from: WizardState = initialWizard) => events.reduce(wizardReducer, from)

/** The transport step filled for own transport, as the browser spec fills it. */
const ownTransport: ReadonlyArray<WizardEvent> = [
  { type: "terminalChosen", loadingProvider: "1" },
  { type: "carrierTyped", text: "Näidis Logistika OÜ", carriers },
  { type: "carChosen", vehicleCode: "NL-AUTO-1" },
  { type: "driverChosen", driver: "NL-JUHT-1" },
  { type: "locationChosen", customerLocationId: "1" },
  { type: "deliveryDateTyped", deliveryDate: today },
  { type: "paymentTermChosen", paymentDeadline: "14" },
  { type: "notesTyped", notes: "  Värav 3  " },
]

describe("the sale order wizard, step by step", () => {
  it("stays on the transport step with its problems shown until every required field is there", () => {
    const tried = wizardReducer(initialWizard, { type: "nextPressed", facts })
    expect([tried.step, tried.shown[1]]).toEqual([1, true])
    expect(stepBlocked(initialWizard, facts)).toBe(true)
    const filled = run(ownTransport)
    expect(stepBlocked(filled, facts)).toBe(false)
    expect(wizardReducer(filled, { type: "nextPressed", facts }).step).toBe(2)
  })

  it("refuses a day before the earliest, and a term the customer may not choose", () => {
    const early = run([...ownTransport, { type: "deliveryDateTyped", deliveryDate: "2026-11-27" }])
    expect(wizardReducer(early, { type: "nextPressed", facts }).step).toBe(1)
    const longTerm = run([...ownTransport, { type: "paymentTermChosen", paymentDeadline: "30" }])
    expect(wizardReducer(longTerm, { type: "nextPressed", facts }).step).toBe(1)
  })

  it("another carrier clears the car and driver; a text that names none chooses none", () => {
    const other = run([...ownTransport, { type: "carrierTyped", text: "Kiirvedu AS", carriers }])
    expect(other.form).toMatchObject({ carrier: "KIIR", vehicleCode: "", driver: "" })
    expect(other.carrierText).toBe("Kiirvedu AS")
    expect(run([{ type: "carrierTyped", text: "Kiir", carriers }]).form.carrier).toBe("")
  })

  it("the terminal's transport asks the date again; another terminal clears the chosen fuels", () => {
    const dated = run([
      { type: "deliveryDateTyped", deliveryDate: today },
      { type: "transportChosen", terminal: true },
    ])
    expect(dated.form).toMatchObject({ terminalTransport: true, deliveryDate: "" })
    const ticked = run([
      { type: "terminalChosen", loadingProvider: "1" },
      { type: "fuelTicked", batchId: "TT-D", selected: true },
    ])
    expect(run([{ type: "terminalChosen", loadingProvider: "2" }], ticked).fuels).toEqual({})
  })

  it("the fuel step needs a ticked fuel with at least 1000 L in steps of 100; typing ticks it", () => {
    const onFuels = run([...ownTransport, { type: "nextPressed", facts }])
    const none = wizardReducer(onFuels, { type: "nextPressed", facts })
    expect([none.step, none.shown[2]]).toEqual([2, true])
    const tooLittle = run([{ type: "amountTyped", batchId: "TT-D", amount: "999" }], onFuels)
    expect(tooLittle.fuels["TT-D"]).toEqual({ selected: true, amount: "999" })
    expect(wizardReducer(tooLittle, { type: "nextPressed", facts }).step).toBe(2)
    const enough = run([{ type: "amountTyped", batchId: "TT-D", amount: "1000" }], onFuels)
    expect(wizardReducer(enough, { type: "nextPressed", facts }).step).toBe(3)
  })

  it("rounds amounts above the minimum once typing stopped, unless the field changed since", () => {
    const typed = run([{ type: "amountTyped", batchId: "TT-D", amount: "2345" }])
    expect(run([{ type: "amountSettled", batchId: "TT-D", amount: "2345" }], typed).fuels["TT-D"]!.amount).toBe("2300")
    const retyped = run([{ type: "amountTyped", batchId: "TT-D", amount: "1050" }], typed)
    expect(run([{ type: "amountSettled", batchId: "TT-D", amount: "2345" }], retyped).fuels["TT-D"]!.amount).toBe("1050")
    expect(run([{ type: "amountSettled", batchId: "TT-D", amount: "1050" }], retyped).fuels["TT-D"]!.amount).toBe("1100")
    const small = run([{ type: "amountTyped", batchId: "TT-D", amount: "999" }])
    expect(run([{ type: "amountSettled", batchId: "TT-D", amount: "999" }], small)).toBe(small)
  })

  it("unticking keeps the amount typed; ticking again brings it back", () => {
    const typed = run([{ type: "amountTyped", batchId: "TT-D", amount: "3000" }])
    const unticked = run([{ type: "fuelTicked", batchId: "TT-D", selected: false }], typed)
    expect(unticked.fuels["TT-D"]).toEqual({ selected: false, amount: "3000" })
    expect(run([{ type: "fuelTicked", batchId: "TT-D", selected: true }], unticked).fuels["TT-D"]).toEqual({
      selected: true,
      amount: "3000",
    })
  })

  it("back and forward again keep everything chosen", () => {
    const confirm = run([
      ...ownTransport,
      { type: "nextPressed", facts },
      { type: "amountTyped", batchId: "TT-D", amount: "1100" },
      { type: "nextPressed", facts },
    ])
    expect(confirm.step).toBe(3)
    const back = run([{ type: "backPressed" }], confirm)
    expect([back.step, back.fuels["TT-D"]?.amount]).toEqual([2, "1100"])
    const first = run([{ type: "backPressed" }, { type: "backPressed" }], back)
    expect(first.step).toBe(1)
    expect(first.form).toEqual(confirm.form)
    const again = run(
      [
        { type: "nextPressed", facts },
        { type: "nextPressed", facts },
      ],
      first,
    )
    expect(again).toEqual({ ...confirm, shown: again.shown })
    expect(again.step).toBe(3)
  })

  it("the notice offers the customer's address when none was typed, and a ticked notice needs a valid one", () => {
    const confirm: WizardState = { ...run(ownTransport), step: 3 }
    const ticked = run([{ type: "notifyTicked", ticked: true, customerEmail: "arved@naidis.ee" }], confirm)
    expect(ticked.email).toBe("arved@naidis.ee")
    const invalid = run([{ type: "emailTyped", email: "vale" }, { type: "submitPressed" }], ticked)
    expect([invalid.shown[3], stepBlocked(invalid, facts)]).toEqual([true, true])
    const retick = run(
      [
        { type: "notifyTicked", ticked: false, customerEmail: "x@y.ee" },
        { type: "notifyTicked", ticked: true, customerEmail: "x@y.ee" },
      ],
      invalid,
    )
    expect(retick.email).toBe("vale")
    expect(stepBlocked(run([{ type: "emailTyped", email: "tellimused@naidis.ee" }], invalid), facts)).toBe(false)
  })

  it("opening starts afresh", () => {
    expect(run([...ownTransport, { type: "nextPressed", facts }, { type: "opened" }])).toBe(initialWizard)
  })
})

describe("what the wizard sends", () => {
  it("own transport: the carrier, car and driver, the notice, trimmed notes, the ticked fuels' litres", () => {
    const state = run([
      ...ownTransport,
      { type: "amountTyped", batchId: "TT-D", amount: "1100" },
      { type: "amountTyped", batchId: "TT-DERI", amount: "2000" },
      { type: "fuelTicked", batchId: "TT-DERI", selected: false },
      { type: "notifyTicked", ticked: true, customerEmail: null },
      { type: "emailTyped", email: " logistika@naidis.ee " },
    ])
    expect(createBody(state, "order", facts.offered, providers)).toEqual({
      customerLocationId: 1,
      loadingProvider: 1,
      objectId: 501,
      carrier: "NAIDIS",
      vehicleCode: "NL-AUTO-1",
      driver: "NL-JUHT-1",
      deliveryDate: today,
      notes: "Värav 3",
      paymentDeadline: 14,
      notificationReceiverEmail: "logistika@naidis.ee",
      rows: [{ batchAmount: 1100, remoteBatchId: "TT-D", specialFuel: false }],
    })
  })

  it("a quote with the terminal's transport: the first terminal, the terminal's carrier code, state MV1", () => {
    const state = run([
      { type: "transportChosen", terminal: true },
      { type: "locationChosen", customerLocationId: "2" },
      { type: "deliveryDateTyped", deliveryDate: "2026-11-29" },
      { type: "paymentTermChosen", paymentDeadline: "0" },
      { type: "amountTyped", batchId: "TT-D", amount: "3000" },
    ])
    expect(providerIdOf(state.form, providers)).toBe(1)
    expect(createBody(state, "quote", facts.offered, providers)).toMatchObject({
      loadingProvider: 1,
      objectId: 501,
      carrier: "TT",
      vehicleCode: null,
      driver: null,
      notes: null,
      paymentDeadline: 0,
      stateId: "MV1",
    })
    expect(createBody(state, "order", facts.offered, providers)).not.toHaveProperty("notificationReceiverEmail")
  })

  it("a refusal's message: no purchase right, the delivery day, else the generic one", () => {
    expect(createProblemMessage({ code: "NO_PURCHASE_RIGHT", field: undefined })).toBe("error.NO_PURCHASE_RIGHT")
    expect(createProblemMessage({ code: "VALIDATION", field: "deliveryDate" })).toBe("error.deliveryDate")
    expect(createProblemMessage({ code: "VALIDATION", field: "rows" })).toBe("error.generic")
    expect(createProblemMessage({ code: undefined, field: undefined })).toBe("error.generic")
  })
})
