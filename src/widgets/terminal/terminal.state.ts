import { parseEstonianDate, toEstonianDate } from "../../core/rules/dateRanges"
import {
  carrierNamed,
  DISPENSING_HEADER_FIELDS,
  fuelAmountProblems,
  headerProblems,
  type OwnerOption,
  parseAmount,
  TERMINAL_OWNER,
  type DispensingHeader,
  type FuelAmountProblems,
} from "../../core/rules/terminal"
import type {
  Carrier,
  DispensingFuel,
  DispensingOrder,
  DispensingOrderCreate,
  DispensingOrderEdit,
  DispensingOrderRow,
  Warehouse,
} from "../../core/schemas/terminal"

/**
 * The dispensing order editor (spec part 2 §2, §4, §5) as a pure reducer: the warehouse, the chosen
 * fuels and their amounts, the header, and the save (confirm, start, the 6 s state poll). Events are
 * named after what the person did, or what the save's answers said.
 */

/** One fuel as the form holds it: chosen or not, and the amounts as typed. */
export interface FuelChoice {
  readonly isSelected: boolean
  readonly batchAmount: string
  readonly dosBatchAmount: string
}
export const NOT_CHOSEN: FuelChoice = { isSelected: false, batchAmount: "", dosBatchAmount: "" }

/**
 * Where the save is: the form; the confirmation open; the start call sent; its state polled. A
 * failure goes back to the open confirmation with its message.
 */
export type SavePhase = "editing" | "confirming" | "starting" | "polling"

export interface EditorState {
  /** The order being edited; null for a new one. */
  readonly order: DispensingOrder | null
  readonly warehouse: Warehouse
  /** Fuels the person touched, by batch; the others follow the edited order's rows (see choiceOf). */
  readonly choices: Readonly<Record<string, FuelChoice>>
  readonly header: DispensingHeader
  readonly carrierText: string
  /** Valid until as typed dd.mm.yyyy; the header holds YYYY-MM-DD, or the text when it is no date. */
  readonly validUntilText: string
  readonly showProblems: boolean
  readonly phase: SavePhase
  readonly saveError: string | null
}

/** What the page knows that the checks need: the fuels of the shown warehouse and the Tallinn day. */
export interface EditorFacts {
  readonly shownFuels: ReadonlyArray<DispensingFuel>
  readonly today: string
}

export type EditorEvent =
  | { readonly type: "opened"; readonly order: DispensingOrder | null; readonly owners: ReadonlyArray<OwnerOption> }
  | { readonly type: "warehouseSwitched"; readonly warehouse: Warehouse; readonly fuels: ReadonlyArray<DispensingFuel> }
  | { readonly type: "fuelToggled"; readonly fuel: DispensingFuel }
  | { readonly type: "amountTyped"; readonly fuel: DispensingFuel; readonly which: "batch" | "dos"; readonly amount: string }
  | { readonly type: "documentNumberTyped"; readonly documentNumber: string }
  | { readonly type: "ownerChosen"; readonly owner: string }
  | { readonly type: "carrierTyped"; readonly text: string; readonly carriers: ReadonlyArray<Carrier> }
  | { readonly type: "carChosen"; readonly vehicleCode: string }
  | { readonly type: "driverChosen"; readonly driver: string }
  | { readonly type: "validUntilTyped"; readonly text: string }
  | { readonly type: "confirmPressed"; readonly facts: EditorFacts }
  | { readonly type: "confirmDismissed" }
  | { readonly type: "savePressed" }
  | { readonly type: "saveStarted" }
  | { readonly type: "saveFailed"; readonly message: string }
  | { readonly type: "saveCompleted" }

/** The editor of `order` (null: a new one): an edit starts with its header; the owner by its name among `owners`. */
export const editorOf = (order: DispensingOrder | null, owners: ReadonlyArray<OwnerOption>): EditorState => ({
  order,
  warehouse: order?.warehouse ?? "1",
  choices: {},
  header: {
    documentNumber: order?.authorizationNumber ?? "",
    owner: owners.find((o) => o.label === order?.productOwnerName)?.code ?? TERMINAL_OWNER.code,
    carrier: order?.transporterCode ?? "",
    vehicleCode: order?.carCode ?? "",
    driver: order?.driverCode ?? "",
    validUntil: order?.validUntil?.slice(0, 10) ?? "",
  },
  carrierText: order?.transporterName ?? "",
  validUntilText: order?.validUntil ? toEstonianDate(order.validUntil) : "",
  showProblems: false,
  phase: "editing",
  saveError: null,
})

export const initialEditor: EditorState = editorOf(null, [TERMINAL_OWNER])

/** The fuel's rows of an order being edited: its batch row and its DOS row. */
const orderRowsOf = (order: DispensingOrder | null, fuel: DispensingFuel) => ({
  batch: order?.productRows.find((r) => r.remoteBatchId === fuel.remoteBatchId),
  dos: fuel.remoteDosBatchId ? order?.productRows.find((r) => r.remoteBatchId === fuel.remoteDosBatchId) : undefined,
})

/** A fuel's choice: as the person left it; untouched, an edited order's rows are chosen at their quantities. */
export function choiceOf(state: EditorState, fuel: DispensingFuel): FuelChoice {
  const own = state.choices[fuel.remoteBatchId]
  if (own) return own
  const rows = orderRowsOf(state.order, fuel)
  if (!rows.batch && !rows.dos) return NOT_CHOSEN
  return {
    isSelected: true,
    batchAmount: rows.batch ? String(rows.batch.quantity) : "",
    dosBatchAmount: rows.dos ? String(rows.dos.quantity) : "",
  }
}

export const fuelsOfWarehouse = (fuels: ReadonlyArray<DispensingFuel>, warehouse: Warehouse) =>
  fuels.filter((f) => f.remoteStockId === warehouse)

export const chosenFuels = (state: EditorState, shownFuels: ReadonlyArray<DispensingFuel>) =>
  shownFuels.filter((f) => choiceOf(state, f).isSelected)

/** What is wrong with a fuel's amounts as typed. */
export function amountProblemsOf(state: EditorState, fuel: DispensingFuel): FuelAmountProblems {
  const c = choiceOf(state, fuel)
  const dos = parseAmount(c.dosBatchAmount)
  const batch = parseAmount(c.batchAmount)
  if (batch === "INVALID" || dos === "INVALID") {
    return {
      ...(batch === "INVALID" ? { batchAmount: "INVALID" as const } : {}),
      ...(dos === "INVALID" ? { dosBatchAmount: "INVALID" as const } : {}),
    }
  }
  return fuelAmountProblems({ batchAmount: batch, dosBatchAmount: dos, isDosVisible: fuel.remoteDosBatchId != null })
}

export const headerProblemsOf = (state: EditorState, today: string) => headerProblems(state.header, today)

/**
 * The id (without the form's prefix) of the first thing that stops the confirmation: the fuel list
 * when none is chosen, a chosen fuel's bad amount, else the first bad header field; null when none.
 */
export function firstProblem(state: EditorState, facts: EditorFacts): string | null {
  const chosen = chosenFuels(state, facts.shownFuels)
  if (chosen.length === 0) return "fuels"
  const badFuel = chosen.find((f) => Object.keys(amountProblemsOf(state, f)).length > 0)
  if (badFuel) return `amount-${badFuel.remoteBatchId}-${amountProblemsOf(state, badFuel).batchAmount ? "batch" : "dos"}`
  const header = headerProblemsOf(state, facts.today)
  return DISPENSING_HEADER_FIELDS.find((f) => header[f]) ?? null
}

const withHeader = (state: EditorState, change: Partial<DispensingHeader>): EditorState => ({
  ...state,
  header: { ...state.header, ...change },
})
const withChoice = (state: EditorState, fuel: DispensingFuel, choice: FuelChoice): EditorState => ({
  ...state,
  choices: { ...state.choices, [fuel.remoteBatchId]: choice },
})
const saving = (state: EditorState) => state.phase === "starting" || state.phase === "polling"

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case "opened":
      return editorOf(event.order, event.owners)
    // Another warehouse: the chosen fuels and their amounts are cleared (spec §2), an edited order's too.
    case "warehouseSwitched":
      return {
        ...state,
        warehouse: event.warehouse,
        choices: Object.fromEntries(event.fuels.map((f) => [f.remoteBatchId, NOT_CHOSEN])),
      }
    case "fuelToggled": {
      const c = choiceOf(state, event.fuel)
      return withChoice(state, event.fuel, c.isSelected ? NOT_CHOSEN : { ...c, isSelected: true })
    }
    case "amountTyped": {
      // Typing an amount chooses the fuel (no need to press its "+" first); the "−" still takes it away.
      const c = choiceOf(state, event.fuel)
      return withChoice(state, event.fuel, {
        ...c,
        isSelected: c.isSelected || event.amount !== "",
        [event.which === "batch" ? "batchAmount" : "dosBatchAmount"]: event.amount,
      })
    }
    case "documentNumberTyped":
      return withHeader(state, { documentNumber: event.documentNumber })
    case "ownerChosen":
      return withHeader(state, { owner: event.owner })
    // Another carrier: its cars and drivers are other ones.
    case "carrierTyped":
      return {
        ...withHeader(state, { carrier: carrierNamed(event.carriers, event.text), vehicleCode: "", driver: "" }),
        carrierText: event.text,
      }
    case "carChosen":
      return withHeader(state, { vehicleCode: event.vehicleCode })
    case "driverChosen":
      return withHeader(state, { driver: event.driver })
    case "validUntilTyped":
      return { ...withHeader(state, { validUntil: parseEstonianDate(event.text) ?? event.text }), validUntilText: event.text }
    case "confirmPressed":
      return firstProblem(state, event.facts) != null
        ? { ...state, showProblems: true }
        : { ...state, showProblems: true, phase: "confirming", saveError: null }
    case "confirmDismissed":
      return saving(state) ? state : { ...state, phase: "editing" }
    case "savePressed":
      return saving(state) ? state : { ...state, phase: "starting", saveError: null }
    case "saveStarted":
      return { ...state, phase: "polling" }
    case "saveFailed":
      return { ...state, phase: "confirming", saveError: event.message }
    case "saveCompleted":
      return { ...state, phase: "editing" }
  }
}

const numberOrNull = (value: number | null | "INVALID"): number | null => (typeof value === "number" ? value : null)

/** The chosen fuels as rows: the batch amount, and the DOS batch with its amount when the fuel has one and it was given. */
export const rowsOfChosen = (state: EditorState, shownFuels: ReadonlyArray<DispensingFuel>): ReadonlyArray<DispensingOrderRow> =>
  chosenFuels(state, shownFuels).map((f) => {
    const c = choiceOf(state, f)
    const batch = numberOrNull(parseAmount(c.batchAmount))
    const dos = f.remoteDosBatchId ? numberOrNull(parseAmount(c.dosBatchAmount)) : null
    return {
      remoteBatchId: f.remoteBatchId,
      ...(batch != null ? { batchAmount: batch } : {}),
      ...(f.remoteDosBatchId && dos != null ? { remoteDosBatchId: f.remoteDosBatchId, dosBatchAmount: dos } : {}),
    }
  })

/** The body of a new order. */
export const createBody = (state: EditorState, shownFuels: ReadonlyArray<DispensingFuel>): DispensingOrderCreate => ({
  ...state.header,
  warehouse: state.warehouse,
  rows: rowsOfChosen(state, shownFuels),
})

/** An edit: rows the order had are changed (0 when no longer chosen), fuels it did not have are new rows. */
export function editBody(state: EditorState, existing: DispensingOrder, shownFuels: ReadonlyArray<DispensingFuel>): DispensingOrderEdit {
  const modifiedRows = existing.productRows.map((row) => {
    const fuel = shownFuels.find((f) => f.remoteBatchId === row.remoteBatchId || f.remoteDosBatchId === row.remoteBatchId)
    const c = fuel ? choiceOf(state, fuel) : NOT_CHOSEN
    const typed = fuel && row.remoteBatchId === fuel.remoteDosBatchId ? c.dosBatchAmount : c.batchAmount
    return {
      productName: row.productName,
      rowNumber: row.rowNumber,
      quantity: c.isSelected ? (numberOrNull(parseAmount(typed)) ?? 0) : 0,
    }
  })
  const newRows = rowsOfChosen(state, shownFuels).filter((r) => !existing.productRows.some((p) => p.remoteBatchId === r.remoteBatchId))
  return { uid: existing.uid, ...state.header, warehouse: state.warehouse, newRows, modifiedRows }
}
