import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { and, eq, sql } from "drizzle-orm"
import { addMonths, monthDays } from "../../../core/rules/spending"
import { ASSUMED_MAX_SPEED_KMH, outsideBusinessHours } from "../../../core/rules/spending.anomalies"
import { tallinnDay } from "../../../core/rules/vat"
import { type Anomaly, AnomalyList } from "../../../core/schemas/spending"
import { settableClock } from "../../clock"
import { customers } from "../../db/schema"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"
import { mailOutbox } from "../cards/cards.tables"
import { DEMO_SMALL_TANK } from "./spending.seed.anomalies"
import { spendingAnomalies, spendingAnomalyMonths, vehicles } from "./spending.tables"

let server: TestServer
let mari: { token: string }
const naidis = demoIds.customers.naidisLogistika
/** The last whole month: the clock is set to its 20th, so that it is the server's current month (for the alerts). */
const month = addMonths(tallinnDay(new Date()).slice(0, 7), -1)
const clock = settableClock(new Date(`${month}-20T12:00:00Z`))
const path = `/v1/spending/${naidis}/anomalies`

beforeAll(async () => {
  server = await createTestServer({ clock })
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

const list = async (query = "") => {
  const res = await call(server.app, "GET", `${path}${query}`, { token: mari.token })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return Schema.decodeUnknownSync(AnomalyList)(res.json)
}
const ofKind = (items: ReadonlyArray<Anomaly>, kind: Anomaly["kind"]) => items.filter((a) => a.kind === kind)

describe("anomalies in the demo data", () => {
  it("finds each kind in the month, each with the figures of its reason", async () => {
    const { items, businessHoursCards } = await list()
    const { start, end } = monthDays(month)
    for (const a of items) expect(a.documentDate >= start && a.documentDate <= end, a.documentDate).toBe(true)
    const tank = ofKind(items, "TANK")
    expect(tank.length).toBeGreaterThan(0)
    for (const a of tank) {
      expect(a.vehicle).toBe(DEMO_SMALL_TANK.vehicle)
      expect(a.quantity).toBeGreaterThan(a.tankLitres!)
    }
    const fuel = ofKind(items, "FUEL")
    expect(fuel.length).toBeGreaterThan(0)
    for (const a of fuel) expect([a.vehicleFuel, a.productFuel, a.product]).toEqual(["DIESEL", "PETROL", "Bensiin 95"])
    const speed = ofKind(items, "SPEED")
    expect(speed.length).toBeGreaterThan(0)
    for (const a of speed) {
      expect(a.distanceKm!).toBeGreaterThan((ASSUMED_MAX_SPEED_KMH * a.minutes!) / 60)
      expect(a.previousStation).not.toBe(a.station)
    }
    const hours = ofKind(items, "HOURS")
    expect(hours.length).toBeGreaterThan(0)
    // One per purchase, not one per line of its document.
    expect(new Set(hours.map((a) => a.documentNumber)).size).toBe(hours.length)
    for (const a of hours) {
      expect(businessHoursCards).toContain(a.card)
      expect(outsideBusinessHours(new Date(a.purchasedAt!))).toBe(true)
    }
  })

  it("tells the customer once, in one e-mail listing them", async () => {
    const mails = () => server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "arved@naidislogistika.ee"))
    const { items } = await list()
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe(`Kulude kõrvalekalded: ${items.length}`)
    for (const a of items.slice(0, 5)) expect(sent[0]!.body).toContain(a.documentNumber)
    await list()
    await list(`?month=${addMonths(month, -1)}`)
    expect(await mails()).toHaveLength(1)

    // In the customer's communication language once one is chosen (the budgets' language otherwise).
    await server.db.update(customers).set({ communicationLanguage: "en" }).where(eq(customers.id, naidis))
    await server.db.update(spendingAnomalies).set({ alertedAt: null }).where(eq(spendingAnomalies.customerId, naidis))
    await list()
    const again = await mails()
    expect(again).toHaveLength(2)
    expect(again[1]!.subject).toBe(`Spending anomalies: ${items.length}`)
    await server.db.update(customers).set({ communicationLanguage: null }).where(eq(customers.id, naidis))
  })

  it("ADMIN marks one explained and takes the mark back; a line that is no anomaly is 404", async () => {
    const [first] = ofKind((await list()).items, "SPEED")
    const put = (body: unknown) => call(server.app, "PUT", path, { token: mari.token, body })
    const res = await put({ kind: "SPEED", lineId: first!.lineId, explained: true })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const marked = (res.json as AnomalyList).items.find((a) => a.kind === "SPEED" && a.lineId === first!.lineId)!
    expect(marked.explainedBy).toBe("Mari Maasikas")
    expect(marked.explainedAt).not.toBeNull()
    expect((await put({ kind: "TANK", lineId: first!.lineId, explained: true })).status).toBe(404)
    expect((await put({ kind: "SPEED", lineId: 1, explained: true })).status).toBe(404)
    const back = await put({ kind: "SPEED", lineId: first!.lineId, explained: false })
    expect((back.json as AnomalyList).items.find((a) => a.kind === "SPEED" && a.lineId === first!.lineId)!.explainedAt).toBeNull()
  })

  it("sets the business-hours cards: a card the customer has not is 400 and changes nothing", async () => {
    const before = (await list()).businessHoursCards
    const put = (body: unknown) => call(server.app, "PUT", `/v1/spending/${naidis}/business-hours-cards`, { token: mari.token, body })
    const bad = await put({ cards: [...before, "NO-SUCH-CARD"] })
    expect(bad.status).toBe(400)
    expect((bad.json as { field: string }).field).toBe(`cards.${before.length}`)
    expect((await list()).businessHoursCards).toEqual(before)
    expect((await put({ cards: [] })).status).toBe(200)
    expect(ofKind((await list()).items, "HOURS")).toEqual([])
    expect((await put({ cards: before })).status).toBe(200)
  })

  it("keeps the month until a line of it (or of the day before it), a vehicle or a business-hours card changes; marks stay", async () => {
    const kept = async (m = month) =>
      (
        await server.db
          .select()
          .from(spendingAnomalyMonths)
          .where(and(eq(spendingAnomalyMonths.customerId, naidis), eq(spendingAnomalyMonths.month, m)))
      ).length
    const put = (body: unknown) => call(server.app, "PUT", path, { token: mari.token, body })
    const [tank] = ofKind((await list()).items, "TANK")
    expect((await put({ kind: "TANK", lineId: tank!.lineId, explained: true })).status).toBe(200)
    expect(await kept()).toBe(1)
    const smallTank = and(eq(vehicles.customerId, naidis), eq(vehicles.registrationNumber, DEMO_SMALL_TANK.vehicle))
    await server.db.update(vehicles).set({ tankCapacityLitres: 1000 }).where(smallTank)
    expect(await kept()).toBe(0)
    expect(ofKind((await list()).items, "TANK")).toEqual([])
    await server.db.update(vehicles).set({ tankCapacityLitres: DEMO_SMALL_TANK.litres }).where(smallTank)
    const again = ofKind((await list()).items, "TANK").find((a) => a.lineId === tank!.lineId)
    expect(again?.explainedBy).toBe("Mari Maasikas")

    // A line written: its month is found again from the lines (a smaller fill is no TANK any more).
    const quantity = (q: number | null) =>
      server.db.execute(sql`update document_lines set quantity = coalesce(${q}::numeric, quantity) where id = ${tank!.lineId}`)
    await quantity(10)
    expect(await kept()).toBe(0)
    expect(ofKind((await list()).items, "TANK").some((a) => a.lineId === tank!.lineId)).toBe(false)
    await quantity(tank!.quantity)
    expect(ofKind((await list()).items, "TANK").some((a) => a.lineId === tank!.lineId)).toBe(true)
    // The last day of the month before: SPEED pairs this month's first purchase with it.
    const { start } = monthDays(month)
    await server.db.execute(sql`
      update document_lines set quantity = quantity
      where id = (select id from document_lines where customer_id = ${naidis} and document_date = ${start}::date - 1 limit 1)`)
    expect(await kept()).toBe(0)
    expect((await put({ kind: "TANK", lineId: tank!.lineId, explained: false })).status).toBe(200)
  })
})
