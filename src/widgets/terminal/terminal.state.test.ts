import { describe, expect, it } from "vitest"
import { ownerOptions } from "../../core/rules/terminal"
import type { DispensingFuel, DispensingOrder } from "../../core/schemas/terminal"
import {
  choiceOf,
  chosenFuels,
  createBody,
  editBody,
  editorReducer,
  firstProblem,
  fuelsOfWarehouse,
  initialEditor,
  type EditorEvent,
  type EditorFacts,
  type EditorState,
} from "./terminal.state"

const diesel: DispensingFuel = {
  remoteProductId: "P-D",
  productName: "Diislikütus",
  remoteBatchId: "B-D",
  remoteDosBatchId: "B-D-DOS",
  remoteStockId: "1",
  quantity: 48_000,
}
const petrol: DispensingFuel = {
  remoteProductId: "P-95",
  productName: "Bensiin 95",
  remoteBatchId: "B-95",
  remoteDosBatchId: null,
  remoteStockId: "1",
  quantity: 20_000,
}
const excise: DispensingFuel = { ...petrol, remoteBatchId: "B-95-33", remoteStockId: "33" }
const fuels = [diesel, petrol, excise]
const today = "2026-11-28"
const facts: EditorFacts = { shownFuels: fuelsOfWarehouse(fuels, "1"), today }
const carriers = [{ name: "Näidis Logistika OÜ", searchCode: "NAIDIS" }]

const order: DispensingOrder = {
  uid: 141,
  authorizationNumber: "VK-2026-0141",
  transporterCode: "NAIDIS",
  transporterName: "Näidis Logistika OÜ",
  carCode: "NL-AUTO-1",
  driverCode: "NL-JUHT-2",
  productOwnerName: "Alexela",
  validUntil: "2026-12-05T00:00:00.000Z",
  isModifiable: true,
  warehouse: "1",
  productRows: [
    { rowNumber: 1, productName: "Diislikütus", remoteBatchId: "B-D", quantity: 1000 },
    { rowNumber: 2, productName: "Diislikütus", remoteBatchId: "B-D-DOS", quantity: 200 },
  ],
}

const run = (events: ReadonlyArray<EditorEvent>, from: EditorState = initialEditor) => events.reduce(editorReducer, from)

const header: ReadonlyArray<EditorEvent> = [
  { type: "documentNumberTyped", documentNumber: "VK-TEST" },
  { type: "carrierTyped", text: "Näidis Logistika OÜ", carriers },
  { type: "carChosen", vehicleCode: "NL-AUTO-1" },
  { type: "driverChosen", driver: "NL-JUHT-1" },
  { type: "validUntilTyped", text: "05.12.2026" },
]

describe("the dispensing order editor, step by step", () => {
  it("a new order: nothing chosen, the terminal as the owner, commercial warehouse", () => {
    const state = run([{ type: "opened", order: null, owners: ownerOptions("ALEXELA") }])
    expect(state).toEqual(initialEditor)
    expect(state.header.owner).toBe("TT")
    expect(chosenFuels(state, facts.shownFuels)).toEqual([])
  })

  it("an edit starts with its header, its owner by name, and its rows chosen at their quantities", () => {
    const state = run([{ type: "opened", order, owners: ownerOptions("ALEXELA") }])
    expect(state.header).toEqual({
      documentNumber: "VK-2026-0141",
      owner: "ALEXELA",
      carrier: "NAIDIS",
      vehicleCode: "NL-AUTO-1",
      driver: "NL-JUHT-2",
      validUntil: "2026-12-05",
    })
    expect([state.carrierText, state.validUntilText]).toEqual(["Näidis Logistika OÜ", "05.12.2026"])
    expect(choiceOf(state, diesel)).toEqual({ isSelected: true, batchAmount: "1000", dosBatchAmount: "200" })
    expect(choiceOf(state, petrol).isSelected).toBe(false)
  })

  it("typing an amount chooses the fuel; clearing it keeps the choice; the minus takes it away", () => {
    const typed = run([{ type: "amountTyped", fuel: petrol, which: "batch", amount: "300" }])
    expect(choiceOf(typed, petrol)).toEqual({ isSelected: true, batchAmount: "300", dosBatchAmount: "" })
    const cleared = run([{ type: "amountTyped", fuel: petrol, which: "batch", amount: "" }], typed)
    expect(choiceOf(cleared, petrol).isSelected).toBe(true)
    expect(choiceOf(run([{ type: "fuelToggled", fuel: petrol }], cleared), petrol).isSelected).toBe(false)
    expect(choiceOf(run([{ type: "amountTyped", fuel: diesel, which: "batch", amount: "" }]), diesel).isSelected).toBe(false)
  })

  it("confirming shows the problems; the first is the fuel list, then a chosen fuel's amount, then the first bad header field", () => {
    const tried = run([{ type: "confirmPressed", facts }])
    expect([tried.showProblems, tried.phase, firstProblem(tried, facts)]).toEqual([true, "editing", "fuels"])
    const chosen = run([{ type: "fuelToggled", fuel: petrol }], tried)
    expect(firstProblem(chosen, facts)).toBe("amount-B-95-batch")
    const stepped = run([{ type: "amountTyped", fuel: petrol, which: "batch", amount: "250" }], chosen)
    expect(firstProblem(stepped, facts)).toBe("amount-B-95-batch")
    const amount = run([{ type: "amountTyped", fuel: petrol, which: "batch", amount: "300" }], stepped)
    expect(firstProblem(amount, facts)).toBe("documentNumber")
    const filled = run(header, amount)
    expect(firstProblem(filled, facts)).toBe(null)
    expect(run([{ type: "confirmPressed", facts }], filled).phase).toBe("confirming")
  })

  it("a bad DOS amount points at the DOS field", () => {
    const state = run([
      { type: "fuelToggled", fuel: diesel },
      { type: "amountTyped", fuel: diesel, which: "batch", amount: "1000" },
      { type: "amountTyped", fuel: diesel, which: "dos", amount: "1,2,3" },
    ])
    expect(firstProblem(state, facts)).toBe("amount-B-D-dos")
  })

  it("a valid-until that is no date or is past keeps the confirmation closed", () => {
    const ready = run([
      { type: "fuelToggled", fuel: petrol },
      { type: "amountTyped", fuel: petrol, which: "batch", amount: "300" },
      ...header,
    ])
    const notADate = run([{ type: "validUntilTyped", text: "31.02.2026" }], ready)
    expect(notADate.header.validUntil).toBe("31.02.2026")
    expect(firstProblem(notADate, facts)).toBe("validUntil")
    expect(firstProblem(run([{ type: "validUntilTyped", text: "27.11.2026" }], ready), facts)).toBe("validUntil")
  })

  it("another carrier clears the car and driver", () => {
    const state = run([...header, { type: "carrierTyped", text: "Kiir", carriers }])
    expect(state.header).toMatchObject({ carrier: "", vehicleCode: "", driver: "" })
    expect(state.carrierText).toBe("Kiir")
  })

  it("the warehouse switch clears the chosen fuels and amounts, an edited order's too; switching back keeps them cleared", () => {
    const edited = run([{ type: "opened", order, owners: [] }])
    const away = run([{ type: "warehouseSwitched", warehouse: "33", fuels }], edited)
    expect(chosenFuels(away, fuelsOfWarehouse(fuels, "33"))).toEqual([])
    const back = run([{ type: "warehouseSwitched", warehouse: "1", fuels }], away)
    expect(choiceOf(back, diesel)).toEqual({ isSelected: false, batchAmount: "", dosBatchAmount: "" })
  })

  it("unchoosing a fuel clears its amounts; choosing it again starts empty", () => {
    const typed = run([
      { type: "fuelToggled", fuel: petrol },
      { type: "amountTyped", fuel: petrol, which: "batch", amount: "500" },
    ])
    const off = run([{ type: "fuelToggled", fuel: petrol }], typed)
    expect(choiceOf(off, petrol)).toEqual({ isSelected: false, batchAmount: "", dosBatchAmount: "" })
    expect(choiceOf(run([{ type: "fuelToggled", fuel: petrol }], off), petrol)).toEqual({
      isSelected: true,
      batchAmount: "",
      dosBatchAmount: "",
    })
  })

  it("the save: confirm, start, poll; a failure back to the open confirmation with its message; closing back to the form and confirming again", () => {
    const ready = run([
      { type: "fuelToggled", fuel: petrol },
      { type: "amountTyped", fuel: petrol, which: "batch", amount: "300" },
      ...header,
    ])
    const confirming = run([{ type: "confirmPressed", facts }], ready)
    const starting = run([{ type: "savePressed" }], confirming)
    expect(starting.phase).toBe("starting")
    expect(run([{ type: "confirmDismissed" }], starting)).toBe(starting)
    const polling = run([{ type: "saveStarted" }], starting)
    expect(polling.phase).toBe("polling")
    expect(run([{ type: "savePressed" }], polling)).toBe(polling)
    const failed = run([{ type: "saveFailed", message: "Viga salvestamisel" }], polling)
    expect([failed.phase, failed.saveError]).toEqual(["confirming", "Viga salvestamisel"])
    const closed = run([{ type: "confirmDismissed" }], failed)
    expect(closed.phase).toBe("editing")
    const again = run([{ type: "confirmPressed", facts }], closed)
    expect([again.phase, again.saveError]).toEqual(["confirming", null])
    expect(run([{ type: "savePressed" }, { type: "saveStarted" }, { type: "saveCompleted" }], again).phase).toBe("editing")
  })
})

describe("what the editor sends", () => {
  it("a new order: the header, the warehouse and the chosen fuels' amounts (a DOS row only when given)", () => {
    const state = run([
      ...header,
      { type: "fuelToggled", fuel: diesel },
      { type: "amountTyped", fuel: diesel, which: "batch", amount: "300" },
      { type: "fuelToggled", fuel: petrol },
      { type: "amountTyped", fuel: petrol, which: "batch", amount: "1,5e3" },
    ])
    expect(createBody(state, facts.shownFuels)).toEqual({
      documentNumber: "VK-TEST",
      owner: "TT",
      carrier: "NAIDIS",
      vehicleCode: "NL-AUTO-1",
      driver: "NL-JUHT-1",
      validUntil: "2026-12-05",
      warehouse: "1",
      rows: [{ remoteBatchId: "B-D", batchAmount: 300 }, { remoteBatchId: "B-95" }],
    })
  })

  it("an edit: the order's rows changed (0 when no longer chosen), a fuel it did not have as a new row", () => {
    const state = run([
      { type: "opened", order, owners: [] },
      { type: "amountTyped", fuel: diesel, which: "batch", amount: "1600" },
      { type: "fuelToggled", fuel: petrol },
      { type: "amountTyped", fuel: petrol, which: "batch", amount: "500" },
    ])
    expect(editBody(state, order, facts.shownFuels)).toMatchObject({
      uid: 141,
      documentNumber: "VK-2026-0141",
      warehouse: "1",
      modifiedRows: [
        { productName: "Diislikütus", rowNumber: 1, quantity: 1600 },
        { productName: "Diislikütus", rowNumber: 2, quantity: 200 },
      ],
      newRows: [{ remoteBatchId: "B-95", batchAmount: 500 }],
    })
    const dropped = run([{ type: "fuelToggled", fuel: diesel }], state)
    expect(editBody(dropped, order, facts.shownFuels).modifiedRows.map((r) => r.quantity)).toEqual([0, 0])
  })
})
