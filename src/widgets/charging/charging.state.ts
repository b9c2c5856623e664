import { chargingProblems, type ChargingFieldProblem, type ChargingFormFields } from "../../core/rules/charging"
import { parseEstonianDate, toEstonianDate } from "../../core/rules/dateRanges"
import { phoneChars } from "../../core/rules/validation"
import type { ChargingPreviewQuery } from "../../core/schemas/charging"
import type { Customer } from "../../core/schemas/session"

/**
 * The charging offer's form as a pure reducer (part 3 "Charging agreement confirmation"): what is
 * typed, whether "Kinnita leping" was pressed, the dialog open. The accept and the decline are
 * written by the component; their refusals are the writes' own.
 */
export interface ChargingFormState {
  readonly email: string
  readonly phone: string
  readonly address: string
  /** The start date as typed (dd.mm.yyyy). */
  readonly startText: string
  readonly terms: boolean
  /** "Kinnita leping" was pressed: every message shows. */
  readonly submitted: boolean
  readonly modal: "preview" | "decline" | null
  readonly downloadFailed: boolean
}

export type ChargingTextField = "email" | "phone" | "address" | "startText"

export type ChargingEvent =
  | { readonly type: "fieldTyped"; readonly field: ChargingTextField; readonly value: string }
  | { readonly type: "termsTicked"; readonly accepted: boolean }
  | { readonly type: "confirmPressed" }
  | { readonly type: "previewOpened" }
  | { readonly type: "declinePressed" }
  /** The dialog closed: "Tagasi", its close button, Escape. */
  | { readonly type: "dialogClosed" }
  /** The decline was sent, or refused: the dialog closes either way. */
  | { readonly type: "declineAnswered" }
  | { readonly type: "downloadAsked" }
  | { readonly type: "downloadFailed" }

/** The form's first values: the customer's contact details and today as the start. */
export const initialChargingForm = (customer: Customer, today: string): ChargingFormState => ({
  email: customer.email ?? "",
  phone: phoneChars(customer.phone ?? customer.mobileNumber ?? ""),
  address: [customer.address, customer.city].filter(Boolean).join(", "),
  startText: toEstonianDate(today),
  terms: false,
  submitted: false,
  modal: null,
  downloadFailed: false,
})

export function chargingFormReducer(s: ChargingFormState, e: ChargingEvent): ChargingFormState {
  switch (e.type) {
    case "fieldTyped":
      // Letters never reach the phone.
      return { ...s, [e.field]: e.field === "phone" ? phoneChars(e.value) : e.value }
    case "termsTicked":
      return { ...s, terms: e.accepted }
    case "confirmPressed":
      return { ...s, submitted: true }
    case "previewOpened":
      return { ...s, modal: "preview" }
    case "declinePressed":
      return { ...s, modal: "decline" }
    case "dialogClosed":
    case "declineAnswered":
      return { ...s, modal: null }
    case "downloadAsked":
      return { ...s, downloadFailed: false }
    case "downloadFailed":
      return { ...s, downloadFailed: true }
  }
}

/** The start date as the rules and the server take it: YYYY-MM-DD, "" when empty, the text itself when it is no day. */
export const startDateOf = (s: ChargingFormState): string =>
  s.startText.trim() === "" ? "" : (parseEstonianDate(s.startText) ?? s.startText.trim())

export const chargingFieldsOf = (s: ChargingFormState): ChargingFormFields => ({
  email: s.email,
  phone: s.phone,
  address: s.address,
  startDate: startDateOf(s),
  termsAccepted: s.terms,
})

export const chargingFormProblems = (s: ChargingFormState, today: string, endDate: string | null | undefined) =>
  chargingProblems(chargingFieldsOf(s), today, endDate)

/** The preview shows what is typed so far: only values that pass their rule are sent. */
export function chargingPreviewQuery(s: ChargingFormState, problems: ReadonlyArray<ChargingFieldProblem>): ChargingPreviewQuery {
  const passes = (field: ChargingFieldProblem["field"]) => !problems.some((p) => p.field === field)
  return {
    ...(passes("startDate") ? { startDate: startDateOf(s) } : {}),
    ...(passes("email") ? { email: s.email.trim() } : {}),
    ...(passes("phone") ? { phone: s.phone.trim() } : {}),
    ...(passes("address") ? { address: s.address.trim() } : {}),
  }
}
