import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sql } from "drizzle-orm"
import { hourCostEuros } from "../../../core/rules/consumption.cost"
import { demoMeteringPointIds as P } from "./consumption.seed"
import { measurementData } from "./consumption.service"
import { createTestServer, type TestServer } from "../../db/testDb"

/**
 * The DAY and MONTH views read measurement_day_totals, which triggers on measurements and spot_prices keep
 * in the writing transaction (migration 0017): after every kind of write (and a rollback) they must equal
 * the hours summed again, and the costs made from them must be the hours' costs.
 */
let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(result) ? result : (result as { rows: Array<Record<string, unknown>> }).rows) as Array<Record<string, unknown>>

/** Every day row as the triggers keep it, and as the hours sum up now; numbers as text for exact comparison. */
async function totalsAndHours() {
  const kept = rowsOf(
    await server.db.execute(sql`
      select point_id, day::text as day, hours, consumption_kwh::text as c, production_kwh::text as p, priced_hours,
        priced_day_tariff_kwh::text as pd, priced_night_tariff_kwh::text as pn, spot_kwh_eur_mwh::text as spot
      from measurement_day_totals order by 1, 2`),
  )
  const summed = rowsOf(
    await server.db.execute(sql`
      select m.point_id, (m.at at time zone 'Europe/Tallinn')::date::text as day, count(*)::int as hours,
        sum(m.consumption_kwh)::text as c, sum(m.production_kwh)::text as p, count(s.at)::int as priced_hours,
        coalesce(sum(m.consumption_kwh) filter (where s.at is not null and d.day_tariff), 0)::text as pd,
        coalesce(sum(m.consumption_kwh) filter (where s.at is not null and not d.day_tariff), 0)::text as pn,
        coalesce(sum(m.consumption_kwh * s.price_eur_mwh), 0)::text as spot
      from measurements m left join spot_prices s on s.at = m.at
      cross join lateral (select extract(isodow from m.at at time zone 'Europe/Tallinn') <= 5
        and extract(hour from m.at at time zone 'Europe/Tallinn') between 7 and 21 as day_tariff) d
      group by 1, 2 order by 1, 2`),
  )
  const norm = (rows: Array<Record<string, unknown>>) =>
    rows.map((r) => ({
      ...r,
      day: String(r.day),
      point_id: Number(r.point_id),
      hours: Number(r.hours),
      priced_hours: Number(r.priced_hours),
      c: Number(r.c),
      p: Number(r.p),
      pd: Number(r.pd),
      pn: Number(r.pn),
      spot: Number(r.spot),
    }))
  return { kept: norm(kept), summed: norm(summed) }
}
const expectTotalsMatchHours = async () => {
  const { kept, summed } = await totalsAndHours()
  expect(kept.length).toBeGreaterThan(0)
  expect(kept).toEqual(summed)
  return kept
}

// A day of the test's own, far from the seed's two years: 24 hours of the demo home from Tallinn's midnight (UTC+2 in March).
const POINT = P.mariHome
const DAY = "2020-03-10"
const hour = (h: number) => new Date(Date.UTC(2020, 2, 9, 22 + h)).toISOString()
const dayRow = async () => (await totalsAndHours()).kept.find((r) => r.point_id === POINT && r.day === DAY)

describe("measurement day totals", () => {
  it("equal the seeded hours", async () => {
    await expectTotalsMatchHours()
  })

  it("follow inserts, updates and deletes of measurements, and of spot prices", async () => {
    const values = sql.join(
      Array.from({ length: 24 }, (_, h) => sql`(${POINT}, ${hour(h)}::timestamptz, ${(1 + h / 10).toFixed(3)}::numeric, 0)`),
      sql`, `,
    )
    await server.db.execute(sql`insert into measurements (point_id, at, consumption_kwh, production_kwh) values ${values}`)
    expect((await dayRow())?.hours).toBe(24)
    await expectTotalsMatchHours()

    await server.db.execute(
      sql`insert into spot_prices (at, price_eur_mwh) select ${hour(0)}::timestamptz + n * interval '1 hour', 50 + n from generate_series(0, 11) n`,
    )
    expect((await dayRow())?.priced_hours).toBe(12)
    await expectTotalsMatchHours()

    await server.db.execute(
      sql`update spot_prices set price_eur_mwh = price_eur_mwh * 2 where at >= ${hour(6)}::timestamptz and at < ${hour(9)}::timestamptz`,
    )
    await server.db.execute(
      sql`update measurements set consumption_kwh = consumption_kwh + 1 where point_id = ${POINT} and at >= ${hour(8)}::timestamptz and at < ${hour(20)}::timestamptz`,
    )
    await expectTotalsMatchHours()

    await server.db.execute(sql`delete from spot_prices where at = ${hour(3)}::timestamptz`)
    await server.db.execute(
      sql`delete from measurements where point_id = ${POINT} and at >= ${hour(20)}::timestamptz and at < ${hour(24)}::timestamptz`,
    )
    expect((await dayRow())?.hours).toBe(20)
    await expectTotalsMatchHours()

    // A day left without hours has no row.
    await server.db.execute(
      sql`delete from measurements where point_id = ${POINT} and at >= ${hour(0)}::timestamptz and at < ${hour(24)}::timestamptz`,
    )
    expect(await dayRow()).toBeUndefined()
    await server.db.execute(sql`delete from spot_prices where at >= ${hour(0)}::timestamptz and at < ${hour(24)}::timestamptz`)
    await expectTotalsMatchHours()
  })

  it("are untouched by a write that rolls back", async () => {
    const before = await expectTotalsMatchHours()
    await expect(
      server.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into measurements (point_id, at, consumption_kwh, production_kwh) values (${POINT}, ${hour(5)}::timestamptz, 7, 0)`,
        )
        await tx.execute(sql`update measurements set consumption_kwh = 0 where point_id = ${P.kyTamme}`)
        throw new Error("rolled back")
      }),
    ).rejects.toThrow("rolled back")
    expect(await expectTotalsMatchHours()).toEqual(before)
  })

  it("give DAY and MONTH sums and costs equal to the hours', with the VAT and tariff of each hour", async () => {
    const range = { start: "2025-06-01", end: "2025-07-31" } // VAT 22 % then 24 % from 1 July
    const hours = rowsOf(
      await server.db.execute(sql`
        select m.at, m.consumption_kwh::float8 as kwh, s.price_eur_mwh::float8 as spot
        from measurements m left join spot_prices s on s.at = m.at
        where m.point_id = ${POINT} and m.at >= ('2025-06-01'::timestamp at time zone 'Europe/Tallinn') and m.at < ('2025-08-01'::timestamp at time zone 'Europe/Tallinn')`),
    )
    expect(hours.length).toBe(61 * 24)
    const costOf = (month: string) =>
      hours
        .filter(
          (h) => new Date(h.at as string).toLocaleString("sv-SE", { timeZone: "Europe/Tallinn" }).startsWith(month) && h.spot !== null,
        )
        .reduce((a, h) => a + hourCostEuros(new Date(h.at as string), Number(h.kwh), Number(h.spot)), 0)
    const kwhOf = (month: string) =>
      hours
        .filter((h) => new Date(h.at as string).toLocaleString("sv-SE", { timeZone: "Europe/Tallinn" }).startsWith(month))
        .reduce((a, h) => a + Number(h.kwh), 0)
    const months = await measurementData(server.db, POINT, range, "MONTH", { withVat: true })
    expect(months.points.map((p) => p.time)).toEqual(["2025-06", "2025-07"])
    for (const p of months.points) {
      expect(p.costEuros!).toBeCloseTo(costOf(p.time), 1)
      expect(p.consumptionKwh!).toBeCloseTo(kwhOf(p.time), 2)
    }
    const days = await measurementData(server.db, POINT, range, "DAY", { withVat: true })
    expect(days.points).toHaveLength(61)
    const julyDays = days.points.filter((p) => p.time.startsWith("2025-07"))
    expect(julyDays.reduce((a, p) => a + p.costEuros!, 0)).toBeCloseTo(costOf("2025-07"), 0)
    expect(months.statistics!.consumptionForPeriodKwh).toBeCloseTo(kwhOf("2025-06") + kwhOf("2025-07"), 2)
  })
})
