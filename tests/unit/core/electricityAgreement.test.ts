import { describe, expect, it } from "vitest"
import {
  allowedStep,
  authorisationProgress,
  dataStepProblems,
  displayPrice,
  endOfMonthAhead,
  jointInvoicePossible,
  marketPriceCentsKwh,
  needsResaleOffer,
  offerFigures,
  offerPackage,
  wholeMonthsBetween,
  packageChangeStartDates,
  startDateProblem,
  startDateToSend,
  startDateWindow,
  stepsOf,
  visiblePackages,
  type AgreementFormFields,
} from "../../../src/core/rules/electricityAgreement"

const form: AgreementFormFields = {
  customerName: "Mari Maasikas",
  registryNumber: "48001010005",
  phone: "+37251234567",
  email: "mari@example.ee",
  address: "Tamme tn 5-12",
  city: "Tartu",
  zip: "50409",
  county: "Tartu maakond",
  consolidatedInvoice: false,
  sellCheck: false,
  eInvoice: false,
  bankAccountNumber: "",
  invoiceRecipientEmailEnabled: false,
  invoiceRecipientEmail: "",
}

describe("resale offer (part 3 §9: production capacity above 15)", () => {
  it("15 kW is not above 15; 15.01 kW is", () => {
    expect(needsResaleOffer(true, [{ productionCapacity: 15 }])).toBe(false)
    expect(needsResaleOffer(true, [{ productionCapacity: 15.01 }])).toBe(true)
  })
  it("only with resale chosen, and any checked point decides", () => {
    expect(needsResaleOffer(false, [{ productionCapacity: 20 }])).toBe(false)
    expect(needsResaleOffer(true, [{ productionCapacity: null }, { productionCapacity: 20 }])).toBe(true)
    expect(needsResaleOffer(true, [])).toBe(false)
  })
})

describe("start date window (part 3 §5)", () => {
  it("runs from today to the end of the month three months ahead", () => {
    expect(startDateWindow("2026-01-15", [])).toEqual({ min: "2026-01-15", max: "2026-04-30" })
    expect(startDateWindow("2026-11-30", [])).toEqual({ min: "2026-11-30", max: "2027-02-28" })
    expect(endOfMonthAhead("2027-11-01", 3)).toBe("2028-02-29")
  })
  it("starts at the latest of the chosen points' earliest starts, never before today", () => {
    const points = [{ earliestPossibleAgreementStartDate: "2026-02-01" }, { earliestPossibleAgreementStartDate: "2026-01-01" }]
    expect(startDateWindow("2026-01-15", points).min).toBe("2026-02-01")
    expect(startDateWindow("2026-01-15", [{ earliestPossibleAgreementStartDate: "2026-01-01" }]).min).toBe("2026-01-15")
  })
  it("ends at an earlier end date of the offer or package", () => {
    expect(startDateWindow("2026-11-10", [], "2026-12-31").max).toBe("2026-12-31")
    expect(startDateWindow("2026-01-15", [], "2027-12-31").max).toBe("2026-04-30")
  })
  it("the first and last day pass, the day before and after do not", () => {
    const w = startDateWindow("2026-01-15", [])
    expect(startDateProblem("2026-01-14", w)).toBe("BEFORE_WINDOW")
    expect(startDateProblem("2026-01-15", w)).toBeNull()
    expect(startDateProblem("2026-04-30", w)).toBeNull()
    expect(startDateProblem("2026-05-01", w)).toBe("AFTER_WINDOW")
    expect(startDateProblem("", w)).toBe("REQUIRED")
    expect(startDateProblem("2026-02-30", w)).toBe("REQUIRED")
  })
  it("is sent as the chosen day plus 2 hours as a date: the same day in winter and in summer", () => {
    expect(startDateToSend("2026-01-15")).toBe("2026-01-15")
    expect(startDateToSend("2026-07-01")).toBe("2026-07-01")
    expect(startDateToSend("2026-03-29")).toBe("2026-03-29")
    expect(startDateToSend("2026-10-25")).toBe("2026-10-25")
  })
})

describe("package change start (part 3 §4)", () => {
  it("the first day of next month or of the month after", () => {
    expect(packageChangeStartDates("2026-01-31", "2025-03-01")).toEqual(["2026-02-01", "2026-03-01"])
    expect(packageChangeStartDates("2026-12-01", null)).toEqual(["2027-01-01", "2027-02-01"])
  })
  it("fixed to the agreement's start when it is still in the future", () => {
    expect(packageChangeStartDates("2026-01-15", "2026-03-01")).toEqual(["2026-03-01"])
  })
})

describe("data step (part 3 §5)", () => {
  it("a valid form has no problems", () => expect(dataStepProblems(form, 1)).toEqual([]))
  it("e-mail, phone and address are required ('Kohustuslik väli'); a bad e-mail is invalid", () => {
    expect(dataStepProblems({ ...form, email: " ", phone: "", address: "  " }, 1)).toEqual([
      { field: "email", problem: "REQUIRED" },
      { field: "phone", problem: "REQUIRED" },
      { field: "address", problem: "REQUIRED" },
    ])
    expect(dataStepProblems({ ...form, email: "mari@" }, 1)).toEqual([{ field: "email", problem: "EMAIL_INVALID" }])
  })
  it("e-invoice needs a valid bank account", () => {
    expect(dataStepProblems({ ...form, eInvoice: true }, 1)).toEqual([{ field: "bankAccountNumber", problem: "REQUIRED" }])
    expect(dataStepProblems({ ...form, eInvoice: true, bankAccountNumber: "EE382200221020145684" }, 1)).toEqual([
      { field: "bankAccountNumber", problem: "BANK_ACCOUNT_INVALID" },
    ])
    expect(dataStepProblems({ ...form, eInvoice: true, bankAccountNumber: "EE382200221020145685" }, 1)).toEqual([])
  })
  it("a separate recipient needs a valid e-mail ('Vigane e-post!')", () => {
    expect(dataStepProblems({ ...form, invoiceRecipientEmailEnabled: true, invoiceRecipientEmail: "arved" }, 1)).toEqual([
      { field: "invoiceRecipientEmail", problem: "EMAIL_INVALID" },
    ])
    expect(dataStepProblems({ ...form, invoiceRecipientEmailEnabled: true, invoiceRecipientEmail: "arved@firma.ee" }, 1)).toEqual([])
  })
  it("at least one metering point", () => {
    expect(dataStepProblems(form, 0)).toEqual([{ field: "meteringPoints", problem: "NO_POINT" }])
  })
})

describe("packages (part 3 §2)", () => {
  const pkgs = [
    { id: 1, orderNumber: 2, showToBusinessCustomer: true, jointInvoicePackage: false },
    { id: 2, orderNumber: 1, showToBusinessCustomer: false, jointInvoicePackage: false },
    { id: 3, orderNumber: 3, showToBusinessCustomer: true, jointInvoicePackage: true },
  ]
  const person = { isPerson: true, apartmentAssociation: false }
  const company = { isPerson: false, apartmentAssociation: false }
  const association = { isPerson: false, apartmentAssociation: true }
  it("business customers see only showToBusinessCustomer packages; persons and associations all", () => {
    expect(visiblePackages(pkgs, company, true).map((p) => p.id)).toEqual([1, 3])
    expect(visiblePackages(pkgs, person, true).map((p) => p.id)).toEqual([2, 1, 3])
    expect(visiblePackages(pkgs, association, true).map((p) => p.id)).toEqual([2, 1, 3])
  })
  it("joint-invoice packages only where joint invoicing is possible", () => {
    expect(visiblePackages(pkgs, person, false).map((p) => p.id)).toEqual([2, 1])
    expect(jointInvoicePossible(["38ZEE-00300031-8"])).toBe(true)
    expect(jointInvoicePossible(["38ZEE-00300031-8", "38ZIM-00000001-1"])).toBe(false)
    expect(jointInvoicePossible([])).toBe(false)
  })
  it("business prices without VAT; others with the day's VAT; market price divided by 10", () => {
    expect(displayPrice(10, true, "2026-01-15")).toBe(10)
    expect(displayPrice(10, false, "2026-01-15")).toBe(12.4)
    expect(displayPrice(10, false, "2025-01-15")).toBe(12.2)
    expect(marketPriceCentsKwh(98.4, true, "2026-01-15")).toBeCloseTo(9.84, 10)
  })
})

describe("steps (part 3 §4)", () => {
  it("each mode starts at its step", () => {
    expect(stepsOf("new")[0]).toBe("ACCEPT_TERMS")
    expect(stepsOf("change")).toEqual(["CHOOSE_PACKAGE", "CONFIRM", "COMPLETED"])
    expect(stepsOf("offer")).toEqual(["CONFIRM", "COMPLETED"])
  })
  it("a reached step can be revisited, a later one cannot", () => {
    expect(allowedStep("new", "ACCEPT_TERMS", "CHOOSE_PACKAGE")).toBe("ACCEPT_TERMS")
    expect(allowedStep("new", "CONFIRM", "CHOOSE_PACKAGE")).toBe("CHOOSE_PACKAGE")
    expect(allowedStep("change", "ACCEPT_TERMS", "CONFIRM")).toBe("CONFIRM")
  })
  it("authorisation: none, some or all points", () => {
    expect(authorisationProgress([])).toBe("none")
    expect(authorisationProgress([false, false])).toBe("none")
    expect(authorisationProgress([true, false])).toBe("some")
    expect(authorisationProgress([true, true])).toBe("all")
  })
})

describe("one offer, one set of figures (issue 29)", () => {
  const pkg = {
    id: 1,
    type: "CONSUMPTION" as const,
    nameEt: "Fikseeritud 12 kuud",
    basePrice: 12.9,
    monthlyFee: 2.49,
    contractPeriod: 12,
    contractPeriodType: "PERIOD" as const,
  }
  it("the offer's own price, marginal and proportion over its package's; the fee stays the package's", () => {
    expect(
      offerPackage({ consumptionPackage: pkg, basePriceCentsKwh: 11.9, consumptionMarginal: 0.6, baseConsumptionProportion: 80 }),
    ).toMatchObject({
      basePrice: 11.9,
      marginal: 0.6,
      baseConsumptionProportion: 80,
      monthlyFee: 2.49,
    })
    expect(offerPackage({ consumptionPackage: null })).toBeNull()
    expect(offerFigures({ consumptionPackage: pkg })?.basePrice).toBe(12.9)
  })
  it("an end date makes the period run until that day; without one the offer's months, else the package's", () => {
    expect(offerFigures({ consumptionPackage: pkg, endDate: "2026-12-31", contractPeriod: 24 })).toMatchObject({
      period: { kind: "until", endDate: "2026-12-31" },
      endDate: "2026-12-31",
    })
    expect(offerFigures({ consumptionPackage: pkg, contractPeriod: 24 })).toMatchObject({
      period: { kind: "months", months: 24 },
      endDate: null,
    })
    expect(offerFigures({ consumptionPackage: pkg })?.period).toEqual({ kind: "months", months: 12 })
    expect(offerFigures({ consumptionPackage: { ...pkg, contractPeriod: undefined, contractPeriodType: "INDEFINITE" } })?.period).toEqual({
      kind: "indefinite",
    })
  })
  it("whole months between two days: 01.01–31.12 is 12, a day short or over is none", () => {
    expect(wholeMonthsBetween("2026-01-01", "2026-12-31")).toBe(12)
    expect(wholeMonthsBetween("2026-11-28", "2028-11-27")).toBe(24)
    expect(wholeMonthsBetween("2026-11-28", "2028-12-31")).toBeNull()
    expect(wholeMonthsBetween("2026-01-01", "2026-12-30")).toBeNull()
    expect(wholeMonthsBetween("2026-01-01", "2025-12-31")).toBeNull()
  })
})
