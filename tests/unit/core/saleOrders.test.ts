import { describe, expect, it } from "vitest"
import {
  canAccept,
  canCancel,
  isPrepayment,
  minDeliveryDate,
  notificationEmailProblem,
  paymentTermsFor,
  roundedAmount,
  saleAmountProblem,
  statusBar,
  transportProblems,
  type TransportForm,
} from "../../../src/core/rules/saleOrders"
import { saleOrderListFromSearch, saleOrderListToSearch, initialSaleOrderList } from "../../../src/widgets/saleOrders"

describe("sale order rules (spec part 2 §5)", () => {
  it("minimum delivery date: own transport today until 15:59 Tallinn time, tomorrow from 16:00; terminal transport always tomorrow", () => {
    expect(minDeliveryDate(new Date("2026-01-15T13:59:59Z"), false)).toBe("2026-01-15")
    expect(minDeliveryDate(new Date("2026-01-15T14:00:00Z"), false)).toBe("2026-01-16")
    expect(minDeliveryDate(new Date("2026-07-15T12:59:59Z"), false)).toBe("2026-07-15")
    expect(minDeliveryDate(new Date("2026-07-15T13:00:00Z"), false)).toBe("2026-07-16")
    expect(minDeliveryDate(new Date("2026-01-15T06:00:00Z"), true)).toBe("2026-01-16")
    // 23:30 UTC on the 15th is already the 16th in Tallinn.
    expect(minDeliveryDate(new Date("2026-01-15T23:30:00Z"), true)).toBe("2026-01-17")
  })

  it("payment terms up to defaultPaymentDeadline unless extended; prepayment only without a deadline", () => {
    expect(paymentTermsFor({ defaultPaymentDeadline: 14, extendedSaleOrderDeadlineAllowed: false })).toEqual([0, 3, 5, 7, 10, 14])
    expect(paymentTermsFor({ defaultPaymentDeadline: 14, extendedSaleOrderDeadlineAllowed: true })).toEqual([
      0, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120,
    ])
    expect(paymentTermsFor({ defaultPaymentDeadline: 13, extendedSaleOrderDeadlineAllowed: false })).toEqual([0, 3, 5, 7, 10])
    expect(paymentTermsFor({ defaultPaymentDeadline: null, extendedSaleOrderDeadlineAllowed: false })).toEqual([0])
  })

  it("amounts: at least 1000 L in steps of 100; typing above the minimum rounds to the nearest 100", () => {
    expect(saleAmountProblem(999)).toBe("MIN")
    expect(saleAmountProblem(1000)).toBeNull()
    expect(saleAmountProblem(1050)).toBe("STEP")
    expect(saleAmountProblem(1100)).toBeNull()
    expect(saleAmountProblem(null)).toBe("REQUIRED")
    expect(roundedAmount(1049)).toBe(1000)
    expect(roundedAmount(1050)).toBe(1100)
    expect(roundedAmount(2345)).toBe(2300)
    expect(roundedAmount(999)).toBe(999)
    expect(roundedAmount(1000)).toBe(1000)
  })

  it("the transport step: own transport needs terminal, carrier, car; the terminal's transport only location, date, term; 250 characters", () => {
    const now = new Date("2026-01-15T08:00:00Z")
    const own: TransportForm = {
      terminalTransport: false,
      loadingProvider: "1",
      carrier: "NAIDIS",
      vehicleCode: "X",
      driver: "",
      customerLocationId: "1",
      deliveryDate: "2026-01-15",
      paymentDeadline: "14",
      notes: "x".repeat(250),
    }
    expect(transportProblems(own, now, [0, 14])).toEqual({})
    expect(transportProblems({ ...own, notes: "x".repeat(251) }, now, [0, 14])).toEqual({ notes: "TOO_LONG" })
    expect(transportProblems({ ...own, carrier: "", vehicleCode: "", loadingProvider: "" }, now, [0, 14])).toEqual({
      carrier: "REQUIRED",
      vehicleCode: "REQUIRED",
      loadingProvider: "REQUIRED",
    })
    expect(transportProblems({ ...own, paymentDeadline: "21" }, now, [0, 14])).toEqual({ paymentDeadline: "NOT_OFFERED" })
    const terminal = { ...own, terminalTransport: true, loadingProvider: "", carrier: "", vehicleCode: "" }
    expect(transportProblems(terminal, now, [0, 14])).toEqual({ deliveryDate: "TOO_EARLY" })
    expect(transportProblems({ ...terminal, deliveryDate: "2026-01-16" }, now, [0, 14])).toEqual({})
    // A typed text that is not a day (the date field hands it on as typed): named as such, not "too early".
    expect(transportProblems({ ...terminal, deliveryDate: "16.13.2026" }, now, [0, 14])).toEqual({ deliveryDate: "DATE_INVALID" })
    expect(transportProblems({ ...terminal, deliveryDate: "2026-1-16" }, now, [0, 14])).toEqual({ deliveryDate: "DATE_INVALID" })
  })

  it("the e-mail notice: required and valid only when ticked", () => {
    expect(notificationEmailProblem(false, "")).toBeNull()
    expect(notificationEmailProblem(true, " ")).toBe("REQUIRED")
    expect(notificationEmailProblem(true, "a@b")).toBe("INVALID")
    expect(notificationEmailProblem(true, "a@b.ee")).toBeNull()
  })
})

describe("sale order states (spec part 2 §4)", () => {
  const o = (
    docState: string,
    extra: Partial<{ isQuote: boolean; canChange: boolean; transporterCode: string; validUntil: string }> = {},
  ) => ({
    docState,
    isQuote: false,
    canChange: false,
    transporterCode: "NAIDIS",
    validUntil: "14",
    ...extra,
  })
  it("accept only an MV2 quote that canChange; cancel while changeable; prepayment when the term is '0'", () => {
    expect(canAccept(o("MV2", { isQuote: true, canChange: true }))).toBe(true)
    expect(canAccept(o("MV2", { isQuote: true, canChange: false }))).toBe(false)
    expect(canAccept(o("MV1", { isQuote: true, canChange: true }))).toBe(false)
    expect(canCancel(o("MV4", { canChange: true }))).toBe(true)
    expect(canCancel(o("MV3"))).toBe(false)
    expect(isPrepayment(o("MV2", { validUntil: "0" }))).toBe(true)
    expect(isPrepayment(o("MV2", { validUntil: "3" }))).toBe(false)
  })
  it("status bars for quotes, orders and the red bar of a cancelled one", () => {
    const steps = (x: ReturnType<typeof o>) => statusBar(x).steps.map((s) => `${s.key}:${s.status}`)
    expect(steps(o("MV1", { isQuote: true }))).toEqual(["quoteSent:done", "quotePreparation:current", "awaitingConfirmation:todo"])
    expect(steps(o("MV2", { isQuote: true }))).toEqual(["quoteSent:done", "quotePreparation:done", "awaitingConfirmation:current"])
    expect(steps(o("MV4"))).toEqual(["orderSubmitted:done", "transportPlanning:current", "orderIssued:todo"])
    expect(steps(o("MV3"))[0]).toBe("orderConfirmed:done")
    expect(steps(o("W"))).toEqual(["orderConfirmed:done", "transportPlanning:current", "orderIssued:todo"])
    expect(steps(o("W", { transporterCode: "TT" }))).toEqual(["orderConfirmed:done", "transportPlanning:done", "orderIssued:current"])
    expect(steps(o("A"))).toEqual(["orderConfirmed:done", "transportPlanning:done", "orderIssued:done"])
    expect(statusBar(o("T")).cancelled).toBe(true)
  })
})

describe("the list state in the address", () => {
  it("round-trips filters and sort; the default is no query; nonsense is the default", () => {
    expect(saleOrderListToSearch(initialSaleOrderList)).toBe("")
    const state = { state: "MV2" as const, locationId: 2, sort: { field: "ORDER_DATE" as const, direction: "ASC" as const } }
    expect(saleOrderListFromSearch(saleOrderListToSearch(state))).toEqual(state)
    expect(saleOrderListFromSearch("?state=X&location=-1&sort=PRICE,ASC")).toEqual(initialSaleOrderList)
  })
})
