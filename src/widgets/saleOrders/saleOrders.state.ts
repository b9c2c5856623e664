import { carrierNamed } from "../../core/rules/terminal"
import {
  notificationEmailProblem,
  roundedAmount,
  saleAmountProblem,
  TERMINAL_TRANSPORT,
  transportProblems,
  type TransportForm,
} from "../../core/rules/saleOrders"
import type { LoadingProvider, ProductForSale, SaleOrderCreate } from "../../core/schemas/saleOrders"
import type { Carrier } from "../../core/schemas/terminal"

/**
 * The new order / quote dialog as a pure reducer (spec part 2 §2, §5): 1 transport, 2 fuel, 3 confirm.
 * Events are named after what the person did; what the page knows besides (the time, the payment
 * terms, the fuels offered, the carriers) comes with the event that needs it.
 */

export type WizardKind = "quote" | "order"
export type Step = 1 | 2 | 3

/** One offered fuel as the form holds it: ticked or not, and the litres as typed. */
export interface FuelChoice {
  readonly selected: boolean
  readonly amount: string
}

export interface WizardState {
  readonly step: Step
  readonly form: TransportForm
  /** The carrier field's text; `form.carrier` is the code of the carrier of exactly that name. */
  readonly carrierText: string
  readonly fuels: Readonly<Record<string, FuelChoice>>
  readonly notify: boolean
  readonly email: string
  /** Whether a step's problems are shown: once the person tried to leave it (notes always). */
  readonly shown: Readonly<Record<Step, boolean>>
}

/** What the page knows that decides whether a step may be left. */
export interface WizardFacts {
  readonly now: Date
  /** The payment terms the customer may choose. */
  readonly terms: ReadonlyArray<number>
  /** The fuels of the chosen terminal. */
  readonly offered: ReadonlyArray<ProductForSale>
}

export type WizardEvent =
  | { readonly type: "opened" }
  | { readonly type: "transportChosen"; readonly terminal: boolean }
  | { readonly type: "terminalChosen"; readonly loadingProvider: string }
  | { readonly type: "carrierTyped"; readonly text: string; readonly carriers: ReadonlyArray<Carrier> }
  | { readonly type: "carChosen"; readonly vehicleCode: string }
  | { readonly type: "driverChosen"; readonly driver: string }
  | { readonly type: "locationChosen"; readonly customerLocationId: string }
  | { readonly type: "deliveryDateTyped"; readonly deliveryDate: string }
  | { readonly type: "paymentTermChosen"; readonly paymentDeadline: string }
  | { readonly type: "notesTyped"; readonly notes: string }
  | { readonly type: "fuelTicked"; readonly batchId: string; readonly selected: boolean }
  | { readonly type: "amountTyped"; readonly batchId: string; readonly amount: string }
  /** Typing stopped (AMOUNT_ROUNDING_DELAY_MS) with `amount` in the field. */
  | { readonly type: "amountSettled"; readonly batchId: string; readonly amount: string }
  | { readonly type: "nextPressed"; readonly facts: WizardFacts }
  | { readonly type: "backPressed" }
  | { readonly type: "notifyTicked"; readonly ticked: boolean; readonly customerEmail: string | null | undefined }
  | { readonly type: "emailTyped"; readonly email: string }
  | { readonly type: "submitPressed" }

export const EMPTY_TRANSPORT: TransportForm = {
  terminalTransport: false,
  loadingProvider: "",
  carrier: "",
  vehicleCode: "",
  driver: "",
  customerLocationId: "",
  deliveryDate: "",
  paymentDeadline: "",
  notes: "",
}

export const initialWizard: WizardState = {
  step: 1,
  form: EMPTY_TRANSPORT,
  carrierText: "",
  fuels: {},
  notify: false,
  email: "",
  shown: { 1: false, 2: false, 3: false },
}

/** The litres typed for a fuel: at least 1000, in steps of 100. */
export const amountProblemOf = (state: WizardState, batchId: string) => {
  const text = state.fuels[batchId]?.amount ?? ""
  return saleAmountProblem(text.trim() === "" ? null : Number(text))
}

/** The offered fuels that are ticked, in the order offered. */
export const chosenFuels = (state: WizardState, offered: ReadonlyArray<ProductForSale>) =>
  offered.filter((p) => state.fuels[p.batchId]?.selected)

export const emailProblemOf = (state: WizardState) => notificationEmailProblem(state.notify, state.email)

/** Whether something stops the person from leaving the current step forwards (or sending, on the last). */
export function stepBlocked(state: WizardState, facts: WizardFacts): boolean {
  if (state.step === 1) return Object.keys(transportProblems(state.form, facts.now, facts.terms)).length > 0
  if (state.step === 2) {
    const chosen = chosenFuels(state, facts.offered)
    return chosen.length === 0 || chosen.some((p) => amountProblemOf(state, p.batchId) != null)
  }
  return emailProblemOf(state) != null
}

/** The terminal whose fuels are offered: the chosen one; with the terminal's transport and none chosen, the first. */
export const providerIdOf = (form: TransportForm, providers: ReadonlyArray<LoadingProvider>): number | null =>
  form.loadingProvider ? Number(form.loadingProvider) : form.terminalTransport ? (providers[0]?.id ?? null) : null

const withForm = (state: WizardState, change: Partial<TransportForm>): WizardState => ({ ...state, form: { ...state.form, ...change } })
const withFuel = (state: WizardState, batchId: string, choice: FuelChoice): WizardState => ({
  ...state,
  fuels: { ...state.fuels, [batchId]: choice },
})

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case "opened":
      return initialWizard
    // The earliest delivery day depends on the transport: the date is asked again.
    case "transportChosen":
      return withForm(state, { terminalTransport: event.terminal, deliveryDate: "" })
    // Another terminal offers other fuels: the chosen ones are cleared.
    case "terminalChosen":
      return { ...withForm(state, { loadingProvider: event.loadingProvider }), fuels: {} }
    // Another carrier has other cars and drivers: the chosen ones are cleared.
    case "carrierTyped":
      return {
        ...withForm(state, { carrier: carrierNamed(event.carriers, event.text), vehicleCode: "", driver: "" }),
        carrierText: event.text,
      }
    case "carChosen":
      return withForm(state, { vehicleCode: event.vehicleCode })
    case "driverChosen":
      return withForm(state, { driver: event.driver })
    case "locationChosen":
      return withForm(state, { customerLocationId: event.customerLocationId })
    case "deliveryDateTyped":
      return withForm(state, { deliveryDate: event.deliveryDate })
    case "paymentTermChosen":
      return withForm(state, { paymentDeadline: event.paymentDeadline })
    case "notesTyped":
      return withForm(state, { notes: event.notes })
    case "fuelTicked":
      return withFuel(state, event.batchId, { selected: event.selected, amount: state.fuels[event.batchId]?.amount ?? "" })
    case "amountTyped":
      return withFuel(state, event.batchId, { selected: true, amount: event.amount })
    case "amountSettled":
      return settleAmount(state, event.batchId, event.amount)
    case "nextPressed": {
      const shown = { ...state, shown: { ...state.shown, [state.step]: true } }
      return state.step === 3 || stepBlocked(state, event.facts) ? shown : { ...shown, step: (state.step + 1) as Step }
    }
    case "backPressed":
      return state.step === 1 ? state : { ...state, step: (state.step - 1) as Step }
    // Ticking the notice offers the customer's own address when none was typed.
    case "notifyTicked":
      return { ...state, notify: event.ticked, email: event.ticked && state.email === "" ? (event.customerEmail ?? "") : state.email }
    case "emailTyped":
      return { ...state, email: event.email }
    case "submitPressed":
      return { ...state, shown: { ...state.shown, 3: true } }
  }
}

/** Amounts above the minimum go to the nearest 100 L once typing stops, unless the field changed since. */
function settleAmount(state: WizardState, batchId: string, amount: string): WizardState {
  const n = Number(amount)
  if (amount.trim() === "" || !Number.isFinite(n) || state.fuels[batchId]?.amount !== amount) return state
  const rounded = roundedAmount(n)
  return rounded === n ? state : withFuel(state, batchId, { selected: true, amount: String(rounded) })
}

/** The body of POST /sale-orders/{customerId}: own transport sends its carrier, car and driver; a quote is state MV1. */
export function createBody(
  state: WizardState,
  kind: WizardKind,
  offered: ReadonlyArray<ProductForSale>,
  providers: ReadonlyArray<LoadingProvider>,
): SaleOrderCreate {
  const { form } = state
  const own = !form.terminalTransport
  const providerId = providerIdOf(form, providers)
  return {
    customerLocationId: Number(form.customerLocationId),
    loadingProvider: providerId,
    objectId: providers.find((p) => p.id === providerId)?.objectId ?? null,
    carrier: own ? form.carrier : TERMINAL_TRANSPORT,
    vehicleCode: own ? form.vehicleCode : null,
    driver: own && form.driver ? form.driver : null,
    deliveryDate: form.deliveryDate,
    notes: form.notes.trim() || null,
    paymentDeadline: Number(form.paymentDeadline),
    ...(state.notify ? { notificationReceiverEmail: state.email.trim() } : {}),
    ...(kind === "quote" ? { stateId: "MV1" as const } : {}),
    rows: chosenFuels(state, offered).map((p) => ({
      batchAmount: Number(state.fuels[p.batchId]!.amount),
      remoteBatchId: p.batchId,
      specialFuel: p.specialFuel,
    })),
  }
}

/** The message of a refused order: no right to buy a special fuel, a delivery day the server no longer allows, else the generic one. */
export const createProblemMessage = (problem: { readonly code?: string | undefined; readonly field?: string | undefined }) =>
  problem.code === "NO_PURCHASE_RIGHT"
    ? ("error.NO_PURCHASE_RIGHT" as const)
    : problem.code === "VALIDATION" && problem.field === "deliveryDate"
      ? ("error.deliveryDate" as const)
      : ("error.generic" as const)
