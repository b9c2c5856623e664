import { describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { sql } from "drizzle-orm"
import { CustomerMeteringPoints } from "../../../core/schemas/electricityAgreement"
import { MeasurementData } from "../../../core/schemas/consumption"
import { demoIds } from "../../db/seed"
import { demoMeteringPointIds as P, seedElectricity } from "./consumption.seed"
import { call, useDemoServer } from "../../db/testDb"

const demo = useDemoServer()
const c = demoIds.customers

const get = (path: string, token = demo.mari.token) => call(demo.server.app, "GET", `/v1${path}`, { token })
const data = async (customerId: number, pointId: number, query: string) => {
  const res = await get(`/electricity/measurements/${customerId}/${pointId}?${query}`)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(MeasurementData)(res.json)
}
const sum = (xs: ReadonlyArray<number | null | undefined>) => Math.round(xs.reduce<number>((a, b) => a + (b ?? 0), 0) * 1000) / 1000

describe("metering points", () => {
  it("lists the customer's own points only", async () => {
    const res = await get(`/electricity/metering-points/${c.kyTamme5}`)
    expect(res.status).toBe(200)
    const body = Schema.decodeUnknownSync(CustomerMeteringPoints)(res.json)
    expect(body.meteringPoints.map((p) => p.id)).toEqual([P.kyTamme, P.kyTammeRoof])
    expect(body.meteringPoints[1]!.productionCapacity).toBeGreaterThan(15)
    const mine = Schema.decodeUnknownSync(CustomerMeteringPoints)((await get(`/electricity/metering-points/${c.mariPrivate}`)).json)
    expect(mine.meteringPoints.map((p) => p.eic)).toEqual(["38ZEE-00300031-8"])
  })
})

describe("measurements", () => {
  it("sums hours into days and days into months in Tallinn time, and the statistics agree", async () => {
    const month = await data(c.mariPrivate, P.mariHome, "from=2026-03-01&to=2026-03-31&resolution=MONTH")
    const days = await data(c.mariPrivate, P.mariHome, "from=2026-03-01&to=2026-03-31")
    expect(days.resolution).toBe("DAY")
    expect(days.points).toHaveLength(31)
    expect(days.points[0]!.time).toBe("2026-03-01")
    expect(month.points.map((p) => p.time)).toEqual(["2026-03"])
    expect(sum(days.points.map((p) => p.consumptionKwh))).toBeCloseTo(month.points[0]!.consumptionKwh!, 2)
    expect(days.statistics!.consumptionForPeriodKwh).toBeCloseTo(month.points[0]!.consumptionKwh!, 2)
    const lastYear = await data(c.mariPrivate, P.mariHome, "from=2025-03-01&to=2025-03-31&resolution=MONTH")
    expect(days.statistics!.lastYearConsumptionForPeriodKwh).toBeCloseTo(lastYear.points[0]!.consumptionKwh!, 2)
  })

  it("gives a day by hour, 23 hours on the day summer time starts", async () => {
    const day = await data(c.mariPrivate, P.mariHome, "from=2026-03-29&to=2026-03-29")
    expect(day.resolution).toBe("HOUR")
    expect(day.points).toHaveLength(23)
    expect(day.points[0]!.time).toBe("2026-03-29T00:00+02:00")
    // 03:00 does not exist: 02:00 in winter time is followed by 04:00 in summer time.
    expect(day.points.slice(2, 4).map((p) => p.time)).toEqual(["2026-03-29T02:00+02:00", "2026-03-29T04:00+03:00"])
    expect(day.points.at(-1)!.time).toBe("2026-03-29T23:00+03:00")
    const normal = await data(c.mariPrivate, P.mariHome, "from=2026-03-10&to=2026-03-10")
    expect(normal.points).toHaveLength(24)
    const spring2025 = await data(c.mariPrivate, P.mariHome, "from=2025-03-30&to=2025-03-30")
    expect(spring2025.points).toHaveLength(23)
  })

  it("gives 25 hours on the day summer time ends, the two 03:00 hours apart, each an instant of its own", async () => {
    const day = await data(c.mariPrivate, P.mariHome, "from=2025-10-26&to=2025-10-26&resolution=HOUR")
    expect(day.points).toHaveLength(25)
    const times = day.points.map((p) => p.time)
    expect(times.slice(2, 6)).toEqual([
      "2025-10-26T02:00+03:00",
      "2025-10-26T03:00+03:00",
      "2025-10-26T03:00+02:00",
      "2025-10-26T04:00+02:00",
    ])
    // Every time is an instant an hour after the one before.
    const instants = times.map((t) => Date.parse(t))
    expect(instants.slice(1).map((t, i) => t - instants[i]!)).toEqual(Array(24).fill(3_600_000))
    expect(new Date(instants[0]!).toISOString()).toBe("2025-10-25T21:00:00.000Z")
    // Both 03:00 hours are ordinary hours, not one merged into two.
    const [first, second] = [day.points[3]!.consumptionKwh!, day.points[4]!.consumptionKwh!]
    const neighbours = [day.points[2]!.consumptionKwh!, day.points[5]!.consumptionKwh!]
    expect(Math.max(first, second)).toBeLessThan(1.6 * Math.max(...neighbours))
    // The day total is the sum of its 25 hours.
    const total = await data(c.mariPrivate, P.mariHome, "from=2025-10-26&to=2025-10-26&resolution=DAY")
    expect(total.points[0]!.consumptionKwh).toBeCloseTo(sum(day.points.map((p) => p.consumptionKwh)), 3)
    expect(day.statistics!.consumptionForPeriodKwh).toBeCloseTo(total.points[0]!.consumptionKwh!, 3)
  })

  it("is shaped like a household: winter above summer, the evening above the night", async () => {
    const year = await data(c.mariPrivate, P.mariHome, "from=2025-01-01&to=2025-12-31")
    expect(year.resolution).toBe("MONTH")
    expect(year.points).toHaveLength(12)
    expect(year.points[0]!.consumptionKwh!).toBeGreaterThan(year.points[6]!.consumptionKwh! * 1.8)
    const day = await data(c.mariPrivate, P.mariHome, "from=2026-01-14&to=2026-01-14")
    expect(day.points[19]!.consumptionKwh!).toBeGreaterThan(day.points[3]!.consumptionKwh!)
  })

  it("gives the roof's production, only by day and more in summer", async () => {
    const summer = await data(c.kyTamme5, P.kyTammeRoof, "from=2026-06-01&to=2026-06-30&resolution=MONTH")
    const winter = await data(c.kyTamme5, P.kyTammeRoof, "from=2025-12-01&to=2025-12-31&resolution=MONTH")
    expect(summer.points[0]!.productionKwh!).toBeGreaterThan(winter.points[0]!.productionKwh! * 3)
    const day = await data(c.kyTamme5, P.kyTammeRoof, "from=2026-06-20&to=2026-06-20")
    expect(day.points[2]!.productionKwh).toBe(0)
    expect(day.points[13]!.productionKwh!).toBeGreaterThan(0)
    expect(Math.max(...day.points.map((p) => p.productionKwh ?? 0))).toBeLessThanOrEqual(20)
  })

  it("says up to when there is data, and a point without data has no points", async () => {
    const now = await data(c.mariPrivate, P.mariHome, "from=2026-01-01&to=2026-12-31")
    expect(Date.parse(now.dataUntil!)).toBeLessThanOrEqual(Date.now())
    const empty = await data(c.naidisLogistika, P.naidisSadamaA, "from=2026-01-01&to=2026-12-31")
    expect(empty.points).toEqual([])
    expect(empty.dataUntil).toBeNull()
  })

  it("refuses bad ranges with the field", async () => {
    const cases: Array<[string, string]> = [
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=2026-03-01&to=x", "to"],
      ["from=2026-03-02&to=2026-03-01", "to"],
      ["from=2026-01-01&to=2026-02-01&resolution=HOUR", "to"],
      ["from=2024-01-01&to=2025-01-01&resolution=DAY", "to"],
      ["from=2026-01-01&to=2026-01-01&resolution=WEEK", "resolution"],
    ]
    for (const [query, field] of cases) {
      const res = await get(`/electricity/measurements/${c.mariPrivate}/${P.mariHome}?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.json.field, query).toBe(field)
    }
    const ok = await get(`/electricity/measurements/${c.mariPrivate}/${P.mariHome}?from=2026-01-01&to=2026-01-31&resolution=HOUR`)
    expect(ok.status).toBe(200)
  })

  it("does not show another customer's point, nor to a user without the role", async () => {
    expect((await get(`/electricity/measurements/${c.mariPrivate}/${P.kyTamme}?from=2026-01-01&to=2026-01-31`)).status).toBe(404)
    expect(
      (await get(`/electricity/measurements/${c.mariPrivate}/${P.mariHome}?from=2026-01-01&to=2026-01-31`, demo.jaan.token)).status,
    ).toBe(403)
  })

  it("seeds again without changing a value", async () => {
    const count = async () =>
      (await demo.server.db.execute(
        sql`select count(*)::int as n, sum(consumption_kwh)::text as s from measurements where at < now() - interval '2 hours'`,
      )) as unknown
    const before = JSON.stringify(await count())
    await seedElectricity(demo.server.db)
    expect(JSON.stringify(await count())).toBe(before)
  })
})

describe("cost per bar (spot + margin + day/night tariff + VAT of the day)", () => {
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<Record<string, unknown>>
  const roundCents = (v: number) => Math.round(v * 100) / 100
  /** The stored hours of a point from–to (instants) with their spot prices. */
  const pricedHours = async (point: number, from: string, to: string) =>
    rowsOf(
      await demo.server.db.execute(sql`
        select m.at, m.consumption_kwh::float8 as kwh, s.price_eur_mwh::float8 as spot from measurements m join spot_prices s on s.at = m.at
        where m.point_id = ${point} and m.at >= ${from}::timestamptz and m.at < ${to}::timestamptz order by m.at`),
    )

  it("each hour costs what the rule says, across the VAT change at Tallinn midnight of 1 July 2025", async () => {
    const { hourCostEuros } = await import("../../../core/rules/consumption.cost")
    const raw = await pricedHours(P.mariHome, "2025-06-30T00:00:00+03", "2025-07-02T00:00:00+03")
    expect(raw).toHaveLength(48)
    const expected = raw.map((r) => hourCostEuros(new Date(r.at as string), Number(r.kwh), Number(r.spot)))
    const hours = [
      ...(await data(c.mariPrivate, P.mariHome, "from=2025-06-30&to=2025-06-30&resolution=HOUR")).points,
      ...(await data(c.mariPrivate, P.mariHome, "from=2025-07-01&to=2025-07-01&resolution=HOUR")).points,
    ]
    expect(hours.map((p) => p.costEuros)).toEqual(expected.map(roundCents))
    // The day's bar is the database's sum of the same hours (rounded once), for DAY and for MONTH alike.
    const days = await data(c.mariPrivate, P.mariHome, "from=2025-06-30&to=2025-07-01&resolution=DAY")
    expect(days.points.map((p) => p.costEuros)).toEqual([
      roundCents(expected.slice(0, 24).reduce((a, b) => a + b, 0)),
      roundCents(expected.slice(24).reduce((a, b) => a + b, 0)),
    ])
    const months = await data(c.mariPrivate, P.mariHome, "from=2025-06-01&to=2025-07-31&resolution=MONTH")
    const byDay = await data(c.mariPrivate, P.mariHome, "from=2025-06-01&to=2025-06-30&resolution=DAY")
    expect(Math.abs(months.points[0]!.costEuros! - byDay.points.reduce((a, p) => a + p.costEuros!, 0))).toBeLessThan(0.16)
    expect(months.monthToDate ?? null).toBeNull()
  })

  it("each of the two 03:00 hours of 26 October 2025 is priced at its own hour's spot price", async () => {
    const { hourCostEuros } = await import("../../../core/rules/consumption.cost")
    const raw = await pricedHours(P.mariHome, "2025-10-26T00:00:00+03", "2025-10-27T00:00:00+02")
    expect(raw).toHaveLength(25)
    expect(new Set(raw.map((r) => r.spot)).size).toBeGreaterThan(20)
    const expected = raw.map((r) => roundCents(hourCostEuros(new Date(r.at as string), Number(r.kwh), Number(r.spot))))
    const day = await data(c.mariPrivate, P.mariHome, "from=2025-10-26&to=2025-10-26&resolution=HOUR")
    expect(day.points.map((p) => p.costEuros)).toEqual(expected)
    expect(day.points.map((p) => Date.parse(p.time))).toEqual(raw.map((r) => new Date(r.at as string).getTime()))
    const total = await data(c.mariPrivate, P.mariHome, "from=2025-10-26&to=2025-10-26&resolution=DAY")
    expect(total.points[0]!.costEuros).toBe(
      roundCents(raw.reduce((a, r) => a + hourCostEuros(new Date(r.at as string), Number(r.kwh), Number(r.spot)), 0)),
    )
  })

  it("a company's costs are without VAT (as its prices are), an apartment association's with it", async () => {
    const { hourCostEuros } = await import("../../../core/rules/consumption.cost")
    const hoursOf = async (point: number) =>
      rowsOf(
        await demo.server.db.execute(sql`
          select m.at, m.consumption_kwh::float8 as kwh, s.price_eur_mwh::float8 as spot from measurements m join spot_prices s on s.at = m.at
          where m.point_id = ${point} and m.at >= '2025-07-01T00:00:00+03' and m.at < '2025-07-02T00:00:00+03' order by m.at`),
      )
    const office = await hoursOf(P.naidisSadama)
    expect(office).toHaveLength(24)
    const company = await data(c.naidisLogistika, P.naidisSadama, "from=2025-07-01&to=2025-07-01&resolution=HOUR")
    expect(company.points.map((p) => p.costEuros)).toEqual(
      office.map((r) => roundCents(hourCostEuros(new Date(r.at as string), Number(r.kwh), Number(r.spot), false))),
    )
    // Not the VAT-inclusive figure: 24 % apart on that day.
    expect(company.points[12]!.costEuros).not.toEqual(
      roundCents(hourCostEuros(new Date(office[12]!.at as string), Number(office[12]!.kwh), Number(office[12]!.spot))),
    )
    const companyDay = await data(c.naidisLogistika, P.naidisSadama, "from=2025-07-01&to=2025-07-01&resolution=DAY")
    expect(companyDay.points[0]!.costEuros).toBe(
      roundCents(office.reduce((a, r) => a + hourCostEuros(new Date(r.at as string), Number(r.kwh), Number(r.spot), false), 0)),
    )
    const building = await hoursOf(P.kyTamme)
    const association = await data(c.kyTamme5, P.kyTamme, "from=2025-07-01&to=2025-07-01&resolution=HOUR")
    expect(association.points.map((p) => p.costEuros)).toEqual(
      building.map((r) => roundCents(hourCostEuros(new Date(r.at as string), Number(r.kwh), Number(r.spot)))),
    )
  })

  it("projects the current month from its cost so far", async () => {
    const { hoursInTallinnMonth } = await import("../../../core/rules/consumption.cost")
    const { tallinnDay } = await import("../../../core/rules/vat")
    const today = tallinnDay(new Date())
    const res = await data(c.mariPrivate, P.mariHome, `from=${today.slice(0, 7)}-01&to=${today}&resolution=DAY`)
    const mtd = res.monthToDate!
    expect(mtd.month).toBe(today.slice(0, 7))
    expect(mtd.hoursInMonth).toBe(hoursInTallinnMonth(mtd.month))
    expect(Math.abs(mtd.costEuros - res.points.reduce((a, p) => a + (p.costEuros ?? 0), 0))).toBeLessThan(0.01 * res.points.length + 0.01)
    expect(mtd.projectedCostEuros).toBeCloseTo((mtd.costEuros / mtd.measuredHours) * mtd.hoursInMonth, 1)
    expect(mtd.projectedCostEuros).toBeGreaterThanOrEqual(mtd.costEuros)
  })
})
