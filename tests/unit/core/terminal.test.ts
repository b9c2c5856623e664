import { describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import {
  amountProblem,
  canSearchCarriers,
  clearedSelection,
  fuelAmountProblems,
  headerProblems,
  isCalendarDate,
  MAX_DISPENSING_AMOUNT,
  ownerOptions,
  parseAmount,
  productsShown,
  tankLevel,
} from "../../../src/core/rules/terminal"
import { DispensingOrderCreate, DispensingOrderEdit, DispensingStateBody } from "../../../src/core/schemas/terminal"
import { TankPageQuery } from "../../../src/core/schemas/terminal"

describe("dispensing amounts (step 100, minimum 0)", () => {
  it("parses what is typed: blank, comma or dot decimals, and nothing malformed", () => {
    expect(parseAmount("")).toBeNull()
    expect(parseAmount("  ")).toBeNull()
    expect(parseAmount("1200")).toBe(1200)
    expect(parseAmount(" 150,5 ")).toBe(150.5)
    expect(parseAmount("150.5")).toBe(150.5)
    expect(parseAmount("-100")).toBe(-100)
    expect(parseAmount("1,2,3")).toBe("INVALID")
    expect(parseAmount("1e3")).toBe("INVALID")
    expect(parseAmount("12 00")).toBe("INVALID")
    expect(parseAmount("abc")).toBe("INVALID")
  })

  it("0 and multiples of 100 up to the maximum pass; negative, off-step, too large and missing do not", () => {
    expect(amountProblem(0)).toBeNull()
    expect(amountProblem(100)).toBeNull()
    expect(amountProblem(MAX_DISPENSING_AMOUNT)).toBeNull()
    expect(amountProblem(MAX_DISPENSING_AMOUNT + 100)).toBe("TOO_LARGE")
    expect(amountProblem(-100)).toBe("NEGATIVE")
    expect(amountProblem(-0.01)).toBe("NEGATIVE")
    expect(amountProblem(99)).toBe("STEP")
    expect(amountProblem(101)).toBe("STEP")
    expect(amountProblem(100.5)).toBe("STEP")
    expect(amountProblem(0.01)).toBe("STEP")
    expect(amountProblem(null)).toBe("REQUIRED")
    expect(amountProblem(undefined)).toBe("REQUIRED")
    expect(amountProblem("INVALID")).toBe("INVALID")
    expect(amountProblem(Number.NaN)).toBe("INVALID")
  })

  it("a chosen fuel needs a batch amount, or a DOS amount when its DOS batch is shown, above 0 together", () => {
    expect(fuelAmountProblems({ batchAmount: 100, isDosVisible: false })).toEqual({})
    expect(fuelAmountProblems({ isDosVisible: false })).toEqual({ batchAmount: "REQUIRED" })
    expect(fuelAmountProblems({ batchAmount: 0, isDosVisible: false })).toEqual({ batchAmount: "REQUIRED" })
    expect(fuelAmountProblems({ batchAmount: 0, dosBatchAmount: 0, isDosVisible: true })).toEqual({ batchAmount: "REQUIRED" })
    // A DOS amount counts only when the DOS batch is shown.
    expect(fuelAmountProblems({ dosBatchAmount: 100, isDosVisible: false })).toEqual({ batchAmount: "REQUIRED" })
    expect(fuelAmountProblems({ dosBatchAmount: 100, isDosVisible: true })).toEqual({})
    expect(fuelAmountProblems({ batchAmount: 0, dosBatchAmount: 100, isDosVisible: true })).toEqual({})
    expect(fuelAmountProblems({ batchAmount: 150, dosBatchAmount: -100, isDosVisible: true })).toEqual({
      batchAmount: "STEP",
      dosBatchAmount: "NEGATIVE",
    })
    expect(fuelAmountProblems({ batchAmount: 100, dosBatchAmount: 50, isDosVisible: true })).toEqual({ dosBatchAmount: "STEP" })
  })
})

describe("dispensing header", () => {
  const today = "2026-11-23"
  const valid = { documentNumber: "VK-1", owner: "TT", carrier: "NAIDIS", vehicleCode: "A1", driver: "J1", validUntil: today }

  it("every field is required; blanks are empty", () => {
    expect(headerProblems(valid, today)).toEqual({})
    expect(headerProblems({ ...valid, documentNumber: " ", driver: "" }, today)).toEqual({ documentNumber: "REQUIRED", driver: "REQUIRED" })
    expect(headerProblems({ ...valid, validUntil: "" }, today)).toEqual({ validUntil: "REQUIRED" })
  })

  it("valid until is a real day, today at the earliest", () => {
    expect(headerProblems({ ...valid, validUntil: "2026-11-22" }, today)).toEqual({ validUntil: "PAST_DATE" })
    expect(headerProblems({ ...valid, validUntil: "2026-11-24" }, today)).toEqual({})
    expect(headerProblems({ ...valid, validUntil: "2027-02-29" }, today)).toEqual({ validUntil: "INVALID_DATE" })
    expect(headerProblems({ ...valid, validUntil: "23.11.2026" }, today)).toEqual({ validUntil: "INVALID_DATE" })
  })

  it("real calendar days only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true)
    expect(isCalendarDate("2027-02-29")).toBe(false)
    expect(isCalendarDate("2026-04-31")).toBe(false)
    expect(isCalendarDate("2026-13-01")).toBe(false)
    expect(isCalendarDate("2026-1-01")).toBe(false)
    expect(isCalendarDate("0000-01-01")).toBe(false)
  })

  it("goods owners: the terminal TT always (the default), and the brand of ALEXELA, OLE or ORL", () => {
    expect(ownerOptions("NAIDIS")).toEqual([{ code: "TT", label: "Tartu Terminal" }])
    expect(ownerOptions(null)).toEqual([{ code: "TT", label: "Tartu Terminal" }])
    expect(ownerOptions("ALEXELA").map((o) => o.label)).toEqual(["Tartu Terminal", "Alexela"])
    expect(ownerOptions("OLE").map((o) => o.label)).toEqual(["Tartu Terminal", "Olerex"])
    expect(ownerOptions("orl").map((o) => o.code)).toEqual(["TT", "ORL"])
    expect(ownerOptions("OLEREX")).toHaveLength(1)
  })

  it("carrier search from 3 letters", () => {
    expect(canSearchCarriers("Ki")).toBe(false)
    expect(canSearchCarriers(" Ki ")).toBe(false)
    expect(canSearchCarriers("Kii")).toBe(true)
  })
})

describe("lists and bars", () => {
  it("the products of an order: only rows above 0 L", () => {
    expect(productsShown([{ quantity: 0 }, { quantity: 100 }, { quantity: 0.5 }])).toEqual([{ quantity: 100 }, { quantity: 0.5 }])
  })

  it("switching the warehouse clears the chosen fuels and their amounts", () => {
    const rows = [{ remoteBatchId: "A", isSelected: true, batchAmount: 100, dosBatchAmount: 200 }]
    expect(clearedSelection(rows)).toEqual([{ remoteBatchId: "A", isSelected: false, batchAmount: null, dosBatchAmount: null }])
  })

  it("a tank's bar is capped at 100 % and turns to danger at or below the threshold", () => {
    expect(tankLevel({ latestAmount: 10_450, capacity: 10_000, notificationThreshold: 1000 })).toEqual({
      percent: 100,
      danger: false,
      overCapacity: true,
    })
    expect(tankLevel({ latestAmount: 5000, capacity: 20_000, notificationThreshold: 1000 })).toEqual({
      percent: 25,
      danger: false,
      overCapacity: false,
    })
    expect(tankLevel({ latestAmount: 1000, capacity: 20_000, notificationThreshold: 1000 }).danger).toBe(true)
    expect(tankLevel({ latestAmount: 1000.1, capacity: 20_000, notificationThreshold: 1000 }).danger).toBe(false)
    expect(tankLevel({ latestAmount: 999.9, capacity: 20_000, notificationThreshold: 1000 }).danger).toBe(true)
    expect(tankLevel({ latestAmount: null, capacity: 5000, notificationThreshold: 100 })).toEqual({
      percent: 0,
      danger: false,
      overCapacity: false,
    })
    expect(tankLevel({ latestAmount: 100, capacity: 0, notificationThreshold: null }).percent).toBe(0)
    expect(tankLevel({ latestAmount: -50, capacity: 5000 }).percent).toBe(0)
  })

  it("a reading above the capacity is flagged; at the capacity it is not", () => {
    expect(tankLevel({ latestAmount: 10_000, capacity: 10_000 }).overCapacity).toBe(false)
    expect(tankLevel({ latestAmount: 10_000.1, capacity: 10_000 }).overCapacity).toBe(true)
    expect(tankLevel({ latestAmount: null, capacity: 10_000 }).overCapacity).toBe(false)
  })
})

describe("terminal schemas", () => {
  const order = {
    documentNumber: "VK-1",
    owner: "TT",
    carrier: "NAIDIS",
    vehicleCode: "A1",
    driver: "J1",
    validUntil: "2026-12-01",
    warehouse: "1",
    rows: [{ remoteBatchId: "B", batchAmount: 100 }],
  }
  const ok = (schema: Schema.Top, value: unknown) => Schema.decodeUnknownExit(schema as any)(value)._tag === "Success"

  it("ids are positive 32-bit integers", () => {
    expect(ok(DispensingStateBody, { uid: 1 })).toBe(true)
    expect(ok(DispensingStateBody, { uid: 2_147_483_647 })).toBe(true)
    expect(ok(DispensingStateBody, { uid: 2_147_483_648 })).toBe(false)
    expect(ok(DispensingStateBody, { uid: 0 })).toBe(false)
    expect(ok(DispensingStateBody, { uid: 1.5 })).toBe(false)
    expect(ok(DispensingOrderEdit, { ...order, uid: -1, newRows: [], modifiedRows: [] })).toBe(false)
  })

  it("amounts are 0 up to the maximum; validUntil a real date; warehouse '1' or '33'; 1 to 50 rows", () => {
    expect(ok(DispensingOrderCreate, order)).toBe(true)
    expect(ok(DispensingOrderCreate, { ...order, rows: [{ remoteBatchId: "B", batchAmount: 0 }] })).toBe(true)
    expect(ok(DispensingOrderCreate, { ...order, rows: [{ remoteBatchId: "B", batchAmount: -0.01 }] })).toBe(false)
    expect(ok(DispensingOrderCreate, { ...order, rows: [{ remoteBatchId: "B", batchAmount: MAX_DISPENSING_AMOUNT + 1 }] })).toBe(false)
    expect(ok(DispensingOrderCreate, { ...order, rows: [{ remoteBatchId: "", batchAmount: 100 }] })).toBe(false)
    expect(ok(DispensingOrderCreate, { ...order, validUntil: "2026-02-30" })).toBe(false)
    expect(ok(DispensingOrderCreate, { ...order, warehouse: "2" })).toBe(false)
    expect(ok(DispensingOrderCreate, { ...order, rows: [] })).toBe(false)
    expect(ok(DispensingOrderCreate, { ...order, rows: Array.from({ length: 51 }, () => order.rows[0]) })).toBe(false)
  })

  it("tank pages: page from 0, size 1 to 100", () => {
    expect(ok(TankPageQuery, { page: "0", size: "25" })).toBe(true)
    expect(ok(TankPageQuery, { page: "-1" })).toBe(false)
    expect(ok(TankPageQuery, { size: "0" })).toBe(false)
    expect(ok(TankPageQuery, { size: "100" })).toBe(true)
    expect(ok(TankPageQuery, { size: "101" })).toBe(false)
    expect(ok(TankPageQuery, { size: "2.5" })).toBe(false)
  })
})
