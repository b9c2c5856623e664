import { describe, expect, it } from "vitest"
import { electricityStatusDocument, invoiceStatus } from "../../../src/core/rules/invoices"

const TODAY = "2026-11-25"

describe("invoice status: paid, unpaid, overdue (the due day itself is not overdue), partly paid", () => {
  const doc = (paymentAmount: number, due: string | null, paid = false) => ({
    remoteDocumentId: "1",
    totalAmount: 100,
    paymentAmount,
    paid,
    paymentDeadlineDate: due,
  })
  it("reads paid, the due day and the day after, and what a partly paid invoice has left", () => {
    expect(invoiceStatus(doc(100, "2026-11-01"), TODAY)).toEqual({ kind: "paid" })
    expect(invoiceStatus(doc(0, "2026-11-01", true), TODAY)).toEqual({ kind: "paid" })
    expect(invoiceStatus(doc(0, TODAY), TODAY)).toEqual({ kind: "unpaid", paidAmount: 0, remaining: 100 })
    expect(invoiceStatus(doc(0, "2026-11-24"), TODAY)).toEqual({ kind: "overdue", paidAmount: 0, remaining: 100 })
    expect(invoiceStatus(doc(40.01, null), TODAY)).toEqual({ kind: "unpaid", paidAmount: 40.01, remaining: 59.99 })
  })
})

describe("electricity invoices read as the badge reads them", () => {
  const invoice = (amountPaid: number | undefined, dateDue = "2026-11-24") => ({ id: 7, amountIncludingVat: 52.4, amountPaid, dateDue })
  it("paid in full, not paid and past due, partly paid, and nothing when the server does not say", () => {
    expect(invoiceStatus(electricityStatusDocument(invoice(52.4))!, TODAY)).toEqual({ kind: "paid" })
    expect(invoiceStatus(electricityStatusDocument(invoice(0))!, TODAY)).toEqual({ kind: "overdue", paidAmount: 0, remaining: 52.4 })
    expect(invoiceStatus(electricityStatusDocument(invoice(0, TODAY))!, TODAY)).toEqual({ kind: "unpaid", paidAmount: 0, remaining: 52.4 })
    expect(invoiceStatus(electricityStatusDocument(invoice(20))!, TODAY)).toEqual({ kind: "overdue", paidAmount: 20, remaining: 32.4 })
    expect(electricityStatusDocument(invoice(undefined))).toBeUndefined()
  })
})
