import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { sql } from "drizzle-orm"
import { addMonths, fuelTypeOfProduct, monthDays, spendingMonths } from "../../../core/rules/spending"
import { tallinnDay } from "../../../core/rules/vat"
import { ChargingSessionPage, PointSpending, SiteSpending, SpendingBreakdown, SpendingSummary } from "../../../core/schemas/spending"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { measurementData } from "../consumption/consumption.service"
import { rowsOf, spendingSummary } from "./spending.service"

let server: TestServer
let mari: { token: string }
const c = demoIds.customers
/** The last whole month (the demo's data runs up to today). */
const month = addMonths(tallinnDay(new Date()).slice(0, 7), -1)
const { start, end } = monthDays(month)

beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

const get = async <S extends Schema.Top>(schema: S, path: string, status = 200) => {
  const res = await call(server.app, "GET", `/v1${path}`, { token: mari.token })
  expect(res.status, JSON.stringify(res.json)).toBe(status)
  return status === 200 ? (Schema.decodeUnknownSync(schema as never)(res.json) as S["Type"]) : undefined
}
const cents = (x: number) => Math.round(x * 100)
const money = (x: number) => cents(x) / 100

/** The month's card lines summed in JS by the product's kind: with VAT, and its VAT. */
async function lineSums(customerId: number) {
  const rows = rowsOf(
    await server.db.execute(sql`select product_name, amount, vat_amount from document_lines
      where customer_id = ${customerId} and document_date between ${start}::date and ${end}::date`),
  )
  const sums = { fuel: { amount: 0, vat: 0 }, other: { amount: 0, vat: 0 } }
  for (const r of rows) {
    const kind = fuelTypeOfProduct(String(r.product_name)) ? sums.fuel : sums.other
    kind.amount += cents(Number(r.amount))
    kind.vat += cents(Number(r.vat_amount))
  }
  return sums
}

/** The month's consumption cost of every point of the customer, as the consumption page gives it. */
async function consumptionCost(customerId: number, withVat: boolean) {
  const points = rowsOf(await server.db.execute(sql`select id from metering_points where customer_id = ${customerId}`))
  let total = 0
  for (const p of points) {
    const data = await measurementData(server.db, Number(p.id), { start, end }, "MONTH", { withVat })
    total += cents(data.points[0]?.costEuros ?? 0)
  }
  return total / 100
}

async function chargingSums(customerId: number) {
  const [row] = rowsOf(
    await server.db.execute(sql`select coalesce(sum(cost), 0) as cost, coalesce(sum(vat_amount), 0) as vat from charging_sessions
      where customer_id = ${customerId} and session_date between ${start}::date and ${end}::date`),
  )
  return { amount: cents(Number(row!.cost)), vat: cents(Number(row!.vat)) }
}

describe("the month's sums by category", () => {
  it("equal the lines, consumption costs and charging sessions of the month, without VAT for a company", async () => {
    const summary = (await get(SpendingSummary, `/spending/${c.naidisLogistika}/summary?month=${month}`))!
    expect(summary.includesVat).toBe(false)
    expect(summary.categories).toEqual(["FUEL", "OTHER", "ELECTRICITY", "CHARGING"])
    expect(summary.months.map((m) => m.month)).toEqual(spendingMonths(month))
    const m = summary.months.at(-1)!
    const lines = await lineSums(c.naidisLogistika)
    const charging = await chargingSums(c.naidisLogistika)
    expect(m.FUEL).toBe((lines.fuel.amount - lines.fuel.vat) / 100)
    expect(m.OTHER).toBe((lines.other.amount - lines.other.vat) / 100)
    expect(m.ELECTRICITY).toBe(await consumptionCost(c.naidisLogistika, false))
    expect(m.CHARGING).toBe((charging.amount - charging.vat) / 100)
    for (const v of [m.FUEL, m.OTHER, m.ELECTRICITY, m.CHARGING]) expect(v).toBeGreaterThan(0)
    // The statement's own sum of the month is fuel and other together.
    const res = await call(
      server.app,
      "GET",
      `/v1/documents/${c.naidisLogistika}/rows/sum?documentDateCreatedStart=${start}&documentDateCreatedEnd=${end}`,
      {
        token: mari.token,
      },
    )
    expect(res.status).toBe(200)
    expect(money(m.FUEL! + m.OTHER!)).toBe((res.json as { sumWithoutVat: number }).sumWithoutVat)
    // The charging list's sums of the month are the category's.
    const sessions = (await get(ChargingSessionPage, `/charging/sessions/${c.naidisLogistika}?start=${start}&end=${end}&size=1`))!
    expect(sessions.totalCost).toBe(m.CHARGING)
    expect(sessions.includesVat).toBe(false)
  })

  it("equal them with VAT, for the same company asked with VAT and for a person", async () => {
    const view = { customerId: c.naidisLogistika, categories: ["FUEL", "OTHER", "ELECTRICITY", "CHARGING"] as const, includesVat: true }
    const m = (await spendingSummary(server.db, view, month)).months.at(-1)!
    const lines = await lineSums(c.naidisLogistika)
    expect(m.FUEL).toBe(lines.fuel.amount / 100)
    expect(m.OTHER).toBe(lines.other.amount / 100)
    expect(m.ELECTRICITY).toBe(await consumptionCost(c.naidisLogistika, true))
    expect(m.CHARGING).toBe((await chargingSums(c.naidisLogistika)).amount / 100)
    const mine = (await get(SpendingSummary, `/spending/${c.mariPrivate}/summary?month=${month}`))!
    expect(mine.includesVat).toBe(true)
    const own = mine.months.at(-1)!
    expect(own.ELECTRICITY).toBe(await consumptionCost(c.mariPrivate, true))
    expect(own.ELECTRICITY).toBeGreaterThan(0)
    expect(own.CHARGING).toBe(0)
  })

  it("spans 13 months: the first is the same month last year", async () => {
    const summary = (await get(SpendingSummary, `/spending/${c.naidisLogistika}/summary?month=${month}`))!
    expect(summary.months).toHaveLength(13)
    expect(summary.months[0]!.month).toBe(addMonths(month, -12))
    expect(summary.months[0]!.CHARGING).toBeGreaterThan(0)
  })
})

describe("sources by roles", () => {
  it("shows an association with only electricity its electricity alone, and refuses the card and charging sources", async () => {
    const summary = (await get(SpendingSummary, `/spending/${c.kyTamme5}/summary?month=${month}`))!
    expect(summary.categories).toEqual(["ELECTRICITY"])
    expect(summary.includesVat).toBe(true)
    const m = summary.months.at(-1)!
    expect([m.FUEL, m.OTHER, m.CHARGING]).toEqual([null, null, null])
    expect(m.ELECTRICITY).toBe(await consumptionCost(c.kyTamme5, true))
    await get(SpendingBreakdown, `/spending/${c.kyTamme5}/card-purchases?month=${month}&by=CARD`, 403)
    await get(SpendingBreakdown, `/documents/${c.kyTamme5}/rows?documentDateCreatedStart=${start}&documentDateCreatedEnd=${end}`, 403)
    await get(SiteSpending, `/spending/${c.kyTamme5}/charging-sites?month=${month}`, 403)
    await get(ChargingSessionPage, `/charging/sessions/${c.kyTamme5}`, 403)
    const points = (await get(PointSpending, `/spending/${c.kyTamme5}/metering-points?month=${month}`))!
    expect(money(points.items.reduce((a, p) => a + (p.amount ?? 0), 0))).toBe(m.ELECTRICITY)
  })

  it("refuses a user who is no contact of the customer", async () => {
    const jaan = await signInAs(server.app, demoPersonalCodes.jaan)
    const res = await call(server.app, "GET", `/v1/spending/${c.naidisLogistika}/summary`, { token: jaan.token })
    expect(res.status).toBe(403)
  })
})

describe("breakdowns", () => {
  it("by card, vehicle and driver each add up to the month's card purchases", async () => {
    const m = (await get(SpendingSummary, `/spending/${c.naidisLogistika}/summary?month=${month}`))!.months.at(-1)!
    const byCard = (await get(SpendingBreakdown, `/spending/${c.naidisLogistika}/card-purchases?month=${month}&by=CARD`))!
    expect(money(byCard.items.reduce((a, i) => a + i.amount, 0))).toBe(money(m.FUEL! + m.OTHER!))
    expect(byCard.items.map((i) => i.amount)).toEqual([...byCard.items.map((i) => i.amount)].sort((a, b) => b - a))
    const byVehicle = (await get(SpendingBreakdown, `/spending/${c.naidisLogistika}/card-purchases?month=${month}&by=VEHICLE`))!
    expect(byVehicle.items.length).toBeGreaterThan(1)
    const byDriver = (await get(SpendingBreakdown, `/spending/${c.naidisLogistika}/card-purchases?month=${month}&by=DRIVER`))!
    expect(byDriver.items.every((i) => i.count > 0)).toBe(true)
  })

  it("by charging site adds up to the month's charging; the month is checked", async () => {
    const m = (await get(SpendingSummary, `/spending/${c.naidisLogistika}/summary?month=${month}`))!.months.at(-1)!
    const sites = (await get(SiteSpending, `/spending/${c.naidisLogistika}/charging-sites?month=${month}`))!
    expect(money(sites.items.reduce((a, i) => a + i.amount, 0))).toBe(m.CHARGING)
    await get(SiteSpending, `/spending/${c.naidisLogistika}/charging-sites?month=2026-13`, 400)
  })
})

describe("charging sessions", () => {
  it("pages newest first; the sums cover every session of the query", async () => {
    const first = (await get(ChargingSessionPage, `/charging/sessions/${c.naidisLogistika}?start=${start}&end=${end}&size=5`))!
    const second = (await get(ChargingSessionPage, `/charging/sessions/${c.naidisLogistika}?start=${start}&end=${end}&size=5&page=1`))!
    expect(first.content).toHaveLength(5)
    expect(first.totalElements).toBeGreaterThan(10)
    expect(first.content[4]!.startedAt >= second.content[0]!.startedAt).toBe(true)
    const all = (await get(ChargingSessionPage, `/charging/sessions/${c.naidisLogistika}?start=${start}&end=${end}&size=500`))!
    expect(money(all.content.reduce((a, s) => a + s.cost, 0))).toBe(all.totalCost)
    expect(all.content.every((s) => s.startedAt < s.endedAt)).toBe(true)
    await get(ChargingSessionPage, `/charging/sessions/${c.naidisLogistika}?size=501`, 400)
  })

  it("spans two years", async () => {
    const old = (await get(ChargingSessionPage, `/charging/sessions/${c.naidisLogistika}?end=${addMonths(month, -22)}-28&size=1`))!
    expect(old.totalElements).toBeGreaterThan(0)
  })
})

describe("vehicles", () => {
  it("lists the vehicle numbers of the statement; ADMIN sets the fuel and the tank, another's number is 404", async () => {
    const list = (await call(server.app, "GET", `/v1/vehicles/${c.naidisLogistika}`, { token: mari.token })).json as Array<{
      registrationNumber: string
      fuelType: string
      tankCapacityLitres: number | null
    }>
    const numbers = rowsOf(
      await server.db.execute(
        sql`select distinct vehicle_number from document_lines where customer_id = ${c.naidisLogistika} and vehicle_number is not null order by 1`,
      ),
    ).map((r) => String(r.vehicle_number))
    expect(list.map((v) => v.registrationNumber)).toEqual(numbers)
    const first = list[0]!
    const put = (body: unknown) => call(server.app, "PUT", `/v1/vehicles/${c.naidisLogistika}`, { token: mari.token, body })
    const changed = await put({ registrationNumber: first.registrationNumber, fuelType: "PETROL", tankCapacityLitres: 70 })
    expect(changed.status).toBe(200)
    expect(changed.json).toEqual({ registrationNumber: first.registrationNumber, fuelType: "PETROL", tankCapacityLitres: 70 })
    expect((await put({ registrationNumber: "000 ZZZ", fuelType: "PETROL", tankCapacityLitres: 70 })).status).toBe(404)
    expect((await put({ registrationNumber: first.registrationNumber, fuelType: "PETROL", tankCapacityLitres: 1501 })).status).toBe(400)
    await put(first)
    const kyTamme = await call(server.app, "PUT", `/v1/vehicles/${c.kyTamme5}`, { token: mari.token, body: first })
    expect(kyTamme.status).toBe(403)
  })
})
