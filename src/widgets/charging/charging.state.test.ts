import { describe, expect, it } from "vitest"
import { chargingServerProblem } from "../../core/rules/charging"
import type { Customer } from "../../core/schemas/session"
import {
  chargingFormProblems,
  chargingFormReducer,
  chargingPreviewQuery,
  initialChargingForm,
  startDateOf,
  type ChargingEvent,
  type ChargingFormState,
} from "./charging.state"

const TODAY = "2026-03-10"
const END = "2028-12-31"
const customer = {
  id: 41,
  customerId: 41,
  contactId: 41,
  name: "Laadimistest 1 OÜ",
  email: "laadimistest1@example.ee",
  mobileNumber: "+372 5555 0000",
  address: "Laadija tn 1",
  city: "Tallinn",
} as unknown as Customer
const run = (s: ChargingFormState, ...events: ReadonlyArray<ChargingEvent>) => events.reduce(chargingFormReducer, s)

describe("charging offer form, step by step", () => {
  it("starts from the customer's contact details and today", () => {
    const s = initialChargingForm(customer, TODAY)
    expect([s.email, s.phone, s.address, s.startText, startDateOf(s)]).toEqual([
      "laadimistest1@example.ee",
      "+37255550000",
      "Laadija tn 1, Tallinn",
      "10.03.2026",
      TODAY,
    ])
    expect(chargingFormProblems(s, TODAY, END).map((p) => p.field)).toEqual(["termsAccepted"])
  })

  it("'Kinnita leping' shows the messages; typing and the box clear them", () => {
    let s = run(initialChargingForm(customer, TODAY), { type: "fieldTyped", field: "email", value: "laura@" }, { type: "confirmPressed" })
    expect(s.submitted).toBe(true)
    expect(chargingFormProblems(s, TODAY, END)).toEqual([
      { field: "email", problem: "EMAIL_INVALID" },
      { field: "termsAccepted", problem: "TERMS_REQUIRED" },
    ])
    s = run(s, { type: "fieldTyped", field: "email", value: "laura@example.ee" }, { type: "termsTicked", accepted: true })
    expect(chargingFormProblems(s, TODAY, END)).toEqual([])
  })

  it("letters never reach the phone; the start date as typed", () => {
    let s = run(initialChargingForm(customer, TODAY), { type: "fieldTyped", field: "phone", value: "+abc" })
    expect(s.phone).toBe("+")
    s = run(s, { type: "fieldTyped", field: "startText", value: "31.02.2026" })
    expect([startDateOf(s), chargingFormProblems(s, TODAY, END)[1]]).toEqual([
      "31.02.2026",
      { field: "startDate", problem: "DATE_INVALID" },
    ])
    s = run(s, { type: "fieldTyped", field: "startText", value: "01.01.2029" })
    expect(chargingFormProblems(s, TODAY, END).find((p) => p.field === "startDate")?.problem).toBe("START_AFTER_END")
    expect(startDateOf(run(s, { type: "fieldTyped", field: "startText", value: " " }))).toBe("")
  })

  it("the preview sends only the values that pass their rule", () => {
    const s = run(initialChargingForm(customer, TODAY), { type: "fieldTyped", field: "phone", value: "" })
    expect(chargingPreviewQuery(s, chargingFormProblems(s, TODAY, END))).toEqual({
      startDate: TODAY,
      email: "laadimistest1@example.ee",
      address: "Laadija tn 1, Tallinn",
    })
  })

  it("the dialogs: preview, decline and back, decline answered; a failed download says so until asked again", () => {
    let s = run(initialChargingForm(customer, TODAY), { type: "previewOpened" })
    expect(s.modal).toBe("preview")
    s = run(s, { type: "dialogClosed" }, { type: "declinePressed" })
    expect(s.modal).toBe("decline")
    expect(run(s, { type: "declineAnswered" }).modal).toBe(null)
    s = run(s, { type: "downloadFailed" })
    expect(s.downloadFailed).toBe(true)
    expect(run(s, { type: "downloadAsked" }).downloadFailed).toBe(false)
  })

  it("a field the server refused is named by the field, the start by the day", () => {
    expect(chargingServerProblem("phone", TODAY, TODAY)).toEqual({ field: "phone", problem: "PHONE_INVALID" })
    expect(chargingServerProblem("startDate", TODAY, TODAY)?.problem).toBe("START_BEFORE_TODAY")
    expect(chargingServerProblem("startDate", "2029-01-01", TODAY)?.problem).toBe("START_AFTER_END")
    expect(chargingServerProblem("city", TODAY, TODAY)).toBe(null)
  })
})
