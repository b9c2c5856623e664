import { describe, expect, it } from "vitest"
import {
  amountDue,
  anyFactored,
  bankPaymentAllowed,
  isPayable,
  isSelectable,
  keptSelection,
  paymentBlock,
  preselectedIds,
  selectedSum,
} from "../../../src/core/rules/payments"
import { isValidReference, referenceNumber } from "../../../src/core/rules/reference"

const doc = (id: string, totalAmount: number, paymentAmount = 0, remoteFactoring = false) => ({
  remoteDocumentId: id,
  totalAmount,
  paymentAmount,
  remoteFactoring,
})

describe("payment rules (spec part 1 §4.3)", () => {
  const docs = [doc("a", 100), doc("b", 50.5, 20.25), doc("c", 80, 80), doc("d", 300, 0, true), doc("e", 10, 10.01)]
  it("payable when total − paid is above 0", () => {
    expect(docs.map(isPayable)).toEqual([true, true, false, true, false])
    expect(amountDue(docs[1]!)).toBe(30.25)
  })
  it("factored invoices are not selectable; unpaid non-factored are preselected", () => {
    expect(isSelectable(docs[3]!)).toBe(false)
    expect(preselectedIds(docs)).toEqual(["a", "b"])
    // "Maksma" beside one invoice: that one alone; a factored or paid one selects nothing.
    expect(preselectedIds(docs, "b")).toEqual(["b"])
    expect(preselectedIds(docs, "d")).toEqual([])
    expect(preselectedIds(docs, "c")).toEqual([])
  })
  it("a reload of the list keeps the customer's choices, less what is no longer selectable, and adds nothing", () => {
    // The customer left "a" out and kept "b"; then "b" was paid elsewhere and "f" arrived.
    expect(keptSelection(["b"], docs)).toEqual(["b"])
    expect(keptSelection(["b"], [doc("a", 100), doc("b", 50.5, 50.5), doc("f", 5)])).toEqual([])
    expect(keptSelection(["a", "b"], [doc("a", 100), doc("b", 50.5, 20.25), doc("f", 5)])).toEqual(["a", "b"])
    // A factored invoice or an unknown id never stays selected.
    expect(keptSelection(["a", "d", "zzz"], docs)).toEqual(["a"])
  })
  it("the selected sum counts what is due, and ignores ids that cannot be selected", () => {
    expect(selectedSum(docs, ["a", "b"])).toBe(130.25)
    expect(selectedSum(docs, ["a", "c", "d", "zzz"])).toBe(100)
    expect(selectedSum(docs, [])).toBe(0)
    expect(selectedSum([doc("x", 0.1), doc("y", 0.2)], ["x", "y"])).toBe(0.3)
  })
  it("bank payments up to 14999.99, card without that limit; nothing selected blocks both", () => {
    expect(bankPaymentAllowed(14999.99)).toBe(true)
    expect(bankPaymentAllowed(15000)).toBe(false)
    expect(paymentBlock("BANK", 15000, 2)).toBe("overBankLimit")
    expect(paymentBlock("CARD", 15000, 2)).toBeNull()
    expect(paymentBlock("BANK", 0, 0)).toBe("empty")
    expect(paymentBlock("CARD", 0, 0)).toBe("empty")
    expect(paymentBlock("BANK", 14999.99, 1)).toBeNull()
  })
  it("any unpaid factored invoice switches the front page to the link", () => {
    expect(anyFactored(docs)).toBe(true)
    expect(anyFactored([doc("a", 1), doc("z", 5, 5, true)])).toBe(false)
  })
})

describe("reference numbers (7-3-1)", () => {
  it("known examples", () => {
    expect(referenceNumber("12345")).toBe("123453")
    expect(referenceNumber("1")).toBe("13")
    expect(isValidReference("123453")).toBe(true)
    expect(isValidReference("123454")).toBe(false)
  })
})
