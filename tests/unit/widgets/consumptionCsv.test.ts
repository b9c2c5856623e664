import { describe, expect, it } from "vitest"
import { periodCostEuros, roundCost } from "../../../src/core/rules/consumption.cost"
import { consumptionCsv } from "../../../src/widgets/consumption/consumptionCsv"

const HEADERS = ["Aeg", "Tarbimine (kWh)", "Tootmine (kWh)", "Maksumus (€)"] as const
const lines = (csv: string) => csv.replace(/^\ufeff/, "").split("\r\n")

describe("the consumption CSV", () => {
  it("has the cost column last: euros with 2 decimals in the locale's decimal sign, beside kWh with 3", () => {
    const csv = consumptionCsv([{ time: "2026-03", consumptionKwh: 312.4567, productionKwh: null, costEuros: 58.4 }], "et", HEADERS)
    expect(csv.startsWith("\ufeff")).toBe(true)
    expect(csv.endsWith("\r\n")).toBe(true)
    expect(lines(csv).slice(0, 2)).toEqual(["Aeg;Tarbimine (kWh);Tootmine (kWh);Maksumus (€)", "2026-03;312,457;;58,40"])
    expect(lines(consumptionCsv([{ time: "2026-03", consumptionKwh: 1.5, productionKwh: 0, costEuros: 0.31 }], "en", HEADERS))[1]).toBe(
      "2026-03;1.500;0.000;0.31",
    )
    expect(lines(consumptionCsv([{ time: "2026-03", consumptionKwh: 1.5, productionKwh: 0, costEuros: 0.31 }], "ru", HEADERS))[1]).toBe(
      "2026-03;1,500;0,000;0,31",
    )
  })

  it("an hour without a spot price has an empty cost, not 0", () => {
    const csv = consumptionCsv(
      [
        { time: "2026-03-10T13:00+02:00", consumptionKwh: 0.412, productionKwh: null, costEuros: 0.07 },
        { time: "2026-03-10T14:00+02:00", consumptionKwh: 0.5, productionKwh: null, costEuros: null },
        { time: "2026-03-10T15:00+02:00", consumptionKwh: 0.5, productionKwh: null },
        { time: "2026-03-10T16:00+02:00", consumptionKwh: 0.001, productionKwh: null, costEuros: 0 },
      ],
      "et",
      HEADERS,
    )
    expect(lines(csv).slice(1, 5)).toEqual([
      "2026-03-10T13:00+02:00;0,412;;0,07",
      "2026-03-10T14:00+02:00;0,500;;",
      "2026-03-10T15:00+02:00;0,500;;",
      "2026-03-10T16:00+02:00;0,001;;0,00",
    ])
  })

  it("writes each hour as an instant with its offset: the autumn day's two 03:00 hours are two rows", () => {
    const csv = consumptionCsv(
      [
        { time: "2025-10-26T03:00+03:00", consumptionKwh: 0.35, productionKwh: null, costEuros: 0.05 },
        { time: "2025-10-26T03:00+02:00", consumptionKwh: 0.34, productionKwh: null, costEuros: 0.04 },
      ],
      "en",
      HEADERS,
    )
    expect(lines(csv).slice(1, 3)).toEqual(["2025-10-26T03:00+03:00;0.350;;0.05", "2025-10-26T03:00+02:00;0.340;;0.04"])
  })

  it("rounds a cost at the half cent away from zero, whatever the float (0.005 → 0,01, 1.005 → 1,01, 0.0049 → 0,00), never −0,00", () => {
    const cost = (costEuros: number) =>
      lines(consumptionCsv([{ time: "2026-03-10", consumptionKwh: 1, productionKwh: null, costEuros }], "et", HEADERS))[1]!.split(";")[3]
    expect(cost(0.005)).toBe("0,01")
    expect(cost(0.0049)).toBe("0,00")
    expect(cost(1.005)).toBe("1,01") // 1.005 is 1.00499999… as a double: toFixed(2) alone gives 1.00
    expect(cost(-0.005)).toBe("-0,01") // a negative spot price can make a cost negative
    expect(cost(-0.004)).toBe("0,00")
  })
})

describe("the period's cost", () => {
  it("is the sum of the points' costs as shown, to the cent; points without a cost add nothing; none at all is null", () => {
    expect(periodCostEuros([0.1, 0.2, null, undefined])).toBe(0.3)
    expect(periodCostEuros([0.005, 0.005])).toBe(0.02) // each shown as 0,01
    expect(periodCostEuros([null, undefined])).toBeNull()
    expect(periodCostEuros([])).toBeNull()
    expect(periodCostEuros([0])).toBe(0)
    expect(roundCost(-0)).toBe(0)
  })
})
